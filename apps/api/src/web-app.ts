import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INestApplication, Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import { execute, parse, type DocumentNode } from 'graphql';
import type { DataSource } from 'typeorm';
import {
  pathVariables,
  PRELOADED_DATA_ID,
  type PreloadedData,
  PRERENDERED_PAGES,
  prerenderedPage,
  type PrerenderedPageName,
} from '@hireloop/schema';
import { createLoaders, type GqlContext } from './graphql/loaders';
import { SettingsService } from './modules/admin/settings.service';
import { APP_CONFIG } from './config/config.module';
import type { AppConfig } from './config/config';
import { platformLogoUrl } from './modules/files/files.service';
import { siteConfigOf } from './modules/site/site.resolver';
import { brandDocument } from './web-brand';
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

/**
 * Serves the built web app (apps/web/dist) on the API's port: static files with long caching for hashed
 * assets, and index.html for every other GET that asks for HTML (client-side routes).
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
  /**
   * The page as sent: named after the platform, with its logo for link previews, and with the site config
   * as a JSON block that the app writes into its cache before its first render (src/app/platform.ts), so
   * that render already shows the platform's name and logo.
   */
  const siteAnswer = async () => {
    const s = await settings.cached();
    return { settings: s, site: { siteConfig: { __typename: 'SiteConfig', ...siteConfigOf(s, config) } } };
  };
  const send = async (res: Response, html: string) => {
    const { settings: s, site } = await siteAnswer();
    const logo = platformLogoUrl(s.logoFileId);
    const branded = brandDocument(html, {
      platformName: s.platformName,
      // Absolute from the configured address only: a request's Host header is the client's to choose.
      logoUrl: logo && config.publicUrl ? `${config.publicUrl}${logo}` : null,
    });
    const block = `<script type="application/json" id="site-config">${scriptJson(site)}</script></body>`;
    res.type('html').send(branded.replace('</body>', () => block));
  };
  const sendFile = (res: Response, file: string) => send(res, fileText(file)).catch(() => res.sendFile(file));
  const express = app as NestExpressApplication;
  express.useStaticAssets(join(webDist, 'assets'), { prefix: '/assets/', immutable: true, maxAge: '365d' });
  express.useStaticAssets(webDist, { index: false, maxAge: '1h' });
  express.use((req: Request, res: Response, next: NextFunction) => {
    const isApi = API_PREFIXES.some((p) => req.path === p.replace(/\/$/, '') || req.path.startsWith(p));
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const page = prerenderedPage(req.path, req.url);
    const file = page && prerendered.get(page);
    if (!page || !file) return void sendFile(res, index);
    const spec = pages?.[page];
    const document = spec?.document;
    if (!spec || !document || req.method !== 'GET') return void sendFile(res, file);
    const variables = pathVariables(req.path) ?? spec.variables ?? {};
    siteAnswer()
      .then(({ site }) =>
        withPreloadedData(app, file, page, { ...spec, document }, variables, site, req, renderer),
      )
      .then((html) => (html ? send(res, html) : sendFile(res, file)))
      .catch(() => sendFile(res, file));
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
 * Pages drawn with data (~130-220 kB each), by path and data, least recently used first: the job list is
 * the same for every visitor until it changes, and drawing a page takes ~100 ms of the render worker.
 */
const rendered = new Map<string, Promise<string | null>>();
const RENDERED_MAX = 50;

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
  let drawn = rendered.get(key);
  if (drawn) {
    // Most recently used last: the first key is the one to drop.
    rendered.delete(key);
    rendered.set(key, drawn);
  } else {
    // Null at once while the worker draws another page: this one goes out without its data drawn, and
    // is not remembered, so a later request draws it.
    drawn = renderer.render(spec.template, req.path, { ...preloaded, site }).then((html) => {
      if (html === null) rendered.delete(key);
      return html;
    });
    if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, drawn);
  }
  let html = await drawn;
  if (html === null) html = fileText(file);
  const block = `<script type="application/json" id="${PRELOADED_DATA_ID}">${json}</script></body>`;
  return html.replace('</body>', () => block);
}

/** JSON for a `<script type="application/json">` block: nothing in it can end the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
