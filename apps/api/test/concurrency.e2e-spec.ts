import { Role } from '@hireloop/schema';
import { MAX_BOOKMARKS } from '../src/modules/bookmarks/bookmarks.service';
import { Profile } from '../src/modules/profiles/profile.entity';
import { createCompany } from './factories/company.factory';
import { createJob, JOB_INPUT } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, errorCode, TestApp, usesRealPostgres } from './support/test-app';

/**
 * Requests at once. The embedded database serves one statement at a time through one connection, and a
 * request waits at most 10 s for it: 50 applications at once queue past that on a busy machine (a few
 * answered 503 in CI), so it takes 20 there.
 */
const PARALLEL = usesRealPostgres() ? 50 : 20;
const APPLY = `mutation($j: ID!) { applyToJob(jobId: $j) { id } }`;
const TOGGLE = `mutation($j: ID!) { toggleBookmark(jobId: $j) { bookmarked } }`;
const POST_JOB = `mutation($c: ID!, $i: JobInput!) { postJob(companyId: $c, input: $i) { id } }`;
/** 50 requests at once leave exactly the rows they should: every multi-row write is one transaction. */
describe(`${PARALLEL} parallel requests`, () => {
  let t: TestApp;
  let recruiter: Session;
  let companyId: string;

  const seekerWithProfile = async () => {
    const s = await sessionAs(t, Role.JOB_SEEKER);
    await t.dataSource.getRepository(Profile).save({ userId: s.user.id, bio: 'Ready', skills: ['SQL'] });
    return s;
  };
  const count = async (sql: string, params: unknown[]) =>
    Number((await t.dataSource.query(sql, params))[0].n);
  const codes = (bodies: Parameters<typeof errorCode>[0][]) => bodies.map(errorCode).sort();

  beforeAll(async () => {
    t = await createTestApp();
    recruiter = await sessionAs(t, Role.RECRUITER);
    companyId = (await createCompany(t.dataSource, { ownerId: recruiter.user.id })).id;
  });

  afterAll(() => t.close());

  it(`one seeker applying to one job ${PARALLEL} times at once: one application, one history entry`, async () => {
    const seeker = await seekerWithProfile();
    const job = await createJob(t.dataSource, { companyId });
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.gql(APPLY, { j: job.id }, seeker.token)),
    );
    expect(codes(answers)).toEqual([...Array(PARALLEL - 1).fill('CONFLICT'), 'ok']);
    expect(await count(`SELECT count(*) AS n FROM applications WHERE job_id = $1`, [job.id])).toBe(1);
    expect(
      await count(
        `SELECT count(*) AS n FROM application_events e JOIN applications a ON a.id = e.application_id
          WHERE a.job_id = $1`,
        [job.id],
      ),
    ).toBe(1);
  });

  it(`${PARALLEL} seekers applying to one job at once: ${PARALLEL} applications`, async () => {
    const job = await createJob(t.dataSource, { companyId });
    const seekers = await Promise.all(Array.from({ length: PARALLEL }, () => seekerWithProfile()));
    const answers = await Promise.all(seekers.map((s) => t.gql(APPLY, { j: job.id }, s.token)));
    expect(codes(answers)).toEqual(Array(PARALLEL).fill('ok'));
    expect(await count(`SELECT count(*) AS n FROM applications WHERE job_id = $1`, [job.id])).toBe(PARALLEL);
  });

  it('bookmark toggles at once: never a duplicate, and the list agrees with the last state', async () => {
    const seeker = await seekerWithProfile();
    const job = await createJob(t.dataSource, { companyId });
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.gql(TOGGLE, { j: job.id }, seeker.token)),
    );
    expect(codes(answers)).toEqual(Array(PARALLEL).fill('ok'));
    const rows = await count(`SELECT count(*) AS n FROM bookmarks WHERE user_id = $1 AND job_id = $2`, [
      seeker.user.id,
      job.id,
    ]);
    expect([0, 1]).toContain(rows);
    const listed = await t.gql<{ bookmarks: { total: number } }>(
      `{ bookmarks(page: 1, pageSize: 6) { total } }`,
      {},
      seeker.token,
    );
    expect(listed.data?.bookmarks.total).toBe(rows);

    // 50 different jobs at once: 50 bookmarks.
    const jobs = await Promise.all(
      Array.from({ length: PARALLEL }, () => createJob(t.dataSource, { companyId })),
    );
    await Promise.all(jobs.map((j) => t.gql(TOGGLE, { j: j.id }, seeker.token)));
    expect(
      await count(`SELECT count(*) AS n FROM bookmarks WHERE user_id = $1 AND job_id = ANY($2)`, [
        seeker.user.id,
        jobs.map((j) => j.id),
      ]),
    ).toBe(PARALLEL);
  });

  it('saves racing for the last bookmark places stop exactly at the cap', async () => {
    const seeker = await seekerWithProfile();
    const saved = await Promise.all(Array.from({ length: 10 }, () => createJob(t.dataSource, { companyId })));
    // MAX_BOOKMARKS - 3 already saved: 10 saves at once, 3 fit.
    await t.dataSource.query(
      `WITH filler AS (
         INSERT INTO jobs (company_id, title, description, location)
         SELECT $2, 'Filler ' || n, 'Saved earlier.', 'Pune' FROM generate_series(1, $3) AS n
         RETURNING id)
       INSERT INTO bookmarks (user_id, job_id) SELECT $1, id FROM filler`,
      [seeker.user.id, companyId, MAX_BOOKMARKS - 3],
    );
    const before = await count(`SELECT count(*) AS n FROM bookmarks WHERE user_id = $1`, [seeker.user.id]);
    expect(before).toBe(MAX_BOOKMARKS - 3);
    const answers = await Promise.all(saved.map((j) => t.gql(TOGGLE, { j: j.id }, seeker.token)));
    expect(codes(answers)).toEqual([...Array(7).fill('CONFLICT'), ...Array(3).fill('ok')]);
    expect(await count(`SELECT count(*) AS n FROM bookmarks WHERE user_id = $1`, [seeker.user.id])).toBe(
      MAX_BOOKMARKS,
    );
  });

  it(`a recruiter on the basic plan posting ${PARALLEL} jobs at once: exactly 3`, async () => {
    const poster = await sessionAs(t, Role.RECRUITER);
    const company = await createCompany(t.dataSource, { ownerId: poster.user.id });
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.gql(POST_JOB, { c: company.id, i: JOB_INPUT }, poster.token)),
    );
    expect(codes(answers).filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes(answers).filter((c) => c !== 'ok')).toEqual(Array(PARALLEL - 3).fill('FORBIDDEN'));
    expect(await count(`SELECT count(*) AS n FROM jobs WHERE company_id = $1`, [company.id])).toBe(3);
  });
});
