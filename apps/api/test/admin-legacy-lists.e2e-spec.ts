import { Role } from '@hireloop/schema';
import { seedDemoData } from '../src/database/seed/seed';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp } from './support/test-app';

/**
 * The legacy admin and candidates clients page the whole table themselves: each list path answers every
 * row the database has, however many, not a first page.
 */
describe('legacy admin lists carry every row', () => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.dataSource, {
      jobs: 1_100,
      companies: 1_050,
      seekers: 1_050,
      applications: 1_100,
      passwordHashMemoryKib: t.config.passwordHashMemoryKib,
    });
    // Rows that share a timestamp, and timestamps that differ only in microseconds, straddle the
    // batches by which the rows are read: none may be lost or repeated at a batch's edge.
    await t.dataSource.query(
      `UPDATE jobs SET created_at = '2026-01-01T00:00:00Z' WHERE id IN (SELECT id FROM jobs ORDER BY id LIMIT 700)`,
    );
    await t.dataSource.query(
      `UPDATE applications SET created_at = '2026-01-01T00:00:00.123Z'::timestamptz + (random() * 999)::int * interval '1 microsecond'`,
    );
    admin = await sessionAs(t, Role.ADMIN);
  });

  afterAll(() => t.close());

  const count = async (sql: string) => Number((await t.dataSource.query(sql))[0].n);
  const get = async (path: string) => {
    const res = await t.http.get(path).set('Authorization', `Bearer ${admin.token}`);
    expect(res.status).toBe(200);
    return res.body as Record<string, unknown>;
  };
  const idsOf = (list: unknown) => (list as { _id: string }[]).map((row) => row._id);
  const expectAll = (list: unknown, expected: string[]) => {
    const ids = idsOf(list);
    expect(ids.length).toBe(expected.length);
    expect(new Set(ids)).toEqual(new Set(expected));
  };
  const ids = async (sql: string) => ((await t.dataSource.query(sql)) as { id: string }[]).map((r) => r.id);

  it('jobs: every job, newest first, with the totals', async () => {
    const body = await get('/api/v1/admin/job/listing/data');
    expect(await count(`SELECT count(*) AS n FROM jobs`)).toBeGreaterThan(1_000);
    expectAll(body.jobs, await ids(`SELECT id FROM jobs`));
    expect(body.totalJobs).toBe((body.jobs as unknown[]).length);
    const dates = (body.jobs as { createdAt: string }[]).map((j) => Date.parse(j.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('companies: every company under both legacy names', async () => {
    const body = await get('/api/v1/admin/recruiters/company/data');
    const all = await ids(`SELECT id FROM companies`);
    expect(all.length).toBeGreaterThan(1_000);
    expectAll(body.companies, all);
    expectAll(body.recruitersWithCompanies, all);
    expect(body.registeredCompanies).toBe(all.length);
  });

  it('job seekers: every seeker', async () => {
    const body = await get('/api/v1/admin/jobseekers/data');
    const all = await ids(`SELECT id FROM users WHERE role = 'job_seeker'`);
    expect(all.length).toBeGreaterThan(1_000);
    expectAll(body.userProfiles, all);
    expect(body.totalSeekers).toBe(all.length);
  });

  it('applications: every application, microseconds apart or not', async () => {
    const body = await get('/api/v1/admin/applicant/data');
    const all = await ids(`SELECT id FROM applications`);
    expect(all.length).toBeGreaterThan(1_000);
    expectAll(body.allApplicantsDetails, all);
    expect(body.totalApplicants).toBe(all.length);
  });

  it('candidates (users/all): every job seeker with a resume, for a recruiter, contacts only where shared', async () => {
    // Every seeker gets a resume; 600 profiles share one update time, straddling the batches.
    await t.dataSource.query(
      `WITH cv AS (SELECT id FROM files WHERE kind = 'resume' LIMIT 1)
       INSERT INTO profiles (user_id, skills, credit_points, resume_file_id)
       SELECT u.id, '{}', 0, (SELECT id FROM cv) FROM users u
        WHERE u.role = 'job_seeker' AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.user_id = u.id)`,
    );
    await t.dataSource.query(
      `UPDATE profiles SET resume_file_id = (SELECT id FROM files WHERE kind = 'resume' LIMIT 1)
        WHERE resume_file_id IS NULL`,
    );
    await t.dataSource.query(
      `UPDATE profiles SET updated_at = '2026-01-01T00:00:00Z' WHERE id IN (SELECT id FROM profiles ORDER BY id LIMIT 600)`,
    );
    const recruiter = await sessionAs(t, Role.RECRUITER);
    const res = await t.http.get('/api/v1/users/all').set('Authorization', recruiter.bearer);
    expect(res.status).toBe(200);
    const all = await ids(
      `SELECT u.id FROM users u JOIN profiles p ON p.user_id = u.id
        WHERE u.role = 'job_seeker' AND p.resume_file_id IS NOT NULL`,
    );
    expect(all.length).toBeGreaterThan(1_000);
    expectAll(res.body.users, all);
    const users = res.body.users as { role: string; email_Id: string; profile: { resume_File: unknown } }[];
    expect(new Set(users.map((u) => u.role))).toEqual(new Set(['finder']));
    // A recruiter nobody applied to sees no contacts and no documents.
    expect(users.filter((u) => u.email_Id !== '' || u.profile.resume_File !== null)).toEqual([]);
  });

  it('stays for administrators only', async () => {
    const seeker = await sessionAs(t, Role.JOB_SEEKER);
    const res = await t.http
      .get('/api/v1/admin/applicant/data')
      .set('Authorization', `Bearer ${seeker.token}`);
    expect(res.status).toBe(403);
    expect(res.body).not.toHaveProperty('allApplicantsDetails');
  });
});
