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

// The API logs JSON lines (for log collectors). On a terminal they are shown readable, unless
// LOG_FORMAT=json asks for the raw lines.
const pretty = process.stdout.isTTY && process.env.LOG_FORMAT !== 'json';
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  stdio: ['inherit', pretty ? 'pipe' : 'inherit', 'inherit'],
  env: process.env,
});
if (pretty) {
  const { build: prettyLogs } = await import('pino-pretty');
  server.stdout.pipe(
    prettyLogs({
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,context,req,res,responseTime',
      // "POST /graphql 200 12 ms (request id)" for a request; "[Context] message" for the rest.
      messageFormat: (log, messageKey) =>
        log.req && log.res
          ? `${log.req.method} ${log.req.url} ${log.res.statusCode} ${log.responseTime} ms (${log.req.id})`
          : `${log.context ? `[${log.context}] ` : ''}${log[messageKey]}`,
    }),
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
