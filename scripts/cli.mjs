#!/usr/bin/env node
// `npm run seed` / `npm run migrate` / `npm run files:migrate`: build the API if needed, then run its database command.
import { spawnSync } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const build = spawnSync('npx', ['nx', 'run', 'api:build', '--output-style=static'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync(process.execPath, ['apps/api/dist/database/cli.js', command, ...args], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
