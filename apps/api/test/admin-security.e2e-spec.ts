import { Role } from '@hireloop/schema';
import request from 'supertest';
import { hashPassword } from '../src/modules/auth/password-hashing';
import { Profile } from '../src/modules/profiles/profile.entity';
import { createCompany } from './factories/company.factory';
import { createJob, JOB_INPUT } from './factories/job.factory';
import { createUser } from './factories/user.factory';
import { sessionAs } from './support/sessions';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, TestApp } from './support/test-app';

const ADMIN_EMAIL = 'root@hireloop.in';
const ADMIN_PASSWORD = 'Admin@12345';
const OTHER_ADMIN = 'second.admin@hireloop.in';
const OTHER_PASSWORD = 'Second@12345';

const ADMIN_LOGIN = `mutation($e: String!, $p: String!) {
  adminLogin(email: $e, password: $p) { token twoFactorRequired otp { reference email } user { email } }
}`;
const VERIFY = `mutation($r: ID!, $c: String!) { verifyAdminLogin(reference: $r, code: $c) { token user { email role } } }`;

async function waitFor(check: () => boolean, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** The administrator's security and notification settings act on sign-in and on the mails sent. */
describe('admin settings: two-factor sign-in and notification mails', () => {
  let t: TestApp;
  const smtp = new SmtpCatcher();
  let admin: string;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL, ADMIN_PASSWORD } });
    await createUser(t.dataSource, {
      email: OTHER_ADMIN,
      role: Role.ADMIN,
      passwordHash: await hashPassword(OTHER_PASSWORD, t.config.passwordHashMemoryKib),
    });
    const res = await t.http
      .post('/api/v1/admin/auth/login')
      .send({ email_Id: ADMIN_EMAIL, password: ADMIN_PASSWORD })
      .expect(200);
    admin = res.body.token;
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function settings(input: string) {
    const res = await t.gql(
      `mutation { updatePlatformSettings(input: { ${input} }) { platformName } }`,
      {},
      admin,
    );
    expect(res.errors).toBeUndefined();
  }

  const codesTo = (address: string) =>
    smtp.mailsTo(address).filter((m) => /code is \d{6}/.test(m.raw)).length;

  describe('two-factor sign-in', () => {
    beforeAll(() => settings('twoFactorRequired: true'));
    afterAll(() => settings('twoFactorRequired: false'));

    it('GraphQL: the right password gives no token but a code by mail; the code gives a working session', async () => {
      const before = codesTo(ADMIN_EMAIL);
      const step1 = await t.gql<{
        adminLogin: { token: string | null; twoFactorRequired: boolean; otp: { reference: string } | null };
      }>(ADMIN_LOGIN, { e: ADMIN_EMAIL, p: ADMIN_PASSWORD });
      expect(step1.errors).toBeUndefined();
      expect(step1.data!.adminLogin.token).toBeNull();
      expect(step1.data!.adminLogin.twoFactorRequired).toBe(true);
      const reference = step1.data!.adminLogin.otp!.reference;
      expect(await waitFor(() => codesTo(ADMIN_EMAIL) > before)).toBe(true);
      const code = await smtp.lastCode(ADMIN_EMAIL);

      const wrong = await t.gql(VERIFY, { r: reference, c: code === '000000' ? '111111' : '000000' });
      expect(wrong.data).toBeNull();
      const ok = await t.gql<{ verifyAdminLogin: { token: string; user: { email: string; role: string } } }>(
        VERIFY,
        { r: reference, c: code },
      );
      expect(ok.errors).toBeUndefined();
      expect(ok.data!.verifyAdminLogin.user).toEqual({ email: ADMIN_EMAIL, role: 'ADMIN' });
      const me = await t.gql<{ platformSettings: { platformName: string } }>(
        '{ platformSettings { platformName } }',
        {},
        ok.data!.verifyAdminLogin.token,
      );
      expect(me.errors).toBeUndefined();

      // Single use: the same reference and code do not sign in twice.
      const again = await t.gql(VERIFY, { r: reference, c: code });
      expect(again.data).toBeNull();
      expect(again.errors?.[0]?.message).toBeTruthy();
    });

    it("REST: no token at the password step; another admin's reference, a guessed reference and a wrong code fail", async () => {
      const before = codesTo(ADMIN_EMAIL);
      const step1 = await t.http
        .post('/api/v1/admin/auth/login')
        .send({ email_Id: ADMIN_EMAIL, password: ADMIN_PASSWORD })
        .expect(200);
      expect(step1.body).toEqual({
        success: true,
        twoFactorRequired: true,
        otp: expect.any(String),
        message: expect.stringMatching(/code/i),
      });
      expect(step1.body.token).toBeUndefined();
      expect(await waitFor(() => codesTo(ADMIN_EMAIL) > before)).toBe(true);
      const code = await smtp.lastCode(ADMIN_EMAIL);

      // The other administrator passes their own password step and tries the first admin's code with
      // their reference: a reference is bound to the account that passed the password check.
      const other = await t.http
        .post('/api/v1/admin/auth/login')
        .send({ email_Id: OTHER_ADMIN, password: OTHER_PASSWORD })
        .expect(200);
      const crossed = await t.http
        .post('/api/v1/admin/auth/verify')
        .send({ value: other.body.otp, otp: code });
      expect(crossed.status).toBeGreaterThanOrEqual(400);
      expect(crossed.status).toBeLessThan(500);
      expect(crossed.body.token).toBeUndefined();

      // A sign-up or reset reference is no admin sign-in reference.
      const mailsBefore = smtp.mailsTo(ADMIN_EMAIL).length;
      const reset = await t.http.post('/api/v1/generate/otp').send({ email_Id: ADMIN_EMAIL }).expect(200);
      const resetCode = await smtp.lastCode(ADMIN_EMAIL, mailsBefore);
      const wrongKind = await t.http
        .post('/api/v1/admin/auth/verify')
        .send({ value: reset.body.otp, otp: resetCode });
      expect(wrongKind.status).toBeGreaterThanOrEqual(400);
      expect(wrongKind.body.token).toBeUndefined();

      const ok = await t.http
        .post('/api/v1/admin/auth/verify')
        .send({ value: step1.body.otp, otp: code })
        .expect(200);
      expect(ok.body).toMatchObject({
        success: true,
        token: expect.any(String),
        admin: { email_Id: ADMIN_EMAIL },
      });
      await t.http
        .get('/api/v1/admin/dashboard/data')
        .set('Authorization', `Bearer ${ok.body.token}`)
        .expect(200);
    });

    it('allows 5 tries per code', async () => {
      const mailsBefore = smtp.mailsTo(OTHER_ADMIN).length;
      const step1 = await t.http
        .post('/api/v1/admin/auth/login')
        .send({ email_Id: OTHER_ADMIN, password: OTHER_PASSWORD })
        .expect(200);
      const code = await smtp.lastCode(OTHER_ADMIN, mailsBefore);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await t.http
          .post('/api/v1/admin/auth/verify')
          .send({ value: step1.body.otp, otp: wrong });
        expect(res.status).toBe(400);
      }
      const late = await t.http.post('/api/v1/admin/auth/verify').send({ value: step1.body.otp, otp: code });
      expect(late.status).toBe(400);
      expect(late.body.token).toBeUndefined();
    });
  });

  it('without two-factor, admin login answers a token at once', async () => {
    const res = await t.http
      .post('/api/v1/admin/auth/login')
      .send({ email_Id: ADMIN_EMAIL, password: ADMIN_PASSWORD })
      .expect(200);
    expect(res.body.token).toEqual(expect.any(String));
  });

  describe('notification mails to administrators', () => {
    const subjects = (address: string) =>
      smtp.mailsTo(address).map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? '');

    /** The legacy browser client's sign-up (its cookies included). */
    async function signUp(address: string, firstname: string, lastname: string) {
      const agent = request.agent(t.app.getHttpServer());
      const sent = await agent
        .post('/api/v1/user/register/verify/otp')
        .send({ email_Id: address })
        .expect(200);
      await agent
        .post('/api/v1/verify/otp')
        .send({ otp: await smtp.lastCode(address), value: sent.body.otp })
        .expect(200);
      await agent
        .post('/api/v1/user/register')
        .send({ firstname, lastname, email_Id: address, password: 'secret1', contact_No: '+91-9876543210' })
        .expect(201);
    }

    /** A sign-up, a job posted and an application, each by the product's own routes. */
    async function activity(tag: string) {
      const address = `new.${tag}.${Date.now()}@example.in`;
      await signUp(address, 'Asha', tag);

      const recruiter = await sessionAs(t, Role.RECRUITER);
      const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id });
      const posted = await t.gql(
        `mutation($c: ID!, $i: JobInput!) { postJob(companyId: $c, input: $i) { id } }`,
        { c: company.id, i: { ...JOB_INPUT, title: `Job ${tag}` } },
        recruiter.token,
      );
      expect(posted.errors).toBeUndefined();

      const seeker = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Ravi', lastName: tag });
      await t.dataSource
        .getRepository(Profile)
        .save({ userId: seeker.user.id, bio: 'Ready', skills: ['SQL'] });
      const job = await createJob(t.dataSource, { companyId: company.id, title: `Opening ${tag}` });
      const applied = await t.gql(
        `mutation($j: ID!) { applyToJob(jobId: $j) { id } }`,
        { j: job.id },
        seeker.token,
      );
      expect(applied.errors).toBeUndefined();
    }

    it('mails every administrator on a new sign-up, job and application while the toggles are on', async () => {
      await settings('notifyNewUsers: true, notifyNewJobs: true, notifyApplications: true');
      await activity('on');
      for (const address of [ADMIN_EMAIL, OTHER_ADMIN]) {
        const arrived = await waitFor(() => {
          const s = subjects(address).join('\n');
          return /New sign-up/i.test(s) && /New job/i.test(s) && /New application/i.test(s);
        });
        expect({ address, subjects: subjects(address), arrived }).toMatchObject({ arrived: true });
      }
    });

    it("mails a seeker's first application to a job once, not each return after withdrawing it", async () => {
      await settings('notifyNewUsers: true, notifyApplications: true');
      const recruiter = await sessionAs(t, Role.RECRUITER);
      const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id });
      const title = `Reapplied ${Date.now()}`;
      const job = await createJob(t.dataSource, { companyId: company.id, title });
      const seeker = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Ravi', lastName: 'Again' });
      await t.dataSource
        .getRepository(Profile)
        .save({ userId: seeker.user.id, bio: 'Ready', skills: ['SQL'] });
      let applicationId = '';
      for (let round = 0; round < 3; round++) {
        const applied = await t.gql<{ applyToJob: { id: string } }>(
          `mutation($j: ID!) { applyToJob(jobId: $j) { id } }`,
          { j: job.id },
          seeker.token,
        );
        expect(applied.errors).toBeUndefined();
        applicationId = applied.data!.applyToJob.id;
        if (round < 2) {
          const withdrawn = await t.gql(
            `mutation($input: WithdrawApplicationInput!) { withdrawApplication(input: $input) { id } }`,
            { input: { applicationId } },
            seeker.token,
          );
          expect(withdrawn.errors).toBeUndefined();
        }
      }
      // A marker mail sent after the applications: once it has arrived, any earlier mail would have too.
      await signUp(`marker.${Date.now()}@example.in`, 'Mark', 'Er');
      expect(await waitFor(() => subjects(ADMIN_EMAIL).some((s) => /New sign-up: Mark Er/.test(s)))).toBe(
        true,
      );
      await new Promise((r) => setTimeout(r, 500));
      expect(subjects(ADMIN_EMAIL).filter((s) => s.includes(title))).toEqual([`New application: ${title}`]);
    });

    it('sends none of them while the toggles are off', async () => {
      await settings('notifyNewUsers: false, notifyNewJobs: false, notifyApplications: false');
      const before = smtp.mailsTo(ADMIN_EMAIL).length;
      await activity('off');
      // A marker mail sent after the activity: once it has arrived, any earlier mail would have too.
      await settings('notifyNewUsers: true');
      await signUp(`marker.${Date.now()}@example.in`, 'Mark', 'Er');
      expect(await waitFor(() => smtp.mailsTo(ADMIN_EMAIL).length > before)).toBe(true);
      await new Promise((r) => setTimeout(r, 500));
      const after = subjects(ADMIN_EMAIL).slice(before);
      expect(after).toHaveLength(1);
      expect(after[0]).toMatch(/New sign-up/i);
    });
  });
});
