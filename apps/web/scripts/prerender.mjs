#!/usr/bin/env node
// Part of `nx run web:build`, after the client build and the SSR build of src/prerender/prerender.tsx:
// writes dist/prerendered/{home,jobs,job}.html, index.html with the first render of /, /jobs and
// /job/{id} already in it (light and dark, logged out, before data), their styles, and modulepreload
// links for the page's chunks. The API sends them for those paths (apps/api/src/web-app.ts), so the page
// paints before any JavaScript has run; the app then replaces the markup with the same markup.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB = join(import.meta.dirname, '..');
const DIST = join(WEB, 'dist');

/** The prerendered pages: file name, a path to render, the page module (for its chunks). */
const PRERENDERED = [
  { name: 'home', path: '/', page: 'src/features/home/pages/HomePage.tsx' },
  { name: 'jobs', path: '/jobs', page: 'src/features/jobs/pages/JobsPage.tsx' },
  { name: 'job', path: '/job/prerendered', page: 'src/features/jobs/pages/JobDetailsPage.tsx' },
];

/** Emotion's flat output (`a{..}@media x{b{..}}`) split into its top-level rules. */
function rulesOf(css) {
  const rules = [];
  let start = 0;
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      const open = css.indexOf('{', start);
      rules.push({ head: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
      start = i + 1;
    }
  }
  return rules;
}

/** Global rules made to apply in dark mode only: every selector under `html.dark`. */
function darkOnly(css) {
  return rulesOf(css)
    .map(({ head, body }) => {
      if (head.startsWith('@media') || head.startsWith('@supports')) return `${head}{${darkOnly(body)}}`;
      if (head.startsWith('@')) return `${head}{${body}}`;
      const selectors = head
        .split(',')
        .map((s) => s.trim())
        .map((s) =>
          /^(html|:root)(?![\w-])/.test(s) ? s.replace(/^(html|:root)/, 'html.dark') : `html.dark ${s}`,
        );
      return `${selectors.join(',')}{${body}}`;
    })
    .join('');
}

// React and MUI in their production builds, as in the browser (the same Emotion class names).
process.env.NODE_ENV = 'production';
const { prerenderPage, preloadedQueries } = await import(
  pathToFileURL(join(WEB, 'dist-ssr/prerender.js')).href
);
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(join(DIST, 'index.html'), 'utf8');
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
// The queries whose answers the API puts into /jobs and /job/{id} (apps/api/src/web-app.ts).
writeFileSync(join(DIST, 'prerendered', 'queries.json'), JSON.stringify(preloadedQueries));
for (const { name, path, page } of PRERENDERED) {
  const light = await prerenderPage(path, 'light');
  const dark = await prerenderPage(path, 'dark');
  const globals = light.globalCss.join('');
  const darkGlobals = dark.globalCss.join('');
  const css = [
    globals,
    darkGlobals === globals ? '' : darkOnly(darkGlobals),
    ...Object.values({ ...light.classCss, ...dark.classCss }),
    // One of the two renders shows; signed-in visitors (another nav bar, maybe another page) see none.
    'html.dark [data-prerender=light],html:not(.dark) [data-prerender=dark],html.signed-in [data-prerender]{display:none}',
  ].join('');
  const preloads = pageChunks(page)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  // The CSP allows only index.html's own inline script: the markup must bring none (React's streaming
  // runtime, ScrollRestoration's script).
  if (/<script/i.test(light.html + dark.html)) throw new Error(`the prerendered ${path} contains a script`);
  const html = template
    .replace('</head>', `${preloads}<style data-prerender>${css}</style></head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div data-prerender="light" inert>${light.html}</div><div data-prerender="dark" inert>${dark.html}</div></div>`,
    );
  writeFileSync(join(DIST, 'prerendered', `${name}.html`), html);
  console.log(`prerendered ${path}: ${Math.round(Buffer.byteLength(html) / 1024)} kB`);
}
