import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JobStatus, MAX_PAGE_SIZE, Role } from '@hireloop/schema';
import { Company } from '../src/modules/companies/company.entity';
import { Job } from '../src/modules/jobs/job.entity';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { createStoredFile } from './factories/file.factory';
import { pdfBytes } from './support/pdf';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, errorCode, TestApp } from './support/test-app';

const DOC = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'api.md'), 'utf8');
const SECTION = DOC.slice(
  DOC.indexOf('## Cursor paging and incremental sync'),
  DOC.indexOf('\n## ', DOC.indexOf('## Cursor paging and incremental sync') + 1),
);
/** The query of docs/api.md's cursor paging example, run here as an integrator would send it. */
const DOC_QUERY = /```graphql\n([\s\S]*?)```/.exec(SECTION)?.[1] ?? '';

/** A GraphQL answer as TestApp.gql gives it. */
type GqlAnswer<T> = Awaited<ReturnType<TestApp['gql']>> & { data?: T };

interface Page<N = { id: string }> {
  edges: { cursor: string; node: N }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const APPLICANTS = `query($jobId: ID!, $first: Int, $after: String, $updatedSince: DateTime) {
  jobApplicantsConnection(jobId: $jobId, first: $first, after: $after, updatedSince: $updatedSince) {
    edges { cursor node { id status applicant { id } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const SET_STATUS = `mutation($id: ID!) { setApplicationStatus(applicationId: $id, status: SHORTLISTED) { id } }`;
const WITHDRAW = `mutation($id: ID!) { withdrawApplication(input: { applicationId: $id }) { id status } }`;

/** A connection field with the node fields it is read with, and the rows that it should list. */
const ADMIN_TABLES = [
  ['adminJobsConnection', `SELECT id FROM jobs`],
  ['adminCompaniesConnection', `SELECT id FROM companies`],
  ['adminSeekersConnection', `SELECT id FROM users WHERE role = 'job_seeker'`],
  ['adminApplicationsConnection', `SELECT id FROM applications`],
] as const;

describe('cursor paging and incremental sync', () => {
  let t: TestApp;
  let recruiter: Session;
  let otherRecruiter: Session;
  let admin: Session;
  let company: Company;

  const gql = async <T>(query: string, variables: Record<string, unknown>, s: Session | null) => {
    const res = await t.gql<T>(query, variables, s?.token);
    return res;
  };

  /** Every page of a connection from the start, `between` run after each page; the nodes' ids in order. */
  async function pageThrough(
    field: string,
    query: string,
    variables: Record<string, unknown>,
    s: Session | null,
    between: (page: number) => Promise<void> = async () => undefined,
  ): Promise<{ ids: string[]; pages: number; endCursor: string | null }> {
    const ids: string[] = [];
    let after: string | null = null;
    let endCursor: string | null = null;
    for (let page = 1; page <= 50; page += 1) {
      const res: GqlAnswer<Record<string, Page>> = await gql<Record<string, Page>>(
        query,
        { ...variables, after },
        s,
      );
      expect(res.errors).toBeUndefined();
      const conn: Page = res.data![field];
      ids.push(...conn.edges.map((e) => e.node.id));
      if (conn.edges.length) expect(conn.pageInfo.endCursor).toBe(conn.edges[conn.edges.length - 1].cursor);
      endCursor = conn.pageInfo.endCursor ?? endCursor;
      if (!conn.pageInfo.hasNextPage) return { ids, pages: page, endCursor };
      after = conn.pageInfo.endCursor;
      await between(page);
    }
    throw new Error(`${field} did not end`);
  }

  const idsOf = async (sql: string, params: unknown[] = []) =>
    ((await t.dataSource.query(sql, params)) as { id: string }[]).map((r) => r.id).sort();

  /**
   * A moment after every row written so far, as a DateTime argument carries it: the database's clock
   * rounded up to the next millisecond (the scalar keeps milliseconds, so a row written earlier in the
   * same millisecond would otherwise count as changed since).
   */
  const dbNow = async (): Promise<string> => {
    const [{ now }] = (await t.dataSource.query(`SELECT to_json(clock_timestamp()) AS now`)) as {
      now: string;
    }[];
    return new Date(Date.parse(now) + 1).toISOString();
  };

  async function seekerWithProfile(): Promise<Session> {
    const s = await sessionAs(t, Role.JOB_SEEKER);
    await t.dataSource.query(`INSERT INTO profiles (user_id, bio) VALUES ($1, 'Engineer who ships.')`, [
      s.user.id,
    ]);
    return s;
  }

  async function applyAs(s: Session, job: Job): Promise<string> {
    const rows = (await t.dataSource.query(
      `INSERT INTO applications (job_id, applicant_id, status) VALUES ($1, $2, 'pending') RETURNING id`,
      [job.id, s.user.id],
    )) as { id: string }[];
    return rows[0].id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    recruiter = await sessionAs(t, Role.RECRUITER);
    otherRecruiter = await sessionAs(t, Role.RECRUITER);
    admin = await sessionAs(t, Role.ADMIN);
    company = await createCompany(t.dataSource, { ownerId: recruiter.user.id });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('has a tested example in docs/api.md', () => {
    expect(DOC_QUERY).toContain('jobsConnection(first: $first, after: $after, updatedSince: $updatedSince)');
  });

  it('pages through active jobs with the documented query, none skipped or repeated while jobs are added', async () => {
    // Jobs of the same instant are ordered by id: ties never split a page wrongly.
    const sameInstant = new Date(Date.now() - 60_000);
    for (let i = 0; i < 4; i += 1)
      await createJob(t.dataSource, { companyId: company.id, createdAt: sameInstant });
    for (let i = 0; i < 3; i += 1) await createJob(t.dataSource, { companyId: company.id });
    const draft = await createJob(t.dataSource, { companyId: company.id, status: JobStatus.DRAFT });

    const added: string[] = [];
    const { ids, pages } = await pageThrough('jobsConnection', DOC_QUERY, { first: 2 }, null, async () => {
      added.push((await createJob(t.dataSource, { companyId: company.id })).id);
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(await idsOf(`SELECT id FROM jobs WHERE status = 'active'`));
    expect(ids).toEqual(expect.arrayContaining(added));
    expect(ids).not.toContain(draft.id);
    expect(pages).toBeGreaterThan(4);
  });

  it('answers only jobs changed since updatedSince, and finds later changes from the last cursor', async () => {
    const jobs = await Promise.all([1, 2, 3].map(() => createJob(t.dataSource, { companyId: company.id })));
    const since = await dbNow();
    const none = await gql<{ jobsConnection: Page }>(DOC_QUERY, { first: 10, updatedSince: since }, null);
    expect(none.data!.jobsConnection.edges).toEqual([]);

    const update = `mutation($id: ID!, $i: JobInput!) { updateJob(id: $id, input: $i) { id } }`;
    const input = {
      title: 'Renamed Engineer',
      description: 'A job posted by a test.',
      requirements: ['Patience'],
      skills: ['Testing'],
      salary: '₹6,00,000 - ₹9,00,000 per annum',
      location: 'Pune, Maharashtra',
      jobType: 'Full-time',
      category: 'Technology',
      positions: 1,
      shift: 'Day',
    };
    expect((await gql(update, { id: jobs[1].id, i: input }, recruiter)).errors).toBeUndefined();
    const first = await pageThrough('jobsConnection', DOC_QUERY, { first: 1, updatedSince: since }, null);
    expect(first.ids).toEqual([jobs[1].id]);

    // Resuming from the last cursor: later changes come, including a job read before that changed again.
    await t.dataSource.getRepository(Job).update(jobs[2].id, { title: 'Changed again' });
    await t.dataSource.getRepository(Job).update(jobs[1].id, { title: 'Changed twice' });
    const next = await gql<{ jobsConnection: Page<{ id: string; title: string }> }>(
      DOC_QUERY,
      { first: 10, after: first.endCursor, updatedSince: since },
      null,
    );
    expect(next.errors).toBeUndefined();
    expect(next.data!.jobsConnection.edges.map((e) => e.node.id)).toEqual([jobs[2].id, jobs[1].id]);
    expect(next.data!.jobsConnection.edges[1].node.title).toBe('Changed twice');
  });

  it("pages through a job's applicants while seekers apply, for its recruiter only", async () => {
    const job = await createJob(t.dataSource, { companyId: company.id });
    const seekers = await Promise.all([1, 2, 3, 4, 5].map(() => seekerWithProfile()));
    for (const s of seekers) await applyAs(s, job);
    const { ids } = await pageThrough(
      'jobApplicantsConnection',
      APPLICANTS,
      { jobId: job.id, first: 2 },
      recruiter,
      async () => {
        await applyAs(await seekerWithProfile(), job);
      },
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(await idsOf(`SELECT id FROM applications WHERE job_id = $1`, [job.id]));
    expect(ids.length).toBeGreaterThan(5);

    const asOther = await gql(APPLICANTS, { jobId: job.id, first: 2 }, otherRecruiter);
    expect(errorCode(asOther)).toBe('NOT_FOUND');
    expect(asOther.data).toBeNull();
    const asSeeker = await gql(APPLICANTS, { jobId: job.id, first: 2 }, seekers[0]);
    expect(errorCode(asSeeker)).toBe('FORBIDDEN');
    const anonymous = await gql(APPLICANTS, { jobId: job.id, first: 2 }, null);
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
  });

  it('answers applications whose status changed or that were withdrawn since updatedSince', async () => {
    const job = await createJob(t.dataSource, { companyId: company.id });
    const seekers = await Promise.all([1, 2, 3, 4].map(() => seekerWithProfile()));
    const apps: string[] = [];
    for (const s of seekers) apps.push(await applyAs(s, job));
    const since = await dbNow();

    expect((await gql(SET_STATUS, { id: apps[2] }, recruiter)).errors).toBeUndefined();
    expect((await gql(WITHDRAW, { id: apps[0] }, seekers[0])).errors).toBeUndefined();
    const changed = await pageThrough(
      'jobApplicantsConnection',
      APPLICANTS,
      { jobId: job.id, first: 1, updatedSince: since },
      recruiter,
    );
    expect(changed.ids).toEqual([apps[2], apps[0]]);

    const admins = await pageThrough(
      'adminApplicationsConnection',
      `query($first: Int, $after: String, $updatedSince: DateTime) {
        adminApplicationsConnection(first: $first, after: $after, updatedSince: $updatedSince) {
          edges { cursor node { id status } } pageInfo { hasNextPage endCursor } } }`,
      { first: 1, updatedSince: since },
      admin,
    );
    expect(admins.ids).toEqual([apps[2], apps[0]]);
  });

  it('pages through every admin table while rows are added, for administrators only', async () => {
    for (const [field, sql] of ADMIN_TABLES) {
      const query = `query($first: Int, $after: String) { ${field}(first: $first, after: $after) {
        edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`;
      const { ids } = await pageThrough(field, query, { first: 3 }, admin, async () => {
        const s = await seekerWithProfile();
        const c = await createCompany(t.dataSource);
        await applyAs(s, await createJob(t.dataSource, { companyId: c.id }));
      });
      expect({ field, repeated: ids.length - new Set(ids).size }).toEqual({ field, repeated: 0 });
      expect({ field, ids: [...ids].sort() }).toEqual({ field, ids: await idsOf(sql) });
      expect(errorCode(await gql(query, { first: 3 }, recruiter))).toBe('FORBIDDEN');
    }
  });

  it('pages through candidates and the public company directory while rows are added', async () => {
    const candidates = `query($first: Int, $after: String) { candidatesConnection(first: $first, after: $after) {
      edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }`;
    const withResume = async () => {
      const s = await seekerWithProfile();
      const fileId = await createStoredFile(t.dataSource, {
        ownerId: s.user.id,
        kind: 'resume',
        originalName: 'cv.pdf',
        mimeType: 'application/pdf',
        bytes: pdfBytes('Candidate'),
      });
      await t.dataSource.query(`UPDATE profiles SET resume_file_id = $2 WHERE user_id = $1`, [
        s.user.id,
        fileId,
      ]);
    };
    for (let i = 0; i < 3; i += 1) await withResume();
    const seekersWithResume = `SELECT u.id FROM users u JOIN profiles p ON p.user_id = u.id
      WHERE u.role = 'job_seeker' AND p.resume_file_id IS NOT NULL AND u.deactivated_at IS NULL`;
    const c = await pageThrough('candidatesConnection', candidates, { first: 2 }, recruiter, withResume);
    expect(new Set(c.ids).size).toBe(c.ids.length);
    expect(c.ids.length).toBeGreaterThan(3);
    expect([...c.ids].sort()).toEqual(await idsOf(seekersWithResume));
    expect(errorCode(await gql(candidates, { first: 2 }, null))).toBe('UNAUTHENTICATED');

    const directory = `query($first: Int, $after: String) { companiesConnection(first: $first, after: $after) {
      edges { cursor node { company { id name } openJobCount } } pageInfo { hasNextPage endCursor } } }`;
    const field = 'companiesConnection';
    const ids: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 50; page += 1) {
      const res: GqlAnswer<Record<string, Page<{ company: { id: string } }>>> = await gql<
        Record<string, Page<{ company: { id: string }; openJobCount: number }>>
      >(directory, { first: 2, after }, null);
      expect(res.errors).toBeUndefined();
      ids.push(...res.data![field].edges.map((e) => e.node.company.id));
      if (!res.data![field].pageInfo.hasNextPage) break;
      after = res.data![field].pageInfo.endCursor;
      await createJob(t.dataSource);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(
      await idsOf(
        `SELECT DISTINCT company_id AS id FROM jobs WHERE status = 'active' AND valid_through > now()`,
      ),
    );
  });

  it('refuses a malformed cursor, one of another list or order, and a first out of bounds, with clear messages', async () => {
    const first = await gql<{ jobsConnection: Page }>(DOC_QUERY, { first: 1 }, null);
    const cursor = first.data!.jobsConnection.pageInfo.endCursor!;
    const cases: [Record<string, unknown>, string][] = [
      [{ after: 'not a cursor' }, 'after must be a cursor this list answered'],
      [{ after: Buffer.from('{"v":1}').toString('base64url') }, 'after must be a cursor this list answered'],
      [{ after: cursor.slice(0, -4) }, 'after must be a cursor this list answered'],
      [{ after: cursor, updatedSince: new Date().toISOString() }, 'after was answered without updatedSince'],
      [{ first: 0 }, `first must be a whole number between 1 and ${MAX_PAGE_SIZE}`],
      [{ first: MAX_PAGE_SIZE + 1 }, `first must be a whole number between 1 and ${MAX_PAGE_SIZE}`],
    ];
    for (const [variables, message] of cases) {
      const res = await gql(DOC_QUERY, { first: 2, ...variables }, null);
      expect({ variables, code: errorCode(res), message: res.errors?.[0]?.message }).toEqual({
        variables,
        code: 'BAD_USER_INPUT',
        message: expect.stringContaining(message),
      });
    }
    const other = await gql(
      `query($after: String) { adminJobsConnection(after: $after) { edges { cursor } } }`,
      { after: cursor },
      admin,
    );
    expect(errorCode(other)).toBe('BAD_USER_INPUT');
    expect(other.errors?.[0]?.message).toBe('after is a cursor of another list');
    // A cursor of one job's applicants does not page another job's.
    const jobA = await createJob(t.dataSource, { companyId: company.id });
    const jobB = await createJob(t.dataSource, { companyId: company.id });
    await applyAs(await seekerWithProfile(), jobA);
    const a = await gql<{ jobApplicantsConnection: Page }>(
      APPLICANTS,
      { jobId: jobA.id, first: 1 },
      recruiter,
    );
    const crossed = await gql(
      APPLICANTS,
      { jobId: jobB.id, after: a.data!.jobApplicantsConnection.pageInfo.endCursor },
      recruiter,
    );
    expect(crossed.errors?.[0]?.message).toBe('after is a cursor of another list');
  });
});
