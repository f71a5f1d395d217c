import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { migrationOptions } from '../../src/database/migration-options';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const ROOT = join(__dirname, '..', '..', '..', '..');
const MIGRATIONS_DIR = join(ROOT, 'apps', 'api', 'src', 'database', 'migrations');
/** Where the embedded database's migrated template is kept between runs (a fresh clone has none). */
const EMBEDDED_TEMPLATES = join(ROOT, 'node_modules', '.cache', 'hireloop-e2e');

/** A hash of the migrations' source (and of the embedded engine's version): a change makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  hash.update(readFileSync(join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer<T>(serverUrl: string, work: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/**
 * The name of a database holding every migration of this checkout, made once per set of migrations
 * (named by a hash of their source, so a changed migration gets a template of its own): suites copy it
 * instead of migrating, which PostgreSQL does in a fraction of the time.
 */
export async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `hl_e2e_tpl_${migrationsHash()}`;
  return withServer(serverUrl, async (c) => {
    // One process builds it; the others wait for it here.
    await c.query(`SELECT pg_advisory_lock(hashtext($1))`, [name]);
    try {
      const { rowCount } = await c.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
      if (rowCount) return name;
      const building = `${name}_${randomBytes(3).toString('hex')}`;
      await c.query(`CREATE DATABASE ${building}`);
      const ds = new DataSource(migrationOptions(databaseUrl(serverUrl, building), { embedded: false }));
      try {
        await ds.initialize();
        await ds.runMigrations({ transaction: 'each' });
      } finally {
        await ds.destroy();
      }
      // Renamed only when complete: a template that exists is always whole.
      await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await c.query(`SELECT pg_advisory_unlock(hashtext($1))`, [name]);
    }
  });
}

/**
 * A fresh database on the server of DATABASE_URL, dropped afterwards: each test file gets its own, a copy
 * of a migrated template (the app's migrations on start then find nothing to do).
 */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const template = await migratedTemplate(serverUrl);
  const name = `hl_e2e_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      await withServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * The embedded database with every migration of this checkout, as a tarball to start each suite's
 * in-memory database from (`startEmbeddedPostgres(undefined, template)`): migrated once and kept in
 * node_modules/.cache, named by the migrations' hash. Written under a temporary name and renamed when
 * whole, so a process that finds the file finds all of it (two processes may both build it; either copy
 * is the same).
 */
export async function embeddedTemplate(): Promise<Blob> {
  const file = join(EMBEDDED_TEMPLATES, `pglite-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const embedded = await startEmbeddedPostgres();
    try {
      const ds = new DataSource(migrationOptions(embedded.url, { embedded: true }));
      await ds.initialize();
      try {
        await ds.runMigrations({ transaction: 'each' });
      } finally {
        await ds.destroy();
      }
      const tarball = Buffer.from(await (await embedded.dump()).arrayBuffer());
      mkdirSync(EMBEDDED_TEMPLATES, { recursive: true });
      const building = `${file}.${process.pid}.${randomBytes(3).toString('hex')}`;
      writeFileSync(building, tarball);
      renameSync(building, file);
    } finally {
      await embedded.stop();
    }
  }
  return new Blob([readFileSync(file)]);
}

/**
 * Writes a test's fixtures in bulk (thousands of rows in one statement) without the app's statement
 * timeout, which is for requests: on a busy machine such a statement may take longer than a request may.
 */
export async function writeInBulk(ds: DataSource, sql: string, params: unknown[] = []): Promise<void> {
  await ds.transaction(async (m) => {
    await m.query('SET LOCAL statement_timeout = 0');
    await m.query(sql, params);
  });
}
