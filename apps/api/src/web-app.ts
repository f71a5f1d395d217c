import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INestApplication, Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import { execute, parse, type DocumentNode } from 'graphql';
import type { DataSource } from 'typeorm';
import { LRUCache } from 'lru-cache';
import {
  companiesSearchOf,
  companiesVariables,
  forThemeMode,
  pathVariables,
  PRELOADED_DATA_ID,
  type PreloadedData,
  PRERENDERED_PAGES,
  prerenderedPage,
  type PrerenderedPageName,
  seoRouteOf,
  themeModeOfCookie,
} from '@hireloop/schema';
import { Clock } from './common/clock';
import { createLoaders, type GqlContext } from './graphql/loaders';
import { SettingsService } from './modules/admin/settings.service';
import { APP_CONFIG } from './config/config.module';
import type { AppConfig } from './config/config';
import { platformLogoUrl } from './modules/files/files.service';
import { siteConfigOf } from './modules/site/site.resolver';
import { scriptJson, withHead } from './web-head';
import { PAGE_HEADS, type PageAnswer } from './web-pages';
import { WebRenderer } from './web-renderer';

/** Paths the API owns; everything else may be a client-side route of the web app. */
const API_PREFIXES = [
  '/api/',
  '/graphql',
  '/health',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps/',
  '/jobs/feed.xml',
];

/** A path whose last segment has a file extension other than .html. */
const FILE_PATH = /\.(?!html?$)[a-z\d]{1,12}$/i;

/**
 * Serves the built web app (apps/web/dist) on the API's port: static files with long caching for hashed
 * assets, and for every other GET that asks for HTML (client-side routes) index.html or the page's
 * prerendered copy, with the page's status and head (web-pages.ts: 404 for a path no page answers).
 */
export function serveWebApp(app: INestApplication, webDist: string): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) {
    new Logger('Web').warn(`no web build at ${webDist}: run \`npm run build\` to serve the web app`);
    return false;
  }
  const prerendered = new Map(
    PRERENDERED_PAGES.map((page) => [page, join(webDist, 'prerendered', `${page}.html`)] as const).filter(
      ([, file]) => existsSync(file),
    ),
  );
  const pages = readPages(webDist);
  const renderer = WebRenderer.forBuild(webDist);
  const settings = app.get(SettingsService);
  const config = app.get<AppConfig>(APP_CONFIG);
  /** The settings, and the site config as the app's siteConfig query answers it. */
  const siteAnswer = async () => {
    const s = await settings.cached();
    return { settings: s, site: { siteConfig: { __typename: 'SiteConfig', ...siteConfigOf(s, config) } } };
  };
  const clock = app.get(Clock);
  const dataSource = app.get<DataSource>(getDataSourceToken());
  /** The page's status and head (PAGE_HEADS), from its route and, for a job, the job. */
  const answerOf = async (req: Request): Promise<PageAnswer> => {
    const s = await settings.cached();
    const { page, params } = seoRouteOf(req.path);
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    return PAGE_HEADS[page]({
      path: req.path,
      query,
      params,
      platformName: s.platformName,
      publicUrl: config.publicUrl ?? '',
      dataSource,
      now: clock.now(),
    });
  };
  /**
   * The page as sent: with its status and head (its tags naming the platform, with the platform's logo as
   * the link-preview image of pages without their own), and with the site config as a JSON block that the
   * app writes into its cache before its first render (src/app/platform.ts), so that render already shows
   * the platform's name and logo. A prerendered page carries the theme variables of the visitor's colour
   * mode only when the app's cookie names it (half of them to parse before the first paint).
   */
  const send = async (req: Request, res: Response, html: string, answer: PageAnswer) => {
    const { settings: s, site } = await siteAnswer();
    const logo = platformLogoUrl(s.logoFileId);
    const headed = withHead(html, answer.head, {
      platformName: s.platformName,
      publicUrl: config.publicUrl ?? null,
      // Absolute from the configured address only: a request's Host header is the client's to choose.
      logoUrl: logo && config.publicUrl ? `${config.publicUrl}${logo}` : null,
    });
    const block = `<script type="application/json" id="site-config">${scriptJson(site)}</script></body>`;
    // The page differs by the colour-mode cookie.
    res.vary('Cookie');
    res
      .status(answer.status)
      .type('html')
      .send(forThemeMode(headed, themeModeOfCookie(req.headers.cookie)).replace('</body>', () => block));
  };
  const sendFile = (req: Request, res: Response, file: string, answer: PageAnswer) =>
    send(req, res, fileText(file), answer).catch(() => res.status(answer.status).sendFile(file));
  const express = app as NestExpressApplication;
  express.useStaticAssets(join(webDist, 'assets'), { prefix: '/assets/', immutable: true, maxAge: '365d' });
  express.useStaticAssets(webDist, { index: false, maxAge: '1h' });
  /** The page: prerendered (and drawn with its data) where there is one and the page exists, else index.html. */
  const sendPage = async (req: Request, res: Response, answer: PageAnswer) => {
    const page = prerenderedPage(req.path, req.url);
    const file = page && prerendered.get(page);
    if (!page || !file || answer.status === 404) return sendFile(req, res, index, answer);
    const spec = pages?.[page];
    const document = spec?.document;
    if (!spec || !document || req.method !== 'GET') return sendFile(req, res, file, answer);
    // The directory's search and page are in its query string; the other pages' variables in their path.
    const variables =
      (page === 'companies' ? companiesVariables(companiesSearchOf(req.url)) : pathVariables(req.path)) ??
      spec.variables ??
      {};
    // Without its data, a page that is no longer there (410: the query finds no such job for a visitor)
    // is drawn by the app alone; the prerendered page would show a job the app then does not find.
    const fallback = answer.status === 410 ? index : file;
    return siteAnswer()
      .then(({ site }) =>
        withPreloadedData(app, file, page, { ...spec, document }, variables, site, req, renderer),
      )
      .then((html) => (html ? send(req, res, html, answer) : sendFile(req, res, fallback, answer)))
      .catch(() => sendFile(req, res, fallback, answer));
  };
  express.use((req: Request, res: Response, next: NextFunction) => {
    const isApi = API_PREFIXES.some((p) => req.path === p.replace(/\/$/, '') || req.path.startsWith(p));
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi || !req.accepts('html')) return next();
    // A file's address (/sitemap.xml, /jobs/feed.xml) is never a page of the app: the API answers it.
    if (FILE_PATH.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    answerOf(req)
      .then((answer) =>
        // A company's old address moves for good to its current one.
        answer.location ? res.redirect(301, answer.location) : sendPage(req, res, answer),
      )
      // Without the settings or the database the page's status is unknown: 503, with the app.
      .catch(() => res.status(503).sendFile(index));
  });
  return true;
}

/** One page of dist/prerendered/pages.json: its template and, for /jobs and /job/{id}, its query. */
interface PageSpec {
  template: string;
  query?: string;
  variables?: Record<string, unknown>;
  document?: DocumentNode;
}

/**
 * dist/prerendered/pages.json (written by apps/web/scripts/prerender.mjs): each prerendered page's
 * template, and the query (and variables) of /jobs and /job/{id}, parsed once at start rather than on
 * every page request.
 */
function readPages(webDist: string): Partial<Record<PrerenderedPageName, PageSpec>> | null {
  const file = join(webDist, 'prerendered', 'pages.json');
  if (!existsSync(file)) return null;
  try {
    const pages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, PageSpec>;
    return Object.fromEntries(
      Object.entries(pages).map(([page, p]) => [
        page,
        { ...p, document: p.query ? parse(p.query) : undefined },
      ]),
    );
  } catch {
    return null;
  }
}

/**
 * Pages drawn with data (~130-220 thousand characters each), by path and data, at most
 * RENDERED_MAX_CHARS of them, least recently used out: the job list is the same for every visitor until
 * it changes, and drawing a page takes ~100 ms of the render worker. The bound is in characters, not
 * pages: a page with one character outside Latin-1 (₹, –) takes two bytes per character in V8, and
 * pages kept long enough to reach the old generation stay in memory until its next full collection, so
 * a crawler walking thousands of job pages fills a count-bounded cache with megabytes it never reads again.
 */
const RENDERED_MAX_CHARS = 2_000_000;
const rendered = new LRUCache<string, string>({
  maxSize: RENDERED_MAX_CHARS,
  sizeCalculation: (html, key) => html.length + key.length,
});
/** Pages being drawn, by the same key: a second request for one waits for that drawing. */
const drawing = new Map<string, Promise<string | null>>();

const pageHtml = new Map<string, string>();

/** A page file of the build, read once. */
function fileText(file: string): string {
  let html = pageHtml.get(file);
  if (html === undefined) {
    html = readFileSync(file, 'utf8');
    pageHtml.set(file, html);
  }
  return html;
}

/**
 * The page for a logged-out visitor with the answer to its query: drawn into the markup by the web
 * build's renderer (so the first paint shows the jobs, not a loading state), and in a JSON data block
 * (`<script type="application/json">`: never executed, so the CSP has nothing to allow) that the app
 * writes into its cache before its first render (apps/web/src/app/preloadedData.ts), so that render
 * draws the same page. Null when the query fails (e.g. no such job): the page then loads it itself, as
 * before. Without a renderer (or when drawing fails, or the render worker is drawing another page) the
 * prerendered page (before data) carries the data.
 */
async function withPreloadedData(
  app: INestApplication,
  file: string,
  page: PrerenderedPageName,
  spec: PageSpec & { document: DocumentNode },
  variables: Record<string, unknown>,
  site: Record<string, unknown>,
  req: Request,
  renderer: WebRenderer,
): Promise<string | null> {
  const { schema } = app.get(GraphQLSchemaHost);
  const dataSource = app.get<DataSource>(getDataSourceToken());
  // As a logged-out visitor whatever the request carries: the data is the same for everyone.
  const anonymous = Object.assign(Object.create(req) as Request, { user: undefined, headers: {} });
  const contextValue: GqlContext = { req: anonymous, loaders: createLoaders(dataSource, anonymous) };
  const result = await execute({ schema, document: spec.document, variableValues: variables, contextValue });
  if (result.errors?.length || !result.data) return null;
  const preloaded: PreloadedData = { page, variables, data: result.data as Record<string, unknown> };
  const json = scriptJson(preloaded);
  // Drawn with the platform's name and logo too, so that the app's first render (which shows them) can
  // hydrate the markup; a page drawn with an older name is drawn again.
  const key = `${req.path}\n${json}\n${JSON.stringify(site)}`;
  let html = rendered.get(key) ?? null;
  if (html === null) {
    let drawn = drawing.get(key);
    if (!drawn) {
      // Null at once while the worker draws another page: this one goes out without its data drawn, and
      // is not kept, so a later request draws it.
      // The directory's search and page are in its query string; other pages are drawn from their path.
      const url = page === 'companies' ? req.url : req.path;
      drawn = renderer
        .render(spec.template, url, { ...preloaded, site })
        .then((html) => {
          if (html !== null) rendered.set(key, html);
          return html;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, drawn);
    }
    html = await drawn;
  }
  if (html === null) html = fileText(file);
  const block = `<script type="application/json" id="${PRELOADED_DATA_ID}">${json}</script></body>`;
  return html.replace('</body>', () => block);
}
