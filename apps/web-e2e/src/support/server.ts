import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export const ROOT = join(__dirname, '..', '..', '..', '..');

export interface RunningServer {
  baseUrl: string;
  /** The server's database, for journeys that change what no product screen or endpoint may. */
  databaseUrl: string;
  /** The file the server's output goes to while it runs (read by a failed journey, see browserJourney). */
  logFile: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number, proc: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms:\n${log()}`);
}

/**
 * Ends the server process: SIGTERM (a graceful shutdown), SIGKILL when it has not exited after 10 s.
 * Resolves once it has exited and its output pipes are closed, and leaves no timer behind, so nothing
 * keeps the test runner from exiting.
 */
async function stopProcess(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const closed = new Promise<void>((resolve) => proc.once('close', () => resolve()));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
  await closed;
  clearTimeout(timer);
}

/**
 * Starts the built API (which serves the built web app) on a free port with demo data: on a fresh
 * database of DATABASE_URL's server when it is set, else on an embedded database in a temporary folder.
 * `extraEnv` adds settings, e.g. SMTP_URL of the mail catcher.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-web-e2e-'));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (process.env.DATABASE_URL) {
    dbName = `hl_web_e2e_${randomBytes(5).toString('hex')}`;
    const c = new Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`CREATE DATABASE ${dbName}`);
    await c.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  let log = '';
  const baseUrl = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: baseUrl,
      // argon2 at 1 MiB instead of 64: the journeys sign in dozens of times.
      PASSWORD_HASH_MEMORY_KIB: '1024',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = join(dataDir, 'server.log');
  const logStream = createWriteStream(logFile);
  proc.stdout?.on('data', (d) => (log += d));
  proc.stderr?.on('data', (d) => (log += d));
  proc.stdout?.pipe(logStream);
  proc.stderr?.pipe(logStream);
  await waitFor(`${baseUrl}/health`, 180_000, proc, () => log);
  return {
    baseUrl,
    // The embedded database tells its address in <DATA_DIR>/pg.url while it runs.
    databaseUrl: databaseUrl ?? readFileSync(join(dataDir, 'pg.url'), 'utf8').trim(),
    logFile,
    async stop() {
      await stopProcess(proc);
      if (dbName && process.env.DATABASE_URL) {
        const c = new Client({ connectionString: process.env.DATABASE_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await c.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
