import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { embeddedUrlFile, startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { createTestApp } from './support/test-app';

/** The zero-setup database keeps its data in a folder across restarts, and only one process opens it. */
describe('embedded database on disk', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'hireloop-pg-')), 'pg');

  afterAll(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  it('seeds once on first start and keeps the data over a restart', async () => {
    const first = await createTestApp({ embedded: { dir }, env: { SEED_DEMO: 'true' } });
    const before = await first.http.get('/api/v1/jobs').expect(200);
    expect(before.body.job.length).toBeGreaterThan(250);
    const ids = before.body.job.map((j: { _id: string }) => j._id);

    // A second process may not open the same folder while the first runs.
    await expect(startEmbeddedPostgres(dir)).rejects.toThrow(/in use by process/);
    await first.close();

    const second = await createTestApp({ embedded: { dir }, env: { SEED_DEMO: 'true' } });
    try {
      const after = await second.http.get('/api/v1/jobs').expect(200);
      expect(after.body.job.map((j: { _id: string }) => j._id)).toEqual(ids);
      const [{ count }] = await second.dataSource.query(`SELECT count(*)::int AS count FROM jobs`);
      expect(count).toBe(300);
    } finally {
      await second.close();
    }
    // Two starts of the app on a new embedded database, with the demo data: minutes on a busy machine.
  }, 180_000);

  it('tells its address in <folder>.url while it runs, for psql and other clients', async () => {
    const other = join(dir, '..', 'other');
    const db = await startEmbeddedPostgres(other);
    try {
      const url = readFileSync(embeddedUrlFile(other), 'utf8').trim();
      expect(url).toBe(db.url);
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        expect((await client.query('SELECT 41 + 1 AS n')).rows).toEqual([{ n: 42 }]);
      } finally {
        await client.end();
      }
    } finally {
      await db.stop();
    }
    expect(existsSync(embeddedUrlFile(other))).toBe(false);
  }, 180_000);
});
