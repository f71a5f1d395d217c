#!/usr/bin/env node
// `npm run bench`: how fast Hireloop is where users feel it, next to what the database alone can serve.
//
// 1. Creates two bench databases on DATABASE_URL's server (else embedded ones under .data/bench-*),
//    seeds one with 100,000 jobs, 20,000 seekers, 2,000 companies and 200,000 applications and the
//    other with 1,000 jobs, and adds the fixtures the scenarios need (a job with 200 applicants, a
//    seeker with 50 applications).
// 2. Starts the built API in production mode (NODE_ENV=production and the Dockerfile's NODE_OPTIONS), a
//    fresh process for each scenario so that each one's peak memory is its own, and loads it from a second
//    process (scripts/bench/load.mjs, autocannon) on loopback: a warm-up, then fixed-duration runs at 1, 8
//    and 32 connections, sampling the API's resident memory meanwhile.
// 3. Runs the very SQL statements of the search and applicants scenarios (captured from the API with
//    LOG_SQL) through pgbench at the same concurrency: the baseline.
// 4. Writes docs/benchmarks.md.
//
// Options (environment): BENCH_DURATION seconds per run (default 10), BENCH_JOBS (default 100000),
// BENCH_KEEP=1 reuses already seeded bench databases, BENCH_ONLY runs only some parts while iterating
// (comma-separated: scenario ids 1, 1r, 1b, 1c, 2, 3a, 3b, 3c, 4, 5, 6, 9a, 9b, 7 = the pgbench baseline of those of 1 and 4 chosen,
// 8 = scaling (search at 1,000 jobs, then, with 1 or 1r, both sizes alternately at 32 connections), stream = the legacy full listings, csv = the CSV export of a job's BENCH_CSV_ROWS (default 100000)
// applicants, with notes and ratings, in a database of its own, alerts = the job alerts' digest run, resume = drawing resume PDFs,
// uploads = 20 parallel 10 MB resume uploads in a database of its own (database storage, then S3 in s3rver),
// which needs no database and alone skips the setup, sitemap = the whole sitemap at BENCH_SITEMAP_JOBS listed
// jobs, default 1000000, in a database of its own) and then prints the figures instead of writing
// docs/benchmarks.md, BENCH_NODE_OPTIONS replaces the Dockerfile's NODE_OPTIONS for the API,
// BENCH_ROUNDS (default 5) the API and pgbench runs of the baseline, interleaved, BENCH_DB_PREFIX (default
// hireloop_bench) the bench databases' names, BENCH_SCALE=1m the opt-in million-jobs mode: the main
// database seeded with 1,000,000 jobs in the same ratios (20,000 companies, 200,000 seekers, 2,000,000
// applications), then search, the home page, the job page, search at 1,000 jobs, the two searches
// alternately at 32 connections (BENCH_ROUNDS each: the p95 ratio's medians), the sitemap and the alerts'
// digest (or BENCH_ONLY's parts), written to docs/benchmarks-1m.json.
//
// Every API run also reads the API process's CPU time (/proc/<pid>/stat) and that of the PostgreSQL
// backends serving the bench database, so each scenario reports requests per API CPU-second; the
// baseline runs the API and pgbench alternately (A, B, A, B, ...) and reports medians and spreads. The
// bench databases are measured after VACUUM ANALYZE once autovacuum has nothing running on them.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, freemem, tmpdir, totalmem, type as osType, release } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { sql } from './sql.mjs';
import { prepareValue } from 'pg/lib/utils.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** The opt-in million-jobs mode (BENCH_SCALE=1m). */
const SCALE_1M = process.env.BENCH_SCALE === '1m';
if (process.env.BENCH_SCALE && !SCALE_1M) {
  console.error(`BENCH_SCALE=${process.env.BENCH_SCALE}: only 1m is known`);
  process.exit(2);
}
const BIG_JOBS = SCALE_1M ? 1_000_000 : Number(process.env.BENCH_JOBS ?? 100_000);
// Five rounds, so that the medians of two consecutive runs stay within ±10 points (three did not).
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'hireloop_bench';
const SMALL_JOBS = 1_000;
const CONNECTIONS = [1, 8, 32];
const WARMUP = 3;
const KEEP = process.env.BENCH_KEEP === '1';
const ONLY = process.env.BENCH_ONLY
  ? new Set(process.env.BENCH_ONLY.split(',').map((x) => x.trim()))
  : SCALE_1M
    ? new Set(['1', '1r', 'home', '3a', '3c', '8', 'sitemap', 'alerts'])
    : null;
const runs = (part) => !ONLY || ONLY.has(String(part));
/** Parts that have databases of their own: without any other part, the two main databases are not needed. */
const OWN_DATABASE_PARTS = new Set(['sitemap', 'uploads', 'csv']);
const needsMainDatabases = !ONLY || [...ONLY].some((part) => !OWN_DATABASE_PARTS.has(part));
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'hireloop-bench-'));
const log = (m) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${m}`);

// ---------------------------------------------------------------------------------------------- setup

if (!existsSync(join(ROOT, 'apps/api/dist/main.js'))) {
  log('building the API (apps/api/dist is missing)');
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--projects=schema,api', '--parallel=1'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

const { APPLICANTS_PAGE_SIZE } = createRequire(import.meta.url)('@hireloop/schema');

/**
 * The resume PDF (part `resume`): time to draw a full profile (4 positions, 12 skills) and one at every
 * field's limit (shortened to two pages) with the built code, in this process; the API draws them in a
 * worker thread, off its event loop. Needs no database: `BENCH_ONLY=resume` runs only this.
 */
function benchResume() {
  const requireDist = createRequire(import.meta.url);
  const dist = join(ROOT, 'apps/api/dist/modules/profiles/resume');
  const { resumePdf } = requireDist(join(dist, 'resume-pdf.js'));
  const { resumeContent } = requireDist(join(dist, 'resume-content.js'));
  const { RESUME_MAX_PAGES } = requireDist('@hireloop/schema');
  const position = (i, words) => ({
    company: `Company ${i}`,
    jobTitle: `Senior Engineer ${i}`,
    duration: '2019–2022',
    description: 'Led the UPI payouts service handling ₹40 crore a month. '.repeat(words),
  });
  const base = {
    firstName: 'Aarav',
    middleName: null,
    lastName: 'Mehta',
    email: 'aarav@example.in',
    contactNo: '+91 98765 43210',
    school: { schoolName: 'KV Pune', grade: 'XII', percentage: '91', year: '2014' },
  };
  const profiles = {
    full: {
      ...base,
      bio: 'Backend engineer building payment systems for India. '.repeat(6),
      skills: [
        'TypeScript',
        'Node.js',
        'PostgreSQL',
        'React',
        'AWS',
        'Docker',
        'Kubernetes',
        'GraphQL',
        'Redis',
        'Kafka',
        'Go',
        'SQL',
      ],
      experiences: Array.from({ length: 4 }, (_, i) => position(i, 3)),
      colleges: [{ collegeName: 'COEP', degree: 'B.Tech', year: '2018', cgpa: '8.4' }],
    },
    huge: {
      ...base,
      bio: 'A long story. '.repeat(350),
      skills: Array.from({ length: 50 }, (_, i) => `Skill ${i} ${'x'.repeat(50)}`),
      experiences: Array.from({ length: 20 }, (_, i) => position(i, 35)),
      colleges: Array.from({ length: 20 }, (_, i) => ({
        collegeName: `College ${i}`,
        degree: 'B.Tech',
        year: '2000',
        cgpa: '9',
      })),
    },
  };
  return (async () => {
    const out = {};
    for (const [name, profile] of Object.entries(profiles)) {
      const content = resumeContent(profile);
      const times = [];
      let bytes = 0;
      for (let i = 0; i < 23; i++) {
        const t0 = performance.now();
        bytes = (await resumePdf(content, RESUME_MAX_PAGES)).length;
        if (i >= 3) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      out[name] = { median: times[times.length >> 1], p95: times[Math.floor(times.length * 0.95)], bytes };
      log(
        `resume PDF, ${name} profile: median ${out[name].median.toFixed(0)} ms, p95 ${out[name].p95.toFixed(0)} ms, ${bytes} bytes`,
      );
    }
    return out;
  })();
}
const resumeBench = runs('resume') ? await benchResume() : null;
if (ONLY && [...ONLY].every((part) => part === 'resume')) process.exit(0);
/** The production image's V8 options (Dockerfile `NODE_OPTIONS`), so that the bench measures that setup. */
const PRODUCTION_NODE_OPTIONS =
  process.env.BENCH_NODE_OPTIONS ??
  /NODE_OPTIONS="([^"]*)"/.exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))?.[1] ??
  '';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    'npm run bench needs a PostgreSQL server for its bench databases and the pgbench baseline:\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench',
  );
  process.exit(2);
}
const pgbench = ['pgbench', '/usr/bin/pgbench'].find((p) => spawnSync(p, ['--version']).status === 0);

function databaseUrl(name) {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function createDatabase(name) {
  await sql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await sql(serverUrl, `CREATE DATABASE ${name}`);
}

async function seeded(name, minJobs) {
  try {
    const [{ n }] = await sql(databaseUrl(name), `SELECT count(*)::int AS n FROM jobs`);
    return n >= minJobs;
  } catch {
    return false;
  }
}

function seed(name, counts) {
  const args = ['apps/api/dist/database/cli.js', 'seed'];
  for (const [k, v] of Object.entries(counts)) args.push(`--${k}`, String(v));
  execFileSync(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl(name) },
  });
}

const BIG = SCALE_1M ? `${DB_PREFIX}_1m` : DB_PREFIX;
const SMALL = `${DB_PREFIX}_small`;
// Per 100,000 jobs: 2,000 companies, 20,000 seekers, 200,000 applications.
const bigCounts = SCALE_1M
  ? { jobs: BIG_JOBS, companies: 20_000, seekers: 200_000, applications: 2_000_000 }
  : { jobs: BIG_JOBS, companies: 2_000, seekers: 20_000, applications: 200_000 };
/** Seconds each main database took to seed (bulk), VACUUM ANALYZE included. */
const seedSeconds = {};
const smallCounts = { jobs: SMALL_JOBS, companies: 20, seekers: 200, applications: 2_000 };

for (const [name, counts] of needsMainDatabases
  ? [
      [BIG, bigCounts],
      [SMALL, smallCounts],
    ]
  : []) {
  if (KEEP && (await seeded(name, counts.jobs))) {
    log(`reusing ${name}`);
    continue;
  }
  log(`seeding ${name}: ${JSON.stringify(counts)}`);
  const t0 = Date.now();
  await createDatabase(name);
  seed(name, counts);
  await sql(databaseUrl(name), 'VACUUM ANALYZE');
  seedSeconds[name] = (Date.now() - t0) / 1000;
  log(`seeded ${name} in ${seedSeconds[name].toFixed(0)} s`);
}

/** The fixtures: the demo recruiter's newest job with 200 applicants, the demo seeker with 50 applications. */
async function fixtures(name) {
  const url = databaseUrl(name);
  const [job] = await sql(
    url,
    `SELECT j.id FROM jobs j JOIN users u ON u.id = j.posted_by_id
      WHERE u.email = 'recruiter@technova.in' ORDER BY j.created_at DESC LIMIT 1`,
  );
  await sql(
    url,
    `INSERT INTO applications (job_id, applicant_id, created_at)
     SELECT $1, u.id, now() - (random() * interval '20 days') FROM users u
      WHERE u.role = 'job_seeker' AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = $1 AND a.applicant_id = u.id)
      ORDER BY u.id LIMIT greatest(0, 200 - (SELECT count(*) FROM applications WHERE job_id = $1))`,
    [job.id],
  );
  const [seeker] = await sql(url, `SELECT id FROM users WHERE email = 'seeker@hireloop.in'`);
  // The demo seeker's preferences, so that their best-match searches and recommendations score jobs
  // (scenario 1c); the profile's skills are the seed's.
  await sql(
    url,
    `INSERT INTO preference_surveys (user_id, job_title, skills, job_type, category, location, salary, shift,
                                     expected_salary_inr)
     VALUES ($1, 'Frontend Developer', '{React,TypeScript}', 'Full-time', 'Technology', 'Bangalore',
             '₹6–10 LPA', 'Day Shift', 600000)
     ON CONFLICT (user_id) DO NOTHING`,
    [seeker.id],
  );
  await sql(
    url,
    `INSERT INTO applications (job_id, applicant_id, created_at)
     SELECT j.id, $1, now() - (random() * interval '60 days') FROM jobs j
      WHERE j.status = 'active' AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.applicant_id = $1)
      ORDER BY j.created_at DESC LIMIT greatest(0, 50 - (SELECT count(*) FROM applications WHERE applicant_id = $1))`,
    [seeker.id],
  );
  const [{ applicants }] = await sql(
    url,
    `SELECT count(*)::int AS applicants FROM applications WHERE job_id = $1`,
    [job.id],
  );
  const [{ applied }] = await sql(
    url,
    `SELECT count(*)::int AS applied FROM applications WHERE applicant_id = $1`,
    [seeker.id],
  );
  // Keywords drawn from seeded titles and skills; the two filters are common values so page 2 exists.
  const titleWords = await sql(
    url,
    `SELECT w FROM (SELECT DISTINCT lower(regexp_split_to_table(title, '\\s+')) AS w FROM jobs) t
      WHERE length(w) > 3 ORDER BY w LIMIT 24`,
  );
  const skills = await sql(
    url,
    `SELECT s FROM (SELECT DISTINCT unnest(skills) AS s FROM jobs) t WHERE s ~ '^[A-Za-z]+$' ORDER BY s LIMIT 16`,
  );
  const [types, locations] = await Promise.all([
    sql(url, `SELECT job_type AS v FROM jobs GROUP BY 1 ORDER BY count(*) DESC LIMIT 2`),
    sql(url, `SELECT location AS v FROM jobs GROUP BY 1 ORDER BY count(*) DESC LIMIT 4`),
  ]);
  const jobIds = await sql(url, `SELECT id FROM jobs WHERE status = 'active' ORDER BY random() LIMIT 500`);
  const companySlugs = await sql(url, `SELECT slug FROM companies ORDER BY random() LIMIT 200`);
  const loginEmails = await sql(
    url,
    `SELECT email FROM users WHERE role = 'job_seeker' AND email <> 'seeker@hireloop.in' ORDER BY email LIMIT 400`,
  );
  return {
    jobId: job.id,
    applicants,
    applied,
    keywords: [...titleWords.map((r) => r.w), ...skills.map((r) => r.s)],
    jobTypes: types.map((r) => r.v),
    locations: locations.map((r) => r.v),
    jobIds: jobIds.map((r) => r.id),
    companySlugs: companySlugs.map((r) => r.slug),
    loginEmails: loginEmails.map((r) => r.email),
  };
}

// ------------------------------------------------------------------------------------------------ API

async function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The API's environment per scenario, beyond startApi's: scenario 1 (and its baseline and scaling runs)
 * reads every search (SEARCH_CACHE_MB=0), so it measures the search statement against pgbench running the
 * same; 1r repeats the same searches with the answers kept, as the API runs by default.
 */
const SCENARIO_ENV = { 1: { SEARCH_CACHE_MB: '0' } };

async function startApi(name, extraEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(name),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      REDIS_URL: '',
      SMTP_URL: '',
      // The login scenario comes from one address; the per-address allowance would refuse it.
      LOGIN_RATE_LIMIT_PER_IP: '100000000',
      DATA_DIR: join(work, `data-${name}`),
      NODE_OPTIONS: PRODUCTION_NODE_OPTIONS,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (d) => output.push(d.toString()));
  child.stderr.on('data', (d) => output.push(d.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  return {
    base,
    pid: child.pid,
    database: name,
    output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

// ----------------------------------------------------------------------------- throughput per core

const CLOCK_TICKS = (() => {
  const r = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(r.stdout?.trim()) || 100;
})();

/** A process's CPU time so far (user + system) in seconds, from /proc/<pid>/stat; null if unreadable. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces), from field 3 (state) on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * The CPU time of the PostgreSQL backends connected to a database over a window (the server must run on
 * this machine for /proc to show them): backends there at the start count from their CPU time then,
 * backends that connect later from their start; each is read every 100 ms, so a backend that ends within
 * the window loses at most its last 100 ms. `stop()` answers the seconds, or null if none was readable.
 */
async function backendCpu(name) {
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  const backends = new Map();
  let readable = false;
  const sample = async (first) => {
    const { rows } = await client.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [name],
    );
    for (const { pid } of rows) {
      const now = cpuSeconds(pid);
      if (now === null) continue;
      readable = true;
      const seen = backends.get(pid);
      if (seen) seen.last = now;
      else backends.set(pid, { base: first ? now : 0, last: now });
    }
  };
  await sample(true);
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    sample(false)
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, 100);
  return {
    async stop() {
      clearInterval(timer);
      while (busy) await sleep(10);
      await sample(false).catch(() => undefined);
      await client.end();
      if (!readable) return null;
      let total = 0;
      for (const b of backends.values()) total += b.last - b.base;
      return total;
    },
  };
}

/** Median, least, most and spread (most − least) of some figures. */
function spreadOf(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return { median: null, min: null, max: null, spread: null, values };
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const min = sorted[0];
  const max = sorted[sorted.length - 1];
  return { median, min, max, spread: max - min, values };
}

/**
 * Waits until autovacuum has nothing running on a database (no vacuum in progress, no autovacuum worker
 * connected to it) for three seconds in a row, so that measurements do not share the disk and CPU with
 * it. Gives up after 10 minutes, saying so.
 */
async function waitForAutovacuum(name) {
  const t0 = Date.now();
  let quiet = 0;
  while (quiet < 3) {
    const [{ busy }] = await sql(
      serverUrl,
      `SELECT (SELECT count(*) FROM pg_stat_progress_vacuum WHERE datname = $1)
            + (SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'autovacuum worker')
              AS busy`,
      [name],
    );
    quiet = Number(busy) === 0 ? quiet + 1 : 0;
    if (Date.now() - t0 > 10 * 60_000) {
      log(`${name}: autovacuum still busy after 10 minutes; measuring anyway`);
      return;
    }
    await sleep(1000);
  }
  const waited = (Date.now() - t0) / 1000 - 3;
  if (waited > 1) log(`${name}: waited ${waited.toFixed(0)} s for autovacuum`);
}

async function gql(base, query, variables, token) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const FEATURES = join(ROOT, 'apps/web/src/features');
/** Every fragment the web app defines, by name: a scenario sends its operation with the fragments it spreads. */
const FRAGMENTS = new Map(
  readdirSync(FEATURES, { recursive: true })
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) =>
      [...readFileSync(join(FEATURES, file), 'utf8').matchAll(/^fragment (\w+) on .*?\n\}/gms)].map((m) => [
        m[1],
        m[0],
      ]),
    ),
);
/** A web operation's file with every fragment it uses (directly or through another fragment), each once. */
const doc = (path) => {
  const text = readFileSync(join(FEATURES, path), 'utf8').replace(/^fragment \w+ on .*?\n\}/gms, '');
  const used = new Set();
  const visit = (source) => {
    for (const [, name] of source.matchAll(/\.\.\.\s*(?!on\b)(\w+)/g)) {
      if (used.has(name) || !FRAGMENTS.has(name)) continue;
      used.add(name);
      visit(FRAGMENTS.get(name));
    }
  };
  visit(text);
  return [text, ...[...used].map((name) => FRAGMENTS.get(name))].join('\n');
};
const JOBS_PAGE = doc('jobs/graphql/JobsPage.graphql');
const JOB_DETAILS = doc('jobs/graphql/JobDetails.graphql');
const APPLICANTS = doc('recruiter-jobs/graphql/JobApplicants.graphql');
const MY_APPLICATIONS = doc('applications/graphql/MyApplications.graphql');
const RECOMMENDED_JOBS = doc('match/graphql/RecommendedJobs.graphql');
const LOGIN = doc('accounts/graphql/Login.graphql');
const HOME_JOBS = doc('home/graphql/HomeJobs.graphql') + doc('jobs/graphql/JobCardFields.graphql');
const COMPANIES_DIRECTORY = doc('company-directory/graphql/CompaniesDirectory.graphql');
const PUBLIC_COMPANY = doc('company-directory/graphql/PublicCompany.graphql');

async function login(base, email, password, role) {
  const data = await gql(base, LOGIN, { input: { email, password, role } });
  return data.login.token;
}

function gqlRequest(query, variables, token) {
  return {
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  };
}

function searchRequests(fx) {
  const out = [];
  fx.keywords.forEach((keyword, i) => {
    out.push(
      gqlRequest(JOBS_PAGE, {
        page: 2,
        pageSize: 6,
        keyword,
        jobTypes: [fx.jobTypes[i % fx.jobTypes.length]],
        locations: [fx.locations[i % fx.locations.length], fx.locations[(i + 1) % fx.locations.length]],
      }),
    );
  });
  return out;
}

/**
 * A signed-in seeker's searches ordered by best match (with their match, as the web asks): every active
 * job scored, with a keyword, a filter or neither; and their recommendations.
 */
function bestMatchRequests(fx, token) {
  const out = [gqlRequest(RECOMMENDED_JOBS, { limit: 6 }, token)];
  fx.keywords.slice(0, 12).forEach((keyword, i) => {
    const variables = { page: 1, pageSize: 6, sort: 'BEST_MATCH', withMatch: true };
    const narrowed = [{ keyword }, { locations: [fx.locations[i % fx.locations.length]] }, {}][i % 3];
    out.push(gqlRequest(JOBS_PAGE, { ...variables, ...narrowed }, token));
  });
  return out;
}

/**
 * Searches with the search syntax, the salary, age and remote filters and the salary order: a phrase or
 * an exclusion or OR over the same keywords, at least 6 L a year, in turn remote, posted within 30 days.
 */
function refinedSearchRequests(fx) {
  return fx.keywords.map((keyword, i) => {
    const other = fx.keywords[(i + 1) % fx.keywords.length];
    const syntax = [`"${keyword}"`, `${keyword} -intern`, `${keyword} OR ${other}`][i % 3];
    return gqlRequest(JOBS_PAGE, {
      page: 1,
      pageSize: 6,
      keyword: syntax,
      salaryMin: 600000,
      ...(i % 2 ? { remote: true } : { postedWithin: 30 }),
      sort: 'SALARY',
    });
  });
}

/** Runs one scenario at one concurrency from the load process; samples the API's memory meanwhile. */
async function load(api, requests, connections, { graphql, warmup }) {
  const file = join(work, `load-${Date.now()}.json`);
  writeFileSync(
    file,
    JSON.stringify({ url: api.base, connections, duration: DURATION, requests, graphql, warmup }),
  );
  let peak = rssMb(api.pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(api.pid))), 100);
  const child = spawn(process.execPath, [join(import.meta.dirname, 'load.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  // The CPU time of the measured run alone: read when the load process says its warm-up is over.
  let cpu = null;
  child.stdout.on('data', (d) => {
    out += d;
    if (!cpu && out.includes('"phase":"measure"')) {
      cpu = { api: cpuSeconds(api.pid), backends: backendCpu(api.database) };
    }
  });
  await new Promise((r) => child.once('exit', r));
  clearInterval(timer);
  const apiCpu = cpu && cpu.api !== null ? cpuSeconds(api.pid) - cpu.api : null;
  const backendsCpu = cpu ? await (await cpu.backends).stop() : null;
  const result = JSON.parse(out.trim().split('\n').pop());
  return { ...result, peakRssMb: peak, ...perCpuSecond(result.requests, apiCpu, backendsCpu) };
}

/** Requests per CPU-second of the API process and of the API and its PostgreSQL backends together. */
function perCpuSecond(requests, apiCpuSeconds, backendCpuSeconds) {
  return {
    apiCpuSeconds,
    backendCpuSeconds,
    rpsPerApiCpuSecond: apiCpuSeconds ? requests / apiCpuSeconds : null,
    rpsPerTotalCpuSecond:
      apiCpuSeconds && backendCpuSeconds !== null ? requests / (apiCpuSeconds + backendCpuSeconds) : null,
  };
}

// ------------------------------------------------------------------------------------------- pgbench

/** The statements one request runs, captured from an API started with LOG_SQL, as literal SQL. */
async function captureStatements(api, send) {
  const from = api.output.join('').length;
  await send();
  await sleep(300);
  const text = api.output
    .join('')
    .slice(from)
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '');
  const statements = [];
  for (const chunk of text.split(/^query: /m).slice(1)) {
    const body = chunk.split(/\n(?=\[Nest\]|query|\{"|\S+ \d)/)[0].trim();
    const m = /^([\s\S]*?)(?: -- PARAMETERS: (\[[\s\S]*\]))?$/.exec(body);
    let statement = m[1].trim();
    const params = m[2] ? JSON.parse(m[2]) : [];
    statement = statement.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
    statements.push(statement);
  }
  return statements;
}

function literal(value) {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'NULL';
  return `'${String(prepared).replace(/'/g, "''")}'`;
}

/**
 * One pgbench run of the captured statements at a concurrency, with the CPU time of the PostgreSQL backends serving it and of the
 * pgbench process itself (read from /proc while it runs; its last 100 ms are missed).
 */
async function pgbenchMeasured(name, scripts, connections, mode = 'extended', attempt = 1) {
  const dir = join(work, `pgbench-${name}-${connections}`);
  mkdirSync(dir, { recursive: true });
  const args = ['-n', '-M', mode, '-c', String(connections), '-j', String(Math.min(connections, 4))];
  args.push('-T', String(DURATION));
  scripts.forEach((statements, i) => {
    const f = join(dir, `s${i}.sql`);
    writeFileSync(
      f,
      statements.map((st) => `${st.trimEnd().replace(/;$/, '').trimEnd()};`).join('\n') + '\n',
    );
    args.push('-f', f);
  });
  const u = new URL(databaseUrl(BIG));
  args.push('-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres'));
  args.push(u.pathname.slice(1));
  const backends = await backendCpu(BIG);
  const child = spawn(pgbench, args, {
    env: { ...process.env, PGPASSWORD: decodeURIComponent(u.password) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  let clientCpu = 0;
  const timer = setInterval(() => (clientCpu = cpuSeconds(child.pid) ?? clientCpu), 100);
  await new Promise((r) => child.once('exit', r));
  clearInterval(timer);
  const backendCpuSeconds = await backends.stop();
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  const failed = /number of failed transactions: (\d+)/.exec(stdout)?.[1];
  // A server shared with other work may be out of connections for a moment: try again, up to 3 times.
  if (!tps && /too many clients/.test(stderr) && attempt < 3) {
    log(`pgbench: the server has no free connection; again in 10 s`);
    await sleep(10_000);
    return pgbenchMeasured(name, scripts, connections, mode, attempt + 1);
  }
  if (!tps) throw new Error(`pgbench failed:\n${stdout}\n${stderr}`);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? 0);
  return {
    connections,
    tps: Number(tps),
    errors: Number(failed ?? 0),
    transactions,
    backendCpuSeconds,
    pgbenchCpuSeconds: clientCpu,
    tpsPerBackendCpuSecond: backendCpuSeconds ? transactions / backendCpuSeconds : null,
  };
}

/**
 * The baseline of one scenario: at each concurrency, ROUNDS pairs of runs taken alternately, the API's
 * (A) then pgbench's on the same statements (B): A, B, A, B, A, B, so that a slow spell of the machine
 * falls on both. Each figure is reported as its median and spread over the rounds; the API's share is
 * taken round by round (A over the B right after it). For a scenario whose statement the API runs
 * prepared (`prepared`), each round also runs pgbench with `-M prepared` (C: every statement parsed and
 * planned once per connection), the stricter baseline, and the API's share of that.
 */
async function interleavedBaseline(scenario, scripts) {
  const api = await startApi(BIG, SCENARIO_ENV[scenario.id]);
  const runList = [];
  try {
    const requests = await scenario.requests(api);
    for (const connections of CONNECTIONS) {
      const rounds = [];
      for (let round = 0; round < ROUNDS; round++) {
        const a = await load(api, requests, connections, {
          graphql: scenario.graphql,
          warmup: round ? 1 : WARMUP,
        });
        const b = await pgbenchMeasured(`s${scenario.id}`, scripts, connections);
        const c = scenario.prepared
          ? await pgbenchMeasured(`s${scenario.id}`, scripts, connections, 'prepared')
          : null;
        log(
          `baseline ${scenario.id} @${connections} round ${round + 1}: API ${a.rps.toFixed(0)} req/s ` +
            `(${fmtMaybe(a.rpsPerApiCpuSecond)} per API CPU-s), pgbench ${b.tps.toFixed(0)} tx/s ` +
            `(${fmtMaybe(b.tpsPerBackendCpuSecond)} per backend CPU-s), share ${((100 * a.rps) / b.tps).toFixed(0)} %` +
            (c
              ? `; pgbench -M prepared ${c.tps.toFixed(0)} tx/s, share ${((100 * a.rps) / c.tps).toFixed(0)} %`
              : ''),
        );
        rounds.push({ api: a, pgbench: b, prepared: c });
      }
      runList.push({
        connections,
        rounds,
        apiRps: spreadOf(rounds.map((r) => r.api.rps)),
        apiP95: spreadOf(rounds.map((r) => r.api.p95)),
        pgbenchTps: spreadOf(rounds.map((r) => r.pgbench.tps)),
        sharePercent: spreadOf(rounds.map((r) => (100 * r.api.rps) / r.pgbench.tps)),
        apiRpsPerApiCpuSecond: spreadOf(rounds.map((r) => r.api.rpsPerApiCpuSecond)),
        apiRpsPerTotalCpuSecond: spreadOf(rounds.map((r) => r.api.rpsPerTotalCpuSecond)),
        pgbenchTpsPerBackendCpuSecond: spreadOf(rounds.map((r) => r.pgbench.tpsPerBackendCpuSecond)),
        ...(scenario.prepared
          ? {
              pgbenchPreparedTps: spreadOf(rounds.map((r) => r.prepared.tps)),
              sharePreparedPercent: spreadOf(rounds.map((r) => (100 * r.api.rps) / r.prepared.tps)),
            }
          : {}),
        errors: rounds.reduce((n, r) => n + r.api.errors + r.pgbench.errors + (r.prepared?.errors ?? 0), 0),
      });
    }
  } finally {
    await api.stop();
  }
  return runList;
}

const fmtMaybe = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');

// ----------------------------------------------------------------------------------------------- run

const results = {
  scenarios: [],
  baseline: [],
  scaling: null,
  stream: null,
  adminStreams: null,
  sitemap: null,
  csv: null,
  uploads: null,
  login: null,
  alerts: null,
  resume: resumeBench,
};
const fx = needsMainDatabases ? await fixtures(BIG) : null;
const fxSmall = needsMainDatabases ? await fixtures(SMALL) : null;
if (needsMainDatabases) {
  for (const name of [BIG, SMALL]) {
    await sql(databaseUrl(name), 'VACUUM ANALYZE');
    await waitForAutovacuum(name);
  }
}
if (fx) log(`fixtures: job with ${fx.applicants} applicants, seeker with ${fx.applied} applications`);

/** The web's applicants query as its page first sends it: all statuses, page 1. */
const applicantsVariables = (jobId) => ({ jobId, status: null, page: 1, pageSize: APPLICANTS_PAGE_SIZE });

// The SQL of scenarios 1 and 4, captured once from an API logging its statements.
let searchScripts = [];
let applicantsScripts = [];
if (runs(7)) {
  const api = await startApi(BIG, { LOG_SQL: 'true', ...SCENARIO_ENV[1] });
  try {
    const recruiterToken = await login(api.base, 'recruiter@technova.in', 'Recruiter@123', 'RECRUITER');
    for (const r of searchRequests(fx).slice(0, 12)) {
      const { query, variables } = JSON.parse(r.body);
      searchScripts.push(await captureStatements(api, () => gql(api.base, query, variables)));
    }
    applicantsScripts.push(
      await captureStatements(api, () =>
        gql(api.base, APPLICANTS, applicantsVariables(fx.jobId), recruiterToken),
      ),
    );
  } finally {
    await api.stop();
  }
  log(
    `captured ${searchScripts[0].length} statements per search, ${applicantsScripts[0].length} per applicants request`,
  );
}

/** The scenarios, given a started API and the sessions of the demo recruiter and seeker. */
async function scenarioList(api, recruiterToken, seekerToken) {
  const restSearch = fx.keywords.map((k) => ({
    method: 'GET',
    path: `/api/v1/jobs/query?keyword=${encodeURIComponent(k)}`,
    headers: {},
  }));
  return [
    {
      id: 1,
      name: 'GraphQL job search (keyword + 2 filters, page 2), each search read (SEARCH_CACHE_MB=0)',
      graphql: true,
      requests: () => searchRequests(fx),
    },
    {
      id: '1r',
      name: 'The same 40 searches repeated, answers kept (SEARCH_CACHE_MB default)',
      graphql: true,
      requests: () => searchRequests(fx),
    },
    {
      id: '1b',
      name: 'GraphQL job search (syntax, salary, remote or posted within, by salary)',
      graphql: true,
      requests: () => refinedSearchRequests(fx),
    },
    {
      id: '1c',
      name: 'GraphQL job search by best match and recommended jobs (signed-in seeker with profile and survey)',
      graphql: true,
      requests: () => bestMatchRequests(fx, seekerToken()),
    },
    {
      id: 2,
      name: 'REST GET /api/v1/jobs/query?keyword=',
      graphql: false,
      // Keywords that match nothing answer 404 in the legacy API; keep those that find jobs.
      requests: async () => {
        const ok = [];
        for (const r of restSearch) if ((await fetch(api.base + r.path)).ok) ok.push(r);
        return ok;
      },
    },
    {
      id: 'home',
      name: "Home page's jobs (GraphQL homeJobs: newest and biggest categories)",
      graphql: true,
      requests: () => [gqlRequest(HOME_JOBS, {})],
    },
    {
      id: '3a',
      name: 'GraphQL job details by id',
      graphql: true,
      requests: () => fx.jobIds.map((id) => gqlRequest(JOB_DETAILS, { id })),
    },
    {
      id: '3b',
      name: 'REST GET /api/v1/job/{id}',
      graphql: false,
      requests: () => fx.jobIds.map((id) => ({ method: 'GET', path: `/api/v1/job/${id}`, headers: {} })),
    },
    {
      id: '3c',
      name: 'Job page /job/{id} as sent to a browser (status, head with JSON-LD, data; needs the web build)',
      graphql: false,
      requests: () =>
        fx.jobIds.map((id) => ({ method: 'GET', path: `/job/${id}`, headers: { accept: 'text/html' } })),
    },
    {
      id: 4,
      name: `Recruiter: applicants of a job with ${fx.applicants} applications (GraphQL, the web's first page of ${APPLICANTS_PAGE_SIZE})`,
      graphql: true,
      // The API runs its page's statement prepared: the baseline also runs pgbench -M prepared.
      prepared: true,
      requests: () => [gqlRequest(APPLICANTS, applicantsVariables(fx.jobId), recruiterToken())],
    },
    {
      id: 5,
      name: `Seeker: applied jobs, ${fx.applied} applications (GraphQL, page of 6)`,
      graphql: true,
      requests: () => [gqlRequest(MY_APPLICATIONS, { page: 1, pageSize: 6 }, seekerToken())],
    },
    {
      id: '9a',
      name: 'GraphQL company directory (pages 1-5, and searches by a title word)',
      graphql: true,
      requests: () => [
        ...[1, 2, 3, 4, 5].map((page) => gqlRequest(COMPANIES_DIRECTORY, { search: null, page })),
        ...fx.keywords.slice(0, 20).map((search) => gqlRequest(COMPANIES_DIRECTORY, { search, page: 1 })),
      ],
    },
    {
      id: '9b',
      name: 'GraphQL company page by slug (its 30 newest open jobs)',
      graphql: true,
      requests: () => fx.companySlugs.map((id) => gqlRequest(PUBLIC_COMPANY, { id })),
    },
    {
      id: 6,
      name: 'Login (GraphQL, argon2id verify)',
      graphql: true,
      requests: () =>
        fx.loginEmails.map((email) =>
          gqlRequest(LOGIN, { input: { email, password: 'Password@123', role: 'JOB_SEEKER' } }),
        ),
    },
  ];
}

// Scenarios 1-6 and 9, each against a fresh API process: its peak memory is its own.
const SCENARIO_IDS = ['1', '1r', '1b', '1c', '2', 'home', '3a', '3b', '3c', '4', '5', '6', '9a', '9b'];
for (const id of SCENARIO_IDS.filter(runs)) {
  const api = await startApi(BIG, SCENARIO_ENV[id]);
  try {
    if (results.idleRssMb === undefined) {
      await sleep(1000);
      results.idleRssMb = rssMb(api.pid);
      log(`API idle after start: ${results.idleRssMb.toFixed(0)} MB`);
    }
    let recruiter;
    let seeker;
    const s = (
      await scenarioList(
        api,
        () => recruiter,
        () => seeker,
      )
    ).find((x) => String(x.id) === id);
    if (id === '4') recruiter = await login(api.base, 'recruiter@technova.in', 'Recruiter@123', 'RECRUITER');
    if (id === '5' || id === '1c')
      seeker = await login(api.base, 'seeker@hireloop.in', 'Seeker@123', 'JOB_SEEKER');
    const requests = await s.requests();
    const runList = [];
    for (const c of CONNECTIONS) {
      const r = await load(api, requests, c, {
        graphql: s.graphql,
        warmup: c === CONNECTIONS[0] ? WARMUP : 1,
      });
      log(
        `${s.id} ${s.name} @${c}: ${r.rps.toFixed(0)} req/s, p95 ${r.p95} ms, errors ${r.errors}, peak ${r.peakRssMb.toFixed(0)} MB, ${fmtMaybe(r.rpsPerApiCpuSecond)} req/s per API CPU-s`,
      );
      runList.push(r);
    }
    results.scenarios.push({ id: s.id, name: s.name, runs: runList });
  } finally {
    await api.stop();
  }
}

// Scenario 7: the same SQL through pgbench, interleaved with the API's runs of scenarios 1 and 4.
if (pgbench && runs(7)) {
  for (const [id, name, scripts] of [
    [1, 'search SQL (scenario 1)', searchScripts],
    [4, 'applicants SQL (scenario 4)', applicantsScripts],
  ]) {
    if (ONLY && !ONLY.has(String(id))) continue;
    await waitForAutovacuum(BIG);
    let recruiter;
    const scenario = {
      ...(
        await scenarioList(
          null,
          () => recruiter,
          () => undefined,
        )
      ).find((x) => x.id === id),
    };
    const requests = scenario.requests;
    scenario.requests = async (api) => {
      if (id === 4) recruiter = await login(api.base, 'recruiter@technova.in', 'Recruiter@123', 'RECRUITER');
      return requests();
    };
    const runList = await interleavedBaseline(scenario, scripts);
    results.baseline.push({ id, name, rounds: ROUNDS, runs: runList, statements: scripts[0].length });
  }
}

// The legacy full listings, streamed: memory growth while one client reads every active job, then each
// administrator list (every job, company, seeker and application), through one API process.
if (runs('stream')) {
  const secret = randomBytes(32).toString('hex');
  const api = await startApi(BIG, { JWT_SECRET: secret });
  try {
    const [adminUser] = await sql(
      databaseUrl(BIG),
      `SELECT id, token_version AS ver FROM users WHERE role = 'admin' ORDER BY created_at LIMIT 1`,
    );
    // An administrator's session, signed as the API signs them (its login asks for an e-mailed code).
    const adminToken = jwt.sign({ sub: adminUser.id, role: 'admin', ver: adminUser.ver }, secret, {
      issuer: 'hireloop-api',
      audience: 'hireloop',
      expiresIn: '1h',
      algorithm: 'HS256',
    });
    const streamed = async (path, token, countSql) => {
      const before = rssMb(api.pid);
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, rssMb(api.pid))), 50);
      const t0 = Date.now();
      const res = await fetch(`${api.base}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      let bytes = 0;
      for await (const chunk of res.body) bytes += chunk.length;
      clearInterval(timer);
      const [{ n }] = await sql(databaseUrl(BIG), countSql);
      const result = {
        path,
        rows: n,
        bytes,
        seconds: (Date.now() - t0) / 1000,
        beforeMb: before,
        peakMb: peak,
      };
      result.growthMb = peak - before;
      log(
        `GET ${path}: ${n} rows, ${(bytes / 1e6).toFixed(1)} MB in ${result.seconds} s, +${result.growthMb.toFixed(0)} MB`,
      );
      return result;
    };
    const jobs = await streamed(
      '/api/v1/jobs',
      null,
      `SELECT count(*)::int AS n FROM jobs WHERE status = 'active'`,
    );
    results.stream = { ...jobs, activeJobs: jobs.rows };
    results.adminStreams = [];
    for (const [path, countSql] of [
      ['/api/v1/admin/job/listing/data', `SELECT count(*)::int AS n FROM jobs`],
      ['/api/v1/admin/recruiters/company/data', `SELECT count(*)::int AS n FROM companies`],
      ['/api/v1/admin/jobseekers/data', `SELECT count(*)::int AS n FROM users WHERE role = 'job_seeker'`],
      ['/api/v1/admin/applicant/data', `SELECT count(*)::int AS n FROM applications`],
    ]) {
      results.adminStreams.push(await streamed(path, adminToken, countSql));
    }
  } finally {
    await api.stop();
  }
}

// Scenario 8: search at 1,000 jobs, to compare its p95 with the run at 100,000.
if (runs(8)) {
  results.scaling = {};
  for (const [variant, env] of [
    ['runs', SCENARIO_ENV[1]],
    ['kept', {}],
  ]) {
    const small = await startApi(SMALL, env);
    try {
      results.scaling[variant] = [
        await load(small, searchRequests(fxSmall), 32, { graphql: true, warmup: WARMUP }),
      ];
      log(
        `search at ${SMALL_JOBS} jobs @32 (${variant === 'kept' ? 'answers kept' : 'each read'}): p95 ${results.scaling[variant][0].p95} ms`,
      );
    } finally {
      await small.stop();
    }
  }
}

// The p95 ratio, measured as the baseline is: search on the big database (100,000 jobs, or the million in
// BENCH_SCALE=1m) and at 1,000 jobs at 32 connections alternately (A, B, A, B, ...), BENCH_ROUNDS times
// each, then the medians' ratio and every round's: single runs of the small database's p95 vary too much
// from run to run to read a ratio from.
// Each way: every search read (scenario 1's), then the answers kept (1r's).
const RATIO_KINDS = [
  ['1', 'ratioRounds', 'each read (1)'],
  ['1r', 'keptRatioRounds', 'answers kept (1r)'],
];
for (const [id, key] of RATIO_KINDS) {
  if (!(runs(id) && runs(8))) continue;
  const big = await startApi(BIG, SCENARIO_ENV[id]);
  const small = await startApi(SMALL, SCENARIO_ENV[id]);
  try {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      const b = await load(big, searchRequests(fx), 32, { graphql: true, warmup: WARMUP });
      const s = await load(small, searchRequests(fxSmall), 32, { graphql: true, warmup: WARMUP });
      rounds.push({ p95Big: b.p95, p95Small: s.p95, rpsBig: b.rps, rpsSmall: s.rps, ratio: b.p95 / s.p95 });
      log(
        `ratio (${id}) round ${i + 1}: p95 @32 ${b.p95.toFixed(0)} ms (${b.rps.toFixed(0)} req/s) at ${BIG_JOBS.toLocaleString('en-US')} jobs, ` +
          `${s.p95.toFixed(0)} ms (${s.rps.toFixed(0)} req/s) at 1,000: ${(b.p95 / s.p95).toFixed(2)}`,
      );
    }
    results[key] = rounds;
  } finally {
    await big.stop();
    await small.stop();
  }
}

// Job alerts: 100,000 daily alerts due at once against 1,000 jobs posted since their last digest, on the
// big database (100,000 jobs, or the million in BENCH_SCALE=1m); the API's own worker runs the digest tick. Measures the run's time (from the
// tick to the last alert done) and the API's resident memory meanwhile. Mails go to the outbox table
// (no SMTP_URL), as their rows would be queued for sending. It runs after the million-jobs ratio, and what it
// added is removed after it: its jobs are posted today, where searches read first.
if (runs('alerts')) {
  const url = databaseUrl(BIG);
  const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
  const NEW_JOBS = 1_000;
  const MARK = 'Bench alert job. ';
  const removeAlertRun = async () => {
    await sql(url, `DELETE FROM job_alerts WHERE email LIKE 'bench-alert-%'`);
    await sql(url, `DELETE FROM jobs WHERE description LIKE $1`, [`${MARK}%`]);
    await sql(url, `DELETE FROM mail_outbox WHERE to_address LIKE 'bench-alert-%'`);
  };
  // An earlier run's alerts, jobs and mails, if it stopped before removing them.
  await removeAlertRun();
  const values = async (column, n) =>
    (await sql(url, `SELECT ${column} AS v FROM jobs GROUP BY 1 ORDER BY count(*) DESC LIMIT ${n}`)).map(
      (r) => r.v,
    );
  const [types, locations, categories] = await Promise.all([
    values('job_type', 4),
    values('location', 12),
    values('category', 8),
  ]);
  const words = [...new Set(fx.keywords.map((k) => k.toLowerCase()).filter((k) => /^[a-z]+$/.test(k)))];
  // A mix of searches: a keyword on 2 in 5 alerts, a location on 3 in 5, a job type on 3 in 10 and a
  // category on 2 in 5; each filter of one or two values (keyword_query as the API stores it).
  await sql(
    url,
    `INSERT INTO job_alerts (email, keyword, keyword_query, job_types, locations, categories, frequency,
                             confirmed_at, next_digest_at, matched_since)
     SELECT 'bench-alert-' || i || '@example.in',
            CASE WHEN i % 5 < 2 THEN w ELSE '' END,
            CASE WHEN i % 5 < 2 THEN w || ':*' END,
            CASE WHEN i % 10 < 3 THEN ARRAY[($3::text[])[1 + i % cardinality($3::text[])]] ELSE '{}' END,
            CASE WHEN i % 5 < 3 THEN ARRAY[($4::text[])[1 + i % cardinality($4::text[])],
                                           ($4::text[])[1 + (i / 7) % cardinality($4::text[])]]
                 ELSE '{}' END,
            CASE WHEN i % 5 >= 3 THEN ARRAY[($5::text[])[1 + i % cardinality($5::text[])]] ELSE '{}' END,
            'daily', now(), now() - interval '1 minute', now()
     FROM generate_series(1, $1::int) i,
          LATERAL (SELECT ($2::text[])[1 + (i * 7919) % cardinality($2::text[])] AS w) k`,
    [ALERTS, words, types, locations, categories],
  );
  // The new jobs: copies of random active ones, posted now (after the alerts' last digest).
  await sql(
    url,
    `INSERT INTO jobs (company_id, posted_by_id, title, description, requirements, skills, salary, location,
                       job_type, category, positions, shift, status)
     SELECT company_id, posted_by_id, title, $2 || description, requirements, skills, salary, location,
            job_type, category, positions, shift, 'active'
     FROM jobs WHERE status = 'active' ORDER BY random() LIMIT $1`,
    [NEW_JOBS, MARK],
  );
  await sql(url, 'ANALYZE job_alerts');
  await sql(url, 'ANALYZE jobs');
  const api = await startApi(BIG);
  try {
    await sleep(3000);
    const before = rssMb(api.pid);
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, rssMb(api.pid))), 100);
    const PgBoss = createRequire(import.meta.url)('pg-boss');
    const boss = new PgBoss({ connectionString: url, schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    const t0 = Date.now();
    await boss.send('alerts.digest', {});
    await boss.stop({ graceful: false, close: true });
    const due = `SELECT count(*)::int AS n FROM job_alerts WHERE email LIKE 'bench-alert-%' AND next_digest_at <= now()`;
    for (;;) {
      const [{ n }] = await sql(url, due);
      if (n === 0) break;
      if (Date.now() - t0 > 15 * 60_000) throw new Error(`${n} alerts still due after 15 minutes`);
      await sleep(200);
    }
    const seconds = (Date.now() - t0) / 1000;
    clearInterval(timer);
    const [{ mails }] = await sql(
      url,
      `SELECT count(*)::int AS mails FROM mail_outbox WHERE to_address LIKE 'bench-alert-%'`,
    );
    const [{ matches }] = await sql(
      url,
      `SELECT count(*)::int AS matches FROM job_alert_sent s JOIN jobs j ON j.id = s.job_id WHERE j.description LIKE $1`,
      [`${MARK}%`],
    );
    results.alerts = {
      alerts: ALERTS,
      newJobs: NEW_JOBS,
      seconds,
      mails,
      matches,
      beforeMb: before,
      peakMb: peak,
      growthMb: peak - before,
    };
    log(
      `alerts: ${ALERTS} due against ${NEW_JOBS} new jobs in ${seconds.toFixed(1)} s, ${mails} mails, ` +
        `${matches} jobs listed, API ${before.toFixed(0)} -> ${peak.toFixed(0)} MB`,
    );
  } finally {
    await api.stop();
    // What the run added goes, so that later parts and runs (BENCH_KEEP) search the jobs as seeded.
    await removeAlertRun();
    await sql(url, 'VACUUM ANALYZE jobs');
  }
}

// The sitemap: BENCH_SITEMAP_JOBS listed jobs (active, open) bulk-loaded into a database of its own, then
// one client reads /sitemap.xml and every file it lists, one after the other, through one API process:
// the time, the URLs and bytes, and the API's resident memory meanwhile (target: growth under 50 MB).
// CSV export: one job with BENCH_CSV_ROWS applicants (every tenth with a rating and a note holding
// commas, quotes and a line break; names in Latin with diacritics and in Devanagari), downloaded by its
// recruiter from one API process while its resident memory is sampled. The rows are counted back with
// csv-parse, so a short or broken file fails the run.
if (runs('csv')) {
  const CSV_ROWS = Number(process.env.BENCH_CSV_ROWS ?? 100_000);
  const name = `${DB_PREFIX}_csv`;
  const url = databaseUrl(name);
  const jobOf = async () =>
    (
      await sql(
        url,
        `SELECT j.id, j.company_id, (SELECT count(*)::int FROM applications a WHERE a.job_id = j.id) AS n
           FROM jobs j WHERE j.title = 'CSV bench job'`,
      )
    )[0];
  let job = KEEP ? await jobOf().catch(() => undefined) : undefined;
  if (!job || job.n < CSV_ROWS) {
    log(`csv: loading a job with ${CSV_ROWS.toLocaleString('en-US')} applicants into ${name}`);
    const t0 = Date.now();
    await createDatabase(name);
    seed(name, { jobs: 10, companies: 2, seekers: 10, applications: 0 });
    const [company] = await sql(url, `SELECT id, owner_id FROM companies ORDER BY created_at LIMIT 1`);
    await sql(
      url,
      `INSERT INTO jobs (company_id, posted_by_id, title, description, location, status, valid_through)
       VALUES ($1, $2, 'CSV bench job', 'Applicants for the CSV export bench.', 'Pune, Maharashtra', 'active',
               now() + interval '30 days')`,
      [company.id, company.owner_id],
    );
    job = await jobOf();
    await sql(
      url,
      `WITH u AS (
         INSERT INTO users (email, role, first_name, last_name, contact_no)
         SELECT 'csv-bench-' || g || '@example.in', 'job_seeker',
                CASE WHEN g % 2 = 0 THEN 'Aarav' ELSE 'अनन्या' END, 'Śarmā ' || g, '98' || lpad(g::text, 8, '0')
         FROM generate_series(1, $2::int) g
         RETURNING id),
       a AS (
         INSERT INTO applications (job_id, applicant_id, created_at)
         SELECT $1, u.id, now() - (row_number() OVER ()) * interval '1 second' FROM u
         RETURNING id)
       SELECT count(*) FROM a`,
      [job.id, CSV_ROWS],
    );
    await sql(
      url,
      `INSERT INTO applicant_notes (application_id, author_id, body)
       SELECT a.id, $2, 'Strong on SQL, "Spark" and Kafka;' || E'\n' || '=ask about notice period'
       FROM applications a WHERE a.job_id = $1 AND abs(hashtext(a.id::text)) % 10 = 0`,
      [job.id, company.owner_id],
    );
    await sql(
      url,
      `INSERT INTO applicant_ratings (application_id, rating, rated_by_id)
       SELECT a.id, 1 + abs(hashtext(a.id::text)) % 5, $2
       FROM applications a WHERE a.job_id = $1 AND abs(hashtext(a.id::text)) % 10 = 0`,
      [job.id, company.owner_id],
    );
    await sql(url, 'VACUUM ANALYZE');
    job = await jobOf();
    log(`csv: loaded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  const secret = randomBytes(32).toString('hex');
  const api = await startApi(name, { JWT_SECRET: secret });
  try {
    const [owner] = await sql(
      url,
      `SELECT u.id, u.token_version AS ver FROM users u JOIN companies c ON c.owner_id = u.id WHERE c.id = $1`,
      [job.company_id],
    );
    const token = jwt.sign({ sub: owner.id, role: 'recruiter', ver: owner.ver }, secret, {
      issuer: 'hireloop-api',
      audience: 'hireloop',
      expiresIn: '1h',
      algorithm: 'HS256',
    });
    await sleep(1000);
    const { parse } = createRequire(import.meta.url)('csv-parse');
    const before = rssMb(api.pid);
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, rssMb(api.pid))), 50);
    const t0 = Date.now();
    const res = await fetch(`${api.base}/api/v1/recruiter/jobs/${job.id}/applicants.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`the applicants export answered ${res.status}`);
    let bytes = 0;
    let records = 0;
    const parser = parse({ bom: true, columns: true });
    parser.on('readable', () => {
      while (parser.read() !== null) records++;
    });
    const parsed = new Promise((resolve, reject) => {
      parser.on('end', resolve);
      parser.on('error', reject);
    });
    for await (const chunk of res.body) {
      bytes += chunk.length;
      parser.write(chunk);
    }
    parser.end();
    await parsed;
    const seconds = (Date.now() - t0) / 1000;
    clearInterval(timer);
    if (records !== job.n) throw new Error(`the export had ${records} rows for ${job.n} applicants`);
    results.csv = { rows: records, bytes, seconds, beforeMb: before, peakMb: peak, growthMb: peak - before };
    log(
      `csv: ${records} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds} s, RSS ${before.toFixed(0)} -> ${peak.toFixed(0)} MB`,
    );
  } finally {
    await api.stop();
  }
}

if (runs('sitemap')) {
  const SITEMAP_JOBS = Number(process.env.BENCH_SITEMAP_JOBS ?? 1_000_000);
  const name = `${DB_PREFIX}_sitemap`;
  const url = databaseUrl(name);
  const listedJobs = async () =>
    (
      await sql(url, `SELECT count(*)::int AS n FROM jobs WHERE status = 'active' AND valid_through > now()`)
    )[0].n;
  if (!(KEEP && (await seeded(name, SITEMAP_JOBS)) && (await listedJobs()) >= SITEMAP_JOBS)) {
    log(`sitemap: loading ${SITEMAP_JOBS.toLocaleString('en-US')} listed jobs into ${name}`);
    const t0 = Date.now();
    await createDatabase(name);
    seed(name, { jobs: 1_000, companies: 2_000, seekers: 10, applications: 0 });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // Triggers (the search vector) are left out of the bulk load: the sitemap does not read what they keep.
      await client.query(`SET session_replication_role = replica`);
      await client.query(
        `INSERT INTO jobs (company_id, title, description, location, category, job_type, status, valid_through,
                           created_at, updated_at, activated_at)
         SELECT c.ids[1 + g % c.n], 'Bench job ' || g, 'Bulk-loaded for the sitemap bench.', 'Pune, Maharashtra',
                (ARRAY['Technology', 'Sales', 'Finance', 'Marketing'])[1 + g % 4], 'Full-time', 'active',
                now() + interval '30 days', now() - g * interval '1 second', now() - g * interval '1 second',
                now() - g * interval '1 second'
         FROM (SELECT array_agg(id) AS ids, count(*)::int AS n FROM companies) c,
              generate_series(1, $1::int - (SELECT count(*)::int FROM jobs WHERE status = 'active' AND valid_through > now())) g`,
        [SITEMAP_JOBS],
      );
    } finally {
      await client.end();
    }
    await sql(url, 'VACUUM ANALYZE');
    log(`sitemap: loaded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  const jobs = await listedJobs();
  const api = await startApi(name, { PUBLIC_URL: 'https://bench.example.in' });
  try {
    await sleep(1000);
    const before = rssMb(api.pid);
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, rssMb(api.pid))), 50);
    const t0 = Date.now();
    const index = await fetch(`${api.base}/sitemap.xml`);
    if (!index.ok) throw new Error(`/sitemap.xml answered ${index.status}`);
    const indexText = await index.text();
    const indexSeconds = (Date.now() - t0) / 1000;
    const files = [...indexText.matchAll(/<loc>https:\/\/bench\.example\.in([^<]+)<\/loc>/g)].map(
      (m) => m[1],
    );
    let bytes = 0;
    let urls = 0;
    let slowest = 0;
    for (const file of files) {
      const f0 = Date.now();
      const res = await fetch(`${api.base}${file}`);
      if (!res.ok) throw new Error(`${file} answered ${res.status}`);
      const decoder = new TextDecoder();
      let tail = '';
      for await (const chunk of res.body) {
        bytes += chunk.length;
        const text = tail + decoder.decode(chunk, { stream: true });
        urls += text.split('</url>').length - 1;
        tail = text.slice(-5);
      }
      slowest = Math.max(slowest, (Date.now() - f0) / 1000);
    }
    clearInterval(timer);
    results.sitemap = {
      jobs,
      files: files.length,
      urls,
      bytes,
      indexSeconds,
      seconds: (Date.now() - t0) / 1000,
      slowestFileSeconds: slowest,
      beforeMb: before,
      peakMb: peak,
      growthMb: peak - before,
    };
    log(
      `sitemap: ${jobs} listed jobs, index in ${indexSeconds.toFixed(1)} s, ${files.length} files, ${urls} URLs, ` +
        `${(bytes / 1e6).toFixed(1)} MB in ${results.sitemap.seconds.toFixed(1)} s (slowest file ${slowest.toFixed(1)} s), ` +
        `API ${before.toFixed(0)} -> ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
    );
  } finally {
    await api.stop();
  }
}

// Uploads: 20 seekers each send a 10 MB resume at once (the REST profile form, multipart), through one API
// process that streams them to its file storage: the API's resident memory growth (target: under 100 MB),
// with files kept in the database and then in S3 (s3rver in this process).
if (runs('uploads')) {
  const name = `${DB_PREFIX}_uploads`;
  const UPLOADS = 20;
  const SIZE = 10_000_000;
  if (!(KEEP && (await seeded(name, 10)))) {
    await createDatabase(name);
    seed(name, { jobs: 10, companies: 5, seekers: UPLOADS + 5, applications: 0 });
  }
  const seekers = await sql(
    databaseUrl(name),
    `SELECT id, token_version AS ver FROM users WHERE role = 'job_seeker' ORDER BY created_at LIMIT $1`,
    [UPLOADS + 1],
  );
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const resume = Buffer.concat([head, randomBytes(SIZE - head.length)]);
  const upload = async (api, secret, seeker) => {
    const token = jwt.sign({ sub: seeker.id, role: 'job_seeker', ver: seeker.ver }, secret, {
      issuer: 'hireloop-api',
      audience: 'hireloop',
      expiresIn: '1h',
      algorithm: 'HS256',
    });
    const form = new FormData();
    form.set('firstname', 'Bench');
    form.set('lastname', 'Seeker');
    form.set('resumeFile', new Blob([resume], { type: 'application/pdf' }), 'resume.pdf');
    const res = await fetch(`${api.base}/api/v1/profile/update/new`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  };
  const measure = async (driver, extraEnv) => {
    const secret = randomBytes(32).toString('hex');
    const api = await startApi(name, { JWT_SECRET: secret, ...extraEnv });
    try {
      await upload(api, secret, seekers[UPLOADS]); // warm-up: the first upload loads what uploads use
      await sleep(1000);
      const before = rssMb(api.pid);
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, rssMb(api.pid))), 20);
      const t0 = Date.now();
      await Promise.all(seekers.slice(0, UPLOADS).map((s) => upload(api, secret, s)));
      const seconds = (Date.now() - t0) / 1000;
      clearInterval(timer);
      const [{ n, bytes }] = await sql(
        databaseUrl(name),
        `SELECT count(*)::int AS n, sum(size_bytes)::bigint AS bytes FROM files f JOIN profiles p ON p.resume_file_id = f.id
          WHERE f.complete AND f.storage = $1 AND p.user_id = ANY($2::uuid[])`,
        [driver, seekers.slice(0, UPLOADS).map((s) => s.id)],
      );
      if (n !== UPLOADS || Number(bytes) !== UPLOADS * SIZE)
        throw new Error(`stored ${n} resumes, ${bytes} bytes`);
      const result = {
        driver,
        uploads: UPLOADS,
        mb: (UPLOADS * SIZE) / 1e6,
        seconds,
        beforeMb: before,
        peakMb: peak,
        growthMb: peak - before,
      };
      log(
        `uploads (${driver}): ${UPLOADS} × 10 MB in ${seconds.toFixed(1)} s, API ${before.toFixed(0)} -> ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
      );
      return result;
    } finally {
      await api.stop();
    }
  };
  const runsOf = [await measure('db', {})];
  const S3rver = createRequire(import.meta.url)('s3rver');
  const s3dir = mkdtempSync(join(work, 's3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: s3dir,
    silent: true,
    configureBuckets: [{ name: 'bench' }],
  });
  const { port } = await s3.run();
  try {
    runsOf.push(
      await measure('s3', {
        S3_BUCKET: 'bench',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
  } finally {
    await s3.close();
  }
  results.uploads = runsOf;
}

// ------------------------------------------------------------------------------------------- report

/** The ratio of the alternating rounds' medians of p95 (big database over small), or null without rounds. */
const medianRatio = (rounds) =>
  rounds
    ? spreadOf(rounds.map((r) => r.p95Big)).median / spreadOf(rounds.map((r) => r.p95Small)).median
    : null;

/** The million-jobs mode's figures: docs/benchmarks-1m.json and a summary on the console. */
function reportScale1m() {
  const search = results.scenarios.find((x) => String(x.id) === '1')?.runs.find((r) => r.connections === 32);
  const small = results.scaling?.runs?.[0];
  const summary = {
    measuredAt: new Date().toISOString(),
    minutes: (Date.now() - started) / 60000,
    counts: bigCounts,
    seedSeconds,
    searchP95At32: { jobs1m: search?.p95 ?? null, jobs1k: small?.p95 ?? null },
    searchP95Ratio: search && small ? search.p95 / small.p95 : null,
    searchP95MedianRatio: medianRatio(results.ratioRounds),
    keptSearchP95MedianRatio: medianRatio(results.keptRatioRounds),
    ...results,
  };
  writeFileSync(join(ROOT, 'docs/benchmarks-1m.json'), JSON.stringify(summary, null, 2) + '\n');
  log(`1m: seeded in ${JSON.stringify(seedSeconds)} s`);
  for (const sc of results.scenarios)
    for (const r of sc.runs)
      log(
        `1m: ${sc.id} @${r.connections}: ${fmtMaybe(r.rps)} req/s, p95 ${r.p95} ms, ${fmtMaybe(r.rpsPerApiCpuSecond)} per API CPU-s`,
      );
  if (summary.searchP95Ratio !== null)
    log(
      `1m: search p95 @32 ${search.p95} ms at 1,000,000 jobs, ${small.p95} ms at 1,000: ratio ${summary.searchP95Ratio.toFixed(2)} (target ≤ 2)`,
    );
  if (summary.searchP95MedianRatio !== null)
    log(
      `1m: alternating rounds: median p95 @32 ratio ${summary.searchP95MedianRatio.toFixed(2)} ` +
        `(rounds ${results.ratioRounds.map((r) => r.ratio.toFixed(2)).join(', ')}; target ≤ 2)`,
    );
  if (summary.keptSearchP95MedianRatio !== null)
    log(
      `1m: alternating rounds, answers kept (1r): median p95 @32 ratio ${summary.keptSearchP95MedianRatio.toFixed(2)} ` +
        `(rounds ${results.keptRatioRounds.map((r) => r.ratio.toFixed(2)).join(', ')})`,
    );
  log('1m: docs/benchmarks-1m.json written');
}

if (SCALE_1M) reportScale1m();

if (ONLY) {
  for (const b of results.baseline) {
    for (const r of b.runs) {
      log(
        `${b.name} @${r.connections}: API ${fmtMaybe(r.apiRps.median)} req/s, pgbench ${fmtMaybe(r.pgbenchTps.median)} tx/s, ` +
          `API share median ${fmtMaybe(r.sharePercent.median)} % (spread ${fmtMaybe(r.sharePercent.spread)} points)`,
      );
    }
  }
  for (const [, key, label] of RATIO_KINDS) {
    const rounds = results[key];
    if (rounds && !SCALE_1M)
      log(
        `alternating rounds, ${label}: median p95 @32 ratio ${fmtMaybe(medianRatio(rounds), 2)} ` +
          `(rounds ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')})`,
      );
  }
  if (results.csv) log(`csv: ${JSON.stringify(results.csv)}`);
  log(`BENCH_ONLY=${[...ONLY].join(',')}: docs/benchmarks.md left as it is`);
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}

const [pgVersion] = await sql(serverUrl, 'SHOW server_version');
const machine = {
  cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
  memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} GiB free at the end)`,
  os: `${osType()} ${release()}`,
  node: process.version,
  postgres: pgVersion.server_version,
};
const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');
const lines = [];
lines.push('# Benchmarks', '');
lines.push(
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC ` +
    `(${((Date.now() - started) / 60000).toFixed(1)} min). Each figure is one ${DURATION} s run after a warm-up, ` +
    'from a separate load process (autocannon) on loopback, against the built API in production mode ' +
    `(NODE_ENV=production, NODE_OPTIONS=\`${PRODUCTION_NODE_OPTIONS}\` as in the Dockerfile), a fresh API process for each of scenarios 1-6. ` +
    'Latencies are exact percentiles of every response; errors count transport errors, timeouts, non-2xx ' +
    'answers and GraphQL answers carrying `errors`. Peak memory is the API process’s resident set during the run.',
  '',
  'What was tried, what it gave, and why some targets are missed: [performance.md](performance.md).',
  '',
);
lines.push('## Machine', '');
for (const [k, v] of Object.entries(machine)) lines.push(`- ${k}: ${v}`);
lines.push(
  '- load generator, API and PostgreSQL share these cores, so every figure is lower than on separate machines',
  '',
);
lines.push('## Data', '');
lines.push(
  `- ${BIG}: ${bigCounts.jobs.toLocaleString('en-US')} jobs, ${bigCounts.companies.toLocaleString('en-US')} companies, ` +
    `${bigCounts.seekers.toLocaleString('en-US')} seekers, ${bigCounts.applications.toLocaleString('en-US')} applications ` +
    `(plus a job with ${fx.applicants} applicants and a seeker with ${fx.applied} applications)`,
  `- ${SMALL}: ${SMALL_JOBS.toLocaleString('en-US')} jobs (scenario 8)`,
  `- search rotates over ${fx.keywords.length} keywords drawn from seeded titles and skills, with a job type and two locations`,
  '',
);
lines.push('## Scenarios', '');
lines.push(
  '| # | scenario | connections | req/s | p50 ms | p95 ms | p99 ms | errors | API peak RSS MB | req/s per API CPU-s |',
);
lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const s of results.scenarios) {
  for (const r of s.runs) {
    lines.push(
      `| ${s.id} | ${s.name} | ${r.connections} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors} | ${fmt(r.peakRssMb)} | ${fmt(r.rpsPerApiCpuSecond)} |`,
    );
  }
}
lines.push('', `API resident memory when idle after start: ${fmt(results.idleRssMb)} MB.`, '');
lines.push(...throughputPerCoreNotes());
lines.push('## Baseline: the same SQL through pgbench (scenario 7)', '');
if (results.baseline.length) {
  lines.push(...baselineSection());
} else {
  lines.push('pgbench is not installed here (`apt-get install postgresql-client`): no baseline.');
}
lines.push('', '## Scaling (scenario 8)', '');
{
  lines.push(
    '| searches | jobs | connections | req/s | p50 ms | p95 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  const ratios = [];
  for (const [id, variant, label] of [
    [1, 'runs', 'each read (1)'],
    ['1r', 'kept', 'answers kept (1r)'],
  ]) {
    const big = results.scenarios.find((s) => s.id === id)?.runs.find((r) => r.connections === 32);
    const small = results.scaling[variant]?.[0];
    if (!big || !small) continue;
    lines.push(
      `| ${label} | ${SMALL_JOBS.toLocaleString('en-US')} | 32 | ${fmt(small.rps)} | ${fmt(small.p50)} | ${fmt(small.p95)} | ${small.errors} |`,
    );
    lines.push(
      `| ${label} | ${BIG_JOBS.toLocaleString('en-US')} | 32 | ${fmt(big.rps)} | ${fmt(big.p50)} | ${fmt(big.p95)} | ${big.errors} |`,
    );
    ratios.push(`${label} ${fmt(big.p95 / small.p95, 2)}`);
  }
  lines.push(
    '',
    `p95 ratio of the runs above (${BIG_JOBS.toLocaleString('en-US')} / 1,000 jobs): ${ratios.join('; ')}.`,
  );
  const alternating = RATIO_KINDS.filter(([, key]) => results[key]).map(
    ([, key, label]) =>
      `${label} **${fmt(medianRatio(results[key]), 2)}** (rounds ${results[key].map((r) => fmt(r.ratio, 2)).join(', ')})`,
  );
  if (alternating.length)
    lines.push(
      '',
      `Alternating runs at 32 connections (${BIG_JOBS.toLocaleString('en-US')} jobs, then 1,000, ${ROUNDS} times each), ` +
        `the ratio of the medians of p95, the figure the target is read from: ${alternating.join('; ')}.`,
    );
}
lines.push('', '## Streaming the legacy full listings', '');
{
  const s = results.stream;
  lines.push(
    `\`GET /api/v1/jobs\` returned ${s.activeJobs.toLocaleString('en-US')} active jobs (${(s.bytes / 1e6).toFixed(1)} MB) ` +
      `in ${s.seconds.toFixed(1)} s; the API's resident memory went from ${fmt(s.beforeMb)} MB to at most ` +
      `${fmt(s.peakMb)} MB (growth ${fmt(s.growthMb)} MB).`,
  );
  lines.push(
    '',
    '| administrator list | rows | MB | seconds | memory before (MB) | peak (MB) | growth (MB) |',
  );
  lines.push('| --- | --- | --- | --- | --- | --- | --- |');
  for (const a of results.adminStreams ?? []) {
    lines.push(
      `| \`GET ${a.path}\` | ${a.rows.toLocaleString('en-US')} | ${(a.bytes / 1e6).toFixed(1)} | ${a.seconds.toFixed(1)} | ` +
        `${fmt(a.beforeMb)} | ${fmt(a.peakMb)} | ${fmt(a.growthMb)} |`,
    );
  }
}
lines.push('', '## CSV export of 100,000 applicants', '');
if (results.csv) {
  const c = results.csv;
  lines.push(
    `\`GET /api/v1/recruiter/jobs/{id}/applicants.csv\` for a job with ${c.rows.toLocaleString('en-US')} applicants ` +
      `(a tenth with a rating and a note) returned ${(c.bytes / 1e6).toFixed(1)} MB in ${fmt(c.seconds, 1)} s, every row ` +
      `parsed back with csv-parse; the API's resident memory went from ${fmt(c.beforeMb)} MB to at most ` +
      `${fmt(c.peakMb)} MB (growth ${fmt(c.growthMb)} MB). The rows come from a server-side cursor 1,000 at a time.`,
  );
}
lines.push('', '## Job alerts: a daily digest run', '');
if (results.alerts) {
  const a = results.alerts;
  lines.push(
    `${a.alerts.toLocaleString('en-US')} daily alerts due at once against ${a.newJobs.toLocaleString('en-US')} jobs ` +
      `posted since their last digest (on the ${BIG_JOBS.toLocaleString('en-US')}-jobs database), run by the API's own ` +
      `worker: ${fmt(a.seconds, 1)} s (target: under 60 s), ${a.mails.toLocaleString('en-US')} mails written to the ` +
      `outbox listing ${a.matches.toLocaleString('en-US')} jobs; the API's resident memory went from ${fmt(a.beforeMb)} MB ` +
      `to at most ${fmt(a.peakMb)} MB (growth ${fmt(a.growthMb)} MB; target: under 100 MB).`,
  );
}
lines.push('', '## Resume PDF', '');
if (results.resume) {
  const { full, huge } = results.resume;
  lines.push(
    `Drawing a resume with the built code (pdfkit, Noto Sans embedded), one at a time after a warm-up: a full ` +
      `profile (4 positions, 12 skills) median ${fmt(full.median)} ms, p95 ${fmt(full.p95)} ms; a profile at every ` +
      `field's limit, shortened to two pages, median ${fmt(huge.median)} ms, p95 ${fmt(huge.p95)} ms. The API draws ` +
      'them in a worker thread, so its event loop does not wait for them.',
  );
}
lines.push('', '## The sitemap', '');
if (results.sitemap) {
  const m = results.sitemap;
  lines.push(
    `${m.jobs.toLocaleString('en-US')} listed jobs (a database of its own, bulk-loaded): \`/sitemap.xml\` in ` +
      `${fmt(m.indexSeconds, 1)} s, then its ${m.files} files one after the other, ${m.urls.toLocaleString('en-US')} URLs ` +
      `(${(m.bytes / 1e6).toFixed(1)} MB as sent, gzip), in ${fmt(m.seconds, 1)} s in all (slowest file ${fmt(m.slowestFileSeconds, 1)} s); ` +
      `the API's resident memory went from ${fmt(m.beforeMb)} MB to at most ${fmt(m.peakMb)} MB (growth ${fmt(m.growthMb)} MB; ` +
      'target: under 50 MB).',
  );
}
lines.push('', '## Uploads', '');
for (const u of results.uploads ?? []) {
  lines.push(
    `${u.uploads} seekers each upload a 10 MB resume at once (REST multipart, streamed to the ${u.driver === 's3' ? 'S3 storage (s3rver)' : 'database storage (256 KiB chunks)'}): ` +
      `${fmt(u.mb)} MB in ${fmt(u.seconds, 1)} s; the API's resident memory went from ${fmt(u.beforeMb)} MB to at most ` +
      `${fmt(u.peakMb)} MB (growth ${fmt(u.growthMb)} MB; target: under 100 MB).`,
  );
}
/** What the per-core column means, and the login scenario against its targets. */
function throughputPerCoreNotes() {
  const out = [
    'req/s per API CPU-s: requests answered in the measured run divided by the CPU time (user + system, from ' +
      '`/proc/<pid>/stat`) the API process spent in it; the PostgreSQL backends are counted apart (docs/benchmarks.json: ' +
      '`backendCpuSeconds`, `rpsPerTotalCpuSecond`).',
    '',
  ];
  const loginRun = results.scenarios.find((x) => String(x.id) === '6')?.runs.find((r) => r.connections === 8);
  if (loginRun)
    out.push(
      `Login at 8 connections (argon2id, m=19456 KiB, t=2, p=1): ${fmt(loginRun.rps)} req/s (target ≥ 25), API peak ` +
        `resident memory ${fmt(loginRun.peakRssMb)} MB (target < 300).`,
      '',
    );
  return out;
}

/** The baseline's table: medians and spreads over the interleaved rounds. */
function baselineSection() {
  const out = [
    'The statements each request runs were captured from the API (LOG_SQL) with their parameters and ' +
      'replayed by `pgbench -M extended` at the same concurrency against the same database; search rotates ' +
      `over ${searchScripts.length} captured keyword requests. The database is measured after VACUUM ANALYZE once ` +
      `autovacuum is idle on it. At each concurrency the API (A, a process of its own) and pgbench (B) run ` +
      `alternately, ${ROUNDS} times each (A, B, A, B, …), ${DURATION} s a run; each cell is the median over the rounds ` +
      'and, in brackets, the spread (most − least). The API share is taken round by round. Per CPU-s: the API’s ' +
      'requests per CPU-second of the API process; pgbench’s transactions per CPU-second of the PostgreSQL backends serving it.',
    '',
    '| SQL of | statements per request | connections | pgbench tx/s | API req/s | API share % | API req/s per API CPU-s | pgbench tx/s per backend CPU-s | pgbench -M prepared tx/s | API share of prepared % | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const cell = (x, d = 0) => `${fmt(x.median, d)} (${fmt(x.spread, d)})`;
  for (const b of results.baseline) {
    for (const r of b.runs) {
      out.push(
        `| ${b.name} | ${b.statements} | ${r.connections} | ${cell(r.pgbenchTps)} | ${cell(r.apiRps)} | ${cell(r.sharePercent)} | ` +
          `${cell(r.apiRpsPerApiCpuSecond)} | ${cell(r.pgbenchTpsPerBackendCpuSecond)} | ` +
          `${r.pgbenchPreparedTps ? cell(r.pgbenchPreparedTps) : '–'} | ${r.sharePreparedPercent ? cell(r.sharePreparedPercent) : '–'} | ${r.errors} |`,
      );
    }
  }
  out.push(
    '',
    'The API runs the applicants page as a prepared statement (PostgreSQL plans it once per connection), and ' +
      'the session’s statements unprepared; `pgbench -M extended` parses and plans every statement every time, ' +
      '`-M prepared` (run for the applicants SQL as a third run in each round) plans each statement once per ' +
      'connection, so it is the stricter baseline.',
  );
  out.push(...baselineAgainstPreviousRun());
  return out;
}

/**
 * This run's API shares beside those of the run before (docs/benchmarks.json as it was), so that two
 * consecutive runs can be compared: the difference of the medians in percentage points (target: within ±10).
 */
function baselineAgainstPreviousRun() {
  const file = join(ROOT, 'docs/benchmarks.json');
  let before;
  try {
    before = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  const rows = [];
  for (const b of results.baseline) {
    const old = (before.baseline ?? []).find((x) => x.id === b.id);
    for (const r of b.runs) {
      const o = old?.runs?.find((x) => x.connections === r.connections);
      if (!o?.sharePercent) continue;
      rows.push(
        `| ${b.name} | ${r.connections} | ${fmt(o.sharePercent.median)} (${fmt(o.sharePercent.spread)}) | ` +
          `${fmt(r.sharePercent.median)} (${fmt(r.sharePercent.spread)}) | ${fmt(r.sharePercent.median - o.sharePercent.median)} |`,
      );
    }
  }
  if (!rows.length) return [];
  return [
    '',
    `The run before (${before.measuredAt ?? 'date not recorded'}) and this one: the API share's median (spread), in %, and the difference in points.`,
    '',
    '| SQL of | connections | run before | this run | difference (points) |',
    '|---|---:|---:|---:|---:|',
    ...rows,
  ];
}

const docFile = join(ROOT, 'docs/benchmarks.md');
let previous = existsSync(docFile) ? readFileSync(docFile, 'utf8') : '';
// `npm run lighthouse`'s section and every section after it (figures of other runs, written by hand) stay.
const lighthouse = /\n## Lighthouse[\s\S]*$/.exec(previous)?.[0] ?? '';
writeFileSync(docFile, lines.join('\n') + '\n' + lighthouse);
writeFileSync(
  join(ROOT, 'docs/benchmarks.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), machine, seedSeconds, ...results }, null, 2) + '\n',
);
execFileSync('npx', ['prettier', '--write', docFile, join(ROOT, 'docs/benchmarks.json')], {
  cwd: ROOT,
  stdio: 'ignore',
});
rmSync(work, { recursive: true, force: true });
log(`done: docs/benchmarks.md`);
