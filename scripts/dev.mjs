#!/usr/bin/env node
// `npm run dev`: the API rebuilt and restarted on every change (tsc --watch, node --watch) and Vite's dev
// server with hot reload on :4200, which proxies /graphql, /api and /health to the API on :3000, so the
// whole product works at http://localhost:4200. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const bin = (name) => `node_modules/.bin/${name}`;

console.log('Building the API once (schema, api)...');
const first = spawnSync(bin('tsc'), ['-b', 'apps/api/tsconfig.json'], { stdio: 'inherit', env });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(bin('tsc'), ['-b', 'apps/api/tsconfig.json', '--watch', '--preserveWatchOutput'], {
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, ['--watch', 'apps/api/dist/main.js'], { stdio: 'inherit', env }),
  spawn(bin('vite'), ['-c', 'apps/web/vite.config.ts'], { stdio: 'inherit', env }),
];
console.log(
  '\n  Hireloop (development) at http://localhost:4200 (the API itself at http://localhost:3000)\n',
);

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
