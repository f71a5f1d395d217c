import { Role } from '@hireloop/schema';
import { PreparedStatements } from '../src/database/prepared-statements';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp, usesRealPostgres } from './support/test-app';

const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id) { id } }`;
const APPLICANTS = `query($jobId: ID!, $status: ApplicationStatus) {
  jobApplicants(jobId: $jobId, status: $status, pageSize: 20) { total items { id applicant { firstName } } }
}`;

interface PreparedRow {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

/**
 * The applicants page runs as a prepared statement on PostgreSQL: each connection parses it once and
 * PostgreSQL plans it from its cached plan instead of on every page (planning cost about as much as
 * executing it). pg's pool hands out the connection released last, so the sequential requests here and
 * the look at pg_prepared_statements after them run on one connection.
 */
describe('prepared statements', () => {
  let t: TestApp;
  let recruiter: Session;
  let jobId: string;

  const prepared = async (): Promise<PreparedRow[]> =>
    (await t.dataSource.query(
      `SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements
        WHERE statement LIKE '%applicants.items%'`,
    )) as PreparedRow[];

  const page = async (status: string | null = null) => {
    const res = await t.gql<{ jobApplicants: { total: number; items: { id: string }[] } }>(
      APPLICANTS,
      { jobId, status },
      recruiter.token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.jobApplicants;
  };

  beforeAll(async () => {
    t = await createTestApp();
    recruiter = await sessionAs(t, Role.RECRUITER);
    const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id });
    jobId = (await createJob(t.dataSource, { companyId: company.id })).id;
    for (let i = 0; i < 3; i++) {
      const seeker = await sessionAs(t, Role.JOB_SEEKER, { firstName: `Seeker${i}` });
      await t.dataSource.query(`INSERT INTO profiles (user_id, bio) VALUES ($1, 'Tester')`, [seeker.user.id]);
      expect((await t.gql(APPLY, { id: jobId }, seeker.token)).errors).toBeUndefined();
    }
  });

  afterAll(() => t.close());

  (usesRealPostgres() ? it : it.skip)(
    'plans the applicants page once per connection, not on every request, with the same answers',
    async () => {
      const first = await page();
      expect(first.total).toBe(3);
      for (let i = 0; i < 9; i++) expect(await page()).toEqual(first);
      // Another status: the same statement with other parameters.
      expect(await page('WITHDRAWN')).toEqual({ total: 0, items: [] });

      const [row, ...others] = await prepared();
      expect(others).toEqual([]);
      expect(row.statement).toContain('applicants.items');
      // PostgreSQL tries custom plans for the first five executions, then keeps the generic one.
      expect(row.custom_plans).toBeLessThanOrEqual(5);
      expect(row.generic_plans).toBeGreaterThanOrEqual(5);
    },
  );

  (usesRealPostgres() ? it.skip : it)(
    'prepares nothing by name on the embedded database, whose connections share one session',
    async () => {
      expect((await page()).total).toBe(3);
      expect((await page()).total).toBe(3);
      expect(await prepared()).toEqual([]);
    },
  );

  it('fails as TypeORM does: a database error reaches the caller and is logged, the connection goes back', async () => {
    const statements = t.app.get(PreparedStatements);
    await expect(statements.rows('SELECT 1 / $1::int AS x', [0])).rejects.toMatchObject({
      name: 'QueryFailedError',
      driverError: expect.objectContaining({ code: '22012' }),
    });
    await expect(statements.rows<{ x: number }>('SELECT 2 / $1::int AS x', [1])).resolves.toEqual([{ x: 2 }]);
    // Every connection was given back: as many statements at once as the pool holds still run.
    const many = await Promise.all(
      Array.from({ length: 25 }, (_, i) => statements.rows<{ x: number }>('SELECT $1::int AS x', [i])),
    );
    expect(many.map(([r]) => r.x)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });
});
