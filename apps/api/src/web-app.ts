import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { INestApplication, Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

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
  const express = app as NestExpressApplication;
  express.useStaticAssets(join(webDist, 'assets'), { prefix: '/assets/', immutable: true, maxAge: '365d' });
  express.useStaticAssets(webDist, { index: false, maxAge: '1h' });
  express.use((req: Request, res: Response, next: NextFunction) => {
    const isApi = API_PREFIXES.some((p) => req.path === p.replace(/\/$/, '') || req.path.startsWith(p));
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const page = prerenderedPage(req.path, req.url);
    res.sendFile((page && prerendered.get(page)) ?? index);
  });
  return true;
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
