import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './ports';

/** pg_ctl waits for the server at most this long to start or stop. */
const PG_CTL_TIMEOUT_S = 30;

/**
 * A PostgreSQL server of the test's own, in a temporary data folder on a port of its own, that the test
 * may stop and start (the machine's server is never touched). Needs the server binaries: PG_BIN, else
 * the newest /usr/lib/postgresql/<version>/bin, else initdb and pg_ctl on the PATH. initdb refuses to run
 * as root, so as root the server runs as the `postgres` user in a folder it owns.
 */
export class PrivatePostgres {
  readonly port: number;
  private readonly dir: string;
  private readonly bin: string;
  private readonly asUser?: { name: string; uid: number; gid: number };
  private running = false;
  private removeExitHook?: () => void;

  private constructor(port: number) {
    this.port = port;
    this.bin = postgresBin();
    this.asUser = process.getuid?.() === 0 ? postgresUser() : undefined;
    this.dir = mkdtempSync(join(tmpdir(), 'hl-pg-'));
    if (this.asUser) chownSync(this.dir, this.asUser.uid, this.asUser.gid);
  }

  /** initdb, start, and CREATE DATABASE `database`. */
  static async create(database = 'hireloop'): Promise<PrivatePostgres> {
    const pg = new PrivatePostgres(await freePort(55432, 56432));
    try {
      pg.pgCtl(['initdb', '-s', '-o', '--auth=trust --username=postgres --encoding=UTF8 --no-sync']);
      await pg.start();
      const admin = new Client({ connectionString: pg.url('postgres'), connectionTimeoutMillis: 5000 });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${database}`);
      } finally {
        await admin.end();
      }
    } catch (error) {
      pg.destroy();
      throw error;
    }
    // If the test process ends without afterAll (a crash), the server is stopped still.
    const onExit = () => pg.destroy();
    process.once('exit', onExit);
    pg.removeExitHook = () => process.removeListener('exit', onExit);
    return pg;
  }

  url(database = 'hireloop'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.pgCtl([
      'start',
      '-w',
      '-t',
      String(PG_CTL_TIMEOUT_S),
      '-l',
      join(this.dir, 'server.log'),
      '-o',
      options,
    ]);
    this.running = true;
  }

  /**
   * Stops the server and waits until it is gone. `fast` disconnects the clients (admin shutdown, 57P01),
   * `immediate` kills the server processes at once, as a crash would.
   */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    this.pgCtl(['stop', '-w', '-t', String(PG_CTL_TIMEOUT_S), '-m', mode]);
    this.running = false;
  }

  /** The last lines of the server's log, for a failure message. */
  logTail(lines = 20): string {
    const file = join(this.dir, 'server.log');
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '';
  }

  /** Stops the server if it runs and removes its folder. Synchronous and safe to call twice. */
  destroy(): void {
    this.removeExitHook?.();
    this.removeExitHook = undefined;
    if (existsSync(join(this.dir, 'data', 'postmaster.pid')) || this.running) {
      this.pgCtl(['stop', '-w', '-t', '10', '-m', 'immediate'], false);
      this.running = false;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private pgCtl(args: string[], check = true): void {
    const command = [join(this.bin, 'pg_ctl'), '-D', join(this.dir, 'data'), ...args];
    const [file, ...rest] = this.asUser ? ['runuser', '-u', this.asUser.name, '--', ...command] : command;
    const result = spawnSync(file, rest, {
      cwd: this.dir,
      encoding: 'utf8',
      timeout: (PG_CTL_TIMEOUT_S + 10) * 1000,
      env: { ...process.env, LC_ALL: 'C' },
    });
    if (check && (result.status !== 0 || result.error)) {
      throw new Error(
        `pg_ctl ${args[0]} failed (${result.error?.message ?? `exit ${result.status}`}):\n` +
          `${result.stdout}${result.stderr}\n${this.logTail()}`,
      );
    }
  }
}

function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length) return join(root, versions[0], 'bin');
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  if (which.status === 0) return join(which.stdout.trim(), '..');
  throw new Error('PostgreSQL server binaries not found: set PG_BIN to the folder holding initdb and pg_ctl');
}

function postgresUser(): { name: string; uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { name: 'postgres', uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('Running as root: a `postgres` user is needed to run a private PostgreSQL server');
  }
}
