import { JobStatus } from '@hireloop/schema';
import { Job } from '../src/modules/jobs/job.entity';
import { SEARCH_EXACT_LIMIT } from '../src/modules/jobs/jobs.service';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { captureQueries, captureStatements } from './support/statements';
import { createTestApp, TestApp } from './support/test-app';

interface Page {
  jobs: {
    total: number;
    totalIsEstimate: boolean;
    page: number;
    pageCount: number;
    matchedBy: string;
    items: {
      title: string;
      jobType: string;
      location: string;
      category: string;
      company: { name: string };
    }[];
    facets: { jobTypes: Facet[]; locations: Facet[]; categories: Facet[] };
  };
}
interface Facet {
  value: string;
  count: number;
}

const SEARCH = `query Search($keyword: String, $jobTypes: [String!], $locations: [String!], $categories: [String!], $page: Int! = 1, $pageSize: Int! = 6) {
  jobs(keyword: $keyword, jobTypes: $jobTypes, locations: $locations, categories: $categories, page: $page, pageSize: $pageSize) {
    total totalIsEstimate page pageCount matchedBy
    items { title jobType location category company { name } }
    facets { jobTypes { value count } locations { value count } categories { value count } }
  }
}`;

describe('job search', () => {
  let t: TestApp;
  const search = async (vars: Record<string, unknown>) => {
    const res = await t.gql<Page>(SEARCH, vars);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.jobs;
  };
  const titles = (p: Page['jobs']) => p.items.map((i) => i.title);

  beforeAll(async () => {
    t = await createTestApp();
    const ds = t.dataSource;
    const acme = await createCompany(ds, { name: 'Acme Analytics' });
    const zen = await createCompany(ds, { name: 'Zenith Labs' });
    const old = new Date(Date.UTC(2026, 0, 1));
    const make = (o: Partial<Job>) => createJob(ds, { companyId: acme.id, skills: [], ...o });
    // Description mentions Kotlin; created later, so recency alone would put it first.
    await make({
      title: 'Android Engineer',
      description: 'Build apps with Kotlin every day.',
      createdAt: new Date(Date.UTC(2026, 5, 1)),
    });
    await make({ title: 'Kotlin Developer', description: 'Backend services.', createdAt: old });
    await make({
      title: 'React Developer',
      skills: ['React', 'TypeScript'],
      location: 'Pune, Maharashtra',
      jobType: 'Full-time',
      category: 'Technology',
    });
    await make({
      title: 'UI Designer',
      skills: ['Figma'],
      location: 'Pune, Maharashtra',
      jobType: 'Contract',
      category: 'Design & Creative',
    });
    await make({
      title: 'Sales Executive',
      location: 'Mumbai, Maharashtra',
      jobType: 'Full-time',
      category: 'Sales',
    });
    await make({
      title: 'Data Analyst',
      location: 'Mumbai, Maharashtra',
      jobType: 'Part-time',
      category: 'Finance',
      companyId: zen.id,
    });
    await make({ title: 'Closed Kotlin Role', status: JobStatus.CLOSED });
    for (let i = 0; i < 9; i++)
      await make({
        title: `Support Associate ${i}`,
        category: 'Customer Service',
        location: 'Kochi, Kerala',
      });
  });

  afterAll(() => t.close());

  it('ranks a title match above a description match, and hides inactive jobs', async () => {
    const page = await search({ keyword: 'kotlin' });
    expect(titles(page)).toEqual(['Kotlin Developer', 'Android Engineer']);
    expect(page.matchedBy).toBe('fulltext');
  });

  it('matches skills, company names and the last word as a prefix', async () => {
    expect(titles(await search({ keyword: 'typescript' }))).toEqual(['React Developer']);
    expect(titles(await search({ keyword: 'zenith' }))).toEqual(['Data Analyst']);
    expect(titles(await search({ keyword: 'rea' }))).toEqual(['React Developer']);
    expect(titles(await search({ keyword: 'react devel' }))).toEqual(['React Developer']);
  });

  it('falls back to similar titles for a typo', async () => {
    const page = await search({ keyword: 'devloper' });
    expect(page.matchedBy).toBe('fuzzy');
    expect(titles(page)).toEqual(expect.arrayContaining(['React Developer', 'Kotlin Developer']));
    const nothing = await search({ keyword: 'xyzzyqq' });
    expect([nothing.total, nothing.items]).toEqual([0, []]);
  });

  it('filters by each kind ("any of" within a kind, all kinds together)', async () => {
    expect((await search({ jobTypes: ['Contract'] })).total).toBe(1);
    expect((await search({ jobTypes: ['Contract', 'Part-time'] })).total).toBe(2);
    expect((await search({ locations: ['Pune, Maharashtra'] })).total).toBe(2);
    expect((await search({ categories: ['Sales', 'Finance'] })).total).toBe(2);
    const both = await search({ locations: ['Mumbai, Maharashtra'], jobTypes: ['Full-time'] });
    expect(titles(both)).toEqual(['Sales Executive']);
    const withKeyword = await search({ keyword: 'developer', locations: ['Pune, Maharashtra'] });
    expect(titles(withKeyword)).toEqual(['React Developer']);
  });

  it('counts facets over the other filters', async () => {
    const page = await search({ locations: ['Mumbai, Maharashtra'] });
    // Job types are counted within Mumbai; locations ignore the location filter itself.
    expect(page.facets.jobTypes).toEqual([
      { value: 'Full-time', count: 1 },
      { value: 'Part-time', count: 1 },
    ]);
    expect(page.facets.locations).toEqual(
      expect.arrayContaining([
        { value: 'Kochi, Kerala', count: 9 },
        { value: 'Mumbai, Maharashtra', count: 2 },
        { value: 'Pune, Maharashtra', count: 2 },
      ]),
    );
    expect(page.facets.categories).toEqual([
      { value: 'Finance', count: 1 },
      { value: 'Sales', count: 1 },
    ]);
  });

  it('pages through results with correct edges', async () => {
    const first = await search({ categories: ['Customer Service'], pageSize: 4 });
    expect(first).toMatchObject({ total: 9, pageCount: 3, page: 1 });
    const last = await search({ categories: ['Customer Service'], pageSize: 4, page: 3 });
    expect(last.items).toHaveLength(1);
    const beyond = await search({ categories: ['Customer Service'], pageSize: 4, page: 4 });
    expect(beyond).toMatchObject({ total: 9, items: [] });
  });

  it('runs a fixed number of statements whatever the page size', async () => {
    const small = await captureStatements(t.dataSource, () => search({ keyword: 'associate', pageSize: 2 }));
    const large = await captureStatements(t.dataSource, () => search({ keyword: 'associate', pageSize: 50 }));
    expect(large.length).toBe(small.length);
    expect(large.length).toBeLessThanOrEqual(5);
  });

  it('treats query syntax in a keyword as plain words', async () => {
    const page = await search({ keyword: "kotlin' & !( | :*" });
    expect(titles(page)).toEqual(['Kotlin Developer', 'Android Engineer']);
  });

  it('GET /api/v1/jobs/query?keyword= answers matches in the legacy shape, or 404', async () => {
    const ok = await t.http.get('/api/v1/jobs/query').query({ keyword: 'kotlin' }).expect(200);
    expect(ok.body).toMatchObject({ success: true, total: 2 });
    expect(ok.body.jobs.map((j: { job_title: string }) => j.job_title)).toEqual([
      'Kotlin Developer',
      'Android Engineer',
    ]);
    const none = await t.http.get('/api/v1/jobs/query').query({ keyword: 'qqqqzzzz' }).expect(404);
    expect(none.body).toMatchObject({ success: false, message: 'No jobs found matching your search' });
  });

  it('serves the home page data in one request: featured jobs and the biggest categories', async () => {
    const res = await t.gql<{
      homeJobs: {
        featured: { title: string }[];
        categories: { name: string; count: number; jobs: { title: string }[] }[];
      };
    }>('{ homeJobs { featured { title } categories { name count jobs { title } } } }');
    const home = res.data!.homeJobs;
    expect(home.featured).toHaveLength(6);
    expect(home.categories.map((c) => [c.name, c.count])).toEqual([
      ['Customer Service', 9],
      ['Technology', 3],
      ['Design & Creative', 1],
      ['Finance', 1],
    ]);
    expect(home.categories[0].jobs).toHaveLength(3);
  });
  it('finds words of jobs added or renamed later by prefix (the vocabulary follows every write)', async () => {
    const [acme] = await t.dataSource.query(`SELECT id FROM companies WHERE name = 'Acme Analytics'`);
    await createJob(t.dataSource, { companyId: acme.id, title: 'Quokkaologist', skills: [] });
    expect(titles(await search({ keyword: 'quokkao' }))).toEqual(['Quokkaologist']);
    await t.dataSource.query(`UPDATE companies SET name = 'Wombatworks' WHERE id = $1`, [acme.id]);
    expect((await search({ keyword: 'wombatw' })).total).toBeGreaterThan(1);
    await t.dataSource.query(`UPDATE companies SET name = 'Acme Analytics' WHERE id = $1`, [acme.id]);
    await t.dataSource.query(`DELETE FROM jobs WHERE title = 'Quokkaologist'`);
  });

  // Last: it adds many jobs.
  it('reads at most SEARCH_EXACT_LIMIT matches of a very broad keyword and says its figures are lower bounds', async () => {
    const exact = await search({ keyword: 'associate' });
    expect(exact).toMatchObject({ total: 9, totalIsEstimate: false });
    await t.dataSource.query(
      `INSERT INTO jobs (company_id, title, description, location, job_type, category, skills, created_at)
       SELECT company_id, 'Broad Associate ' || g, 'x', 'Kochi, Kerala', 'Full-time', 'Customer Service', '{}',
              now() - g * interval '1 minute'
         FROM jobs, generate_series(1, ${SEARCH_EXACT_LIMIT + 100}) g WHERE title = 'Support Associate 0'`,
    );
    const broad = await search({ keyword: 'associate', pageSize: 50 });
    expect(broad.totalIsEstimate).toBe(true);
    expect(broad.total).toBeGreaterThanOrEqual(SEARCH_EXACT_LIMIT - 10);
    expect(broad.total).toBeLessThanOrEqual(SEARCH_EXACT_LIMIT);
    expect(broad.items).toHaveLength(50);
    expect(broad.facets.locations[0]).toMatchObject({ value: 'Kochi, Kerala' });
    // A narrow search stays exact.
    expect(await search({ keyword: 'kotlin' })).toMatchObject({ total: 2, totalIsEstimate: false });
    await t.dataSource.query(`DELETE FROM jobs WHERE title LIKE 'Broad Associate %'`);
  });
  /** Rows of jobs a statement reads as run (EXPLAIN ANALYZE), over every plan node on the table. */
  async function jobRowsRead(statement: { sql: string; params?: unknown[] }): Promise<number> {
    const [row] = await t.dataSource.query(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`,
      statement.params,
    );
    let rows = 0;
    const walk = (node: Record<string, unknown>) => {
      if (node['Relation Name'] === 'jobs')
        rows += Number(node['Actual Rows']) * Number(node['Actual Loops']);
      for (const child of (node['Plans'] as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk((row['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0].Plan);
    return rows;
  }

  it('counts the total and facets without a keyword exactly at any size, reading only the page of jobs', async () => {
    const ds = t.dataSource;
    /** What the search must answer, counted from the jobs themselves. */
    const expected = async (locations: string[], categories: string[]) => {
      const where = (skip: 'l' | 'c' | null) =>
        [
          `status = 'active'`,
          skip !== 'l' ? `(cardinality($1::text[]) = 0 OR location = ANY($1))` : '$1::text[] IS NOT NULL',
          skip !== 'c' ? `(cardinality($2::text[]) = 0 OR category = ANY($2))` : '$2::text[] IS NOT NULL',
        ].join(' AND ');
      const facet = async (column: string, skip: 'l' | 'c' | null) =>
        (
          await ds.query(
            `SELECT ${column} AS value, count(*)::int AS count FROM jobs WHERE ${where(skip)}
             GROUP BY 1 ORDER BY 2 DESC, 1`,
            [locations, categories],
          )
        ).map((r: Facet) => ({ value: r.value, count: r.count }));
      const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM jobs WHERE ${where(null)}`, [
        locations,
        categories,
      ]);
      return {
        total: n,
        totalIsEstimate: false,
        facets: {
          jobTypes: await facet('job_type', null),
          locations: await facet('location', 'l'),
          categories: await facet('category', 'c'),
        },
      };
    };
    const check = async (locations: string[], categories: string[]) => {
      const page = await search({ locations, categories });
      expect(page).toMatchObject(await expected(locations, categories));
    };
    await ds.query(
      `INSERT INTO jobs (company_id, title, description, location, job_type, category, skills, created_at, status)
       SELECT company_id, 'Counted Role ' || g, 'x', (ARRAY['Kochi, Kerala', 'Jaipur, Rajasthan'])[1 + g % 2],
              (ARRAY['Full-time', 'Internship'])[1 + g % 2], (ARRAY['Sales', 'Logistics', 'Finance'])[1 + g % 3],
              '{}', now() - g * interval '1 minute', (ARRAY['active', 'active', 'draft'])[1 + g % 3]
         FROM jobs, generate_series(1, ${2 * SEARCH_EXACT_LIMIT}) g WHERE title = 'Support Associate 0'`,
    );
    try {
      await check([], []);
      await check(['Jaipur, Rajasthan'], []);
      await check(['Kochi, Kerala', 'Pune, Maharashtra'], ['Sales', 'Customer Service']);
      // Every kind of write moves the counts: closing, reopening, moving, deleting, publishing drafts.
      await ds.query(
        `UPDATE jobs SET status = 'closed' WHERE title LIKE 'Counted Role %' AND title LIKE '%7'`,
      );
      await ds.query(`UPDATE jobs SET location = 'Pune, Maharashtra' WHERE title LIKE 'Counted Role %3'`);
      await ds.query(
        `UPDATE jobs SET status = 'active' WHERE title LIKE 'Counted Role 1%' AND status = 'draft'`,
      );
      await ds.query(`DELETE FROM jobs WHERE title LIKE 'Counted Role %5'`);
      await ds.query(`UPDATE jobs SET status = 'active' WHERE title = 'Counted Role 17'`);
      await check([], []);
      await check(['Kochi, Kerala', 'Pune, Maharashtra'], ['Sales', 'Customer Service']);

      // The statement reads the page's jobs through the index, not every active job (planned with the
      // table's statistics up to date, as autovacuum keeps them).
      await ds.query(`ANALYZE jobs`);
      const queries = await captureQueries(ds, () => search({ locations: ['Kochi, Kerala'], pageSize: 6 }));
      const statement = queries.find((q) => /GROUPING SETS/.test(q.sql));
      expect(statement).toBeDefined();
      const [{ active }] = await ds.query(`SELECT count(*)::int AS active FROM jobs WHERE status = 'active'`);
      expect(active).toBeGreaterThan(SEARCH_EXACT_LIMIT);
      expect(await jobRowsRead(statement!)).toBeLessThanOrEqual(50);

      // The home page's biggest categories count from the same counters, exact after the writes, and
      // its statements read only the jobs it shows.
      let home: { featured: { id: string }[]; categories: Facet[] } | undefined;
      const homeQueries = await captureQueries(ds, async () => {
        home = (
          await t.gql<{ homeJobs: NonNullable<typeof home> }>(
            '{ homeJobs { featured { id } categories { value: name count } } }',
          )
        ).data!.homeJobs;
      });
      expect(home!.featured).toHaveLength(6);
      expect(home!.categories).toEqual(
        await ds.query(
          `SELECT category AS value, count(*)::int AS count FROM jobs WHERE status = 'active'
           GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 4`,
        ),
      );
      let homeRows = 0;
      for (const q of homeQueries) homeRows += await jobRowsRead(q);
      expect(homeRows).toBeLessThanOrEqual(50);
    } finally {
      await ds.query(`DELETE FROM jobs WHERE title LIKE 'Counted Role %'`);
    }
    await check([], []);
  });
});
