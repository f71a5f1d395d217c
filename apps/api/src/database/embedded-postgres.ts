import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** A postgres:// URL for the ordinary `pg` driver. */
  url: string;
  /** The whole database as a tarball, to start another one from (`startEmbeddedPostgres(undefined, tarball)`). */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

/** Connections the wire-protocol server multiplexes onto the single PGlite instance. */
export const EMBEDDED_MAX_CONNECTIONS = 8;

/**
 * Starts PostgreSQL compiled to WebAssembly (PGlite) and serves it over the Postgres wire protocol on a
 * free loopback port, so TypeORM and `pg` talk to it exactly as to a real server.
 * `dataDir` undefined keeps the database in memory (tests); otherwise it persists in that folder. `from`, a
 * tarball of `dump()`, starts it as a copy of that database.
 */
export async function startEmbeddedPostgres(dataDir?: string, from?: Blob): Promise<EmbeddedPostgres> {
  const logger = new Logger('EmbeddedPostgres');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir, loadDataDir: from, extensions: { btree_gin, pg_trgm } });
  } catch (error) {
    unlock();
    throw error;
  }
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  await server.start();
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  logger.log(`embedded PostgreSQL ${dataDir ? `in ${dataDir}` : 'in memory'} on 127.0.0.1:${address.port}`);
  const url = `postgres://postgres:postgres@127.0.0.1:${address.port}/postgres`;
  // While it runs, its address is in <dataDir>.url, e.g. .data/pg.url, for psql and the browser journeys.
  const urlFile = dataDir ? embeddedUrlFile(dataDir) : null;
  if (urlFile) writeFileSync(urlFile, `${url}\n`);
  return {
    url,
    dump: () => db.dumpDataDir('none'),
    async stop() {
      await server.stop();
      await db.close();
      if (urlFile) rmSync(urlFile, { force: true });
      unlock();
    },
  };
}

/** The file holding the address of the embedded database of `dataDir` while it runs. */
export function embeddedUrlFile(dataDir: string): string {
  return `${dataDir}.url`;
}

/** PGlite keeps its files for one process at a time: refuse a data folder another live process holds. */
const openHere = new Set<string>();

function lockDataDir(dir: string): () => void {
  const lock = `${dir}.lock`;
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    if ((pid === process.pid && openHere.has(dir)) || (pid !== process.pid && isAlive(pid))) {
      throw new Error(`the embedded database in ${dir} is in use by process ${pid}: stop that process first`);
    }
  }
  writeFileSync(lock, String(process.pid));
  openHere.add(dir);
  return () => {
    openHere.delete(dir);
    rmSync(lock, { force: true });
  };
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
