#!/usr/bin/env node
// `npm test`: lint, formatting, build, type checks, unit tests, API e2e and browser journeys.
// API e2e run against DATABASE_URL's server when it is set (each suite in a database of its own), else
// against the embedded database (CI runs them on the embedded one too, after this: see .ci/run).
import { runSteps, together } from './run-steps.mjs';

const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };

// ESLint, tsc and jest's transforms each keep about one core busy: on two cores, pairs of them run side by
// side; Prettier and the import-circle check follow the type check, which ends well before ESLint. The type check builds the projects
// first (its ^build); the build step then finds them in nx's cache.
const steps = [
  together(
    ['lint', 'npm run --silent lint'],
    [
      'type check, then format and import circles',
      'nx run-many -t typecheck --parallel=1 --output-style=static && prettier --check . --log-level warn --cache && node scripts/import-circles.mjs',
    ],
  ),
  together(
    ['build', 'nx run-many -t build --projects=schema,api,web --parallel=1 --output-style=static'],
    ['unit: schema and api', 'jest --projects libs/schema/jest.config.cjs apps/api/jest.config.cjs'],
  ),
  ['unit: web', 'vitest run -c apps/web/vite.config.ts'],
  // One after the other: side by side on a busy machine, both ran several times slower and timed out.
  [
    `api e2e (${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PostgreSQL'})`,
    'npm run --silent test:e2e',
  ],
  ['browser journeys (Chromium)', 'node apps/web-e2e/run.mjs'],
];

await runSteps(steps, env);
