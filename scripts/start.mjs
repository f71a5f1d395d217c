#!/usr/bin/env node
// `npm start`: builds what changed (Nx caches the rest), then serves API + web on one port.
// Without DATABASE_URL the embedded PostgreSQL keeps its data in .data/pg and gets demo data on first start.
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
console.log('Building Hireloop (schema, api, web)...');
const build = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '--projects=schema,api,web', '--parallel=1'],
  {
    stdio: 'inherit',
    env,
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/api/dist/main.js'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
