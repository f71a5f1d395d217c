/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const api = 'http://localhost:3000';
const generatedDocuments = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));

/**
 * graphql-codegen writes every document of the app into one module (src/gql/graphql.ts, ~84 kB), and a
 * module lands whole in one chunk: the entry, since the shell needs a few documents. In the build, this
 * plugin turns each value import from that module into an import of a module holding just that
 * document, so each document travels with the chunk that uses it (the entry keeps only its own).
 */
function splitGeneratedDocuments(): Plugin {
  const PREFIX = '\0hl-gql-document:';
  let source: string | null = null;
  const imports = /import\s*\{([^}]*)\}\s*from\s*(["'])[^"']*\/gql\/graphql(?:\.ts)?\2;?/g;
  return {
    name: 'hireloop:split-generated-documents',
    apply: 'build',
    enforce: 'post',
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      source ??= readFileSync(generatedDocuments, 'utf8');
      const line = new RegExp(
        `^export const ${name} = (\\{.*\\}) as unknown as DocumentNode<.*>;$`,
        'm',
      ).exec(source);
      // Anything but a generated document (none today) is taken from the module itself.
      return line
        ? `export const ${name} = ${line[1]};`
        : `export { ${name} } from ${JSON.stringify(generatedDocuments)};`;
    },
    transform(code, id) {
      if (id === generatedDocuments || !/\.[jt]sx?$/.test(id) || !code.includes('/gql/graphql')) return null;
      let changed = false;
      const out = code.replace(imports, (_all, names: string) => {
        changed = true;
        return names
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => {
            const [imported, local = imported] = n.split(/\sas\s/).map((part) => part.trim());
            return `import { ${imported} as ${local} } from ${JSON.stringify(PREFIX + imported)};`;
          })
          .join(' ');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

const TEST_FILES = ['apps/web/src/**/*.test.{ts,tsx}', 'libs/ui/src/**/*.test.{ts,tsx}'];

/**
 * Test files that get a module graph and a document of their own: they replace modules (`vi.mock`), assert
 * what the first load of a page's code does, or remove every style element from the document's head (the
 * shared Emotion cache's global styles would then be inserted before a removed element).
 */
const ISOLATED_TEST_FILES = [
  'apps/web/src/app/emotionCache.test.ts',
  'apps/web/src/app/preloadRoute.test.tsx',
  'apps/web/src/features/admin/adminToasts.test.tsx',
  'apps/web/src/features/notifications/components/NavBarBell.test.tsx',
  'apps/web/src/features/notifications/components/NotificationBell.test.tsx',
];

/**
 * React Router's package exports name only its development build (warnings, checks); the builds take its
 * production build, whose modules share their chunks, so no copy of the router's contexts is doubled.
 */
const routerProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  plugins: [react(), splitGeneratedDocuments()],
  resolve: {
    alias: [
      {
        find: '@hireloop/schema',
        replacement: fileURLToPath(new URL('../../libs/schema/src/index.ts', import.meta.url)),
      },
      {
        find: '@hireloop/ui',
        replacement: fileURLToPath(new URL('../../libs/ui/src/index.ts', import.meta.url)),
      },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    port: 4200,
    proxy: {
      '/graphql': { target: api, changeOrigin: true, ws: true },
      '/api': { target: api, changeOrigin: true },
      '/health': { target: api, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/graphql': { target: api, changeOrigin: true, ws: true },
      '/api': { target: api, changeOrigin: true },
      '/health': { target: api, changeOrigin: true },
    },
  },
  // `vite build --ssr src/prerender/prerender.tsx` (part of web:build): the module that renders the
  // prerendered pages at build time (scripts/prerender.mjs) and /jobs and /job/{id} with their data at
  // request time (the API, apps/api/src/web-app.ts), bundled whole for Node.
  // React and MUI in their production builds whatever NODE_ENV the API runs with: the same Emotion class
  // names as in the browser.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('./dist-ssr', import.meta.url)),
        emptyOutDir: true,
        sourcemap: false,
      }
    : {
        outDir: fileURLToPath(new URL('./dist', import.meta.url)),
        emptyOutDir: true,
        sourcemap: true,
        // dist/.vite/manifest.json: which chunks each route needs (the first-load size test reads it).
        manifest: true,
        chunkSizeWarningLimit: 600,
        // No preload lists for lazily loaded chunks: Vite would put the file names of every route's chunks
        // and their imports into the entry (~5 kB gzipped with 49 lazy imports), which every visitor loads
        // and parses before the first render. The prerendered pages name their chunks in modulepreload
        // links (scripts/prerender.mjs); a page opened later loads its chunk, whose imports the browser
        // then fetches in parallel.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // Everything the entry needs before any page (React, the router, MUI core, Apollo, the layout) in
            // one chunk: fewer requests and better compression than a dozen small shared chunks.
            codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
          },
        },
      },
  test: {
    dir: repoRoot,
    environment: 'jsdom',
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
    restoreMocks: true,
    css: false,
    // Component tests render whole pages in jsdom; on a busy 2-core machine the longest form test (6 s
    // quiet) took over 30 s.
    testTimeout: 60_000,
    // Both cores run test files (the default leaves one of two to the main process, which only waits).
    maxWorkers: 2,
    projects: [
      // Most files share each worker's module graph: React, MUI and Apollo are loaded once per worker, not
      // once per file (that was 40 % of the step). The DOM, local storage and each render's styles are
      // reset after every test (src/test/setup.ts, src/test/render.tsx).
      {
        extends: true,
        test: { name: 'web', include: TEST_FILES, exclude: ISOLATED_TEST_FILES, isolate: false },
      },
      { extends: true, test: { name: 'web (isolated)', include: ISOLATED_TEST_FILES } },
    ],
  },
}));
