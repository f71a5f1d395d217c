import { ApplicationStatus, JobStatus, RecruiterPlan, Role } from '@hireloop/schema';
import { hashPassword } from '../src/modules/auth/password-hashing';
import { JwtService } from '@nestjs/jwt';
import { Application } from '../src/modules/applications/application.entity';
import { Profile } from '../src/modules/profiles/profile.entity';
import { UpgradeRequest } from '../src/modules/plans/upgrade-request.entity';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp } from './support/test-app';

/** A hand-built data set whose every figure is known. */
describe('administrator console', () => {
  let t: TestApp;
  let admin: Session;
  let recruiterA: Session;
  let recruiterB: Session;
  const seekers: Session[] = [];
  const ids: Record<string, string> = {};

  const gql = <T = Record<string, unknown>>(q: string, v: Record<string, unknown> = {}, s: Session = admin) =>
    t.gql<T>(q, v, s.token);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await sessionAs(t, Role.ADMIN);
    recruiterA = await sessionAs(t, Role.RECRUITER, {
      firstName: 'Anita',
      lastName: 'Rao',
      plan: RecruiterPlan.STANDARD,
    });
    recruiterB = await sessionAs(t, Role.RECRUITER, { firstName: 'Bala', lastName: 'K' });
    for (const name of ['Chitra', 'Dev', 'Esha'])
      seekers.push(await sessionAs(t, Role.JOB_SEEKER, { firstName: name, lastName: 'S' }));
    const ca = await createCompany(t.dataSource, { ownerId: recruiterA.user.id, name: 'Alpha Analytics' });
    const cb = await createCompany(t.dataSource, { ownerId: recruiterB.user.id, name: 'Beta Builders' });
    ids.companyA = ca.id;
    ids.companyB = cb.id;
    const j1 = await createJob(t.dataSource, {
      companyId: ca.id,
      title: 'Analyst',
      postedById: recruiterA.user.id,
      positions: 2,
    });
    const j2 = await createJob(t.dataSource, {
      companyId: ca.id,
      title: 'Zookeeper',
      postedById: recruiterA.user.id,
      status: JobStatus.CLOSED,
    });
    const j3 = await createJob(t.dataSource, {
      companyId: cb.id,
      title: 'Mason',
      postedById: recruiterB.user.id,
      category: 'Construction',
    });
    Object.assign(ids, { j1: j1.id, j2: j2.id, j3: j3.id });
    const apps = t.dataSource.getRepository(Application);
    const a1 = await apps.save({
      jobId: j1.id,
      applicantId: seekers[0].user.id,
      status: ApplicationStatus.PENDING,
    });
    await apps.save({ jobId: j1.id, applicantId: seekers[1].user.id, status: ApplicationStatus.RECRUITED });
    await apps.save({ jobId: j3.id, applicantId: seekers[0].user.id, status: ApplicationStatus.REJECT });
    await apps.save({ jobId: j3.id, applicantId: seekers[2].user.id, status: ApplicationStatus.SEEN });
    ids.a1 = a1.id;
    await t.dataSource.getRepository(Profile).save([
      { userId: seekers[0].user.id, bio: 'x', skills: ['SQL', 'Excel', 'Python', 'R'] },
      { userId: seekers[1].user.id, bio: 'y', skills: [] },
    ]);
    await t.dataSource.query(`INSERT INTO bookmarks (user_id, job_id) VALUES ($1, $2)`, [
      seekers[0].user.id,
      j3.id,
    ]);
  });

  afterAll(() => t.close());

  const ADMIN_QUERIES = [
    '{ adminDashboard { jobSeekers } }',
    '{ adminJobs { total } }',
    '{ adminCompanies { total } }',
    '{ adminSeekers { total } }',
    '{ adminApplications { total } }',
    '{ adminPayments { plans { plan } } }',
    '{ adminAnalytics { byCategory { category } } }',
    '{ platformSettings { platformName } }',
    'mutation { updatePlatformSettings(input: { platformName: "X" }) { platformName } }',
    'mutation { deleteRecruiter(id: "00000000-0000-0000-0000-000000000000") }',
    'mutation { deleteJob(id: "00000000-0000-0000-0000-000000000000") }',
    'mutation { deleteSeeker(id: "00000000-0000-0000-0000-000000000000") }',
    'mutation { deleteApplication(id: "00000000-0000-0000-0000-000000000000") }',
    'mutation { adminSetApplicationStatus(id: "00000000-0000-0000-0000-000000000000", status: SEEN) { id } }',
    'mutation { decideUpgradeRequest(id: "00000000-0000-0000-0000-000000000000", plan: PREMIUM) }',
  ];
  const ADMIN_ROUTES: [string, string][] = [
    ['get', '/api/v1/admin/dashboard/data'],
    ['get', '/api/v1/admin/job/listing/data'],
    ['get', '/api/v1/admin/recruiters/company/data'],
    ['delete', '/api/v1/admin/recruiters/00000000-0000-0000-0000-000000000000'],
    ['get', '/api/v1/admin/jobseekers/data'],
    ['get', '/api/v1/admin/applicant/data'],
  ];

  it('refuses every admin query, action and route to seekers, recruiters and anonymous callers', async () => {
    for (const s of [seekers[0], recruiterA, null]) {
      for (const q of ADMIN_QUERIES) {
        const res = await t.gql(q, {}, s?.token);
        expect([q, res.errors?.[0]?.extensions?.code]).toEqual([q, s ? 'FORBIDDEN' : 'UNAUTHENTICATED']);
      }
      for (const [method, path] of ADMIN_ROUTES) {
        const req = (t.http as unknown as Record<string, (p: string) => import('supertest').Test>)[method](
          path,
        );
        const res = await (s ? req.set('Authorization', s.bearer) : req);
        expect([path, res.status]).toEqual([path, s ? 403 : 401]);
      }
    }
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_events`);
    expect(n).toBe(0);
  });

  it('computes the dashboard and table summaries from the data exactly', async () => {
    const d = await gql<{ adminDashboard: Record<string, number> }>(
      `{ adminDashboard { jobSeekers recruiters activeJobs totalJobs registeredCompanies totalApplications applicationsToday profilesCreated avgApplicationsPerJob profileCompletionRate successRate recentActivities { kind text } } }`,
    );
    expect(d.data?.adminDashboard).toMatchObject({
      jobSeekers: 3,
      recruiters: 2,
      activeJobs: 2,
      totalJobs: 3,
      registeredCompanies: 2,
      totalApplications: 4,
      applicationsToday: 4,
      profilesCreated: 2,
      avgApplicationsPerJob: 1,
      profileCompletionRate: 67,
      successRate: 25,
    });
    const jobs = await gql<{ adminJobs: { summary: unknown } }>(
      `{ adminJobs { summary { totalJobs activeJobs jobsFilled avgApplications } } }`,
    );
    expect(jobs.data?.adminJobs.summary).toEqual({
      totalJobs: 3,
      activeJobs: 2,
      jobsFilled: 1,
      avgApplications: 1,
    });
    const companies = await gql<{ adminCompanies: { summary: unknown } }>(
      `{ adminCompanies { summary { registeredCompanies activeCompanies activeRate premiumSubscribers avgJobsPerCompany recruitersWithCompanies } } }`,
    );
    expect(companies.data?.adminCompanies.summary).toEqual({
      registeredCompanies: 2,
      activeCompanies: 2,
      activeRate: 100,
      premiumSubscribers: 1,
      avgJobsPerCompany: 2,
      recruitersWithCompanies: 2,
    });
    const seekerTable = await gql<{
      adminSeekers: { summary: unknown; items: { name: string; skills: string[] }[] };
    }>(
      `{ adminSeekers(query: { sortBy: "name", sortDir: ASC }) { summary { totalSeekers profilesCreated profilesCreatedRate activeProfiles incompleteProfiles } items { name skills } } }`,
    );
    expect(seekerTable.data?.adminSeekers.summary).toEqual({
      totalSeekers: 3,
      profilesCreated: 2,
      profilesCreatedRate: 67,
      activeProfiles: 2,
      incompleteProfiles: 1,
    });
    expect(seekerTable.data?.adminSeekers.items[0]).toEqual({
      name: 'Chitra S',
      skills: ['SQL', 'Excel', 'Python'],
    });
    const applications = await gql<{
      adminApplications: {
        summary: { pipeline: { status: string; share: number }[]; recent: unknown[] } & Record<
          string,
          unknown
        >;
      };
    }>(
      `{ adminApplications { summary { totalApplicants inReview recruited seen rejected accepted pipeline { status count share } recent { job } } } }`,
    );
    const s = applications.data!.adminApplications.summary;
    expect(s).toMatchObject({
      totalApplicants: 4,
      inReview: 1,
      recruited: 1,
      seen: 1,
      rejected: 1,
      accepted: 0,
    });
    expect(s.pipeline.find((p) => p.status === 'PENDING')?.share).toBe(25);
    expect(s.recent).toHaveLength(4);

    const legacy = await t.http
      .get('/api/v1/admin/dashboard/data')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(legacy.body).toMatchObject({
      success: true,
      jobsSeeker: 3,
      activeJobs: 2,
      registeredCompanies: 2,
      applicationsToday: 4,
    });
    const legacyApps = await t.http
      .get('/api/v1/admin/applicant/data')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(legacyApps.body).toMatchObject({
      totalApplicants: 4,
      inReviewApplicants: 1,
      recruiteeredApplicants: 1,
      seenApplicants: 1,
      rejectedApplicants: 1,
    });
    expect(legacyApps.body.allApplicantsDetails[0]).toMatchObject({
      applicant: { email_Id: expect.any(String) },
      job: { job_title: expect.any(String) },
    });
    const legacyJobs = await t.http
      .get('/api/v1/admin/job/listing/data')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(legacyJobs.body).toMatchObject({ totalJobs: 3, activeJobs: 2 });
    expect(
      legacyJobs.body.jobs.find((j: { title: string }) => j.title === 'Analyst').applications,
    ).toHaveLength(2);
    const legacyCompanies = await t.http
      .get('/api/v1/admin/recruiters/company/data')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(legacyCompanies.body).toMatchObject({
      registeredCompanies: 2,
      activeCompanies: 2,
      subscribers: 1,
      avgJobsPerCompany: 2,
    });
    const legacySeekers = await t.http
      .get('/api/v1/admin/jobseekers/data')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(legacySeekers.body).toMatchObject({ totalSeekers: 3, profileCreated: 2 });
  });

  it('counts a job past its closing date as not open, before the daily expiry run marks it expired', async () => {
    // Beta Builders' only job (Mason) is still "active" but closed for applications yesterday.
    await t.dataSource.query(`UPDATE jobs SET valid_through = now() - interval '1 day' WHERE id = $1`, [
      ids.j3,
    ]);
    try {
      const d = await gql<{ adminDashboard: Record<string, number> }>(
        `{ adminDashboard { activeJobs totalJobs } }`,
      );
      expect(d.data?.adminDashboard).toEqual({ activeJobs: 1, totalJobs: 3 });
      const companies = await gql<{ adminCompanies: { summary: unknown } }>(
        `{ adminCompanies { summary { registeredCompanies activeCompanies activeRate } } }`,
      );
      expect(companies.data?.adminCompanies.summary).toEqual({
        registeredCompanies: 2,
        activeCompanies: 1,
        activeRate: 50,
      });
      const legacy = await t.http
        .get('/api/v1/admin/recruiters/company/data')
        .set('Authorization', admin.bearer)
        .expect(200);
      expect(legacy.body).toMatchObject({ registeredCompanies: 2, activeCompanies: 1 });
    } finally {
      await t.dataSource.query(`UPDATE jobs SET valid_through = now() + interval '30 days' WHERE id = $1`, [
        ids.j3,
      ]);
    }
  });

  it('searches, sorts by any shown column and pages (page size 10)', async () => {
    const asc = await gql<{ adminJobs: { items: { title: string }[] } }>(
      `{ adminJobs(query: { sortBy: "title", sortDir: ASC }) { items { title } } }`,
    );
    expect(asc.data?.adminJobs.items.map((i) => i.title)).toEqual(['Analyst', 'Mason', 'Zookeeper']);
    const byApps = await gql<{ adminJobs: { items: { title: string }[] } }>(
      `{ adminJobs(query: { sortBy: "applications", sortDir: DESC }) { items { title } } }`,
    );
    // Analyst and Mason have 2 applications each (either order), Zookeeper none.
    const byAppsTitles = byApps.data?.adminJobs.items.map((i) => i.title) ?? [];
    expect(byAppsTitles.slice(0, 2).sort()).toEqual(['Analyst', 'Mason']);
    expect(byAppsTitles[2]).toBe('Zookeeper');
    const search = await gql<{ adminJobs: { total: number } }>(
      `{ adminJobs(query: { search: "beta" }) { total } }`,
    );
    expect(search.data?.adminJobs.total).toBe(1);
    const paged = await gql<{ adminJobs: { total: number; pageCount: number; items: unknown[] } }>(
      `{ adminJobs(query: { pageSize: 2, page: 2 }) { total pageCount items { id } } }`,
    );
    expect(paged.data?.adminJobs).toMatchObject({ total: 3, pageCount: 2 });
    expect(paged.data?.adminJobs.items).toHaveLength(1);
    const beyond = await gql<{ adminJobs: { total: number; items: unknown[] } }>(
      `{ adminJobs(query: { page: 9 }) { total items { id } } }`,
    );
    expect(beyond.data?.adminJobs.items).toEqual([]);
    const bad = await gql(`{ adminJobs(query: { sortBy: "password_hash" }) { total } }`);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('grants a plan on an upgrade request, raising the limit, audited', async () => {
    const request = await t.dataSource
      .getRepository(UpgradeRequest)
      .save({ recruiterId: recruiterB.user.id, requestedPlan: RecruiterPlan.PREMIUM });
    const res = await gql(`mutation($id: ID!) { decideUpgradeRequest(id: $id, plan: PREMIUM) }`, {
      id: request.id,
    });
    expect(res.data).toEqual({ decideUpgradeRequest: true });
    const limit = await t.gql(`{ postingLimit { plan limit } }`, {}, recruiterB.token);
    expect(limit.data).toEqual({ postingLimit: { plan: 'PREMIUM', limit: null } });
    const payments = await gql<{ adminPayments: { history: { grantedPlan: string; status: string }[] } }>(
      `{ adminPayments { plans { plan priceUsdPerMonth postingLimit } history { grantedPlan status } } }`,
    );
    expect(payments.data?.adminPayments.history[0]).toEqual({ grantedPlan: 'PREMIUM', status: 'granted' });
    const [audit] = await t.dataSource.query(
      `SELECT action, actor_id FROM audit_events WHERE target_id = $1`,
      [request.id],
    );
    expect(audit).toEqual({ action: 'grant_plan', actor_id: admin.user.id });
  });

  it('deletes a job (applicants told), an application and a seeker without orphans', async () => {
    await gql(`mutation($id: ID!) { deleteJob(id: $id) }`, { id: ids.j3 });
    const told = await t.dataSource.query(
      `SELECT user_id FROM notifications WHERE title = 'Job no longer available' ORDER BY user_id`,
    );
    expect(told.map((r: { user_id: string }) => r.user_id).sort()).toEqual(
      [seekers[0].user.id, seekers[2].user.id].sort(),
    );
    const [{ b }] = await t.dataSource.query(`SELECT count(*)::int AS b FROM bookmarks`);
    expect(b).toBe(0);
    await gql(`mutation($id: ID!) { deleteApplication(id: $id) }`, { id: ids.a1 });
    await gql(`mutation($id: ID!) { deleteSeeker(id: $id) }`, { id: seekers[1].user.id });
    const orphans = await t.dataSource.query(
      `
      SELECT (SELECT count(*)::int FROM applications a WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.applicant_id)) AS apps,
             (SELECT count(*)::int FROM profiles p WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id)) AS profiles,
             (SELECT count(*)::int FROM applications WHERE applicant_id = $1) AS gone`,
      [seekers[1].user.id],
    );
    expect(orphans).toEqual([{ apps: 0, profiles: 0, gone: 0 }]);
    const actions = await t.dataSource.query(`SELECT action FROM audit_events ORDER BY created_at`);
    expect(actions.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['delete_job', 'delete_application', 'delete_seeker']),
    );
  });

  it('deletes a recruiter by a company id (the spec call); the recruiter can no longer log in', async () => {
    const email = `gone.${Date.now()}@alphaanalytics.in`;
    await t.dataSource.query(`UPDATE users SET email = $1, password_hash = $2 WHERE id = $3`, [
      email,
      await hashPassword('secret1', t.config.passwordHashMemoryKib),
      recruiterA.user.id,
    ]);
    await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: email, password: 'secret1', role: 'recruiter' })
      .expect(200);
    const res = await t.http
      .delete(`/api/v1/admin/recruiters/${ids.companyA}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Alpha Analytics has been removed' });
    await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: email, password: 'secret1', role: 'recruiter' })
      .expect(401);
    const left = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM companies WHERE owner_id = $1) AS c, (SELECT count(*)::int FROM jobs WHERE posted_by_id = $1) AS j`,
      [recruiterA.user.id],
    );
    expect(left).toEqual([{ c: 0, j: 0 }]);
    const session = await t.gql('{ me { id } }', {}, recruiterA.token);
    expect(session.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stores settings and applies them: platform name in siteConfig, login attempt limit, session timeout', async () => {
    const res = await gql(
      `mutation { updatePlatformSettings(input: { platformName: "Hireloop India", loginAttemptLimit: 3, sessionTimeoutMinutes: 30 }) { platformName loginAttemptLimit sessionTimeoutMinutes } }`,
    );
    expect(res.data).toEqual({
      updatePlatformSettings: {
        platformName: 'Hireloop India',
        loginAttemptLimit: 3,
        sessionTimeoutMinutes: 30,
      },
    });
    expect((await t.gql(`{ siteConfig { platformName } }`)).data).toEqual({
      siteConfig: { platformName: 'Hireloop India' },
    });
    const email = `limits.${Date.now()}@example.in`;
    await t.dataSource.query(`UPDATE users SET email = $1, password_hash = $2 WHERE id = $3`, [
      email,
      await hashPassword('secret1', t.config.passwordHashMemoryKib),
      seekers[2].user.id,
    ]);
    const ok = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: email, password: 'secret1' })
      .expect(200);
    const claims = t.app.get(JwtService).decode<{ iat: number; exp: number }>(ok.body.token);
    expect(claims.exp - claims.iat).toBe(30 * 60);
    for (let i = 0; i < 3; i++)
      await t.http.post('/api/v1/user/login').send({ email_Id: email, password: 'wrong!' }).expect(401);
    await t.http.post('/api/v1/user/login').send({ email_Id: email, password: 'secret1' }).expect(429);
    const bad = await gql(
      `mutation { updatePlatformSettings(input: { loginAttemptLimit: 7 }) { loginAttemptLimit } }`,
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
