#!/usr/bin/env node
// `npm run test:resilience`: the built API stopped with SIGTERM under load (no accepted request may
// fail), and cut off from a PostgreSQL server the tests start and stop themselves (503 at once, then
// recovery without a restart). Uses the server of DATABASE_URL for the shutdown test when it is set,
// else a private one; the PostgreSQL server binaries must be installed (PG_BIN to point at them).
import { existsSync } from 'node:fs';
import { runSteps } from './run-steps.mjs';

const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };
const steps = [];
if (!existsSync('apps/api/dist/main.js')) {
  steps.push([
    'build the API',
    'nx run-many -t build --projects=schema,api --parallel=1 --output-style=static',
  ]);
}
steps.push([
  'resilience (graceful shutdown, database outage, secrets in logs)',
  'node node_modules/jest/bin/jest.js -c apps/api/test/resilience/jest-resilience.config.cjs --runInBand',
]);

await runSteps(steps, env);
