#!/usr/bin/env node
// Part of `nx run web:build`, after the client build and the SSR build of src/prerender/prerender.tsx:
// writes dist/prerendered/{home,jobs,job,companies,company}.html, index.html with the first render of /,
// /jobs, /job/{id}, /companies and /companies/{slug} already in it (once for both colour modes, logged out, before data), their styles, and the entry script
// and modulepreload links for the page's chunks, which index.html's inline script adds after the first
// paint. The API sends them for those paths (apps/api/src/web-app.ts), so the page
// paints before any JavaScript has run; the app then hydrates the markup (src/main.tsx). For /jobs
// and /job/{id} the API renders the page again with its data (renderDocument of the SSR build, with the
// template and query of dist/prerendered/pages.json), so that the jobs are in the first paint too.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB = join(import.meta.dirname, '..');
const DIST = join(WEB, 'dist');

// React and MUI in their production builds, as in the browser (the same Emotion class names).
process.env.NODE_ENV = 'production';
// The pages (file name, a path to render, the page module for its chunks, the query) are declared there.
const { renderDocument, prerenderedPages } = await import(
  pathToFileURL(join(WEB, 'dist-ssr/prerender.js')).href
);
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const index = readFileSync(join(DIST, 'index.html'), 'utf8');
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);

/** The JavaScript files of a page beyond the entry: its chunk and everything it imports statically. */
function pageChunks(page) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) visit(i);
  };
  visit(page);
  const entryFiles = new Set();
  const visitEntry = (chunk) => {
    if (entryFiles.has(chunk.file)) return;
    entryFiles.add(chunk.file);
    for (const i of chunk.imports ?? []) visitEntry(manifest[i]);
  };
  visitEntry(entry);
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js') && !entryFiles.has(f));
}

mkdirSync(join(DIST, 'prerendered'), { recursive: true });
/** For the API: each page's template (index.html with its preload links) and, for /jobs and /job/{id}, its query. */
const pages = {};
for (const [name, { path, module, query, variables }] of Object.entries(prerenderedPages)) {
  const preloads = pageChunks(module)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  // The entry and the page's chunks load once the page has painted (index.html's inline script takes them
  // out of this template): the page's HTML has the network and the main thread to itself until then.
  const entryScript = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(index)?.[0];
  if (!entryScript) throw new Error('index.html has no entry script');
  const template = index
    .replace(entryScript, '')
    .replace('</body>', `<template id="app-scripts">${entryScript}${preloads}</template></body>`);
  const html = await renderDocument(template, path);
  writeFileSync(join(DIST, 'prerendered', `${name}.html`), html);
  pages[name] = { template, query, variables };
  console.log(`prerendered ${path}: ${Math.round(Buffer.byteLength(html) / 1024)} kB`);
}
writeFileSync(join(DIST, 'prerendered', 'pages.json'), JSON.stringify(pages));
