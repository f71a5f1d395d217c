import { Role } from '@hireloop/schema';
import { DEMO_ACCOUNTS } from '../src/database/seed/demo-data';
import { seedDemoData } from '../src/database/seed/seed';
import { TokenService } from '../src/modules/auth/token.service';
import { captureQueries, CapturedQuery } from './support/statements';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Every search and list statement can be served by an index on the jobs and applications tables.
 *
 * The statements are the ones the app really sends (captured with their parameters while serving the
 * requests users make), and each is EXPLAINed with sequential scans disabled: PostgreSQL then uses an
 * index wherever one can answer the statement, and still plans a "Seq Scan" where none can. The test
 * asserts plans, never times; the benchmark (npm run bench) measures the times at 100,000 jobs.
 */
describe('query plans', () => {
  let t: TestApp;
  const tokens: Record<'admin' | 'recruiter' | 'seeker', string> = { admin: '', recruiter: '', seeker: '' };
  let jobId = '';
  let companyId = '';

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.dataSource, { jobs: 300, passwordHashMemoryKib: t.config.passwordHashMemoryKib });
    const sign = async (email: string) => {
      const [u] = await t.dataSource.query(`SELECT id, role, token_version FROM users WHERE email = $1`, [
        email,
      ]);
      return t.app.get(TokenService).sign({ sub: u.id, role: u.role as Role, ver: u.token_version });
    };
    tokens.admin = await sign(DEMO_ACCOUNTS.admin.email);
    tokens.recruiter = await sign(DEMO_ACCOUNTS.recruiter.email);
    tokens.seeker = await sign(DEMO_ACCOUNTS.seeker.email);
    const [job] = await t.dataSource.query(
      `SELECT j.id, j.company_id FROM jobs j JOIN users u ON u.id = j.posted_by_id WHERE u.email = $1 LIMIT 1`,
      [DEMO_ACCOUNTS.recruiter.email],
    );
    jobId = job.id;
    companyId = job.company_id;
  });

  afterAll(() => t.close());

  /** The big tables: jobs, applications and the applications' history. */
  const WATCHED = new Set(['jobs', 'applications', 'application_events']);

  /** Plan nodes that read one of the big tables without an index. */
  async function seqScans(q: CapturedQuery): Promise<string[]> {
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`SET LOCAL enable_seqscan = off`);
      const [row] = await runner.query(`EXPLAIN (FORMAT JSON) ${q.sql}`, q.params);
      await runner.rollbackTransaction();
      const found: string[] = [];
      const walk = (node: Record<string, unknown>) => {
        const relation = node['Relation Name'];
        if (node['Node Type'] === 'Seq Scan' && WATCHED.has(String(relation)))
          found.push(`Seq Scan on ${relation}`);
        for (const child of (node['Plans'] as Record<string, unknown>[] | undefined) ?? []) walk(child);
      };
      const plan = (row['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0].Plan;
      walk(plan);
      return found;
    } finally {
      await runner.release();
    }
  }

  const selects = (qs: CapturedQuery[]) =>
    qs.filter(
      (q) =>
        /^\s*(?:SELECT|WITH)\b/i.test(q.sql) && /\b(?:jobs|applications|application_events)\b/.test(q.sql),
    );

  /** A connection's first page and the page after it (both statements captured). */
  async function twoPages(
    field: string,
    args: string,
    token?: string,
    variables: Record<string, unknown> = {},
  ) {
    const defs = [
      '$after: String',
      ...('since' in variables ? ['$since: DateTime'] : []),
      ...('id' in variables ? ['$id: ID!'] : []),
    ];
    const query = `query(${defs.join(', ')}) { ${field}(first: 5, after: $after${args}) { edges { node { __typename } } pageInfo { endCursor } } }`;
    const first = await t.gql<Record<string, { pageInfo: { endCursor: string | null } }>>(
      query,
      variables,
      token,
    );
    const after = first.data?.[field]?.pageInfo.endCursor;
    if (!after) throw new Error(`${field} answered no page: ${JSON.stringify(first.errors)}`);
    return t.gql(query, { ...variables, after }, token);
  }

  const since = () => new Date(Date.now() - 30 * 86_400_000).toISOString();

  const requests: [string, () => Promise<unknown>][] = [
    [
      'search: keyword, two filters, page 2',
      () =>
        t.gql(
          `query { jobs(page: 2, pageSize: 6, keyword: "engineer", jobTypes: ["Full-time"], locations: ["Bangalore, Karnataka", "Pune, Maharashtra"]) { total items { id company { name } } facets { jobTypes { value count } locations { value count } categories { value count } } } }`,
        ),
    ],
    ['search: typo fallback', () => t.gql(`query { jobs(keyword: "enginer") { total items { id } } }`)],
    [
      'search: syntax (phrase, exclusion, OR)',
      () =>
        t.gql(
          `query { jobs(keyword: "\\"data engineer\\" OR analyst -intern") { total items { id } facets { jobTypes { value count } } } }`,
        ),
    ],
    [
      'search: syntax typo fallback with an exclusion',
      () => t.gql(`query { jobs(keyword: "enginer -sales") { total items { id } } }`),
    ],
    [
      'search: salary filter sorted by salary',
      () => t.gql(`query { jobs(salaryMin: 1500000, sort: SALARY) { total items { id } } }`),
    ],
    [
      'search: keyword, salary, posted within and remote',
      () =>
        t.gql(
          `query { jobs(keyword: "developer", salaryMin: 600000, postedWithin: 30, remote: true) { total items { id } } }`,
        ),
    ],
    ['search: remote only', () => t.gql(`query { jobs(remote: true, sort: NEWEST) { total items { id } } }`)],
    ['search: posted within a day', () => t.gql(`query { jobs(postedWithin: 1) { total items { id } } }`)],
    [
      'search: filters only',
      () => t.gql(`query { jobs(categories: ["Technology"]) { total items { id } } }`),
    ],
    [
      'search: best match for a seeker',
      () =>
        t.gql(
          `query { jobs(sort: BEST_MATCH, categories: ["Technology"]) { total items { id match { score reasons { kind } } } } }`,
          {},
          tokens.seeker,
        ),
    ],
    [
      'search: best match for a seeker, no keyword or filter',
      () =>
        t.gql(`query { jobs(sort: BEST_MATCH) { total items { id match { score } } } }`, {}, tokens.seeker),
    ],
    [
      'search: keyword, best match for a seeker',
      () =>
        t.gql(
          `query { jobs(keyword: "engineer", sort: BEST_MATCH) { total items { id match { score } } } }`,
          {},
          tokens.seeker,
        ),
    ],
    [
      'recommended jobs',
      () =>
        t.gql(
          `query { recommendedJobs(limit: 6) { id match { score reasons { kind } } } }`,
          {},
          tokens.seeker,
        ),
    ],
    ['home', () => t.gql(`query { homeJobs { featured { id } categories { name count } } }`)],
    ['job details', () => t.gql(`query ($id: ID!) { job(id: $id) { id applicationCount } }`, { id: jobId })],
    ['REST job search', () => t.http.get('/api/v1/jobs/query?keyword=developer')],
    ['REST all jobs', () => t.http.get('/api/v1/jobs')],
    [
      'applied jobs',
      () =>
        t.gql(
          `query { myApplications { total items { id job { id } timeline { status at } } } }`,
          {},
          tokens.seeker,
        ),
    ],
    ['bookmarks', () => t.gql(`query { bookmarks { total items { job { id } } } }`, {}, tokens.seeker)],
    [
      'my jobs',
      () =>
        t.gql(
          `query { myJobs(keyword: "a") { total items { id } statusCounts { status count } } }`,
          {},
          tokens.recruiter,
        ),
    ],
    [
      'company jobs',
      () =>
        t.gql(
          `query ($id: ID!) { companyJobs(companyId: $id) { total items { id } stats { activeJobs } } }`,
          { id: companyId },
          tokens.recruiter,
        ),
    ],
    [
      'applicants',
      () =>
        t.gql(
          `query ($id: ID!) { jobApplicants(jobId: $id) { items { id applicant { id } } statusCounts { status count } } }`,
          { id: jobId },
          tokens.recruiter,
        ),
    ],
    [
      'candidates',
      () => t.gql(`query { candidates(keyword: "a") { total items { id } } }`, {}, tokens.recruiter),
    ],
    [
      'admin jobs table',
      () =>
        t.gql(
          `query { adminJobs(query: { search: "engineer", sortBy: "applications", sortDir: DESC, page: 2 }) { total items { id } summary { totalJobs } } }`,
          {},
          tokens.admin,
        ),
    ],
    [
      'admin applications table',
      () =>
        t.gql(
          `query { adminApplications(query: { sortBy: "applied", page: 2 }) { total items { id } } }`,
          {},
          tokens.admin,
        ),
    ],
    ['jobs connection', () => twoPages('jobsConnection', ', categories: ["Technology"]')],
    [
      'jobs connection: updatedSince',
      () => twoPages('jobsConnection', ', updatedSince: $since', undefined, { since: since() }),
    ],
    [
      'applicants connection: updatedSince',
      () =>
        twoPages('jobApplicantsConnection', ', jobId: $id, updatedSince: $since', tokens.recruiter, {
          id: jobId,
          since: since(),
        }),
    ],
    ['admin jobs connection', () => twoPages('adminJobsConnection', '', tokens.admin)],
    [
      'admin applications connection: updatedSince',
      () =>
        twoPages('adminApplicationsConnection', ', updatedSince: $since', tokens.admin, { since: since() }),
    ],
    ['sitemap index', () => t.http.get('/sitemap.xml')],
    ['sitemap: pages', () => t.http.get('/sitemaps/pages-1.xml')],
    ['sitemap: jobs', () => t.http.get('/sitemaps/jobs-1.xml')],
    ['sitemap: companies', () => t.http.get('/sitemaps/companies-1.xml')],
    ['search feed', () => t.http.get('/jobs/feed.xml?search=engineer&location=Pune%2C%20Maharashtra')],
  ];

  it('finds a sequential scan where no index can serve a statement', async () => {
    const scans = await seqScans({ sql: `SELECT id FROM jobs WHERE shift = $1`, params: ['Night'] });
    expect(scans).toEqual(['Seq Scan on jobs']);
    const history = await seqScans({
      sql: `SELECT id FROM application_events WHERE note = $1`,
      params: ['x'],
    });
    expect(history).toEqual(['Seq Scan on application_events']);
  });

  it.each(requests)('%s: no sequential scan of jobs or applications', async (_name, send) => {
    let answer: unknown;
    const queries = selects(await captureQueries(t.dataSource, async () => (answer = await send())));
    // The request itself succeeded (a GraphQL error would leave statements out).
    expect((answer as { errors?: unknown }).errors).toBeUndefined();
    expect((answer as { status?: number }).status ?? 200).toBe(200);
    expect(queries.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const q of queries) {
      for (const s of await seqScans(q)) problems.push(`${s}: ${q.sql.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
    expect(problems).toEqual([]);
  });

  /**
   * The plan of a statement as run (EXPLAIN ANALYZE, sequential scans disabled as above): the rows of the
   * CTE named `cte`, and the plan nodes reading jobs under it.
   */
  async function analyzed(q: CapturedQuery, cte: string): Promise<{ rows: number; jobScans: string[] }> {
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    let row: Record<string, unknown>;
    try {
      await runner.startTransaction();
      await runner.query(`SET LOCAL enable_seqscan = off`);
      [row] = await runner.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.sql}`, q.params);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
    let rows = -1;
    const jobScans: string[] = [];
    const walk = (node: Record<string, unknown>, inside: boolean) => {
      const here = inside || node['Subplan Name'] === `CTE ${cte}`;
      if (node['Subplan Name'] === `CTE ${cte}`) rows = Number(node['Actual Rows']);
      if (here && node['Relation Name'] === 'jobs') jobScans.push(String(node['Node Type']));
      for (const child of (node['Plans'] as Record<string, unknown>[] | undefined) ?? []) walk(child, here);
    };
    walk((row['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0].Plan, false);
    return { rows, jobScans };
  }

  // Adds jobs: more active jobs than Best match scores (six lists of candidates, at most 250 each).
  it('scores only the candidates the indexes find for Best match and recommended jobs', async () => {
    await t.dataSource.query(
      `INSERT INTO jobs (company_id, posted_by_id, title, description, requirements, skills, salary, location,
                         job_type, category, positions, shift, status, created_at, valid_through)
       SELECT company_id, posted_by_id, title || ' ' || g, description, requirements, skills, salary, location,
              job_type, category, positions, shift, 'active', created_at - g * interval '1 second', valid_through
         FROM jobs, generate_series(1, 6) g WHERE status = 'active'`,
    );
    await t.dataSource.query(`ANALYZE jobs`);
    const [{ active }] = await t.dataSource.query(
      `SELECT count(*)::int AS active FROM jobs WHERE status = 'active'`,
    );
    expect(active).toBeGreaterThan(1500);
    const cases: [string, () => Promise<unknown>, string][] = [
      [
        'best match',
        () => t.gql(`query { jobs(sort: BEST_MATCH) { total items { id } } }`, {}, tokens.seeker),
        'cs',
      ],
      [
        'best match with a filter',
        () =>
          t.gql(
            `query { jobs(sort: BEST_MATCH, categories: ["Technology"]) { total items { id } } }`,
            {},
            tokens.seeker,
          ),
        'cs',
      ],
      ['recommended', () => t.gql(`query { recommendedJobs(limit: 6) { id } }`, {}, tokens.seeker), 'c'],
    ];
    for (const [name, send, cte] of cases) {
      const queries = selects(await captureQueries(t.dataSource, send));
      expect(queries).toHaveLength(1);
      const { rows, jobScans } = await analyzed(queries[0], cte);
      expect({ name, scored: rows > 0 && rows <= 1500 }).toEqual({ name, scored: true });
      expect({ name, jobScans: jobScans.filter((s) => s === 'Seq Scan') }).toEqual({ name, jobScans: [] });
      expect(jobScans.length).toBeGreaterThan(0);
    }
  });

  // An outsider's document of 15 `jobsConnection(first: 20)` aliases took a second on a fresh seed whose
  // statistics were missing: the plan sorted every active job, each already turned into JSON.
  it('turns only the page of jobsConnection into JSON, even when the plan sorts every matching job', async () => {
    const first = 20;
    const [q] = selects(
      await captureQueries(t.dataSource, () =>
        t.gql(`query { jobsConnection(first: ${first}) { edges { node { id } } } }`),
      ),
    );
    const [{ active }] = await t.dataSource.query(
      `SELECT count(*)::int AS active FROM jobs WHERE status = 'active'`,
    );
    expect(active).toBeGreaterThan(10 * first);
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      // No ordered index to read: the plan a missing or stale statistic leads to.
      await runner.query(`SET LOCAL enable_indexscan = off`);
      const [row] = await runner.query(`EXPLAIN (ANALYZE, VERBOSE, FORMAT JSON) ${q.sql}`, q.params);
      await runner.rollbackTransaction();
      const building: { node: string; rows: number }[] = [];
      const walk = (node: Record<string, unknown>) => {
        const rows = Number(node['Actual Rows']) * Number(node['Actual Loops'] ?? 1);
        if (((node['Output'] as string[] | undefined) ?? []).some((o) => o.includes('to_jsonb')))
          building.push({ node: String(node['Node Type']), rows });
        for (const child of (node['Plans'] as Record<string, unknown>[] | undefined) ?? []) walk(child);
      };
      walk((row['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0].Plan);
      expect(building.length).toBeGreaterThan(0);
      expect(Math.max(...building.map((b) => b.rows))).toBeLessThanOrEqual(first + 1);
    } finally {
      await runner.release();
    }
  });

  // Last: it adds jobs. The full listing streams in batches; across batches nothing is lost or repeated.
  it('streams every active job of GET /api/v1/jobs in order across batches', async () => {
    await t.dataSource.query(
      `INSERT INTO jobs (company_id, posted_by_id, title, description, requirements, skills, salary, location,
                         job_type, category, positions, shift, status, created_at)
       SELECT company_id, posted_by_id, title || ' ' || g, description, requirements, skills, salary, location,
              job_type, category, positions, shift, 'active', created_at - g * interval '1 second'
         FROM jobs, generate_series(1, 3) g WHERE status = 'active'`,
    );
    const expected: { id: string }[] = await t.dataSource.query(
      `SELECT id FROM jobs WHERE status = 'active' ORDER BY created_at DESC, id DESC`,
    );
    expect(expected.length).toBeGreaterThan(1000);
    const res = await t.http.get('/api/v1/jobs').expect(200);
    expect(res.body.job.map((j: { _id: string }) => j._id)).toEqual(expected.map((r) => r.id));
  });
});
