/**
 * The pages that arrive drawn: the web build prerenders them (apps/web/scripts/prerender.mjs) and the API
 * sends them for their paths, drawn again with the answer to the page's query for a logged-out visitor
 * (apps/api/src/web-app.ts), which the app writes into its cache before its first render.
 */
export const PRERENDERED_PAGES = ['home', 'jobs', 'job'] as const;

export type PrerenderedPageName = (typeof PRERENDERED_PAGES)[number];

/** The id of the element holding a page's data as JSON (`<script type="application/json">`). */
export const PRELOADED_DATA_ID = 'preloaded-data';

/**
 * A page's query answer, as the API puts it into the page (#preloaded-data) and draws the page with.
 * `Site` is the `siteConfig` query's answer (platform name, logo) the page is drawn with.
 */
export interface PreloadedData<Site = Record<string, unknown>> {
  page: PrerenderedPageName;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
  /** Without it, the page is drawn with the default platform name and logo. */
  site?: Site;
}

/**
 * Which prerendered page a path gets: `/`, `/jobs` without a search and `/job/{id}`, the pages most
 * visitors land on; null for any other path (and a search, `url` with a query string).
 */
export function prerenderedPage(path: string, url: string = path): PrerenderedPageName | null {
  if (path === '/') return 'home';
  if (/^\/jobs\/?$/.test(path)) return url.includes('?') ? null : 'jobs';
  if (/^\/job\/[^/]+\/?$/.test(path)) return 'job';
  return null;
}

/**
 * The variables of the page's query when its path holds them all: none on `/`, the job's id on
 * `/job/{id}`. Null for `/jobs` (the default search's variables), other paths and a malformed id.
 */
export function pathVariables(path: string): Record<string, unknown> | null {
  const page = prerenderedPage(path);
  if (page === 'home') return {};
  const id = page === 'job' ? /^\/job\/([^/]+)\/?$/.exec(path)?.[1] : undefined;
  if (id === undefined) return null;
  try {
    return { id: decodeURIComponent(id) };
  } catch {
    return null;
  }
}
