import { seedDemoData } from '../src/database/seed/seed';
import { SEARCH_CONFIG } from '../src/modules/jobs/job-search';
import {
  roundedEstimate,
  SEARCH_EXACT_LIMIT,
  SEARCH_OTHER_VALUES_LIMIT,
  SEARCH_RECENT_DAYS,
  SEARCH_SAMPLE_LIMIT,
  SEARCH_SAMPLE_MIN,
} from '../src/modules/jobs/jobs.service';
import { captureQueries } from './support/statements';
import { createTestApp, TestApp } from './support/test-app';

interface Facet {
  value: string;
  count: number;
}
interface Page {
  total: number;
  totalIsEstimate: boolean;
  totalIsLowerBound: boolean;
  pageCount: number;
  items: { title: string; createdAt: string }[];
  facets: { estimated: boolean; jobTypes: Facet[]; locations: Facet[]; categories: Facet[] };
}

const SEARCH = `query Search($keyword: String, $jobTypes: [String!], $locations: [String!], $sort: JobSort, $pageSize: Int! = 6, $postedWithin: Int) {
  jobs(keyword: $keyword, jobTypes: $jobTypes, locations: $locations, sort: $sort, pageSize: $pageSize, postedWithin: $postedWithin) {
    total totalIsEstimate totalIsLowerBound pageCount
    items { title createdAt }
    facets { estimated jobTypes { value count } locations { value count } categories { value count } }
  }
}`;

/**
 * Keyword searches on a big site (SEARCH_RECENT_FIRST_JOBS active jobs and more; 1 here) read the matches
 * of the newest days first, one day at a time, then the older jobs: the same exact figures below the read
 * limit, and the newest matches when a word matches more jobs than a search reads.
 */
async function searchIn(t: TestApp, vars: Record<string, unknown>): Promise<Page> {
  const res = await t.gql<{ jobs: Page }>(SEARCH, vars);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.jobs;
}

describe('job search, newest days first', () => {
  let t: TestApp;
  const search = (vars: Record<string, unknown>) => searchIn(t, vars);

  beforeAll(async () => {
    t = await createTestApp({ env: { SEARCH_RECENT_FIRST_JOBS: '1' } });
    // 120 jobs posted over the last 60 days.
    await seedDemoData(t.dataSource, { jobs: 120, passwordHashMemoryKib: t.config.passwordHashMemoryKib });
    // The way is chosen by the active jobs the last keyword search counted: this one counts them.
    await search({ keyword: 'engineer' });
  });

  afterAll(() => t.close());

  it('reads the days one by one, then the older jobs, in one statement served by the indexes', async () => {
    const queries = await captureQueries(t.dataSource, () => search({ keyword: 'developer' }));
    const statement = queries.find((q) => /GROUPING SETS/.test(q.sql));
    expect(statement?.sql).toMatch(/generate_series\(0, \d+\)/);
    expect(queries).toHaveLength(1);
    await t.dataSource.query(`ANALYZE jobs`);
    const runner = t.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query(`SET LOCAL enable_seqscan = off`);
      const [row] = await runner.query(`EXPLAIN (FORMAT JSON) ${statement!.sql}`, statement!.params);
      await runner.rollbackTransaction();
      const indexes: string[] = [];
      const seqScans: string[] = [];
      const walk = (node: Record<string, unknown>) => {
        if (node['Relation Name'] === 'jobs' && node['Node Type'] === 'Seq Scan') seqScans.push('jobs');
        if (node['Index Name']) indexes.push(String(node['Index Name']));
        for (const child of (node['Plans'] as Record<string, unknown>[] | undefined) ?? []) walk(child);
      };
      walk((row['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0].Plan);
      expect(seqScans).toEqual([]);
      expect(indexes.length).toBeGreaterThan(0);
    } finally {
      await runner.release();
    }
  });

  it('counts every match exactly below the read limit, days older than the newest ones included', async () => {
    const ds = t.dataSource;
    const [{ span }] = await ds.query(
      `SELECT extract(day FROM max(created_at) - min(created_at))::int AS span FROM jobs WHERE status = 'active'`,
    );
    expect(span).toBeGreaterThan(SEARCH_RECENT_DAYS);
    for (const [keyword, locations] of [
      ['developer', []],
      ['engineer', ['Bangalore, Karnataka', 'Pune, Maharashtra']],
      ['manager', ['Mumbai, Maharashtra']],
    ] as const) {
      const where = `status = 'active' AND search_vector @@ to_tsquery('${SEARCH_CONFIG}', $1 || ':*')`;
      const locationOk = `(cardinality($2::text[]) = 0 OR location = ANY($2))`;
      const [{ total, older }] = await ds.query(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE created_at < now() - interval '${SEARCH_RECENT_DAYS + 1} days')::int AS older
         FROM jobs WHERE ${where} AND ${locationOk}`,
        [keyword, locations],
      );
      expect(older).toBeGreaterThan(0);
      const byLocation: Facet[] = (
        await ds.query(
          `SELECT location AS value, count(*)::int AS count FROM jobs WHERE ${where} AND $2::text[] IS NOT NULL
           GROUP BY 1 ORDER BY 2 DESC, 1`,
          [keyword, locations],
        )
      ).map((r: Facet) => ({ value: r.value, count: r.count }));
      const page = await search({ keyword, locations });
      expect(page.total).toBe(total);
      expect(page.totalIsEstimate).toBe(false);
      expect(page.facets.locations).toEqual(byLocation);
      expect(page.facets.estimated).toBe(false);
    }
  });

  it('estimates the total of a word matching many jobs from the newest days whole, scaled to the jobs it could match, and pages through the jobs read', async () => {
    const ds = t.dataSource;
    const count = SEARCH_EXACT_LIMIT + 200;
    // Inserted oldest first, as a live table grows: one every 30 minutes, the newest 10 minutes old.
    await ds.query(
      `INSERT INTO jobs (company_id, title, description, location, job_type, category, skills, created_at)
       SELECT (SELECT id FROM companies ORDER BY created_at LIMIT 1), 'Quasar Specialist ' || g, 'x',
              'Kochi, Kerala', 'Full-time', 'Sales', '{}', now() - interval '10 minutes' - g * interval '30 minutes'
         FROM generate_series(${count}, 1, -1) g ORDER BY g DESC`,
    );
    try {
      /**
       * The estimate as the rule says it, from the jobs themselves: the matches (posted since `since`) of
       * the newest UTC days up to the first at which more than SEARCH_SAMPLE_LIMIT have been met, that day
       * whole, times the active jobs the search could match over those of the days read, a day's jobs
       * counted after `since` only, as if posted evenly over the day.
       */
      const expected = async (since: Date | null) => {
        const days: { k: number; matches: number; jobs: number; share: number }[] = await ds.query(
          `WITH newest AS (SELECT (max(created_at) AT TIME ZONE 'UTC')::date AS d FROM jobs WHERE status = 'active'),
                s AS (SELECT ($1::timestamptz AT TIME ZONE 'UTC') AS at)
           SELECT newest.d - (created_at AT TIME ZONE 'UTC')::date AS k,
                  count(*) FILTER (WHERE title LIKE 'Quasar Specialist %' AND ($1 IS NULL OR created_at >= $1))::int AS matches,
                  count(*)::int AS jobs,
                  CASE WHEN $1 IS NULL OR (created_at AT TIME ZONE 'UTC')::date > s.at::date THEN 1
                       WHEN (created_at AT TIME ZONE 'UTC')::date = s.at::date
                         THEN 1 - extract(epoch FROM s.at - s.at::date::timestamp) / 86400
                       ELSE 0 END::float8 AS share
           FROM jobs, newest, s WHERE status = 'active' GROUP BY 1, 4 ORDER BY 1`,
          [since],
        );
        const matchable = days.reduce((sum, d) => sum + d.jobs * d.share, 0);
        let matches = 0;
        let jobs = 0;
        for (const day of days) {
          matches += day.matches;
          jobs += day.jobs * day.share;
          if (matches > SEARCH_SAMPLE_LIMIT) break;
        }
        return { estimate: roundedEstimate((matches * matchable) / jobs), read: matches };
      };
      const newest = await search({ keyword: 'quasar', sort: 'NEWEST', pageSize: 5 });
      expect(newest.items.map((i) => i.title)).toEqual([1, 2, 3, 4, 5].map((g) => `Quasar Specialist ${g}`));
      expect(newest).toMatchObject({ totalIsEstimate: true, totalIsLowerBound: false });
      const rule = await expected(null);
      expect(rule.read).toBeLessThan(count / 3);
      expect(newest.total).toBe(rule.estimate);
      // Close to the truth, which was not read.
      expect(Math.abs(newest.total - count) / count).toBeLessThan(0.15);
      // The pages are cut from the jobs read, and stop there.
      expect(newest.pageCount).toBe(Math.ceil(rule.read / 5));
      // The facet counts are those of the days read: lower bounds, marked so.
      expect(newest.facets.estimated).toBe(true);
      expect(newest.facets.locations).toEqual([{ value: 'Kochi, Kerala', count: rule.read }]);

      // Every page of the ranked search says the same and shows each job read once.
      const seen = new Set<string>();
      let pages = 0;
      for (let page = 1; page <= 20; page++) {
        const res = await t.gql<{ jobs: Page & { items: { id: string }[] } }>(
          `query($page: Int!) { jobs(keyword: "quasar", page: $page, pageSize: 50) {
             total totalIsEstimate pageCount items { id } } }`,
          { page },
        );
        const jobs = res.data!.jobs;
        expect(jobs).toMatchObject({
          total: rule.estimate,
          totalIsEstimate: true,
          pageCount: Math.ceil(rule.read / 50),
        });
        if (page > jobs.pageCount) {
          expect(jobs.items).toEqual([]);
          break;
        }
        pages++;
        expect(jobs.items.length).toBeGreaterThan(0);
        for (const item of jobs.items) {
          expect(seen.has(item.id)).toBe(false);
          seen.add(item.id);
        }
      }
      expect(pages).toBe(Math.ceil(rule.read / 50));
      expect(seen.size).toBe(rule.read);

      // Posted within a week: scaled to the jobs the search could match, not to every active job.
      const [{ since }] = await ds.query(`SELECT date_trunc('minute', now()) - interval '7 days' AS since`);
      const week = await search({ keyword: 'quasar', postedWithin: 7 });
      const [{ inWeek }] = await ds.query(
        `SELECT count(*)::int AS "inWeek" FROM jobs WHERE title LIKE 'Quasar Specialist %' AND created_at >= $1`,
        [since],
      );
      expect(week.totalIsEstimate).toBe(true);
      // The same rule (within one step of its rounding, should the minute have turned meanwhile).
      expect(Math.abs(week.total - (await expected(since)).estimate)).toBeLessThanOrEqual(10);
      expect(Math.abs(week.total - inWeek) / inWeek).toBeLessThan(0.15);
    } finally {
      await ds.query(`DELETE FROM jobs WHERE title LIKE 'Quasar Specialist %'`);
    }
  });

  it('keeps the active jobs per day of posting exact through posting, closing, reopening and deleting', async () => {
    const ds = t.dataSource;
    const kept = () =>
      ds.query(`SELECT day::text AS day, jobs FROM job_day_counts WHERE jobs <> 0 ORDER BY day`) as Promise<
        { day: string; jobs: number }[]
      >;
    const counted = () =>
      ds.query(
        `SELECT ((created_at AT TIME ZONE 'UTC')::date)::text AS day, count(*)::int AS jobs
         FROM jobs WHERE status = 'active' GROUP BY 1 ORDER BY 1`,
      ) as Promise<{ day: string; jobs: number }[]>;
    expect(await kept()).toEqual(await counted());
    await ds.query(
      `INSERT INTO jobs (company_id, title, description, location, job_type, category, skills, created_at)
       SELECT (SELECT id FROM companies ORDER BY created_at LIMIT 1), 'Nimbus Tester ' || g, 'x',
              'Kochi, Kerala', 'Full-time', 'Sales', '{}', now() - g * interval '9 hours'
         FROM generate_series(1, 30) g`,
    );
    try {
      expect(await kept()).toEqual(await counted());
      await ds.query(
        `UPDATE jobs SET status = 'closed' WHERE title LIKE 'Nimbus Tester %' AND title < 'Nimbus Tester 2'`,
      );
      expect(await kept()).toEqual(await counted());
      await ds.query(`UPDATE jobs SET status = 'active' WHERE title LIKE 'Nimbus Tester 1%'`);
      await ds.query(
        `UPDATE jobs SET created_at = created_at - interval '3 days' WHERE title LIKE 'Nimbus Tester 2%'`,
      );
      expect(await kept()).toEqual(await counted());
    } finally {
      await ds.query(`DELETE FROM jobs WHERE title LIKE 'Nimbus Tester %'`);
    }
    expect(await kept()).toEqual(await counted());
  });

  it('reads the older days, and counts exactly, when the newest days hold fewer matches than an estimate needs', async () => {
    const ds = t.dataSource;
    // SEARCH_SAMPLE_MIN - 1 matches in the newest days, and as many again older.
    const each = SEARCH_SAMPLE_MIN - 1;
    await ds.query(
      `INSERT INTO jobs (company_id, title, description, location, job_type, category, skills, created_at)
       SELECT (SELECT id FROM companies ORDER BY created_at LIMIT 1), 'Orrery Planner ' || g, 'x',
              'Kochi, Kerala', 'Full-time', 'Sales', '{}',
              CASE WHEN g <= ${each} THEN now() - g * interval '1 hour'
                   ELSE now() - interval '${SEARCH_RECENT_DAYS + 5} days' - g * interval '1 hour' END
         FROM generate_series(1, ${2 * each}) g`,
    );
    try {
      const page = await search({ keyword: 'orrery' });
      expect(page).toMatchObject({ total: 2 * each, totalIsEstimate: false, totalIsLowerBound: false });
      expect(page.facets.estimated).toBe(false);
    } finally {
      await ds.query(`DELETE FROM jobs WHERE title LIKE 'Orrery Planner %'`);
    }
  });
});

describe('job search, newest days first whatever the size (SEARCH_RECENT_FIRST_JOBS=0)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { SEARCH_RECENT_FIRST_JOBS: '0' } });
    await seedDemoData(t.dataSource, { jobs: 20, passwordHashMemoryKib: t.config.passwordHashMemoryKib });
  });

  afterAll(() => t.close());

  it('reads the days one by one from the first search and never counts the active jobs', async () => {
    for (const keyword of ['developer', 'engineer']) {
      const queries = await captureQueries(t.dataSource, async () => {
        const res = await t.gql(SEARCH, { keyword });
        expect(res.errors).toBeUndefined();
      });
      expect(queries).toHaveLength(1);
      expect(queries[0].sql).toMatch(/generate_series\(0, \d+\)/);
      expect(queries[0].sql).not.toMatch(/FROM job_facet_counts/);
    }
  });

  it('reads a bounded number of the jobs failing a filter: their counts are lower bounds, marked so, while the total and the chosen city stay exact', async () => {
    const ds = t.dataSource;
    const elsewhere = SEARCH_OTHER_VALUES_LIMIT + 150;
    // Every tenth in Kochi (the city searched), the rest in Jaipur, one every 20 minutes, newest first.
    await ds.query(
      `INSERT INTO jobs (company_id, title, description, location, job_type, category, skills, created_at)
       SELECT (SELECT id FROM companies ORDER BY created_at LIMIT 1), 'Zephyrine Analyst ' || g, 'x',
              CASE WHEN g % 10 = 0 THEN 'Kochi, Kerala' ELSE 'Jaipur, Rajasthan' END, 'Full-time', 'Sales', '{}',
              now() - interval '10 minutes' - g * interval '20 minutes'
         FROM generate_series(${Math.ceil((elsewhere * 10) / 9)}, 1, -1) g ORDER BY g DESC`,
    );
    try {
      const [{ kochi, jaipur }] = await ds.query(
        `SELECT count(*) FILTER (WHERE location = 'Kochi, Kerala')::int AS kochi,
                count(*) FILTER (WHERE location = 'Jaipur, Rajasthan')::int AS jaipur
         FROM jobs WHERE title LIKE 'Zephyrine Analyst %'`,
      );
      expect(jaipur).toBeGreaterThan(SEARCH_OTHER_VALUES_LIMIT + 1);
      const page = await searchIn(t, { keyword: 'zephyrine', locations: ['Kochi, Kerala'] });
      expect(page.total).toBe(kochi);
      expect(page.totalIsEstimate).toBe(false);
      expect(page.facets.estimated).toBe(true);
      const counts = Object.fromEntries(page.facets.locations.map((l) => [l.value, l.count]));
      expect(counts['Kochi, Kerala']).toBe(kochi);
      // Jaipur's jobs fail the city filter: said as the limit ("200+"), a lower bound of the jobs there.
      expect(counts['Jaipur, Rajasthan']).toBe(SEARCH_OTHER_VALUES_LIMIT);
      expect(counts['Jaipur, Rajasthan']).toBeLessThan(jaipur);
      // Without a filter every match passes: more than an estimate needs in the newest days, so the total
      // is scaled from them (the demo jobs spread over 60 days, these over the last few).
      const all = await searchIn(t, { keyword: 'zephyrine' });
      expect(all).toMatchObject({ totalIsEstimate: true, totalIsLowerBound: false });
      expect(Math.abs(all.total - (kochi + jaipur)) / (kochi + jaipur)).toBeLessThan(0.15);
      expect(all.facets.estimated).toBe(true);
    } finally {
      await ds.query(`DELETE FROM jobs WHERE title LIKE 'Zephyrine Analyst %'`);
    }
  });
});
