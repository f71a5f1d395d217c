import { Client } from 'pg';
import { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { seedDemoData } from '../src/database/seed/seed';
import { createJob } from './factories/job.factory';
import { migrationOptions } from '../src/database/migration-options';
import { createTestApp, TestApp, usesRealPostgres } from './support/test-app';

const TABLES = [
  'api_keys',
  'applicant_notes',
  'applicant_ratings',
  'application_events',
  'applications',
  'audit_events',
  'bookmarks',
  'companies',
  'company_slugs',
  'consent_events',
  'data_exports',
  'file_chunks',
  'files',
  'interview_events',
  'interview_slots',
  'interviews',
  'job_alert_sent',
  'job_alerts',
  'job_day_counts',
  'job_facet_counts',
  'job_lexemes',
  'jobs',
  'mail_outbox',
  'migrations',
  'notifications',
  'otp_challenges',
  'platform_settings',
  'preference_surveys',
  'profile_colleges',
  'profile_experiences',
  'profiles',
  'resume_parses',
  'resume_proposals',
  'search_changes',
  'upgrade_requests',
  'users',
  'waitlist_entries',
  'webhook_deliveries',
  'webhook_subscriptions',
];

/** Tables of the first migration that a later one drops (newsletter sign-ups became job alerts). */
const DROPPED_LATER = ['newsletter_subscriptions'];

async function tables(ds: DataSource): Promise<string[]> {
  const rows: { table_name: string }[] = await ds.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** A test app of its own and a DataSource on its database (to undo and run migrations), both closed after `fn`. */
async function withOwnDataSource(fn: (ds: DataSource) => Promise<void>): Promise<void> {
  const app = await createTestApp();
  const ds = new DataSource(
    dataSourceOptions((app.dataSource.options as { url: string }).url, {
      embedded: app.config.database.embedded,
    }),
  );
  try {
    await ds.initialize();
    await fn(ds);
  } finally {
    if (ds.isInitialized) await ds.destroy();
    await app.close();
  }
}

/** Undoes the latest migrations, one by one, while `applied` holds (at most 40). */
async function undoWhile(ds: DataSource, applied: () => Promise<boolean>): Promise<void> {
  for (let undone = 0; (await applied()) && undone < 40; undone += 1)
    await ds.undoLastMigration({ transaction: 'each' });
}

describe('migrations', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('create the whole domain model on start', async () => {
    expect(await tables(t.dataSource)).toEqual(TABLES);
  });

  it('match the entities: TypeORM finds no table or column to change', async () => {
    const sql = await t.dataSource.driver.createSchemaBuilder().log();
    const changes = sql.upQueries
      .map((q) => q.query)
      // Indexes, checks and foreign-key names live in the migrations only (the keys are compared below).
      .filter(
        (q) =>
          !/(?:CREATE|DROP) (?:UNIQUE )?INDEX|CONSTRAINT "\w+_(?:check|fkey)"|ADD CONSTRAINT "FK_/i.test(q),
      );
    expect(changes).toEqual([]);
  });

  // The queue's own schema (pgboss) is pg-boss's to keep: only the application's tables are compared.
  it('have a foreign key with the same delete rule for every entity relation', async () => {
    // The application's schema only: the queue's tables (schema pgboss) are pg-boss's own, not entities.
    const rows: { tbl: string; col: string; ref: string; rule: string }[] = await t.dataSource.query(`
      SELECT c.conrelid::regclass::text AS tbl, a.attname AS col, c.confrelid::regclass::text AS ref,
             c.confdeltype AS rule
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`);
    const rule: Record<string, string> = { a: 'NO ACTION', c: 'CASCADE', n: 'SET NULL', r: 'RESTRICT' };
    const actual = rows.map((r) => `${r.tbl}.${r.col} -> ${r.ref} ON DELETE ${rule[r.rule]}`).sort();
    const expected = t.dataSource.entityMetadatas
      .flatMap((m) =>
        m.foreignKeys.map(
          (fk) =>
            `${m.tableName}.${fk.columnNames[0]} -> ${fk.referencedTablePath} ON DELETE ${fk.onDelete ?? 'NO ACTION'}`,
        ),
      )
      // file_chunks has no entity: the database file storage reads and writes it in SQL.
      .concat(['file_chunks.file_id -> files ON DELETE CASCADE'])
      .sort();
    expect(actual).toEqual(expected);
  });

  it('enforce the rules the spec implies in the database too', async () => {
    const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);
    const [{ id: userId }] = await q(
      `INSERT INTO users (email, role) VALUES ('Case@Example.in', 'job_seeker') RETURNING id`,
    );
    await expect(
      q(`INSERT INTO users (email, role) VALUES ('case@example.IN', 'job_seeker')`),
    ).rejects.toThrow(/users_email_lower_key/);
    await expect(q(`INSERT INTO users (email, role) VALUES ('x@example.in', 'finder')`)).rejects.toThrow(
      /check/i,
    );
    // A consent event belongs to an account or, without one, to an e-mail address: never to neither.
    await expect(
      q(
        `INSERT INTO consent_events (purpose, notice_version, granted, source) VALUES ('job_alert_mails', 'v1', true, 'mail_link')`,
      ),
    ).rejects.toThrow(/consent_events_holder_check/);
    await q(
      `INSERT INTO consent_events (email, purpose, notice_version, granted, source) VALUES ('v@example.in', 'job_alert_mails', 'v1', true, 'mail_link')`,
    );
    const [{ id: recruiterId }] = await q(
      `INSERT INTO users (email, role) VALUES ('r@acme.in', 'recruiter') RETURNING id`,
    );
    const [{ id: companyId }] = await q(
      `INSERT INTO companies (owner_id, name, logo_color, logo_text) VALUES ($1, 'Acme Analytics', '#2563eb', 'AA') RETURNING id`,
      [recruiterId],
    );
    await expect(
      q(
        `INSERT INTO jobs (company_id, title, description, location, positions) VALUES ($1, 'X', 'Y', 'Pune', 0)`,
        [companyId],
      ),
    ).rejects.toThrow(/check/i);
    const [{ id: jobId }] = await q(
      `INSERT INTO jobs (company_id, title, description, location, skills) VALUES ($1, 'Data Engineer', 'Pipelines', 'Pune', '{Spark}') RETURNING id`,
      [companyId],
    );
    // The search column is maintained by the database, company name included.
    const [hit] = await q(
      `SELECT id FROM jobs WHERE search_vector @@ websearch_to_tsquery('english', 'acme spark engineer')`,
    );
    expect(hit.id).toBe(jobId);
    await q(`UPDATE companies SET name = 'Zenith Labs' WHERE id = $1`, [companyId]);
    const renamed = await q(
      `SELECT id FROM jobs WHERE search_vector @@ websearch_to_tsquery('english', 'zenith')`,
    );
    expect(renamed).toHaveLength(1);
    // Public addresses: the slug follows the name, stays unique, and a rename keeps the old one.
    const slugOf = async (id: string) =>
      ((await q(`SELECT slug FROM companies WHERE id = $1`, [id])) as { slug: string }[])[0].slug;
    expect(await slugOf(companyId)).toBe('zenith-labs');
    expect(await q(`SELECT slug FROM company_slugs WHERE company_id = $1`, [companyId])).toEqual([
      { slug: 'acme-analytics' },
    ]);
    const [{ id: sameName }] = await q(
      `INSERT INTO companies (owner_id, name, logo_color, logo_text) VALUES ($1, 'Acme  Analytics!', '#2563eb', 'AA') RETURNING id`,
      [recruiterId],
    );
    expect(await slugOf(sameName)).toBe('acme-analytics-2');
    await q(`UPDATE companies SET slug = 'chosen', description = 'x' WHERE id = $1`, [sameName]);
    expect(await slugOf(sameName)).toBe('acme-analytics-2');
    const [{ id: noLetters }] = await q(
      `INSERT INTO companies (owner_id, name, logo_color, logo_text) VALUES ($1, '***', '#2563eb', 'AA') RETURNING id`,
      [recruiterId],
    );
    expect(await slugOf(noLetters)).toBe('company');

    await q(`INSERT INTO applications (job_id, applicant_id) VALUES ($1, $2)`, [jobId, userId]);
    await expect(
      q(`INSERT INTO applications (job_id, applicant_id) VALUES ($1, $2)`, [jobId, userId]),
    ).rejects.toThrow(/applications_job_applicant_key/);
    await q(`INSERT INTO upgrade_requests (recruiter_id) VALUES ($1)`, [recruiterId]);
    await expect(q(`INSERT INTO upgrade_requests (recruiter_id) VALUES ($1)`, [recruiterId])).rejects.toThrow(
      /upgrade_requests_one_open_key/,
    );
    // Deleting a recruiter removes their companies, jobs and those jobs' applications.
    await q(`DELETE FROM users WHERE id = $1`, [recruiterId]);
    const [{ count }] = await q(`SELECT count(*)::int AS count FROM applications`);
    expect(count).toBe(0);
  });

  it('revert completely and apply again', async () => {
    const ds = new DataSource(
      dataSourceOptions((t.dataSource.options as { url: string }).url, {
        embedded: t.config.database.embedded,
      }),
    );
    await ds.initialize();
    try {
      for (let i = 0; i < ds.migrations.length; i++) await ds.undoLastMigration({ transaction: 'each' });
      expect(await tables(ds)).toEqual(['migrations']);
      await ds.runMigrations({ transaction: 'each' });
      expect(await tables(ds)).toEqual(TABLES);
    } finally {
      await ds.destroy();
    }
  });

  it('revert every migration after the first and apply them again on seeded data, losing no row', async () => {
    const seeded = await createTestApp();
    const ds = new DataSource(
      dataSourceOptions((seeded.dataSource.options as { url: string }).url, {
        embedded: seeded.config.database.embedded,
      }),
    );
    try {
      await seedDemoData(seeded.dataSource, {
        jobs: 60,
        passwordHashMemoryKib: seeded.config.passwordHashMemoryKib,
      });
      await ds.initialize();
      const counts = async () => {
        const out: Record<string, number> = {};
        for (const table of await tables(ds)) {
          if (table === 'migrations') continue;
          const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM ${table}`);
          out[table] = n;
        }
        return out;
      };
      const before = await counts();
      expect(before.jobs).toBe(60);
      expect(before.applications).toBeGreaterThan(0);
      const later = ds.migrations.length - 1;
      for (let i = 0; i < later; i++) await ds.undoLastMigration({ transaction: 'each' });
      const reverted = await counts();
      // The first migration's tables keep every row while later migrations are undone (those that a
      // later migration drops come back empty).
      for (const table of Object.keys(reverted).filter((t) => !DROPPED_LATER.includes(t)))
        expect([table, reverted[table]]).toEqual([table, before[table]]);
      await ds.runMigrations({ transaction: 'each' });
      const after = await counts();
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      for (const table of Object.keys(reverted).filter((t) => !DROPPED_LATER.includes(t)))
        expect([table, after[table]]).toEqual([table, before[table]]);
    } finally {
      if (ds.isInitialized) await ds.destroy();
      await seeded.close();
    }
  });

  it("rewrite jobs' search documents and saved searches' queries so that node.js and c++ are found", () =>
    withOwnDataSource(async (ds) => {
      // Back to before the migration that reads such words alike on both sides (later ones undone first).
      const rewritten = async () => (await ds.query(`SELECT to_regproc('search_text') AS f`))[0].f !== null;
      await undoWhile(ds, rewritten);
      expect(await rewritten()).toBe(false);
      const job = await createJob(ds, { title: 'Node.js Developer', skills: ['C++'] });
      const [alert] = await ds.query(
        `INSERT INTO job_alerts (email, keyword, keyword_query, frequency) VALUES ('a@example.com', 'C++', 'c:*', 'instant')
         RETURNING id`,
      );
      const finds = async (query: string) =>
        (
          await ds.query(`SELECT search_vector @@ to_tsquery('english', $2) AS m FROM jobs WHERE id = $1`, [
            job.id,
            query,
          ])
        )[0].m;
      expect([await finds('nodejs'), await finds('node & js'), await finds('cpp')]).toEqual([
        false,
        false,
        false,
      ]);

      await ds.runMigrations({ transaction: 'each' });
      expect([await finds('nodejs'), await finds('node & js'), await finds('cpp')]).toEqual([
        true,
        true,
        true,
      ]);
      const [{ keyword_query }] = await ds.query(`SELECT keyword_query FROM job_alerts WHERE id = $1`, [
        alert.id,
      ]);
      expect(keyword_query).toBe('cpp:*');
    }));

  it('moves file bytes into 256 KiB chunks and back, byte for byte', () =>
    withOwnDataSource(async (ds) => {
      // Back to before the migration that moved the bytes into chunks (later migrations undone first).
      const chunked = async () => (await ds.query(`SELECT to_regclass('file_chunks') AS t`))[0].t !== null;
      await undoWhile(ds, chunked);
      expect(await chunked()).toBe(false);
      const sizes = [0, 1, 256 * 1024, 256 * 1024 + 1, 700 * 1024];
      const files = sizes.map((n) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7 + n) % 251)));
      const ids: string[] = [];
      for (const data of files) {
        const [{ id }] = await ds.query(
          `INSERT INTO files (kind, original_name, mime_type, size_bytes, sha256, data)
           VALUES ('resume', 'cv.pdf', 'application/pdf', $1, 'x', $2) RETURNING id`,
          [data.length, data],
        );
        ids.push(id);
      }
      await ds.runMigrations({ transaction: 'each' });
      for (const [i, id] of ids.entries()) {
        const chunks: { seq: number; data: Buffer }[] = await ds.query(
          `SELECT seq, data FROM file_chunks WHERE file_id = $1 ORDER BY seq`,
          [id],
        );
        expect(chunks.map((c) => c.seq)).toEqual(chunks.map((_, n) => n));
        expect(chunks.every((c) => c.data.length <= 256 * 1024)).toBe(true);
        expect(Buffer.concat(chunks.map((c) => c.data))).toEqual(files[i]);
      }
      const [{ storage, complete }] = await ds.query(`SELECT storage, complete FROM files WHERE id = $1`, [
        ids[4],
      ]);
      expect([storage, complete]).toEqual(['db', true]);
      await undoWhile(ds, chunked);
      for (const [i, id] of ids.entries()) {
        const [{ data }] = await ds.query(`SELECT data FROM files WHERE id = $1`, [id]);
        expect(Buffer.from(data)).toEqual(files[i]);
      }
      await ds.runMigrations({ transaction: 'each' });
    }));

  if (usesRealPostgres()) {
    it('run without the statement timeout that the app keeps for its own statements', async () => {
      // A migration slower than the timeout, as building an index on a million jobs is.
      class SlowMigration1799999999999 implements MigrationInterface {
        name = 'SlowMigration1799999999999';
        async up(q: QueryRunner): Promise<void> {
          await q.query('SELECT pg_sleep(0.6)');
          await q.query('CREATE TABLE slow_migration_done (id int)');
        }
        async down(q: QueryRunner): Promise<void> {
          await q.query('SELECT pg_sleep(0.6)');
          await q.query('DROP TABLE slow_migration_done');
        }
      }
      const url = (t.dataSource.options as { url: string }).url;
      const ds = new DataSource({
        ...migrationOptions(url, { embedded: false, statementTimeoutMs: 200 }, [SlowMigration1799999999999]),
        migrationsTableName: 'slow_migrations',
      });
      await ds.initialize();
      try {
        await expect(ds.query('SELECT pg_sleep(0.6)')).rejects.toThrow(/statement timeout/);
        expect(await ds.runMigrations({ transaction: 'each' })).toHaveLength(1);
        expect(await ds.query(`SELECT to_regclass('slow_migration_done')::text AS t`)).toEqual([
          { t: 'slow_migration_done' },
        ]);
        await ds.undoLastMigration({ transaction: 'each' });
        expect(await ds.query(`SELECT to_regclass('slow_migration_done')::text AS t`)).toEqual([{ t: null }]);
        await expect(ds.query('SELECT pg_sleep(0.6)')).rejects.toThrow(/statement timeout/);
        // Waiting for a lock another session holds stays limited.
        await ds.query('CREATE TABLE slow_migration_lock (id int)');
        class LockedMigration1799999999999 implements MigrationInterface {
          name = 'LockedMigration1799999999999';
          async up(q: QueryRunner): Promise<void> {
            await q.query('ALTER TABLE slow_migration_lock ADD COLUMN n int');
          }
          async down(): Promise<void> {}
        }
        const locked = new DataSource({
          ...migrationOptions(url, { embedded: false, statementTimeoutMs: 200 }, [
            LockedMigration1799999999999,
          ]),
          migrationsTableName: 'slow_migrations',
        });
        const holder = new Client({ connectionString: url });
        await holder.connect();
        await locked.initialize();
        try {
          await holder.query('BEGIN');
          await holder.query('LOCK TABLE slow_migration_lock');
          await expect(locked.runMigrations({ transaction: 'each' })).rejects.toThrow(/lock timeout/);
        } finally {
          await holder.query('ROLLBACK');
          await holder.end();
          await locked.destroy();
        }
      } finally {
        await ds.query('DROP TABLE IF EXISTS slow_migrations, slow_migration_lock');
        await ds.destroy();
      }
    });
  }
});
