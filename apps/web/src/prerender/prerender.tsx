import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { ApolloProvider } from '@apollo/client/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { print } from 'graphql';

import { SEARCH_PAGE_SIZE } from '@hireloop/schema';

import { AppTheme, type ThemeMode } from '@hireloop/ui';

import { RouterLink } from '../app/components/RouterLink';
import { preloadRoute, routes } from '../app/routes';
import { EMPTY_SESSION, SessionProvider } from '../app/session';
import { EMPTY_SEARCH, searchVariables } from '../features/jobs/searchParams';
import { JobDetailsDocument, JobsPageDocument } from '../gql/graphql';

/**
 * The GraphQL data the API puts into the prerendered `/jobs` and `/job/{id}` (as the page asks for it,
 * with __typename), so the app's first render already shows it (src/app/preloadedData.ts). Written to
 * dist/prerendered/queries.json by scripts/prerender.mjs; `id` of the job page comes from the path.
 */
export const preloadedQueries = {
  jobs: {
    query: print(addTypenameToDocument(JobsPageDocument)),
    variables: searchVariables(EMPTY_SEARCH, SEARCH_PAGE_SIZE),
  },
  job: { query: print(addTypenameToDocument(JobDetailsDocument)), variables: {} },
};

export interface PrerenderedPage {
  /** The markup of the app for the path, as the first client render draws it for a visitor. */
  html: string;
  /** The styles that markup uses, in insertion order: global rules (CSS baseline) and class rules. */
  globalCss: string[];
  classCss: Record<string, string>;
}

/**
 * Renders a path of the app at build time (scripts/prerender.mjs), the way a logged-out visitor's first
 * client render draws it before any data arrives: nav bar, the page in its loading state, footer. Waits
 * for every lazily loaded page and component. No network: GraphQL queries stay loading.
 */
export async function prerenderPage(path: string, mode: ThemeMode): Promise<PrerenderedPage> {
  // The client's MUI styles use Emotion's default cache, keyed `css`: the same key gives the same class
  // names. `compat` keeps the rules in `inserted` instead of inline <style> elements in the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache(), ssrMode: true });
  await preloadRoute(path);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const stream = await renderToReadableStream(
    <CacheProvider value={cache}>
      <AppTheme linkComponent={RouterLink} initialMode={mode}>
        <ApolloProvider client={client}>
          <SessionProvider initial={EMPTY_SESSION}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SessionProvider>
        </ApolloProvider>
      </AppTheme>
    </CacheProvider>,
    // Never outline a (large) boundary behind a fallback and an inline script: one complete document.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // Read once everything (lazy pages included) has rendered: complete markup, no streaming scripts.
  await stream.allReady;
  const html = await new Response(stream).text();
  const globalCss: string[] = [];
  const classCss: Record<string, string> = {};
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (rules.startsWith(`.${cache.key}-`)) classCss[name] = rules;
    else globalCss.push(rules);
  }
  return { html, globalCss, classCss };
}
