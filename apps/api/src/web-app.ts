import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INestApplication, Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import { execute, parse, type DocumentNode } from 'graphql';
import type { DataSource } from 'typeorm';
import { createLoaders, type GqlContext } from './graphql/loaders';

/** Paths the API owns; everything else may be a client-side route of the web app. */
const API_PREFIXES = ['/api/', '/graphql', '/health'];

/** The pages prerendered by the web build (dist/prerendered/<name>.html). */
const PRERENDERED_PAGES = ['home', 'jobs', 'job'] as const;

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
  const queries = readQueries(webDist);
  const express = app as NestExpressApplication;
  express.useStaticAssets(join(webDist, 'assets'), { prefix: '/assets/', immutable: true, maxAge: '365d' });
  express.useStaticAssets(webDist, { index: false, maxAge: '1h' });
  express.use((req: Request, res: Response, next: NextFunction) => {
    const isApi = API_PREFIXES.some((p) => req.path === p.replace(/\/$/, '') || req.path.startsWith(p));
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const page = prerenderedPage(req.path, req.url);
    const file = page && prerendered.get(page);
    if (!page || !file) return res.sendFile(index);
    const query = page === 'home' ? undefined : queries?.[page];
    if (!query || req.method !== 'GET') return res.sendFile(file);
    const variables = page === 'job' ? { id: req.path.split('/')[2] } : query.variables;
    withPreloadedData(app, file, page, query.document, variables, req)
      .then((html) => (html ? res.type('html').send(html) : res.sendFile(file)))
      .catch(() => res.sendFile(file));
  });
  return true;
}

interface PreloadedQuery {
  query: string;
  variables: Record<string, unknown>;
}

/**
 * dist/prerendered/queries.json: the query (and variables) of the prerendered /jobs and /job/{id}, parsed
 * once at start rather than on every page request.
 */
function readQueries(
  webDist: string,
): Partial<Record<'jobs' | 'job', PreloadedQuery & { document: DocumentNode }>> | null {
  const file = join(webDist, 'prerendered', 'queries.json');
  if (!existsSync(file)) return null;
  try {
    const queries = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<'jobs' | 'job', PreloadedQuery>>;
    return Object.fromEntries(
      Object.entries(queries).map(([page, q]) => [page, { ...q, document: parse(q.query) }]),
    );
  } catch {
    return null;
  }
}

const pageHtml = new Map<string, string>();

/**
 * The prerendered page with the answer to its query, read as a logged-out visitor, in a JSON data block
 * (`<script type="application/json">`: never executed, so the CSP has nothing to allow). The app writes it
 * into its cache before its first render (apps/web/src/app/preloadedData.ts). Null when the query fails
 * (e.g. no such job): the page then loads it itself, as before.
 */
async function withPreloadedData(
  app: INestApplication,
  file: string,
  page: string,
  document: DocumentNode,
  variables: Record<string, unknown>,
  req: Request,
): Promise<string | null> {
  const { schema } = app.get(GraphQLSchemaHost);
  const dataSource = app.get<DataSource>(getDataSourceToken());
  // As a logged-out visitor whatever the request carries: the data is the same for everyone.
  const anonymous = Object.assign(Object.create(req) as Request, { user: undefined, headers: {} });
  const contextValue: GqlContext = { req: anonymous, loaders: createLoaders(dataSource, anonymous) };
  const result = await execute({ schema, document, variableValues: variables, contextValue });
  if (result.errors?.length || !result.data) return null;
  let html = pageHtml.get(file);
  if (html === undefined) {
    html = readFileSync(file, 'utf8');
    pageHtml.set(file, html);
  }
  const json = JSON.stringify({ page, variables, data: result.data })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return html.replace(
    '</body>',
    `<script type="application/json" id="preloaded-data">${json}</script></body>`,
  );
}

/**
 * Which of the build's prerendered pages (apps/web/scripts/prerender.mjs, dist/prerendered/*.html) a path
 * gets: `/`, `/jobs` without a search and `/job/{id}`, the pages most visitors land on. They paint before
 * the JavaScript has loaded; the app then draws the same page. Any other path gets index.html.
 */
export function prerenderedPage(path: string, url: string): (typeof PRERENDERED_PAGES)[number] | null {
  if (path === '/') return 'home';
  if (/^\/jobs\/?$/.test(path)) return url.includes('?') ? null : 'jobs';
  if (/^\/job\/[^/]+\/?$/.test(path)) return 'job';
  return null;
}
