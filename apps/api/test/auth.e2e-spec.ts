import { MESSAGES } from '@hireloop/schema';
import { exportJWK, generateKeyPair, SignJWT, createLocalJWKSet, JWK } from 'jose';
import request from 'supertest';
import { Clock } from '../src/common/clock';
import { GOOGLE_KEYS } from '../src/modules/auth/google-token.verifier';
import {
  ARGON2_CONCURRENCY,
  argon2Limiter,
  hashPassword,
  needsRehash,
} from '../src/modules/auth/password-hashing';
import { ONE_AUTH_OPERATION } from '../src/modules/auth/single-auth-operation.plugin';
import { MailService } from '../src/modules/mail/mail.service';
import { OTP_ERRORS } from '../src/modules/otp/otp.service';
import { createUser } from './factories/user.factory';
import { ARGON2_NATIVE_HASHES } from './fixtures/argon2-hashes';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const GOOGLE_CLIENT_ID = 'hireloop-test.apps.googleusercontent.com';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('accounts: sign-up with an e-mail code, login, Google, password reset', () => {
  let t: TestApp;
  const smtp = new SmtpCatcher();
  const clock = new TestClock();
  let googleKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  let n = 0;
  const email = (prefix = 'user') => `${prefix}${++n}.${Date.now()}@example.in`;

  beforeAll(async () => {
    await smtp.start();
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    googleKey = privateKey;
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    t = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        GOOGLE_CLIENT_ID,
        ADMIN_EMAIL: 'root@hireloop.in',
        ADMIN_PASSWORD: 'Admin@12345',
      },
      configure: (b) =>
        b
          .overrideProvider(Clock)
          .useValue(clock)
          .overrideProvider(GOOGLE_KEYS)
          .useValue(createLocalJWKSet({ keys: [jwk] })),
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const sendSignupOtp = (body: Record<string, string>) =>
    t.http.post('/api/v1/user/register/verify/otp').send(body);

  /** A client that keeps cookies, as the legacy browser client does. */
  const browser = () => request.agent(t.app.getHttpServer());
  /** Resolves once the mails the app has started sending have been delivered (or failed). */
  const mailsSettled = () => t.app.get(MailService).drain();

  /** The whole legacy seeker sign-up, reading the code from the real mail (the ticket rides in the cookie). */
  /** A browser that has verified a sign-up code for the address (the ticket rides in its cookie). */
  async function verifiedBrowser(address: string) {
    const client = browser();
    const sent = await client
      .post('/api/v1/user/register/verify/otp')
      .send({ email_Id: address })
      .expect(200);
    await client
      .post('/api/v1/verify/otp')
      .send({ otp: await smtp.lastCode(address), value: sent.body.otp })
      .expect(200);
    return client;
  }

  async function signUpSeeker(address: string, password = 'secret1') {
    const client = await verifiedBrowser(address);
    await client
      .post('/api/v1/user/register')
      .send({
        firstname: 'Asha',
        lastname: 'Rao',
        email_Id: address,
        password,
        contact_No: '+91-9876543210',
        role: 'finder',
      })
      .expect(201);
  }

  it('signs a seeker up with the code from the mail, then logs in (REST) and reads `me` (GraphQL)', async () => {
    const address = email('seeker');
    const client = browser();
    const sent = await client
      .post('/api/v1/user/register/verify/otp')
      .send({ email_Id: address })
      .expect(200);
    expect(sent.body).toEqual({ success: true, otp: expect.stringMatching(UUID), message: MESSAGES.otpSent });
    const code = await smtp.lastCode(address);
    expect(smtp.mailsTo(address)[0].raw).not.toContain(sent.body.otp); // the reference is not the code

    const verified = await client
      .post('/api/v1/verify/otp')
      .send({ otp: code, value: sent.body.otp })
      .expect(200);
    expect(verified.body).toEqual({
      success: true,
      message: MESSAGES.otpVerified,
      ticket: expect.stringMatching(/^[\w-]{43}$/),
    });
    // The legacy client keeps the ticket in a cookie that scripts and other sites cannot use.
    expect(verified.headers['set-cookie']).toEqual([
      expect.stringMatching(
        new RegExp(
          `^hireloop_otp_ticket=${verified.body.ticket}; Max-Age=600; Path=/api/v1; Expires=[^;]+; HttpOnly; SameSite=Strict$`,
        ),
      ),
    ]);

    const created = await client
      .post('/api/v1/user/register')
      .send({
        firstname: 'Asha',
        lastname: 'Rao',
        email_Id: address,
        password: 'secret1',
        contact_No: '+91-98',
        role: 'finder',
      })
      .expect(201);
    expect(created.body).toMatchObject({ success: true, message: MESSAGES.seekerCreated });
    expect(created.headers['set-cookie']).toEqual([
      expect.stringMatching(/^hireloop_otp_ticket=; Path=\/api\/v1; Expires=Thu, 01 Jan 1970/),
    ]);

    const login = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: address.toUpperCase(), password: 'secret1', role: 'finder' })
      .expect(200);
    expect(login.body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: {
        email_Id: address,
        firstname: 'Asha',
        lastname: 'Rao',
        role: 'finder',
        contact_No: '+91-98',
      },
    });
    const me = await t.gql<{ me: { email: string; role: string; name: string } }>(
      '{ me { email role name } }',
      {},
      login.body.token,
    );
    expect(me.data?.me).toEqual({ email: address, role: 'JOB_SEEKER', name: 'Asha Rao' });
  });

  it('signs a recruiter up (GraphQL) with an organisation e-mail; each role logs in only at its own login', async () => {
    const address = `priya${++n}@kaverifintech.in`;
    const ticket = await t.gql<{ requestSignupOtp: { reference: string } }>(
      `mutation { requestSignupOtp(email: "${address}", role: RECRUITER, companyName: "Kaveri Fintech") { reference resendAvailableAt } }`,
    );
    const reference = ticket.data!.requestSignupOtp.reference;
    const verify = await t.gql<{ verifyOtp: { ticket: string } }>(
      `mutation($r: ID!, $c: String!) { verifyOtp(reference: $r, code: $c) { verified email ticket } }`,
      {
        r: reference,
        c: await smtp.lastCode(address),
      },
    );
    expect(verify.data).toEqual({
      verifyOtp: { verified: true, email: address, ticket: expect.stringMatching(/^[\w-]{43}$/) },
    });
    const reg = await t.gql(`mutation($i: RegisterInput!) { register(input: $i) { email role } }`, {
      i: {
        email: address,
        password: 'secret1',
        firstName: 'Priya',
        lastName: 'S',
        contactNo: '+91-9',
        role: 'RECRUITER',
        companyName: 'Kaveri Fintech',
        ticket: verify.data!.verifyOtp.ticket,
      },
    });
    expect(reg.data).toEqual({ register: { email: address, role: 'RECRUITER' } });

    const ok = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: address, password: 'secret1', role: 'recruiter' });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ role: 'recruiter', jobs_posted_count: 0 });
    // The company name given at sign-up is kept for their first company's form.
    const me = await t.gql<{ me: { signupCompanyName: string | null } }>(
      `{ me { signupCompanyName } }`,
      {},
      ok.body.token,
    );
    expect(me.data).toEqual({ me: { signupCompanyName: 'Kaveri Fintech' } });
    const wrongTab = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: address, password: 'secret1', role: 'finder' });
    expect(wrongTab.status).toBe(403);
    expect(wrongTab.body).toMatchObject({
      success: false,
      message: 'This account is registered as a recruiter. Please use the recruiter login.',
    });

    const seeker = email('tab');
    await signUpSeeker(seeker);
    const seekerAtRecruiter = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: seeker, password: 'secret1', role: 'recruiter' });
    // A seeker's address is not an organisation e-mail when it has 'gmail'; this one passes that check and meets the role rule.
    expect(seekerAtRecruiter.status).toBe(403);
    expect(seekerAtRecruiter.body.message).toBe(
      'This account is registered as a job seeker. Please use the job seeker login.',
    );
    const gmail = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: 'someone@gmail.com', password: 'x', role: 'recruiter' });
    expect(gmail.status).toBe(400);
    expect(gmail.body.message).toBe(MESSAGES.recruiterLoginEmail);
  });

  it.each([
    ['', 'hr@acme.in', MESSAGES.companyNameRequired],
    ['Acme', '', MESSAGES.orgIdRequired],
    ['Acme', 'hr@gmail.com', MESSAGES.orgIdGmail],
    ['Acme', 'hr.acme.in', MESSAGES.orgIdFormat],
    ['Acme', 'hr@acme', MESSAGES.orgIdDomain],
    ['Acme', 'hr@globex.in', MESSAGES.orgIdCompany],
  ])(
    'refuses the recruiter organisation e-mail for company %p and %p: %p',
    async (company, address, message) => {
      const res = await sendSignupOtp({ email_Id: address, role: 'recruiter', company_name: company });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message, code: 'BAD_USER_INPUT' });
    },
  );

  it('refuses to register an e-mail that was not verified, and an e-mail that has an account', async () => {
    const address = email('unverified');
    const res = await t.http.post('/api/v1/user/register').send({
      firstname: 'A',
      lastname: 'B',
      email_Id: address,
      password: 'secret1',
      contact_No: '1',
      role: 'finder',
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(OTP_ERRORS.notVerified);

    // No account enumeration: a taken e-mail gets the same answer as a new one; its owner gets a mail
    // saying an account exists (no code), and finishing the sign-up is impossible without a code.
    const taken = email('taken');
    await signUpSeeker(taken);
    const fresh = await sendSignupOtp({ email_Id: email('fresh') });
    const mailsBefore = smtp.mailsTo(taken).length;
    const again = await sendSignupOtp({ email_Id: taken });
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(again.body.message).toBe(fresh.body.message);
    await smtp.waitForMails(taken, mailsBefore + 1);
    await mailsSettled();
    expect(smtp.mailsTo(taken)).toHaveLength(mailsBefore + 1);
    const notice = smtp
      .mailsTo(taken)
      .at(-1)!
      .raw.replace(/=\r?\n/g, '');
    expect(notice).toContain('Subject: You already have a Hireloop account');
    expect(notice).not.toMatch(/code is \d{6}/);
    const register = await t.http.post('/api/v1/user/register').send({
      firstname: 'A',
      lastname: 'B',
      email_Id: taken,
      password: 'secret1',
      contact_No: '1',
      role: 'finder',
    });
    expect([register.status, register.body.message]).toEqual([res.status, OTP_ERRORS.notVerified]);
  });

  it('checks the completion fields with the spec messages, in order', async () => {
    const base = {
      firstname: 'A',
      lastname: 'B',
      email_Id: email('fields'),
      password: 'secret1',
      contact_No: '1',
    };
    for (const [patch, message] of [
      [{ firstname: '' }, MESSAGES.firstNameRequired],
      [{ lastname: ' ' }, MESSAGES.lastNameRequired],
      [{ password: '12345' }, MESSAGES.passwordTooShort],
      [{ contact_No: '' }, MESSAGES.contactRequired],
    ] as const) {
      const res = await t.http.post('/api/v1/user/register').send({ ...base, ...patch });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });

  it('refuses a number as contact_No on REST register with 400 naming the field, and stores nothing', async () => {
    const address = email('numeric');
    const client = await verifiedBrowser(address);
    const form = {
      firstname: 'Asha',
      lastname: 'Rao',
      email_Id: address,
      password: 'secret1',
      role: 'finder',
    };
    const numeric = await client.post('/api/v1/user/register').send({ ...form, contact_No: 9876543210 });
    expect([numeric.status, numeric.body.message]).toEqual([400, 'Contact no must be a string']);
    const stored = await t.dataSource.query('SELECT id FROM users WHERE lower(email) = lower($1)', [address]);
    expect(stored).toEqual([]);
    // GraphQL's spelling is read too, and refused alike; the same ticket then registers the text number.
    const camel = await client.post('/api/v1/user/register').send({ ...form, contactNo: 9876543210 });
    expect([camel.status, camel.body.message]).toEqual([400, 'Contact no must be a string']);
    await client
      .post('/api/v1/user/register')
      .send({ ...form, contactNo: '+91-9876543210' })
      .expect(201);
  });

  it.each([
    ['a number', 12345],
    ['a list', ['a@b.in']],
    ['an object', { $ne: '' }],
  ])(
    'answers %s as email_Id with the type message, not the length one, on every auth route',
    async (_name, value) => {
      const routes: [string, Record<string, unknown>][] = [
        ['/api/v1/user/login', { password: 'secret1' }],
        ['/api/v1/user/register/verify/otp', {}],
        ['/api/v1/user/register/verify', {}],
        ['/api/v1/generate/otp', {}],
        ['/api/v1/admin/auth/login', { password: 'secret1' }],
      ];
      for (const [path, rest] of routes) {
        const res = await t.http.post(path).send({ ...rest, email_Id: value });
        expect([path, res.status, res.body.message]).toEqual([path, 400, 'Email must be a string']);
      }
      const reset = await t.http
        .patch('/api/v1/user/update/password')
        .send({ email_Id: value, password: 'secret1', ticket: 'x' });
      expect([reset.status, reset.body.message]).toEqual([400, 'Email must be a string']);
    },
  );

  it('reads the e-mail under each of its spellings and refuses an over-long one with the length message', async () => {
    for (const name of ['email_Id', 'email', 'emailId']) {
      const res = await t.http
        .post('/api/v1/user/login')
        .send({ [name]: email('spelling'), password: 'secret1' });
      expect([name, res.status, res.body.message]).toEqual([name, 401, 'Invalid email or password']);
    }
    const long = await t.http.post('/api/v1/generate/otp').send({ email_Id: `${'a'.repeat(250)}@b.in` });
    expect([long.status, long.body.message]).toEqual([400, MESSAGES.emailTooLong]);
    const gql = await t.gql('mutation($e: String!) { requestPasswordReset(email: $e) { reference } }', {
      e: `${'a'.repeat(250)}@b.in`,
    });
    expect(gql.errors?.[0]?.message).toBe(MESSAGES.emailTooLong);
  });

  it('resends a sign-up code by e-mail only to an address with one pending, mailing nobody else', async () => {
    const stranger = email('stranger');
    const res = await t.http.post('/api/v1/user/register/verify').send({ email_Id: stranger });
    expect([res.status, res.body.message]).toEqual([404, OTP_ERRORS.notFound]);
    const challenges = await t.dataSource.query(
      'SELECT id FROM otp_challenges WHERE lower(email) = lower($1)',
      [stranger],
    );
    expect(challenges).toEqual([]);
    await mailsSettled();
    expect(smtp.mailsTo(stranger)).toHaveLength(0);
    // As GraphQL's resendOtp for an unknown reference.
    const gql = await t.gql('mutation($r: ID!) { resendOtp(reference: $r) { reference } }', {
      r: '00000000-0000-4000-8000-000000000000',
    });
    expect(gql.errors?.[0]?.message).toBe(OTP_ERRORS.notFound);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const address = email('pw');
    await signUpSeeker(address);
    const wrong = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: address, password: 'nope!!', role: 'finder' });
    const unknown = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: email('ghost'), password: 'nope!!', role: 'finder' });
    expect([wrong.status, wrong.body]).toEqual([
      401,
      { success: false, message: 'Invalid email or password', code: 'UNAUTHENTICATED' },
    ]);
    expect([unknown.status, unknown.body]).toEqual([wrong.status, wrong.body]);
  });

  it('replaces a hash made with other parameters at the next successful login, and the password still works', async () => {
    // Made by the native argon2 package with more memory than new hashes here get (1 MiB).
    const old = ARGON2_NATIVE_HASHES.find((h) => h.memoryKib !== t.config.passwordHashMemoryKib)!;
    const address = email('rehash');
    const user = await createUser(t.dataSource, { email: address, passwordHash: old.hash });
    const storedHash = async (): Promise<string> =>
      (await t.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id]))[0].password_hash;
    const login = (password: string) =>
      t.http.post('/api/v1/user/login').send({ email_Id: address, password, role: 'finder' });

    expect((await login('Wrong@123')).status).toBe(401);
    expect(await storedHash()).toBe(old.hash);

    const first = await login(old.password);
    expect([first.status, first.body.success]).toEqual([200, true]);
    const rehashed = await storedHash();
    expect(rehashed).not.toBe(old.hash);
    expect(rehashed).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${t.config.passwordHashMemoryKib},t=2,p=1\\$`),
    );
    expect(needsRehash(rehashed, t.config.passwordHashMemoryKib)).toBe(false);

    // The session from before the new hash stays valid; the password logs in again, without another rehash.
    expect((await t.gql<{ me: { id: string } }>('{ me { id } }', {}, first.body.token)).data?.me.id).toBe(
      user.id,
    );
    const second = await login(old.password);
    expect([second.status, second.body.success]).toEqual([200, true]);
    expect(await storedHash()).toBe(rehashed);
    expect((await login('Wrong@123')).status).toBe(401);
  });

  it('answers many parallel logins, each rightly, while argon2 runs at most one per CPU at once', async () => {
    const accounts = Array.from({ length: 3 * ARGON2_CONCURRENCY + 1 }, () => email('parallel'));
    const passwordHash = await hashPassword('Secret@123', t.config.passwordHashMemoryKib);
    for (const address of accounts) {
      await createUser(t.dataSource, { email: address, passwordHash });
    }
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, argon2Limiter.load.running)), 5);
    const answers = await Promise.all(
      accounts.map((address, i) =>
        t.http
          .post('/api/v1/user/login')
          .send({ email_Id: address, password: i === 0 ? 'Wrong@123' : 'Secret@123', role: 'finder' }),
      ),
    );
    clearInterval(watch);
    expect(answers.map((a) => a.status)).toEqual(accounts.map((_, i) => (i === 0 ? 401 : 200)));
    expect(answers.slice(1).every((a) => a.body.success === true && typeof a.body.token === 'string')).toBe(
      true,
    );
    expect(most).toBeLessThanOrEqual(ARGON2_CONCURRENCY);
  });

  it('limits login attempts per e-mail', async () => {
    const address = email('brute');
    await signUpSeeker(address);
    for (let i = 0; i < 10; i++) {
      await t.http
        .post('/api/v1/user/login')
        .send({ email_Id: address, password: `wrong${i}`, role: 'finder' })
        .expect(401);
    }
    const blocked = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: address, password: 'secret1', role: 'finder' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(
      /^Too many failed logins: this account is locked for \d+ minutes?\./,
    );
  });

  it('expires a code after 10 minutes', async () => {
    const address = email('expiry');
    const sent = await sendSignupOtp({ email_Id: address }).expect(200);
    const code = await smtp.lastCode(address);
    clock.advance(10 * 60_000 + 1000);
    try {
      const res = await t.http.post('/api/v1/verify/otp').send({ otp: code, value: sent.body.otp });
      expect([res.status, res.body.message]).toEqual([400, OTP_ERRORS.expired]);
    } finally {
      clock.advance(-(10 * 60_000 + 1000));
    }
  });

  it('voids a code after 5 wrong tries, even for the right code', async () => {
    const address = email('tries');
    const sent = await sendSignupOtp({ email_Id: address }).expect(200);
    const code = await smtp.lastCode(address);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await t.http.post('/api/v1/verify/otp').send({ otp: wrong, value: sent.body.otp });
      expect([res.status, res.body.message]).toEqual([
        400,
        i < 5 ? MESSAGES.otpInvalid : OTP_ERRORS.tooManyTries,
      ]);
    }
    const right = await t.http.post('/api/v1/verify/otp').send({ otp: code, value: sent.body.otp });
    expect([right.status, right.body.message]).toEqual([400, OTP_ERRORS.tooManyTries]);
  });

  it('lets a new code be sent only after 60 s; the new code replaces the old one', async () => {
    const address = email('resend');
    const sent = await sendSignupOtp({ email_Id: address }).expect(200);
    const first = await smtp.lastCode(address);
    const early = await t.http.post('/api/v1/user/register/verify').send({ email_Id: address });
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
    expect(early.body.message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);

    clock.advance(61_000);
    const resent = await t.http.post('/api/v1/user/register/verify').send({ email_Id: address }).expect(200);
    // No reference in the answer: knowing the e-mail is not enough to use up the code's tries.
    expect(resent.body).toEqual({ success: true, message: MESSAGES.otpResent });
    const second = await smtp.lastCode(address, 1);
    await mailsSettled();
    expect(smtp.mailsTo(address)).toHaveLength(2);
    if (second !== first) {
      const old = await t.http.post('/api/v1/verify/otp').send({ otp: first, value: sent.body.otp });
      expect(old.status).toBe(400);
    }
    await t.http.post('/api/v1/verify/otp').send({ otp: second, value: sent.body.otp }).expect(200);
  });

  it('sends at most 5 codes per e-mail per hour', async () => {
    const address = email('cap');
    for (let i = 0; i < 5; i++) await sendSignupOtp({ email_Id: address }).expect(200);
    const sixth = await sendSignupOtp({ email_Id: address });
    expect([sixth.status, sixth.body.message]).toEqual([429, OTP_ERRORS.hourlyCap]);
    await smtp.waitForMails(address, 5);
    await mailsSettled();
    expect(smtp.mailsTo(address)).toHaveLength(5);
  });

  // Under the GraphQL alias limit (15, http-hardening.e2e-spec): the one-auth-operation rule refuses it.
  it('refuses 10 aliased verifyOtp fields in one request without checking any code', async () => {
    const address = email('alias');
    const sent = await sendSignupOtp({ email_Id: address }).expect(200);
    const fields = Array.from(
      { length: 10 },
      (_, i) =>
        `v${i}: verifyOtp(reference: "${sent.body.otp}", code: "${String(i).padStart(6, '0')}") { verified }`,
    );
    const res = await t.http.post('/graphql').send({ query: `mutation { ${fields.join(' ')} }` });
    expect(res.body.errors[0].message).toBe(ONE_AUTH_OPERATION);
    expect(res.body.data).toBeUndefined();
    const [{ attempts }] = await t.dataSource.query(`SELECT attempts FROM otp_challenges WHERE id = $1`, [
      sent.body.otp,
    ]);
    expect(attempts).toBe(0);
    const batch = await t.http
      .post('/graphql')
      .send([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(batch.status).toBe(400);
  });

  it('resets a password; known and unknown e-mails get the same answer, only the known one a mail', async () => {
    const known = email('reset');
    await signUpSeeker(known, 'oldpass1');
    const unknown = email('nobody');
    const owner = browser();
    const a = await owner.post('/api/v1/generate/otp').send({ email_Id: known });
    const b = await t.http.post('/api/v1/generate/otp').send({ email_Id: unknown });
    expect([a.status, b.status]).toEqual([200, 200]);
    for (const res of [a, b]) {
      expect(res.body).toEqual({
        success: true,
        otp: expect.stringMatching(UUID),
        message: MESSAGES.resetOtpSent,
      });
    }
    await mailsSettled();
    expect(smtp.mailsTo(unknown)).toHaveLength(0);

    const early = await owner
      .patch('/api/v1/user/update/password')
      .send({ email_Id: known, password: 'newpass1', role: 'finder' });
    expect(early.status).toBe(403);
    await owner
      .post('/api/v1/verify/otp')
      .send({ otp: await smtp.lastCode(known, 1), value: a.body.otp })
      .expect(200);
    const done = await owner
      .patch('/api/v1/user/update/password')
      .send({ email_Id: known, password: 'newpass1', role: 'finder' });
    expect(done.body).toEqual({ success: true, message: MESSAGES.passwordUpdated });
    await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: known, password: 'oldpass1', role: 'finder' })
      .expect(401);
    await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: known, password: 'newpass1', role: 'finder' })
      .expect(200);
    // The verification is used up.
    const reuse = await owner
      .patch('/api/v1/user/update/password')
      .send({ email_Id: known, password: 'again123' });
    expect(reuse.status).toBe(403);
  });

  it('signs the administrator in at the admin path only', async () => {
    const res = await t.http
      .post('/api/v1/admin/auth/login')
      .send({ email_Id: 'root@hireloop.in', password: 'Admin@12345' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      token: expect.any(String),
      admin: { email_Id: 'root@hireloop.in', role: 'admin' },
      message: 'Welcome back root@hireloop.in!',
    });
    const atSeekerLogin = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: 'root@hireloop.in', password: 'Admin@12345' });
    expect(atSeekerLogin.status).toBe(403);
    const seeker = email('notadmin');
    await signUpSeeker(seeker);
    const seekerAtAdmin = await t.http
      .post('/api/v1/admin/auth/login')
      .send({ email_Id: seeker, password: 'secret1' });
    expect([seekerAtAdmin.status, seekerAtAdmin.body.message]).toEqual([
      403,
      'This account is not an administrator account.',
    ]);
  });

  it('signs a seeker in with a Google ID token checked against the key set, and refuses a token for another app', async () => {
    const sign = (aud: string, extra: Record<string, unknown> = {}) =>
      new SignJWT({
        email: 'meera.google@example.in',
        email_verified: true,
        given_name: 'Meera',
        family_name: 'Iyer',
        ...extra,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(aud)
        .setSubject('google-sub-123')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(googleKey);
    const ok = await t.http
      .post('/api/v1/user/google/login')
      .send({ idToken: await sign(GOOGLE_CLIENT_ID), role: 'finder' });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({
      email_Id: 'meera.google@example.in',
      firstname: 'Meera',
      role: 'finder',
    });
    const again = await t.http
      .post('/api/v1/user/google/login')
      .send({ idToken: await sign(GOOGLE_CLIENT_ID) });
    expect(again.body.user._id).toBe(ok.body.user._id);
    // Creating the account accepted the terms and privacy notice, once (signing in again records nothing).
    expect(
      await t.dataSource.query(`SELECT purpose, source, granted FROM consent_events WHERE user_id = $1`, [
        ok.body.user._id,
      ]),
    ).toEqual([{ purpose: 'terms_and_privacy', source: 'signup', granted: true }]);
    const otherApp = await t.http
      .post('/api/v1/user/google/login')
      .send({ idToken: await sign('someone-else') });
    expect([otherApp.status, otherApp.body.message]).toEqual([401, MESSAGES.googleFailed]);
    const forged = (await sign(GOOGLE_CLIENT_ID)).slice(0, -4) + 'AAAA';
    expect((await t.http.post('/api/v1/user/google/login').send({ idToken: forged })).status).toBe(401);
  });

  it('refuses `me` without a session, with a forged token, and for a deleted user', async () => {
    const anon = await t.gql('{ me { id } }');
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const forged = await t.gql('{ me { id } }', {}, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect(forged.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const address = email('gone');
    await signUpSeeker(address);
    const login = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: address, password: 'secret1' })
      .expect(200);
    await t.dataSource.query(`DELETE FROM users WHERE lower(email) = lower($1)`, [address]);
    const gone = await t.gql('{ me { id } }', {}, login.body.token);
    expect(gone.errors?.[0]).toMatchObject({
      message: 'Your session has expired. Please login again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
