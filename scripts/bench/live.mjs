#!/usr/bin/env node
// `npm run bench:live`: live notifications at scale. BENCH_LIVE_CONNECTIONS (default 5000) seekers hold a
// graphql-ws subscription to `notificationAdded` each while a recruiter moves their applications through
// the real API at BENCH_LIVE_RATE status changes per second (default 100) for BENCH_LIVE_SECONDS (default
// 30); each change's notification is timed from the moment its mutation is sent to the moment it reaches
// its seeker's connection.
//
// 1. Seeds a database of its own (BENCH_LIVE_DATABASE, default hireloop_bench_live, on DATABASE_URL's
//    server; BENCH_KEEP=1 reuses it): the demo data with that many seekers and one application of each to
//    the demo recruiter's jobs. Sessions are signed as the API signs them (its secret is the bench's), so
//    no 5,000 logins through argon2.
// 2. For each mode (BENCH_LIVE_MODES, default `1,2`): 1 = one API process, in-process events; 2 = two API
//    processes on one Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379), connections spread over both
//    and the changes sent to both in turn, so half the notifications cross from one process to the other.
//    The API runs built, in production mode, with the Dockerfile's NODE_OPTIONS.
// 3. The connections come from a child process (scripts/bench/live-clients.mjs) on loopback; the changes
//    from this process. Reports latency p50/p95/p99, notifications lost (not arrived 5 s after the last
//    change), the mutations' own latency, and the API's resident memory idle, with every connection open,
//    and its peak, per connection; the API's CPU time (user + system, all its processes, from
//    /proc/<pid>/stat) per change, from the first change sent to 5 s after the last answer (the
//    notifications' delivery included); the machine's load average when the changes start and end.
// 4. Prints the figures as a Markdown table (docs/benchmarks.md, "Live notifications", keeps them).
import { execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import jwt from 'jsonwebtoken';
import { sql } from './sql.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const CONNECTIONS = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 5000);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
const MODES = (process.env.BENCH_LIVE_MODES ?? '1,2').split(',').map(Number);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE = process.env.BENCH_LIVE_DATABASE ?? 'hireloop_bench_live';
const KEEP = process.env.BENCH_KEEP === '1';
/** The API's default WS_MAX_CONNECTIONS_PER_IP: the load generator uses one loopback address per this many. */
const PER_ADDRESS = 100;
const PRODUCTION_NODE_OPTIONS =
  process.env.BENCH_NODE_OPTIONS ??
  /NODE_OPTIONS="([^"]*)"/.exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))?.[1] ??
  '';
/** The built API to run (BENCH_API_DIST, e.g. a copy of an earlier build to compare with). */
const API_DIST = process.env.BENCH_API_DIST ?? 'apps/api/dist';
/** Extra node arguments for the API, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (not allowed in NODE_OPTIONS). */
const API_ARGS = (process.env.BENCH_API_ARGS ?? '').split(' ').filter(Boolean);
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'hireloop-bench-live-'));
const log = (m) =>
  console.log(`[bench:live ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${m}`);
const now = () => performance.timeOrigin + performance.now();

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('npm run bench:live needs DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(2);
}
// Each connection is a file descriptor in the API and one in the load generator (both inherit this limit).
const openFiles = Number(
  /Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? Infinity,
);
if (openFiles < CONNECTIONS + 1000) {
  console.error(
    `${CONNECTIONS} connections need more open files than ulimit -n allows (${openFiles}): raise it`,
  );
  process.exit(2);
}
const databaseUrl = (() => {
  const u = new URL(serverUrl);
  u.pathname = `/${DATABASE}`;
  return u.toString();
})();

async function seeded() {
  try {
    const [{ n }] = await sql(
      databaseUrl,
      `SELECT count(DISTINCT applicant_id)::int AS n FROM applications a
         JOIN jobs j ON j.id = a.job_id JOIN users r ON r.id = j.posted_by_id
        WHERE r.email = 'recruiter@technova.in'`,
    );
    return n >= CONNECTIONS;
  } catch {
    return false;
  }
}

if (KEEP && (await seeded())) {
  log(`reusing ${DATABASE}`);
} else {
  log(`seeding ${DATABASE}: ${CONNECTIONS} seekers`);
  await sql(serverUrl, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await sql(serverUrl, `CREATE DATABASE ${DATABASE}`);
  execFileSync(
    process.execPath,
    [
      'apps/api/dist/database/cli.js',
      'seed',
      '--jobs',
      '200',
      '--companies',
      '20',
      '--seekers',
      String(CONNECTIONS),
      '--applications',
      '0',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  // One application of every seeker to one of the demo recruiter's jobs (in turn), still pending.
  await sql(
    databaseUrl,
    `WITH jobs AS (
       SELECT j.id, row_number() OVER (ORDER BY j.created_at, j.id) - 1 AS n, count(*) OVER () AS total
         FROM jobs j JOIN users r ON r.id = j.posted_by_id WHERE r.email = 'recruiter@technova.in'),
     seekers AS (
       SELECT u.id, row_number() OVER (ORDER BY u.id) - 1 AS n FROM users u WHERE u.role = 'job_seeker')
     INSERT INTO applications (job_id, applicant_id, status, created_at)
     SELECT j.id, s.id, 'pending', now() FROM seekers s JOIN jobs j ON j.n = s.n % j.total
     ON CONFLICT DO NOTHING`,
  );
  await sql(databaseUrl, 'VACUUM ANALYZE');
}

const [recruiter] = await sql(
  databaseUrl,
  `SELECT id, token_version AS ver FROM users WHERE email = 'recruiter@technova.in'`,
);
const targets = await sql(
  databaseUrl,
  `SELECT DISTINCT ON (a.applicant_id) a.id, a.applicant_id AS "userId", u.token_version AS ver
     FROM applications a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = a.applicant_id
    WHERE j.posted_by_id = $1 AND a.status <> 'withdrawn'
    ORDER BY a.applicant_id, a.created_at LIMIT $2`,
  [recruiter.id, CONNECTIONS],
);
if (targets.length < CONNECTIONS) throw new Error(`only ${targets.length} seekers with applications`);

/** A session signed as the API signs them (TokenService: HS256, issuer and audience). */
const sessionToken = (secret, sub, role, ver) =>
  jwt.sign({ sub, role, ver }, secret, {
    issuer: 'hireloop-api',
    audience: 'hireloop',
    expiresIn: '2h',
    algorithm: 'HS256',
  });

async function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startApi(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [...API_ARGS, join(API_DIST, 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      SMTP_URL: '',
      DATA_DIR: join(work, 'data'),
      NODE_OPTIONS: PRODUCTION_NODE_OPTIONS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (d) => output.push(d.toString()));
  child.stderr.on('data', (d) => output.push(d.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited:\n${output.join('')}`);
    if (i > 600) throw new Error('the API did not answer /health within 60 s');
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  return {
    base,
    ws: `ws://127.0.0.1:${port}/graphql`,
    pid: child.pid,
    output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}

function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
const totalRss = (apis) => apis.reduce((sum, api) => sum + rssMb(api.pid), 0);

/** CPU seconds (user + system) a process has used: fields 14 and 15 of /proc/<pid>/stat, in clock ticks. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const TICKS_PER_SECOND = 100;
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
const totalCpu = (apis) => apis.reduce((sum, api) => sum + cpuSeconds(api.pid), 0);
const load = () => loadavg()[0].toFixed(1);

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const SET_STATUS = `mutation SetStatus($applicationId: ID!, $status: ApplicationStatus!) {
  setApplicationStatus(applicationId: $applicationId, status: $status) { id status }
}`;
/** The statuses a change moves an application through, in turn (never `withdrawn`). */
const CYCLE = ['REVIEWED', 'SHORTLISTED', 'SEEN', 'ACCEPT', 'REJECT', 'RECRUITED', 'PENDING'];

async function runMode(processes) {
  // Every application starts pending, so each change of the run is a change (and notifies).
  await sql(
    databaseUrl,
    `UPDATE applications a SET status = 'pending' FROM jobs j WHERE j.id = a.job_id AND j.posted_by_id = $1`,
    [recruiter.id],
  );
  const secret = randomBytes(32).toString('hex');
  const env = { JWT_SECRET: secret, REDIS_URL: processes > 1 ? REDIS_URL : '' };
  // Scheduled work (alerts, webhooks, the outbox) runs in the first process only, as with WORKERS=false replicas.
  const apis = [];
  for (let p = 0; p < processes; p++)
    apis.push(await startApi({ ...env, WORKERS: p === 0 ? 'true' : 'false' }));
  const clientsFile = join(work, `clients-${processes}.json`);
  writeFileSync(
    clientsFile,
    JSON.stringify({
      urls: apis.map((a) => a.ws),
      tokens: targets.map((t) => sessionToken(secret, t.userId, 'job_seeker', t.ver)),
      perAddress: PER_ADDRESS,
      concurrency: 50,
    }),
  );
  const recruiterToken = sessionToken(secret, recruiter.id, 'recruiter', recruiter.ver);
  const generator = fork(join(import.meta.dirname, 'live-clients.mjs'), [], { stdio: 'inherit' });
  const message = (type) =>
    new Promise((resolve) => {
      const on = (msg) => {
        if (msg.type === 'progress') return log(`  ${msg.connected} connected`);
        if (msg.type !== type) return;
        generator.off('message', on);
        resolve(msg);
      };
      generator.on('message', on);
    });
  try {
    await sleep(2000);
    const idleMb = totalRss(apis);
    log(`${processes} API process(es) idle: ${idleMb.toFixed(0)} MB; opening ${targets.length} connections`);
    const t0 = Date.now();
    const connecting = message('connected');
    generator.send({ type: 'start', file: clientsFile });
    const opened = await connecting;
    const openSeconds = (Date.now() - t0) / 1000;
    log(`${opened.connected} connected in ${openSeconds.toFixed(1)} s, ${opened.errorCount} errors`);
    for (const e of opened.errors) log(`  ${e}`);
    // The last subscriptions are registered after their connection's ack; let them settle.
    await sleep(3000);
    const connectedMb = totalRss(apis);
    let peakMb = connectedMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, totalRss(apis))), 100);

    const sent = new Map(); // applicationId -> send times, in order
    const mutationMs = [];
    let mutationErrors = 0;
    const firstErrors = [];
    const pending = new Set();
    const total = Math.round(RATE * SECONDS);
    const cpuBefore = totalCpu(apis);
    const loadBefore = load();
    const driveStart = now();
    for (let i = 0; i < total; i++) {
      const due = driveStart + (i * 1000) / RATE;
      const wait = due - now();
      if (wait > 1) await sleep(wait);
      const target = targets[i % targets.length];
      const round = Math.floor(i / targets.length);
      const api = apis[i % apis.length];
      const ts = now();
      const list = sent.get(target.id);
      if (list) list.push(ts);
      else sent.set(target.id, [ts]);
      const request = fetch(`${api.base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          authorization: `Bearer ${recruiterToken}`,
        },
        body: JSON.stringify({
          query: SET_STATUS,
          variables: { applicationId: target.id, status: CYCLE[round % CYCLE.length] },
        }),
      })
        .then(async (res) => {
          const body = await res.json();
          mutationMs.push(now() - ts);
          if (!res.ok || body.errors) {
            mutationErrors++;
            if (firstErrors.length < 5) firstErrors.push(JSON.stringify(body.errors ?? res.status));
          }
        })
        .catch((e) => {
          mutationErrors++;
          if (firstErrors.length < 5) firstErrors.push(String(e));
        })
        .finally(() => pending.delete(request));
      pending.add(request);
    }
    const driveSeconds = (now() - driveStart) / 1000;
    await Promise.all(pending);
    await sleep(5000);
    const cpuMsPerChange = ((totalCpu(apis) - cpuBefore) * 1000) / total;
    const loadAverage = `${loadBefore}–${load()}`;
    clearInterval(sampler);
    const reporting = message('arrivals');
    generator.send({ type: 'report' });
    const report = await reporting;
    const arrived = new Map(report.arrivals);
    const latencies = [];
    let lost = 0;
    for (const [id, times] of sent) {
      const got = arrived.get(id) ?? [];
      times.forEach((t, k) => (got[k] === undefined ? lost++ : latencies.push(got[k] - t)));
    }
    latencies.sort((a, b) => a - b);
    mutationMs.sort((a, b) => a - b);
    for (const e of firstErrors) log(`  mutation error: ${e}`);
    for (const e of report.errors) log(`  client error: ${e}`);
    const result = {
      processes,
      connections: opened.connected,
      connectErrors: opened.errorCount,
      openSeconds,
      changes: total,
      rate: total / driveSeconds,
      delivered: latencies.length,
      lost,
      closedMeanwhile: report.closed,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1),
      mutationP50: percentile(mutationMs, 50),
      mutationP95: percentile(mutationMs, 95),
      mutationErrors,
      idleMb,
      connectedMb,
      peakMb,
      kbPerConnection: ((connectedMb - idleMb) * 1024) / Math.max(1, opened.connected),
      cpuMsPerChange,
      loadAverage,
    };
    log(JSON.stringify(result));
    return result;
  } finally {
    generator.send({ type: 'stop' });
    await new Promise((r) => (generator.exitCode !== null ? r() : generator.once('exit', r)));
    for (const api of apis) await api.stop();
  }
}

const results = [];
for (const processes of MODES) results.push(await runMode(processes));

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');
const rows = [
  '| API processes | connections | changes/s | delivered | lost | p50 ms | p95 ms | p99 ms | mutation p95 ms | API MB idle → connected (peak) | KB per connection | API CPU ms per change | load average |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.processes}${r.processes > 1 ? ' (Redis)' : ''} | ${r.connections.toLocaleString('en')} | ${fmt(r.rate)} | ${r.delivered} | ${r.lost} | ${fmt(r.p50, 1)} | ${fmt(r.p95, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.mutationP95, 1)} | ${fmt(r.idleMb)} → ${fmt(r.connectedMb)} (${fmt(r.peakMb)}) | ${fmt(r.kbPerConnection, 1)} | ${fmt(r.cpuMsPerChange, 2)} | ${r.loadAverage} |`,
  ),
];
console.log(`\n${rows.join('\n')}\n`);
log(`done in ${((Date.now() - started) / 60000).toFixed(1)} min`);
