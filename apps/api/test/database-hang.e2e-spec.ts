import { Client } from 'pg';
import { createTestApp, TestApp, usesRealPostgres } from './support/test-app';

const TIMEOUT_MS = 500;

/**
 * A database that hangs rather than one that is down: another session holds an exclusive lock on the
 * jobs table, so every statement on it waits. The statement timeout cancels the wait and the request
 * answers 503 SERVICE_UNAVAILABLE while the lock is still held; liveness is not affected.
 */
describe('a hanging database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { DB_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) } });
  });

  afterAll(() => t.close());

  if (usesRealPostgres()) {
    it('answers 503 on REST and GraphQL while a lock holds the jobs table, and serves again after it', async () => {
      const locker = new Client({ connectionString: t.config.database.url });
      await locker.connect();
      let held = true;
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE');
      // Safety: without a timeout the requests below would wait for this release.
      const release = setTimeout(() => {
        held = false;
        void locker.query('ROLLBACK');
      }, 15_000);
      try {
        const rest = await t.http.get('/api/v1/jobs/query?keyword=engineer');
        const restWhileHeld = held;
        const gql = await t.gql(`{ jobs(page: 1, pageSize: 5) { total } }`);
        const gqlWhileHeld = held;
        const live = await t.http.get('/health/live');
        expect([rest.status, rest.body.code, restWhileHeld]).toEqual([503, 'SERVICE_UNAVAILABLE', true]);
        expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
        expect([gql.errors?.[0]?.extensions?.code, gqlWhileHeld]).toEqual(['SERVICE_UNAVAILABLE', true]);
        expect(live.status).toBe(200);
      } finally {
        clearTimeout(release);
        if (held) await locker.query('ROLLBACK');
        held = false;
        await locker.end();
      }
      const after = await t.http.get('/api/v1/jobs');
      expect([after.status, after.body.success]).toEqual([200, true]);
    });
  } else {
    // PGlite runs one statement at a time and has no timer to cancel one with: no timeout is set there.
    it('sets no statement timeout on the embedded database, which keeps answering', async () => {
      expect(await t.dataSource.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '0' }]);
      const res = await t.http.get('/api/v1/jobs');
      expect([res.status, res.body.success]).toEqual([200, true]);
    });
  }
});
