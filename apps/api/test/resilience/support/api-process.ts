import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { get } from './http';

export const MAIN_JS = join(__dirname, '..', '..', '..', 'dist', 'main.js');

/** The built API (`node apps/api/dist/main.js`) in a process of its own, as production runs it. */
export class ApiProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private output = '';

  private constructor(
    readonly port: number,
    databaseUrl: string,
    env: Record<string, string>,
  ) {
    if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build the API first`);
    this.child = spawn(process.execPath, [MAIN_JS], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        JWT_SECRET: 'resilience-test-secret-0123456789abcdefghij',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d: Buffer) => {
      this.output = (this.output + d.toString()).slice(-20_000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
  }

  /** Starts the API and waits (at most timeoutMs) until /health/ready answers 200. */
  static async start(
    port: number,
    databaseUrl: string,
    env: Record<string, string> = {},
    timeoutMs = 30_000,
  ): Promise<ApiProcess> {
    const api = new ApiProcess(port, databaseUrl, env);
    const deadline = Date.now() + timeoutMs;
    let exited = false;
    void api.exited.then(() => (exited = true));
    while (Date.now() < deadline && !exited) {
      const res = await get(`${api.url}/health/ready`, { timeoutMs: 2000 }).catch(() => undefined);
      if (res?.status === 200) return api;
      await sleep(200);
    }
    api.kill();
    throw new Error(`the API did not become ready within ${timeoutMs} ms:\n${api.log()}`);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last output of the process (for failure messages). */
  log(): string {
    return this.output;
  }

  /** Ends the process at once, if it still runs. */
  kill(): void {
    if (this.running) this.child.kill('SIGKILL');
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The promise's value, or undefined when it has not settled within ms (the timer does not linger). */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
