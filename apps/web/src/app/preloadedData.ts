import { useEffect } from 'react';

import type { ApolloClient, DocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';

import {
  pathVariables,
  PRELOADED_DATA_ID,
  prerenderedPage,
  type PreloadedData,
  type PrerenderedPageName,
} from '@hireloop/schema';

const QUERIES: Partial<Record<PrerenderedPageName, DocumentNode>> = {};

/**
 * Names the query whose answer the API sends with `page`. Called where the page's query is (its hook's
 * module, loaded with the page before the first render), so the documents travel with the pages' chunks,
 * not the entry.
 */
export function preloadable<T extends DocumentNode>(page: PrerenderedPageName, query: T): T {
  QUERIES[page] = query;
  return query;
}

/** The query each client was seeded with, until `readPreloadedData` has read it back. */
const seeded = new WeakMap<ApolloClient, { query: DocumentNode; variables: Record<string, unknown> }>();

/**
 * Writes the data the API sent with the page into the Apollo cache, so the app's first render shows the
 * jobs instead of a loading state. Only for logged-out visitors: the data was
 * read without a session, and a signed-in visitor's bookmark and applied flags differ. The element is
 * removed either way.
 *
 * Once the data is written, the client prefers cached values (Apollo's `prioritizeCacheValues`, the
 * mechanism of its `ssrForceFetchDelay`): the page's cache-and-network query takes the data the page
 * came with instead of asking again for what the server answered a moment ago, which cost a request and
 * a second render of the whole page while the phone is busiest. The app turns it off after its first
 * render (App.tsx), so later queries and navigations fetch as usual.
 */
export function seedPreloadedData(client: ApolloClient, signedIn: boolean): void {
  const element = document.getElementById(PRELOADED_DATA_ID);
  if (!element) return;
  element.remove();
  if (signedIn || !element.textContent) return;
  try {
    const { page, variables, data } = JSON.parse(element.textContent) as PreloadedData;
    const query = QUERIES[page];
    if (!query) return;
    client.writeQuery({ query, variables, data });
    client.prioritizeCacheValues = true;
    seeded.set(client, { query, variables });
  } catch {
    // Malformed or stale data: the page loads it itself.
  }
}

/**
 * Reads the seeded query back as the page's query will (a query watched, not subscribed): Apollo keeps
 * the result, so the first render's read of it (as long as the write, ~20 ms on a desktop for the home
 * page) is done beforehand, in a task of its own (main.tsx).
 */
export function readPreloadedData(client: ApolloClient): void {
  const query = seeded.get(client);
  if (!query) return;
  seeded.delete(client);
  client.watchQuery({ ...query, fetchPolicy: 'cache-only' }).getCurrentResult();
}

/** After the app's first render: queries ask the server as their fetch policy says again. */
export function preloadedDataServed(client: ApolloClient): void {
  client.prioritizeCacheValues = false;
}

/**
 * Ends the preference for cached values (preloadedDataServed) once the page's queries have subscribed:
 * render it after the page, inside the page's Suspense boundary (AppLayout). The app hydrates that
 * boundary in a pass of its own, after the shell's effects have run; ended there, the page's
 * cache-and-network query found the preference gone, asked the server for what the page came with, and
 * its two answers (loading, then the data) each drew the whole page again in one synchronous task.
 */
export function PreloadedDataServed(): null {
  const client = useApolloClient();
  useEffect(() => preloadedDataServed(client), [client]);
  return null;
}

/**
 * Asks for the page's query at once (main.tsx, for a signed-in visitor, whose page came without data:
 * once the page's code has loaded, before the first render), so the request runs while React draws the
 * page; the page's own query joins it (Apollo deduplicates a request in flight) or finds its answer
 * cached. Nothing for other paths or a page whose code has not named its query.
 */
export function prefetchPageQuery(client: ApolloClient, pathname: string): void {
  const page = prerenderedPage(pathname);
  const variables = pathVariables(pathname);
  const query = page && QUERIES[page];
  if (!variables || !query) return;
  client.query({ query, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
}
