import { THEME_STORAGE_KEY } from './constants';

/**
 * The pages that arrive drawn: the web build prerenders them (apps/web/scripts/prerender.mjs) and the API
 * sends them for their paths, drawn again with the answer to the page's query for a logged-out visitor
 * (apps/api/src/web-app.ts), which the app writes into its cache before its first render.
 */
export const PRERENDERED_PAGES = ['home', 'jobs', 'job', 'companies', 'company'] as const;

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
 * On a prerendered page's style element that holds one colour mode's theme variables ('light' or 'dark'):
 * the API leaves out the other mode's when it knows the visitor's (`themeModeOfCookie`).
 */
export const PRERENDERED_MODE = 'data-prerender-mode';

/** A colour mode of the app (libs/ui: useThemeMode). */
export type ThemeMode = 'light' | 'dark';

const MODE_COOKIE = new RegExp(`(?:^|;\\s*)${THEME_STORAGE_KEY}=([^;]*)`);

/**
 * The cookie (document.cookie's form) that tells the server the visitor's colour mode: written with the
 * stored mode (by libs/ui themeMode.ts, and the same by index.html's inline script), read by
 * `themeModeOfCookie`. A year, for the whole site.
 */
export function themeModeCookie(mode: ThemeMode): string {
  return `${THEME_STORAGE_KEY}=${mode}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The colour mode the visitor chose, from a request's Cookie header: the app keeps it in the cookie named
 * THEME_STORAGE_KEY as well as in local storage (libs/ui themeMode.ts, index.html's inline script). Null
 * when there is none (a first visit) or it holds something else.
 */
export function themeModeOfCookie(header: string | undefined): ThemeMode | null {
  const value = MODE_COOKIE.exec(header ?? '')?.[1]?.trim();
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * The page for a visitor whose colour mode is `mode`: without the other mode's theme variables (the
 * style element marked PRERENDERED_MODE), which the visitor's first paint never uses; the app inserts
 * them when the visitor switches. With `mode` null, the page as it is (both modes: index.html's inline
 * script picks one before the first paint).
 */
export function forThemeMode(html: string, mode: ThemeMode | null): string {
  if (mode === null) return html;
  const other = mode === 'dark' ? 'light' : 'dark';
  return html.replace(new RegExp(`<style ${PRERENDERED_MODE}="${other}"[^>]*>[\\s\\S]*?</style>`), '');
}

const COMPANY_PATH = /^\/companies\/([^/]+)\/?$/;

/** The public page of a company: /companies/{slug}. */
export function companyPath(slug: string): string {
  return `/companies/${encodeURIComponent(slug)}`;
}

/**
 * Which prerendered page a path gets: `/`, `/jobs` without a search, `/job/{id}`, the company directory
 * `/companies` (with its search and page, which come from the query string and are drawn too) and
 * `/companies/{slug}`; null for any other path (and a job search, `url` with a query string).
 */
export function prerenderedPage(path: string, url: string = path): PrerenderedPageName | null {
  if (path === '/') return 'home';
  if (/^\/jobs\/?$/.test(path)) return url.includes('?') ? null : 'jobs';
  if (/^\/job\/[^/]+\/?$/.test(path)) return 'job';
  if (/^\/companies\/?$/.test(path)) return 'companies';
  if (COMPANY_PATH.test(path)) return 'company';
  return null;
}

/**
 * The variables of the page's query when its path holds them all: none on `/`, the job's id on
 * `/job/{id}`, the slug on `/companies/{slug}` (as `id`, the variable of every one-record page). Null for
 * `/jobs` (the default search's variables), `/companies` (its search and page are in the query string:
 * `companiesSearchOf`), other paths and a malformed id or slug.
 */
export function pathVariables(path: string): Record<string, unknown> | null {
  const page = prerenderedPage(path);
  if (page === 'home') return {};
  const [key, part] =
    page === 'job'
      ? ['id', /^\/job\/([^/]+)\/?$/.exec(path)?.[1]]
      : page === 'company'
        ? ['id', COMPANY_PATH.exec(path)?.[1]]
        : [];
  if (key === undefined || part === undefined) return null;
  try {
    return { [key]: decodeURIComponent(part) };
  } catch {
    return null;
  }
}
