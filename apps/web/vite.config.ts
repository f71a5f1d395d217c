/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const api = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: {
      '@hireloop/schema': fileURLToPath(new URL('../../libs/schema/src/index.ts', import.meta.url)),
      '@hireloop/ui': fileURLToPath(new URL('../../libs/ui/src/index.ts', import.meta.url)),
    },
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
  // prerendered pages at build time (scripts/prerender.mjs), bundled whole for Node.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
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
    include: ['apps/web/src/**/*.test.{ts,tsx}', 'libs/ui/src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
    restoreMocks: true,
    css: false,
    // Component tests render whole pages in jsdom; on a busy 2-core CI machine they need room.
    testTimeout: 30_000,
  },
}));
