import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { ApolloProvider } from '@apollo/client/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { print, type DocumentNode } from 'graphql';

import {
  companiesVariables,
  SEARCH_PAGE_SIZE,
  type PreloadedData,
  type PrerenderedPageName,
  PRERENDERED_MODE,
} from '@hireloop/schema';

import { AppTheme, themeModeStyleNames } from '@hireloop/ui';

import { RouterLink } from '../app/components/RouterLink';
import { PRERENDERED_CLASSES, PRERENDERED_GLOBALS } from '../app/emotionCache';
import { PRERENDERED_WITH_DATA } from '../app/hydration';
import { PRERENDERED_SITE, siteSignature } from '../app/platform';
import { preloadRoute, routes } from '../app/routes';
import { EMPTY_SESSION, SessionProvider } from '../app/session';
import { SessionExpiry } from '../app/session/SessionExpiry';
import { EMPTY_SEARCH, jobSearchVariables } from '../features/jobs/searchParams';
import {
  CompaniesDirectoryDocument,
  HomeJobsDocument,
  JobDetailsDocument,
  JobsPageDocument,
  PublicCompanyDocument,
  SiteConfigDocument,
  type SiteConfigQuery,
} from '../gql/graphql';

/**
 * The prerendered pages (libs/schema: PRERENDERED_PAGES): a path to draw each with (the job page's id
 * comes with its data), its module (scripts/prerender.mjs preloads its chunks), and the GraphQL query whose
 * answer the API puts into the page, so the app's first render already shows it
 * (src/app/preloadedData.ts); `id` of the job page (the job's id) and of the company page (its slug)
 * come from the path, the directory's search and page from its query string.
 */
const PAGES: Record<
  PrerenderedPageName,
  { path: string; module: string; document: DocumentNode; variables: Record<string, unknown> }
> = {
  home: {
    path: '/',
    module: 'src/features/home/pages/HomePage.tsx',
    document: HomeJobsDocument,
    variables: {},
  },
  jobs: {
    path: '/jobs',
    module: 'src/features/jobs/pages/JobsPage.tsx',
    document: JobsPageDocument,
    variables: jobSearchVariables(EMPTY_SEARCH, SEARCH_PAGE_SIZE),
  },
  job: {
    path: '/job/prerendered',
    module: 'src/features/jobs/pages/JobDetailsPage.tsx',
    document: JobDetailsDocument,
    variables: {},
  },
  companies: {
    path: '/companies',
    module: 'src/features/company-directory/pages/CompaniesPage.tsx',
    document: CompaniesDirectoryDocument,
    variables: companiesVariables({ search: '', page: 1 }),
  },
  company: {
    path: '/companies/prerendered',
    module: 'src/features/company-directory/pages/CompanyPage.tsx',
    document: PublicCompanyDocument,
    variables: {},
  },
};

/**
 * The pages as scripts/prerender.mjs needs them: path and module, and the query as the page asks for it
 * (with __typename), which it writes to dist/prerendered/pages.json for the API.
 */
export const prerenderedPages = Object.fromEntries(
  Object.entries(PAGES).map(([name, { document, ...page }]) => [
    name,
    { ...page, query: print(addTypenameToDocument(document)) },
  ]),
);

export interface PrerenderedPage {
  /** The markup of the app for the path, as the first client render draws it for a visitor. */
  html: string;
  /**
   * The styles that markup uses, by name in insertion order: global rules (the theme's variables, CSS
   * baseline, keyframes) and class rules.
   */
  globalCss: Record<string, string>;
  classCss: Record<string, string>;
}

/**
 * Renders a path of the app the way a logged-out visitor's first client render draws it: nav bar, the
 * page, footer. Waits for every lazily loaded page and component. No network: without `preloaded` (the
 * build, scripts/prerender.mjs) GraphQL queries stay loading; with it (the API, at request time) the
 * page's query has its answer, as in the app once it has written the same data into its cache.
 */
export async function prerenderPage(
  path: string,
  preloaded?: PreloadedData<SiteConfigQuery>,
): Promise<PrerenderedPage> {
  // The client's MUI styles use Emotion's default cache, keyed `css`: the same key gives the same class
  // names. `compat` keeps the rules in `inserted` instead of inline <style> elements in the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache(), ssrMode: true });
  if (preloaded?.site) client.writeQuery({ query: SiteConfigDocument, data: preloaded.site });
  if (preloaded) {
    const query = PAGES[preloaded.page].document;
    client.writeQuery({ query, variables: preloaded.variables, data: preloaded.data } as Parameters<
      typeof client.writeQuery
    >[0]);
  }
  await preloadRoute(path);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const stream = await renderToReadableStream(
    <CacheProvider value={cache}>
      <AppTheme linkComponent={RouterLink}>
        <ApolloProvider client={client}>
          <SessionProvider initial={EMPTY_SESSION}>
            {/* As in App.tsx: the same tree above the page, so useId gives the ids the app hydrates with. */}
            <SessionExpiry router={router} />
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
  const globalCss: Record<string, string> = {};
  const classCss: Record<string, string> = {};
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (rules.startsWith(`.${cache.key}-`)) classCss[name] = rules;
    else if (rules !== '') globalCss[name] = rules;
  }
  return { html, globalCss, classCss };
}

/**
 * The HTML document of a path: `template` (index.html with the page's modulepreload links) with the
 * page drawn once for both colour modes (the theme's colours are CSS variables that the root's `dark`
 * class switches) and its styles. Used by the build (scripts/prerender.mjs, before data) and by the API
 * for /, /jobs and /job/{id} with the page's data (apps/api/src/web-app.ts), so that the jobs are in the
 * first paint.
 */
export async function renderDocument(
  template: string,
  path: string,
  preloaded?: PreloadedData<SiteConfigQuery>,
): Promise<string> {
  const page = await prerenderPage(path, preloaded);
  // Global styles in three elements: what every colour mode uses, then the light and the dark mode's theme
  // variables (light first: `:root, .light` is the default), so that the API can leave out the mode a
  // visitor does not use (forThemeMode). Each names its styles: the app's Emotion cache does not insert
  // them again (src/app/emotionCache.ts).
  const modeNames = themeModeStyleNames();
  const shared = Object.keys(page.globalCss).filter(
    (name) => name !== modeNames.light && name !== modeNames.dark,
  );
  const globalStyle = (names: string[], attributes: string, extra = '') =>
    `<style ${attributes} ${PRERENDERED_GLOBALS}="${names.join(' ')}">${names.map((name) => page.globalCss[name]).join('')}${extra}</style>`;
  const modeStyle = (mode: 'light' | 'dark') => {
    // A page without the theme's variables would paint without colours: a changed theme must not get here.
    if (!page.globalCss[modeNames[mode]])
      throw new Error(`${path}: the ${mode} mode's theme variables are missing`);
    return globalStyle([modeNames[mode]], `${PRERENDERED_MODE}="${mode}" data-prerender`);
  };
  // Signed-in visitors (another nav bar, maybe another page) do not see it.
  const css =
    globalStyle(shared, 'data-prerender', 'html.signed-in [data-prerender]{display:none}') +
    modeStyle('light') +
    modeStyle('dark');
  // The class rules go in a style element that names them: the app's Emotion cache counts them as
  // inserted (src/app/emotionCache.ts), so its first render does not parse and insert them again. Only
  // the classes the markup uses: the render also styled what it then left out (a loading state before a
  // lazy part arrived, a part drawn again with its data), a fifth of the rules; the app inserts those
  // itself if it ever draws them.
  const used = new Set(page.html.match(/(?<=\bcss-)[\w-]+/g));
  const classNames = Object.keys(page.classCss).filter((name) => used.has(name));
  const classStyle = `<style ${PRERENDERED_CLASSES}="${classNames.join(' ')}">${classNames.map((name) => page.classCss[name]).join('')}</style>`;
  if (!template.includes('<div id="root"></div>')) throw new Error('the template has no empty #root');
  // The CSP allows only index.html's own inline script: the markup must bring none (React's streaming
  // runtime, ScrollRestoration's script).
  if (/<script/i.test(page.html)) throw new Error(`the rendered ${path} contains a script`);
  // The app hydrates it (src/main.tsx); until then it is plain HTML: links work, and what the visitor
  // types into a text box stays (src/app/hydration.ts). The page says whether it was drawn with its data,
  // which the app's first render must then have too, and with which platform name and logo.
  const withData = `${preloaded ? ` ${PRERENDERED_WITH_DATA}` : ''} ${PRERENDERED_SITE}="${escapeAttribute(siteSignature(preloaded?.site))}"`;
  return template
    .replace('</head>', () => `${css}${classStyle}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root"><div data-prerender${withData}>${page.html}</div></div>`,
    );
}

/** Text for a double-quoted HTML attribute. */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
