import { ADMIN_ACTION_MESSAGES, JobStatus, RecruiterPlan, Role } from '@hireloop/schema';
import { hashPassword } from '../src/modules/auth/password-hashing';
import { Profile } from '../src/modules/profiles/profile.entity';
import { UpgradeRequest } from '../src/modules/plans/upgrade-request.entity';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { pdfBytes } from './support/pdf';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp } from './support/test-app';
import { createStoredFile } from './factories/file.factory';

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** The administrator's edits of a table row: close or reopen a job, change a plan, deactivate a seeker. */
describe('administrator row actions', () => {
  let t: TestApp;
  let admin: Session;
  let recruiter: Session;
  let seeker: Session;
  let companyId: string;
  let jobId: string;
  const seekerEmail = `deact.${Date.now()}@example.in`;

  const gql = <T = Record<string, unknown>>(q: string, v: Record<string, unknown> = {}, s: Session = admin) =>
    t.gql<T>(q, v, s.token);
  const auditActions = async (targetId: string) =>
    (
      await t.dataSource.query(`SELECT action FROM audit_events WHERE target_id = $1 ORDER BY created_at`, [
        targetId,
      ])
    ).map((r: { action: string }) => r.action);
  const state = async () =>
    (
      await t.dataSource.query(
        `SELECT (SELECT status FROM jobs WHERE id = $1) AS job, (SELECT plan FROM users WHERE id = $2) AS plan,
                (SELECT deactivated_at IS NULL FROM users WHERE id = $3) AS active,
                (SELECT token_version FROM users WHERE id = $3) AS ver,
                (SELECT count(*)::int FROM audit_events) AS audits,
                (SELECT count(*)::int FROM notifications) AS notes`,
        [jobId, recruiter.user.id, seeker.user.id],
      )
    )[0];

  const CLOSE = 'mutation($id: ID!, $open: Boolean!) { adminSetJobOpen(id: $id, open: $open) }';
  const PLAN = 'mutation($id: ID!, $plan: RecruiterPlan!) { adminSetRecruiterPlan(id: $id, plan: $plan) }';
  const ACTIVE = 'mutation($id: ID!, $active: Boolean!) { adminSetSeekerActive(id: $id, active: $active) }';
  const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token } }';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await sessionAs(t, Role.ADMIN);
    recruiter = await sessionAs(t, Role.RECRUITER, { firstName: 'Ravi', lastName: 'Iyer' });
    seeker = await sessionAs(t, Role.JOB_SEEKER, {
      firstName: 'Meera',
      lastName: 'Nair',
      email: seekerEmail,
      passwordHash: await hashPassword('secret1', t.config.passwordHashMemoryKib),
    });
    companyId = (await createCompany(t.dataSource, { ownerId: recruiter.user.id, name: 'Iyer Logistics' }))
      .id;
    jobId = (await createJob(t.dataSource, { companyId, title: 'Fleet Lead', postedById: recruiter.user.id }))
      .id;
    const resume = {
      id: await createStoredFile(t.dataSource, {
        ownerId: seeker.user.id,
        kind: 'resume',
        originalName: 'cv.pdf',
        mimeType: 'application/pdf',
        bytes: pdfBytes(),
      }),
    };
    await t.dataSource
      .getRepository(Profile)
      .save({ userId: seeker.user.id, bio: 'Fleet pro', skills: ['Fleet'], resumeFileId: resume.id });
  });

  afterAll(() => t.close());

  it('refuses the three actions to seekers, recruiters and anonymous callers, and changes nothing', async () => {
    const before = await state();
    for (const s of [seeker, recruiter, null]) {
      const expected = s ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      for (const [q, v] of [
        [CLOSE, { id: jobId, open: false }],
        [PLAN, { id: recruiter.user.id, plan: 'PREMIUM' }],
        [ACTIVE, { id: seeker.user.id, active: false }],
      ] as const) {
        const res = await t.gql(q, v, s?.token);
        expect([q, res.errors?.[0]?.extensions?.code]).toEqual([q, expected]);
      }
    }
    expect(await state()).toEqual(before);
  });

  it('closes a job (it leaves the public listing) and reopens it, each audited; bad input changes nothing', async () => {
    const before = await state();
    for (const [v, code] of [
      [{ id: NOBODY, open: false }, 'NOT_FOUND'],
      [{ id: 'not-a-uuid', open: false }, 'NOT_FOUND'],
      [{ id: companyId, open: false }, 'NOT_FOUND'],
      [{ id: jobId, open: 'no' }, 'BAD_USER_INPUT'],
    ] as const) {
      const res = await gql(CLOSE, v);
      expect([v, res.errors?.[0]?.extensions?.code]).toEqual([v, code]);
    }
    expect(await state()).toEqual(before);

    expect((await gql(CLOSE, { id: jobId, open: false })).data).toEqual({ adminSetJobOpen: true });
    expect((await state()).job).toBe(JobStatus.CLOSED);
    const anonymous = await t.gql(`query($id: ID!) { job(id: $id) { id } }`, { id: jobId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const table = await gql<{ adminJobs: { items: { id: string; status: string }[] } }>(
      `{ adminJobs { items { id status } } }`,
    );
    expect(table.data?.adminJobs.items).toEqual([{ id: jobId, status: 'CLOSED' }]);
    // Closing a closed job again is no change: not audited twice.
    await gql(CLOSE, { id: jobId, open: false });
    expect(await auditActions(jobId)).toEqual(['close_job']);

    expect((await gql(CLOSE, { id: jobId, open: true })).data).toEqual({ adminSetJobOpen: true });
    expect((await state()).job).toBe(JobStatus.ACTIVE);
    expect(await auditActions(jobId)).toEqual(['close_job', 'reopen_job']);

    // Only a closed job is reopened: a recruiter's draft or paused job stays theirs to publish.
    for (const status of [JobStatus.DRAFT, JobStatus.PAUSED]) {
      await t.dataSource.query(`UPDATE jobs SET status = $2 WHERE id = $1`, [jobId, status]);
      const res = await gql(CLOSE, { id: jobId, open: true });
      expect(res.errors?.[0]?.message).toBe(ADMIN_ACTION_MESSAGES.onlyClosedReopen);
      expect((await state()).job).toBe(status);
    }
    await t.dataSource.query(`UPDATE jobs SET status = 'active' WHERE id = $1`, [jobId]);
    expect(await auditActions(jobId)).toEqual(['close_job', 'reopen_job']);
  });

  it("changes a recruiter's plan (by a company id too), their limit follows, they are told; an open request is decided", async () => {
    const before = await state();
    for (const [v, code] of [
      [{ id: NOBODY, plan: 'PREMIUM' }, 'NOT_FOUND'],
      [{ id: seeker.user.id, plan: 'PREMIUM' }, 'NOT_FOUND'],
      [{ id: recruiter.user.id, plan: 'GOLD' }, 'BAD_USER_INPUT'],
      [{ id: recruiter.user.id, plan: null }, 'BAD_USER_INPUT'],
    ] as const) {
      const res = await gql(PLAN, v);
      expect([v, res.errors?.[0]?.extensions?.code]).toEqual([v, code]);
    }
    expect(await state()).toEqual(before);

    const request = await t.dataSource
      .getRepository(UpgradeRequest)
      .save({ recruiterId: recruiter.user.id, requestedPlan: RecruiterPlan.STANDARD });
    expect((await gql(PLAN, { id: companyId, plan: 'PREMIUM' })).data).toEqual({
      adminSetRecruiterPlan: true,
    });
    const limit = await t.gql(`{ postingLimit { plan limit } }`, {}, recruiter.token);
    expect(limit.data).toEqual({ postingLimit: { plan: 'PREMIUM', limit: null } });
    const [decided] = await t.dataSource.query(
      `SELECT status, granted_plan, decided_by_id FROM upgrade_requests WHERE id = $1`,
      [request.id],
    );
    expect(decided).toEqual({ status: 'granted', granted_plan: 'premium', decided_by_id: admin.user.id });
    const [told] = await t.dataSource.query(`SELECT title, body FROM notifications WHERE user_id = $1`, [
      recruiter.user.id,
    ]);
    expect(told).toEqual({
      title: 'Plan changed',
      body: 'Your plan is now premium: unlimited job postings.',
    });
    const companies = await gql<{ adminCompanies: { items: { subscription: string }[] } }>(
      `{ adminCompanies { items { subscription } } }`,
    );
    expect(companies.data?.adminCompanies.items).toEqual([{ subscription: 'PREMIUM' }]);

    // The plan they are on: nothing happens, nobody is told again.
    await gql(PLAN, { id: recruiter.user.id, plan: 'PREMIUM' });
    expect((await gql(PLAN, { id: recruiter.user.id, plan: 'BASIC' })).data).toEqual({
      adminSetRecruiterPlan: true,
    });
    const [{ plan }] = await t.dataSource.query(`SELECT plan FROM users WHERE id = $1`, [recruiter.user.id]);
    expect(plan).toBe('basic');
    const [audits] = await t.dataSource.query(
      `SELECT array_agg(details ORDER BY created_at) AS d FROM audit_events WHERE action = 'set_plan' AND target_id = $1`,
      [recruiter.user.id],
    );
    expect(audits.d).toEqual([
      { from: 'basic', to: 'premium' },
      { from: 'premium', to: 'basic' },
    ]);
  });

  it('deactivates a seeker: login refused on GraphQL and REST, old token refused, hidden from candidates; reactivates', async () => {
    const candidates = () =>
      t.gql<{ candidates: { total: number } }>(`{ candidates { total } }`, {}, recruiter.token);
    expect((await candidates()).data?.candidates.total).toBe(1);
    expect((await t.gql('{ me { id } }', {}, seeker.token)).data).toEqual({ me: { id: seeker.user.id } });

    const before = await state();
    for (const [v, code] of [
      [{ id: NOBODY, active: false }, 'NOT_FOUND'],
      [{ id: recruiter.user.id, active: false }, 'NOT_FOUND'],
      [{ id: admin.user.id, active: false }, 'NOT_FOUND'],
      [{ id: seeker.user.id, active: 'off' }, 'BAD_USER_INPUT'],
    ] as const) {
      const res = await gql(ACTIVE, v);
      expect([v, res.errors?.[0]?.extensions?.code]).toEqual([v, code]);
    }
    expect(await state()).toEqual(before);

    expect((await gql(ACTIVE, { id: seeker.user.id, active: false })).data).toEqual({
      adminSetSeekerActive: true,
    });
    const after = await state();
    expect(after).toMatchObject({ active: false, ver: before.ver + 1 });

    const old = await t.gql('{ me { id } }', {}, seeker.token);
    expect(old.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await t.http.get('/api/v1/user/applied-jobs').set('Authorization', seeker.bearer).expect(401);

    const input = { email: seekerEmail, password: 'secret1', role: 'JOB_SEEKER' };
    const refused = await t.gql(LOGIN, { input });
    expect(refused.errors?.[0]).toMatchObject({
      message: ADMIN_ACTION_MESSAGES.accountDeactivated,
      extensions: { code: 'ACCOUNT_DEACTIVATED' },
    });
    const rest = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: seekerEmail, password: 'secret1', role: 'finder' })
      .expect(403);
    expect(rest.body).toMatchObject({ success: false, message: ADMIN_ACTION_MESSAGES.accountDeactivated });
    // A wrong password still says only that the credentials are wrong.
    const wrong = await t.gql(LOGIN, { input: { ...input, password: 'nope123' } });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The right password is no guess: however often the owner tries it (on either role's page), the
    // account is not locked, so it signs in at once once reactivated.
    for (let i = 0; i < 12; i += 1) {
      const tried = await t.gql(LOGIN, { input: i % 2 ? input : { ...input, role: 'RECRUITER' } });
      expect(tried.errors?.[0]?.extensions?.code).not.toBe('TOO_MANY_REQUESTS');
    }

    expect((await candidates()).data?.candidates.total).toBe(0);
    const table = await gql<{ adminSeekers: { items: { active: boolean; deactivatedAt: string | null }[] } }>(
      `{ adminSeekers(query: { sortBy: "status" }) { items { active deactivatedAt } } }`,
    );
    expect(table.data?.adminSeekers.items).toEqual([{ active: false, deactivatedAt: expect.any(String) }]);

    // Deactivating again changes nothing (no second audit, the sessions version stays).
    await gql(ACTIVE, { id: seeker.user.id, active: false });
    expect((await state()).ver).toBe(after.ver);

    expect((await gql(ACTIVE, { id: seeker.user.id, active: true })).data).toEqual({
      adminSetSeekerActive: true,
    });
    const again = await t.gql<{ login: { token: string } }>(LOGIN, { input });
    expect(again.data?.login.token).toEqual(expect.any(String));
    expect((await candidates()).data?.candidates.total).toBe(1);
    expect(await auditActions(seeker.user.id)).toEqual(['deactivate_seeker', 'reactivate_seeker']);
  });
});
