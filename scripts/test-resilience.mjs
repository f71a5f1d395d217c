#!/usr/bin/env node
// `npm run test:resilience`: the built API stopped with SIGTERM under load (no accepted request may
// fail), and cut off from a PostgreSQL server the tests start and stop themselves (503 at once, then
// recovery without a restart). Uses the server of DATABASE_URL for the shutdown test when it is set,
// else a private one; the PostgreSQL server binaries must be installed (PG_BIN to point at them).
import { existsSync } from 'node:fs';
import { run } from './run-steps.mjs';

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

let passed = 0;
let failed = 0;
let failedStep;
for (const [title, command] of steps) {
  const result = await run(title, command, env);
  passed += result.passed;
  failed += result.failed;
  if (result.code !== 0) {
    failedStep = title;
    if (result.failed === 0) failed += 1; // a step that failed without failing tests (the build) still fails
    break;
  }
}
console.log(failedStep ? `\nFailed step: ${failedStep}` : '\nAll steps passed.');
console.log(`Summary: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
