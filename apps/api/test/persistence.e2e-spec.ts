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

  it('seeds once on first start, tells its address in <folder>.url while it runs, and keeps the data over a restart', async () => {
    const first = await createTestApp({ embedded: { dir }, env: { SEED_DEMO: 'true' } });
    const before = await first.http.get('/api/v1/jobs').expect(200);
    expect(before.body.job.length).toBeGreaterThan(250);
    const ids = before.body.job.map((j: { _id: string }) => j._id);

    // While it runs, its address is in <folder>.url, for psql and other clients.
    const client = new Client({ connectionString: readFileSync(embeddedUrlFile(dir), 'utf8').trim() });
    await client.connect();
    try {
      expect((await client.query('SELECT count(*)::int AS n FROM jobs')).rows).toEqual([{ n: 300 }]);
    } finally {
      await client.end();
    }

    // A second process may not open the same folder while the first runs.
    await expect(startEmbeddedPostgres(dir)).rejects.toThrow(/in use by process/);
    await first.close();
    expect(existsSync(embeddedUrlFile(dir))).toBe(false);

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
});
