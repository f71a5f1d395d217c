import { Client } from 'pg';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { createTestApp, TestApp, usesRealPostgres } from './support/test-app';

const SEARCH = `query($keyword: String) { jobs(keyword: $keyword, page: 1, pageSize: 20) { total items { title } } }`;

/**
 * Backends of this database running a keyword search's statement (its text as the database shows it, cut
 * at 1 kB, starts with the keyword's query), and of those, the ones waiting for a lock.
 */
async function searchesInDatabase(t: TestApp): Promise<{ running: number; waiting: number }> {
  const [row] = await t.dataSource.query(
    `SELECT count(*)::int AS running, count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS waiting
     FROM pg_stat_activity
     WHERE datname = current_database() AND state = 'active' AND query LIKE 'WITH q AS MATERIALIZED%'`,
  );
  return row;
}

// It holds the jobs table with a lock in another session, which the embedded database cannot serve beside.
(usesRealPostgres() ? describe : describe.skip)(
  'job search: at most SEARCH_READS_AT_ONCE search statements at once',
  () => {
    let t: TestApp;
    const search = (keyword: string) =>
      t.gql<{ jobs: { total: number; items: { title: string }[] } }>(SEARCH, { keyword }).then((res) => {
        if (res.errors) throw new Error(JSON.stringify(res.errors));
        return res.data!.jobs;
      });

    beforeAll(async () => {
      // Keyword searches then never add the count of active jobs to their statement.
      // Each test's clients speak from addresses of their own (X-Forwarded-For behind TRUST_PROXY).
      t = await createTestApp({
        env: { SEARCH_READS_AT_ONCE: '1', SEARCH_RECENT_FIRST_JOBS: '0', TRUST_PROXY: '1' },
      });
      const companyId = (await createCompany(t.dataSource, { name: 'Osprey Works' })).id;
      for (const title of ['Osprey Platform Engineer', 'Osprey Data Engineer', 'Osprey Product Designer']) {
        await createJob(t.dataSource, { companyId, title });
      }
    });

    afterAll(() => t.close());

    it('lets a search wait in the API while the place is taken, and answers a kept search meanwhile', async () => {
      expect((await search('osprey')).total).toBe(3);
      // The one place is taken by a search the database holds up (another session locks the jobs table, as
      // a slow statement would); the next search waits for the place instead of running beside it.
      const holder = new Client({ connectionString: t.config.database.url });
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE');
      let first: Promise<{ total: number }> | undefined;
      let second: Promise<{ total: number }> | undefined;
      try {
        first = search('osprey engineer');
        for (let i = 0; i < 200 && (await searchesInDatabase(t)).waiting < 1; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await searchesInDatabase(t)).toEqual({ running: 1, waiting: 1 });
        second = search('osprey designer');
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await searchesInDatabase(t)).toEqual({ running: 1, waiting: 1 });
        // A search asked before is answered from its kept answer without waiting for a place.
        expect((await search('osprey')).total).toBe(3);
      } finally {
        await holder.query('ROLLBACK');
        await holder.end();
      }
      expect((await first)?.total).toBe(2);
      expect((await second)?.total).toBe(1);
    });

    it("serves waiting clients in turn: one network's many searches hold up another's by one of theirs", async () => {
      const finished: string[] = [];
      const pageOf = (address: string, keyword: string, page: number, name: string) =>
        t.http
          .post('/graphql')
          .set('X-Forwarded-For', address)
          .send({
            query: `query($keyword: String, $page: Int!) { jobs(keyword: $keyword, page: $page, pageSize: 1) { total } }`,
            variables: { keyword, page },
          })
          .then((res) => {
            expect(res.body.errors).toBeUndefined();
            finished.push(name);
          });
      const holder = new Client({ connectionString: t.config.database.url });
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE');
      const asked: Promise<void>[] = [];
      try {
        // One client takes the place (its search held up by the lock) and queues six more pages, from three
        // addresses of one IPv6 /64 (one subscriber's line)...
        const own = ['2001:db8:7:7::a', '2001:db8:7:7::b', '2001:db8:7:7:ffff::c'];
        asked.push(pageOf(own[0], 'osprey', 1, 'a1'));
        for (let i = 0; i < 200 && (await searchesInDatabase(t)).waiting < 1; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        for (let page = 2; page <= 7; page++) asked.push(pageOf(own[page % 3], 'osprey', page, `a${page}`));
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        // ...then another client asks a search of its own.
        asked.push(pageOf('198.51.100.9', 'osprey engineer', 1, 'b1'));
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await searchesInDatabase(t)).toEqual({ running: 1, waiting: 1 });
      } finally {
        await holder.query('ROLLBACK');
        await holder.end();
      }
      await Promise.all(asked);
      // In arrival order it would be last; with a turn per address, fourth; with a turn per network, after
      // one of the first client's waiting searches.
      expect(finished.slice(finished.indexOf('b1') + 1).length).toBeGreaterThanOrEqual(5);
    });
  },
);
