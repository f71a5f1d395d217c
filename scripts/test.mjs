#!/usr/bin/env node
// `npm test`: lint, formatting, build, type checks, unit tests, API e2e and browser journeys.
// API e2e run against DATABASE_URL's server when it is set (each suite in a database of its own), else
// against the embedded database; HIRELOOP_E2E_EMBEDDED_TOO=1 runs them on both.
import { run } from './run-steps.mjs';

const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };
const e2e =
  'node --experimental-vm-modules node_modules/jest/bin/jest.js -c apps/api/test/jest-e2e.config.cjs --runInBand';

const steps = [
  // The module-boundaries rule reads the Nx project graph: computed first, so a fresh clone is checked too.
  ['lint', 'nx show projects > /dev/null && eslint . --max-warnings=0'],
  ['format', 'prettier --check . --log-level warn'],
  ['build', 'nx run-many -t build --projects=schema,api,web --parallel=1 --output-style=static'],
  ['type check', 'nx run-many -t typecheck --parallel=1 --output-style=static'],
  ['unit: schema', 'jest -c libs/schema/jest.config.cjs'],
  ['unit: api', 'jest -c apps/api/jest.config.cjs'],
  ['unit: web', 'vitest run -c apps/web/vite.config.ts'],
  [`api e2e (${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PostgreSQL'})`, e2e],
];
if (process.env.DATABASE_URL && process.env.HIRELOOP_E2E_EMBEDDED_TOO === '1') {
  steps.push(['api e2e (embedded PostgreSQL)', e2e, { DATABASE_URL: '' }]);
}
steps.push(['browser journeys (Chromium)', 'node apps/web-e2e/run.mjs']);

let passed = 0;
let failed = 0;
const failedSteps = [];
for (const [title, command, extra] of steps) {
  const result = await run(title, command, { ...env, ...extra });
  passed += result.passed;
  failed += result.failed;
  if (result.code !== 0) {
    failedSteps.push(title);
    if (result.failed === 0) failed += 1; // a step that failed without failing tests (lint, build) still fails
    break;
  }
}
console.log(failedSteps.length ? `\nFailed step: ${failedSteps.join(', ')}` : '\nAll steps passed.');
console.log(`Summary: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
