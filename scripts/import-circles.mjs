#!/usr/bin/env node
// Fails when source files import each other in a circle (type-only and lazy imports count too): each
// folder below is read with the TypeScript paths of its tsconfig. `node scripts/import-circles.mjs DIR
// TSCONFIG` checks one other folder.
import { join, resolve } from 'node:path';
import madge from 'madge';

const ROOT = join(import.meta.dirname, '..');
const SOURCES = [
  ['apps/api/src', 'apps/api/tsconfig.json'],
  ['apps/web/src', 'apps/web/tsconfig.json'],
  ['apps/web-e2e/src', 'apps/web-e2e/tsconfig.json'],
  ['libs/schema/src', 'tsconfig.base.json'],
  ['libs/ui/src', 'tsconfig.base.json'],
];
const args = process.argv.slice(2);
const sources = args.length === 2 ? [[args[0], args[1]]] : SOURCES;

let found = 0;
for (const [dir, tsConfig] of sources) {
  const graph = await madge(resolve(ROOT, dir), {
    baseDir: ROOT,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: resolve(ROOT, tsConfig),
  });
  for (const circle of graph.circular()) {
    found += 1;
    console.error(`Import circle: ${[...circle, circle[0]].join(' → ')}`);
  }
}
if (found > 0) process.exit(1);
console.log(`No import circles in ${sources.map(([dir]) => dir).join(', ')}.`);
