import { ACCOUNT_DELETION_MESSAGES, DELETED_ACCOUNT_LABEL, MESSAGES, Role } from '@hireloop/schema';
import request from 'supertest';
import { Clock } from '../src/common/clock';
import {
  OTP_ERRORS,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_EMAIL_PER_HOUR,
  OTP_MAX_SENDS_PER_HOUR,
} from '../src/modules/otp/otp.service';
import { Company } from '../src/modules/companies/company.entity';
import { createCompany } from './factories/company.factory';
import { createStoredFile } from './factories/file.factory';
import { createJob } from './factories/job.factory';
import { pdfBytes } from './support/pdf';
import { Session, sessionAs } from './support/sessions';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, errorCode, TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const REQUEST = `mutation { requestAccountDeletion { sentTo expiresAt resendAvailableAt } }`;
const CONFIRM = `mutation($code: String!) { confirmAccountDeletion(code: $code) }`;
const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id) { id } }`;
const WITHDRAW = `mutation($input: WithdrawApplicationInput!) { withdrawApplication(input: $input) { id } }`;
const SET_STATUS = `mutation($id: ID!, $status: ApplicationStatus!) { setApplicationStatus(applicationId: $id, status: $status) { id } }`;
const APPLICANTS = `query($jobId: ID!) {
  jobApplicants(jobId: $jobId) {
    total
    items {
      id status accountDeleted withdrawalReason resumeUrl resumeName coverLetterUrl coverLetterName
      applicant { id firstName lastName email contactNo bio skills photoUrl }
    }
    statusCounts { status count }
  }
}`;
const ME = `{ me { id email } }`;

/**
 * A job seeker deletes their own account with a code mailed to its address: what is theirs is erased,
 * their applications stay for the recruiters as withdrawn without the person, the address can sign up
 * again. Every test speaks from a client address of its own (X-Forwarded-For behind TRUST_PROXY).
 */
describe('deleting my account', () => {
  let t: TestApp;
  const smtp = new SmtpCatcher();
  const clock = new TestClock();
  let recruiter: Session;
  let admin: Session;
  let company: Company;
  let address = 0;
  let n = 0;

  /** A GraphQL call with a session, from a client address of its own. */
  const gqlFrom = (ip: string) => async (query: string, variables: Record<string, unknown>, s?: Session) => {
    const req = t.http.post('/graphql').set('X-Forwarded-For', ip);
    if (s) req.set('Authorization', s.bearer);
    return (await req.send({ query, variables })).body as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  };
  const client = () => gqlFrom(`198.51.100.${++address}`);

  /** A seeker with a profile (bio, skills, resume, cover letter, photo, work experience, college). */
  async function seekerWithEverything() {
    n += 1;
    const s = await sessionAs(t, Role.JOB_SEEKER, {
      email: `meera${n}.${Date.now()}@example.in`,
      firstName: 'Meera',
      lastName: `Iyer${n}`,
      contactNo: `+91-98450${String(n).padStart(5, '0')}`,
    });
    const file = (kind: 'resume' | 'cover_letter' | 'profile_image', name: string, mime: string) =>
      createStoredFile(t.dataSource, {
        ownerId: s.user.id,
        kind,
        originalName: name,
        mimeType: mime,
        bytes: Buffer.from(`%PDF-1.4 bytes of ${name}`),
      });
    const resume = await file('resume', `meera-iyer-resume-${n}.pdf`, 'application/pdf');
    const cover = await file('cover_letter', `meera-cover-${n}.pdf`, 'application/pdf');
    const photo = await file('profile_image', 'photo.webp', 'image/webp');
    const [{ id: profileId }] = (await t.dataSource.query(
      `INSERT INTO profiles (user_id, bio, skills, resume_file_id, cover_letter_file_id, profile_image_file_id)
       VALUES ($1, 'Backend engineer from Chennai', '{Kotlin,Postgres}', $2, $3, $4) RETURNING id`,
      [s.user.id, resume, cover, photo],
    )) as { id: string }[];
    await t.dataSource.query(
      `INSERT INTO profile_experiences (profile_id, company, job_title) VALUES ($1, 'Zoho', 'Engineer')`,
      [profileId],
    );
    await t.dataSource.query(
      `INSERT INTO profile_colleges (profile_id, college_name, degree) VALUES ($1, 'IIT Madras', 'B.Tech')`,
      [profileId],
    );
    await t.dataSource.query(
      `INSERT INTO preference_surveys (user_id, job_title, job_type, category, location, salary, shift)
       VALUES ($1, 'Engineer', 'Full-time', 'Technology', 'Chennai', '₹10-15 LPA', 'Day')`,
      [s.user.id],
    );
    return { session: s, files: [resume, cover, photo], profileId };
  }

  /** How many rows of each kind the account has, by its id and by its e-mail address. */
  async function remnants(userId: string, email: string, profileId: string) {
    const count = async (sql: string, params: unknown[]) =>
      ((await t.dataSource.query(sql, params)) as { n: number }[])[0].n;
    return {
      users: await count(`SELECT count(*)::int AS n FROM users WHERE id = $1 OR lower(email) = lower($2)`, [
        userId,
        email,
      ]),
      profiles: await count(`SELECT count(*)::int AS n FROM profiles WHERE user_id = $1`, [userId]),
      experiences: await count(`SELECT count(*)::int AS n FROM profile_experiences WHERE profile_id = $1`, [
        profileId,
      ]),
      colleges: await count(`SELECT count(*)::int AS n FROM profile_colleges WHERE profile_id = $1`, [
        profileId,
      ]),
      surveys: await count(`SELECT count(*)::int AS n FROM preference_surveys WHERE user_id = $1`, [userId]),
      files: await count(`SELECT count(*)::int AS n FROM files WHERE owner_id = $1`, [userId]),
      bookmarks: await count(`SELECT count(*)::int AS n FROM bookmarks WHERE user_id = $1`, [userId]),
      alerts: await count(
        `SELECT count(*)::int AS n FROM job_alerts WHERE user_id = $1 OR lower(email) = lower($2)`,
        [userId, email],
      ),
      notifications: await count(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1`, [userId]),
      codes: await count(`SELECT count(*)::int AS n FROM otp_challenges WHERE lower(email) = lower($1)`, [
        email,
      ]),
      mails: await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE lower(to_address) = lower($1)`, [
        email,
      ]),
      applications: await count(`SELECT count(*)::int AS n FROM applications WHERE applicant_id = $1`, [
        userId,
      ]),
    };
  }

  async function requestCode(gql: ReturnType<typeof client>, s: Session): Promise<string> {
    const before = smtp.mailsTo(s.user.email).length;
    const res = await gql(REQUEST, {}, s);
    expect(res.errors).toBeUndefined();
    return smtp.lastCode(s.user.email, before);
  }

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, TRUST_PROXY: 'true' },
      configure: (b) => b.overrideProvider(Clock).useValue(clock),
    });
    recruiter = await sessionAs(t, Role.RECRUITER);
    admin = await sessionAs(t, Role.ADMIN);
    company = await createCompany(t.dataSource, { ownerId: recruiter.user.id });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('erases the account with the mailed code; applications stay withdrawn without the person; the address signs up anew', async () => {
    const gql = client();
    const { session: seeker, files, profileId } = await seekerWithEverything();
    const { id: userId, email } = seeker.user;
    const shortlistedJob = await createJob(t.dataSource, { companyId: company.id, title: 'Kotlin Engineer' });
    const withdrawnJob = await createJob(t.dataSource, { companyId: company.id, title: 'Data Engineer' });
    const shortlisted = (await gql(APPLY, { id: shortlistedJob.id }, seeker)).data as {
      applyToJob: { id: string };
    };
    const withdrawn = (await gql(APPLY, { id: withdrawnJob.id }, seeker)).data as {
      applyToJob: { id: string };
    };
    expect(
      errorCode(await gql(SET_STATUS, { id: shortlisted.applyToJob.id, status: 'SHORTLISTED' }, recruiter)),
    ).toBe('ok');
    const reason = 'Moving to Pune for family reasons';
    expect(
      errorCode(await gql(WITHDRAW, { input: { applicationId: withdrawn.applyToJob.id, reason } }, seeker)),
    ).toBe('ok');
    expect(
      errorCode(
        await gql(
          `mutation($id: ID!) { toggleBookmark(jobId: $id) { bookmarked } }`,
          { id: withdrawnJob.id },
          seeker,
        ),
      ),
    ).toBe('ok');
    expect(
      errorCode(
        await gql(
          `mutation { createJobAlert(input: { keyword: "kotlin", frequency: DAILY }) { alert { id } } }`,
          {},
          seeker,
        ),
      ),
    ).toBe('ok');
    // An alert a visitor set up for the same address before signing up is theirs too.
    await t.dataSource.query(
      `INSERT INTO job_alerts (email, keyword, frequency) VALUES ($1, 'postgres', 'weekly')`,
      [email.toUpperCase()],
    );
    // Earlier administrator entries about the account named its address.
    await t.dataSource.query(
      `INSERT INTO audit_events (actor_id, action, target_type, target_id, details)
       VALUES ($1, 'deactivate_seeker', 'user', $2, $3)`,
      [admin.user.id, userId, JSON.stringify({ email })],
    );
    const before = await remnants(userId, email, profileId);
    expect(before).toMatchObject({
      users: 1,
      profiles: 1,
      experiences: 1,
      colleges: 1,
      surveys: 1,
      files: 3,
      bookmarks: 1,
      alerts: 2,
      notifications: 1,
      applications: 2,
    });

    // The shortlisting's notification mail has arrived first.
    const mailsBefore = (await smtp.waitForMails(email, 1)).length;
    const sent = await gql(REQUEST, {}, seeker);
    expect(sent.data).toEqual({
      requestAccountDeletion: {
        sentTo: email,
        expiresAt: expect.any(String),
        resendAvailableAt: expect.any(String),
      },
    });
    const code = await smtp.lastCode(email, mailsBefore);
    const mail = smtp
      .mailsTo(email)
      .at(-1)!
      .raw.replace(/=\r?\n/g, '');
    expect(mail).toMatch(/account deletion code is \d{6}/);
    expect(mail).toMatch(/change your password/);
    const requested = await remnants(userId, email, profileId);
    expect(requested).toEqual({ ...before, codes: 1, mails: before.mails + 1 });

    // A wrong code changes nothing.
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await gql(CONFIRM, { code: wrong }, seeker);
    expect([errorCode(refused), refused.errors?.[0].message]).toEqual([
      'BAD_USER_INPUT',
      MESSAGES.otpInvalid,
    ]);
    expect(await remnants(userId, email, profileId)).toEqual(requested);
    expect((await gql(ME, {}, seeker)).data).toEqual({ me: { id: userId, email } });

    expect((await gql(CONFIRM, { code }, seeker)).data).toEqual({ confirmAccountDeletion: true });

    // Every session ends at once, on every transport.
    expect(errorCode(await gql(ME, {}, seeker))).toBe('UNAUTHENTICATED');
    expect((await t.http.get('/api/v1/profile').set('Authorization', seeker.bearer)).status).toBe(401);
    // The code cannot be used twice.
    expect(errorCode(await gql(CONFIRM, { code }, seeker))).toBe('UNAUTHENTICATED');

    expect(await remnants(userId, email, profileId)).toEqual({
      users: 0,
      profiles: 0,
      experiences: 0,
      colleges: 0,
      surveys: 0,
      files: 0,
      bookmarks: 0,
      alerts: 0,
      notifications: 0,
      codes: 0,
      mails: 0,
      applications: 0,
    });
    const bytes = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM file_chunks WHERE file_id = ANY($1::uuid[])`,
      [files],
    )) as { n: number }[];
    expect(bytes[0].n).toBe(0);

    // Nothing personal is left anywhere a recruiter or an administrator looks.
    const personal = [
      email,
      'Meera',
      seeker.user.lastName,
      seeker.user.contactNo!,
      reason,
      'Chennai',
      'meera-',
    ];
    const expectNothingPersonal = (body: unknown) => {
      const text = JSON.stringify(body);
      for (const value of personal) expect(text).not.toContain(value);
    };

    // The recruiter still has both applications, withdrawn, as a deleted account.
    for (const job of [shortlistedJob, withdrawnJob]) {
      const res = await gql(APPLICANTS, { jobId: job.id }, recruiter);
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({
        jobApplicants: {
          total: 1,
          items: [
            {
              id: expect.any(String),
              status: 'WITHDRAWN',
              accountDeleted: true,
              withdrawalReason: null,
              resumeUrl: null,
              resumeName: null,
              coverLetterUrl: null,
              coverLetterName: null,
              applicant: null,
            },
          ],
          statusCounts: [{ status: 'WITHDRAWN', count: 1 }],
        },
      });
      const rest = await t.http.get(`/api/v1/${job.id}/applicants`).set('Authorization', recruiter.bearer);
      expect(rest.status).toBe(200);
      expect(rest.body.applications).toHaveLength(1);
      expect(rest.body.applications[0]).toMatchObject({
        status: 'withdrawn',
        account_Deleted: true,
        applicant: {
          _id: '',
          firstname: DELETED_ACCOUNT_LABEL,
          lastname: '',
          email_Id: '',
          contact_No: '',
          profile: { bio: '', skills: [], resume_File: null, cover_Letter_File: null },
        },
      });
      expectNothingPersonal(res);
      expectNothingPersonal(rest.body);
    }
    // Its documents are gone, and it no longer moves.
    const doc = await t.http
      .get(`/api/v1/applications/${shortlisted.applyToJob.id}/resume`)
      .set('Authorization', recruiter.bearer);
    expect(doc.status).toBe(404);
    expect(
      errorCode(await gql(SET_STATUS, { id: shortlisted.applyToJob.id, status: 'ACCEPT' }, recruiter)),
    ).toBe('CONFLICT');
    // The job's pipeline figure no longer counts it.
    const figures = await gql(
      `query($id: ID!) { job(id: $id) { id applicationCount } }`,
      { id: shortlistedJob.id },
      recruiter,
    );
    expect(figures.data).toEqual({ job: { id: shortlistedJob.id, applicationCount: 0 } });

    // Administrators' tables, dashboard and legacy export cope and show the label only.
    const table = await gql(
      `{ adminApplications(query: { pageSize: 100 }) { items { id applicant email phone status } } }`,
      {},
      admin,
    );
    expect(table.errors).toBeUndefined();
    const rows = (table.data as { adminApplications: { items: { id: string }[] } }).adminApplications.items;
    expect(rows.filter((r) => r.id === shortlisted.applyToJob.id)).toEqual([
      {
        id: shortlisted.applyToJob.id,
        applicant: DELETED_ACCOUNT_LABEL,
        email: '',
        phone: null,
        status: 'WITHDRAWN',
      },
    ]);
    expectNothingPersonal(table);
    const dashboard = await gql(`{ adminDashboard { recentActivities { text } } }`, {}, admin);
    expect(dashboard.errors).toBeUndefined();
    expect(JSON.stringify(dashboard)).toContain(`${DELETED_ACCOUNT_LABEL} applied to`);
    expectNothingPersonal(dashboard);
    const summary = await gql(`{ adminApplications { summary { recent { applicant job } } } }`, {}, admin);
    expect(summary.errors).toBeUndefined();
    expectNothingPersonal(summary);
    const legacy = await t.http.get('/api/v1/admin/applicant/data').set('Authorization', admin.bearer);
    expect(legacy.status).toBe(200);
    expectNothingPersonal(legacy.body);

    // The audit log records the erasure, without the person; earlier entries lost the address.
    const audit = (await t.dataSource.query(
      `SELECT actor_id, target_type, target_id, details FROM audit_events WHERE action = 'account.deleted' AND target_id = $1`,
      [userId],
    )) as { actor_id: string | null; target_type: string; target_id: string; details: object }[];
    expect(audit).toEqual([
      {
        actor_id: null,
        target_type: 'user',
        target_id: userId,
        details: { role: 'job_seeker', applicationsKept: 2 },
      },
    ]);
    const earlier = (await t.dataSource.query(
      `SELECT details FROM audit_events WHERE target_id = $1 AND action = 'deactivate_seeker'`,
      [userId],
    )) as { details: object }[];
    expect(earlier).toEqual([{ details: {} }]);
    expectNothingPersonal(
      await t.dataSource.query(`SELECT details FROM audit_events WHERE target_id = $1`, [userId]),
    );

    // The address signs up again as a new account with nothing of the old one.
    const signupMails = smtp.mailsTo(email).length;
    const signup = await gql(
      `mutation($e: String!) { requestSignupOtp(email: $e, role: JOB_SEEKER) { reference } }`,
      { e: email },
    );
    expect(signup.errors).toBeUndefined();
    const reference = (signup.data as { requestSignupOtp: { reference: string } }).requestSignupOtp.reference;
    const verified = await gql(
      `mutation($r: ID!, $c: String!) { verifyOtp(reference: $r, code: $c) { ticket } }`,
      {
        r: reference,
        c: await smtp.lastCode(email, signupMails),
      },
    );
    const ticket = (verified.data as { verifyOtp: { ticket: string } }).verifyOtp.ticket;
    const registered = await gql(`mutation($i: RegisterInput!) { register(input: $i) { id email } }`, {
      i: {
        email,
        password: 'Fresh@123',
        firstName: 'Meera',
        lastName: 'Again',
        contactNo: '+91-9000000001',
        role: 'JOB_SEEKER',
        ticket,
      },
    });
    expect(registered.errors).toBeUndefined();
    const fresh = (registered.data as { register: { id: string } }).register.id;
    expect(fresh).not.toBe(userId);
    const login = await t.http
      .post('/api/v1/user/login')
      .set('X-Forwarded-For', '192.0.2.7')
      .send({ email_Id: email, password: 'Fresh@123' });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const mine = await t.http.post('/graphql').set('Authorization', `Bearer ${token}`).send({
      query: `{ myApplications { total } myNotifications { total } bookmarks { total } jobAlerts { id } myProfile { bio skills } }`,
    });
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data).toMatchObject({
      myApplications: { total: 0 },
      myNotifications: { total: 0 },
      bookmarks: { total: 0 },
      jobAlerts: [],
      myProfile: { bio: '', skills: [] },
    });
  });

  it("tells the recruiter's webhooks of each application the deletion withdrew, without the person", async () => {
    const gql = client();
    const { session: seeker } = await seekerWithEverything();
    const [{ id: subscriptionId }] = (await t.dataSource.query(
      `INSERT INTO webhook_subscriptions (owner_id, url, events, secret)
       VALUES ($1, 'https://hooks.example.in/hireloop', '{application.withdrawn}', 'whsec_test') RETURNING id`,
      [recruiter.user.id],
    )) as { id: string }[];
    try {
      const apply = async (title: string) => {
        const job = await createJob(t.dataSource, { companyId: company.id, title });
        const res = (await gql(APPLY, { id: job.id }, seeker)).data as { applyToJob: { id: string } };
        return res.applyToJob.id;
      };
      const pending = await apply('Webhook Pending Role');
      const reviewed = await apply('Webhook Reviewed Role');
      const withdrawnEarlier = await apply('Webhook Withdrawn Role');
      expect(errorCode(await gql(SET_STATUS, { id: reviewed, status: 'REVIEWED' }, recruiter))).toBe('ok');
      expect(errorCode(await gql(WITHDRAW, { input: { applicationId: withdrawnEarlier } }, seeker))).toBe(
        'ok',
      );
      const eventsOf = async () =>
        (
          (await t.dataSource.query(
            `SELECT payload FROM webhook_deliveries WHERE subscription_id = $1 ORDER BY created_at, id`,
            [subscriptionId],
          )) as { payload: { type: string; data: Record<string, unknown> } }[]
        ).map((r) => r.payload);
      expect((await eventsOf()).map((e) => e.data.id)).toEqual([withdrawnEarlier]);

      const mailsBefore = (await smtp.waitForMails(seeker.user.email, 1)).length;
      expect(errorCode(await gql(REQUEST, {}, seeker))).toBe('ok');
      const code = await smtp.lastCode(seeker.user.email, mailsBefore);
      expect((await gql(CONFIRM, { code }, seeker)).data).toEqual({ confirmAccountDeletion: true });

      const after = (await eventsOf()).slice(1);
      expect(after.map((e) => [e.type, e.data.id, e.data.previousStatus]).sort()).toEqual(
        [
          ['application.withdrawn', pending, 'pending'],
          ['application.withdrawn', reviewed, 'reviewed'],
        ].sort(),
      );
      for (const e of after) expect(e.data).toMatchObject({ status: 'withdrawn', applicantId: null });
    } finally {
      await t.dataSource.query(`DELETE FROM webhook_subscriptions WHERE id = $1`, [subscriptionId]);
    }
  });

  it("refuses another account's code, and a stolen session without the mailbox deletes nothing", async () => {
    const gql = client();
    const { session: victim, profileId } = await seekerWithEverything();
    const { session: attacker } = await seekerWithEverything();
    const victimCode = await requestCode(gql, victim);
    const attackerCode = await requestCode(gql, attacker);
    const before = await remnants(victim.user.id, victim.user.email, profileId);

    // The attacker's own code does not delete the victim's account (the codes differ but for 1 in 10^6).
    if (attackerCode !== victimCode) {
      const res = await gql(CONFIRM, { code: attackerCode }, victim);
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      // Nor does the victim's code delete the attacker's.
      expect(errorCode(await gql(CONFIRM, { code: victimCode }, attacker))).toBe('BAD_USER_INPUT');
    }
    expect(await remnants(victim.user.id, victim.user.email, profileId)).toEqual(before);
    expect((await gql(ME, {}, attacker)).data).toMatchObject({ me: { id: attacker.user.id } });

    // Without any code requested, confirming says so.
    const { session: fresh } = await seekerWithEverything();
    const none = await gql(CONFIRM, { code: '123456' }, fresh);
    expect([errorCode(none), none.errors?.[0].message]).toEqual([
      'BAD_USER_INPUT',
      ACCOUNT_DELETION_MESSAGES.noCodeRequested,
    ]);

    // Guessing is bounded: after 5 wrong tries even the right code is refused, and a new code waits 60 s.
    const owner = victim;
    const wrong = victimCode === '000000' ? '000001' : '000000';
    const used = attackerCode !== victimCode ? 1 : 0;
    for (let i = used + 1; i < OTP_MAX_ATTEMPTS; i++) {
      expect((await gql(CONFIRM, { code: wrong }, owner)).errors?.[0].message).toBe(MESSAGES.otpInvalid);
    }
    expect((await gql(CONFIRM, { code: wrong }, owner)).errors?.[0].message).toBe(OTP_ERRORS.tooManyTries);
    expect((await gql(CONFIRM, { code: victimCode }, owner)).errors?.[0].message).toBe(
      OTP_ERRORS.tooManyTries,
    );
    expect(await remnants(owner.user.id, owner.user.email, profileId)).toEqual(before);
    expect(errorCode(await gql(REQUEST, {}, owner))).toBe('TOO_MANY_REQUESTS');
    clock.advance(61_000);
    const next = await requestCode(gql, owner);
    expect((await gql(CONFIRM, { code: next }, owner)).data).toEqual({ confirmAccountDeletion: true });
    expect(errorCode(await gql(ME, {}, owner))).toBe('UNAUTHENTICATED');
    expect((await gql(ME, {}, attacker)).data).toMatchObject({ me: { id: attacker.user.id } });
  });

  it("lets the owner ask for a deletion code after strangers used up the address's hourly codes", async () => {
    const owner = await sessionAs(t, Role.JOB_SEEKER);
    const ask = (ip: string) =>
      t.http.post('/api/v1/generate/otp').set('X-Forwarded-For', ip).send({ email_Id: owner.user.email });
    // Strangers: every code the address may be sent in an hour, from several addresses.
    for (let i = 0; i < OTP_MAX_SENDS_PER_EMAIL_PER_HOUR; i++) {
      await ask(`192.0.2.${100 + Math.floor(i / OTP_MAX_SENDS_PER_HOUR)}`).expect(200);
    }
    const capped = await ask('192.0.2.99');
    expect([capped.status, capped.body.message]).toEqual([429, OTP_ERRORS.hourlyCap]);
    // The owner, signed in, is sent a deletion code all the same.
    const sent = await client()(REQUEST, {}, owner);
    expect(sent.errors).toBeUndefined();
    expect(sent.data).toMatchObject({ requestAccountDeletion: { sentTo: owner.user.email } });
  });

  it('refuses recruiters and administrators with a clear message, and anonymous callers', async () => {
    const gql = client();
    for (const [s, message] of [
      [recruiter, ACCOUNT_DELETION_MESSAGES.recruiterRefused],
      [admin, ACCOUNT_DELETION_MESSAGES.adminRefused],
    ] as const) {
      const before = smtp.mailsTo(s.user.email).length;
      for (const [query, variables] of [
        [REQUEST, {}],
        [CONFIRM, { code: '123456' }],
      ] as const) {
        const res = await gql(query, variables, s);
        expect([errorCode(res), res.errors?.[0].message]).toEqual(['FORBIDDEN', message]);
      }
      expect(smtp.mailsTo(s.user.email)).toHaveLength(before);
      expect((await gql(ME, {}, s)).data).toMatchObject({ me: { id: s.user.id } });
    }
    expect(errorCode(await gql(REQUEST, {}))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(CONFIRM, { code: '123456' }))).toBe('UNAUTHENTICATED');
  });
});

describe('deleting my account with files kept in S3', () => {
  let t: TestApp;
  const smtp = new SmtpCatcher();

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ storage: 's3', env: { SMTP_URL: smtp.url } });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("deletes the account's objects from the bucket with its rows", async () => {
    const seeker = await sessionAs(t, Role.JOB_SEEKER);
    const other = await sessionAs(t, Role.JOB_SEEKER);
    const upload = (s: Session, name: string) =>
      request(t.app.getHttpServer())
        .post('/graphql')
        .set('Authorization', s.bearer)
        .set('apollo-require-preflight', 'true')
        .field(
          'operations',
          JSON.stringify({
            query: `mutation($input: ProfileInput!, $resume: Upload) { updateProfile(input: $input, resume: $resume) { resume { id } } }`,
            variables: { input: { firstName: 'Meera', lastName: 'Iyer', bio: 'Engineer' }, resume: null },
          }),
        )
        .field('map', JSON.stringify({ '0': ['variables.resume'] }))
        .attach('0', pdfBytes(), { filename: name, contentType: 'application/pdf' });
    const mine = await upload(seeker, 'mine.pdf');
    const theirs = await upload(other, 'theirs.pdf');
    expect(mine.body.errors).toBeUndefined();
    const mineId = mine.body.data.updateProfile.resume.id as string;
    const theirsId = theirs.body.data.updateProfile.resume.id as string;
    expect(await t.s3!.keys()).toEqual(expect.arrayContaining([`files/${mineId}`, `files/${theirsId}`]));

    const before = smtp.mailsTo(seeker.user.email).length;
    expect(errorCode(await t.gql(REQUEST, {}, seeker.token))).toBe('ok');
    const code = await smtp.lastCode(seeker.user.email, before);
    expect((await t.gql(CONFIRM, { code }, seeker.token)).data).toEqual({ confirmAccountDeletion: true });

    const keys = await t.s3!.keys();
    expect(keys).not.toContain(`files/${mineId}`);
    expect(keys).toContain(`files/${theirsId}`);
  });
});
