import { MESSAGES, Role } from '@hireloop/schema';
import request from 'supertest';
import { Clock } from '../src/common/clock';
import { RATE_LIMITS } from '../src/modules/abuse/rate-limit.service';
import { argon2Limiter, hashPassword } from '../src/modules/auth/password-hashing';
import { MailService } from '../src/modules/mail/mail.service';
import { OTP_ERRORS, OTP_MAX_ATTEMPTS, OTP_TICKET_TTL_MS } from '../src/modules/otp/otp.service';
import { createUser } from './factories/user.factory';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, errorCode, TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const VERIFY = `mutation($r: ID!, $c: String!) { verifyOtp(reference: $r, code: $c) { ticket } }`;
const RESET = `mutation($e: String!, $p: String!, $t: String!) { resetPassword(email: $e, password: $p, ticket: $t) }`;
const REGISTER = `mutation($i: RegisterInput!) { register(input: $i) { id } }`;

/**
 * Account takeover through the e-mail code flows, tried as an outsider who knows only the victim's
 * e-mail: finishing a sign-up or a password reset needs the ticket handed to whoever verified the code.
 * Every test speaks from a client address of its own (X-Forwarded-For behind TRUST_PROXY), so the
 * per-address limits of one test do not spill into another.
 */
describe('e-mail code tickets: only whoever verified the code can register or reset', () => {
  let t: TestApp;
  const smtp = new SmtpCatcher();
  const clock = new TestClock();
  let n = 0;
  const email = (prefix: string) => `${prefix}${++n}.${Date.now()}@example.in`;
  let address = 0;
  /** A client with an address of its own; with `cookies`, it keeps cookies as a browser does. */
  const client = (cookies = false) => {
    const ip = `203.0.113.${++address}`;
    const agent = cookies ? request.agent(t.app.getHttpServer()) : request(t.app.getHttpServer());
    return {
      ip,
      post: (url: string) => agent.post(url).set('X-Forwarded-For', ip),
      patch: (url: string) => agent.patch(url).set('X-Forwarded-For', ip),
      gql: async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) =>
        (await agent.post('/graphql').set('X-Forwarded-For', ip).send({ query, variables })).body as {
          data?: T;
          errors?: { message: string; extensions?: { code?: string } }[];
        },
    };
  };
  const login = (address: string, password: string) =>
    client().post('/api/v1/user/login').send({ email_Id: address, password });
  const usersWith = async (address: string) =>
    (await t.dataSource.query(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [address])).length;

  async function seeker(password = 'Owner@123') {
    return createUser(t.dataSource, {
      email: email('owner'),
      role: Role.JOB_SEEKER,
      passwordHash: await hashPassword(password, t.config.passwordHashMemoryKib),
    });
  }

  /** The owner asks for a reset code and verifies it; resolves to the owner's client and the answer. */
  async function ownerVerifiesReset(owner: string) {
    const browser = client(true);
    const before = smtp.mailsTo(owner).length;
    const sent = await browser.post('/api/v1/generate/otp').send({ email_Id: owner }).expect(200);
    const verified = await browser
      .post('/api/v1/verify/otp')
      .send({ otp: await smtp.lastCode(owner, before), value: sent.body.otp })
      .expect(200);
    return { browser, ticket: verified.body.ticket as string };
  }

  async function ownerVerifiesSignup(owner: string) {
    const browser = client(true);
    const before = smtp.mailsTo(owner).length;
    const sent = await browser.post('/api/v1/user/register/verify/otp').send({ email_Id: owner }).expect(200);
    const verified = await browser
      .post('/api/v1/verify/otp')
      .send({ otp: await smtp.lastCode(owner, before), value: sent.body.otp })
      .expect(200);
    return { browser, ticket: verified.body.ticket as string };
  }

  const registration = (address: string) => ({
    firstname: 'Mallory',
    lastname: 'M',
    email_Id: address,
    password: 'Attack@123',
    contact_No: '+91-9000000000',
    role: 'finder',
  });

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, TRUST_PROXY: 'true' },
      configure: (b) => b.overrideProvider(Clock).useValue(clock),
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('refuses the password reset of an outsider who knows only the e-mail, after the owner verified the code (REST)', async () => {
    const owner = await seeker();
    const { browser } = await ownerVerifiesReset(owner.email);

    const attack = await client()
      .patch('/api/v1/user/update/password')
      .send({ email_Id: owner.email, password: 'Attack@123' });
    expect([attack.status, attack.body.message]).toEqual([403, OTP_ERRORS.notVerified]);
    await login(owner.email, 'Attack@123').expect(401);
    await login(owner.email, 'Owner@123').expect(200);

    // The owner's browser, unchanged, finishes with the ticket in its cookie; the cookie is cleared.
    const done = await browser
      .patch('/api/v1/user/update/password')
      .send({ email_Id: owner.email, password: 'Newpass@123' });
    expect(done.body).toEqual({ success: true, message: MESSAGES.passwordUpdated });
    expect(done.headers['set-cookie']?.[0]).toMatch(/^hireloop_otp_ticket=; Path=\/api\/v1;/);
    await login(owner.email, 'Newpass@123').expect(200);
  });

  it('refuses the registration of an outsider after the owner verified the sign-up code (REST)', async () => {
    const owner = email('signup');
    const { browser } = await ownerVerifiesSignup(owner);

    const attack = await client().post('/api/v1/user/register').send(registration(owner));
    expect([attack.status, attack.body.message]).toEqual([403, OTP_ERRORS.notVerified]);
    expect(await usersWith(owner)).toBe(0);

    await browser
      .post('/api/v1/user/register')
      .send({ ...registration(owner), firstname: 'Asha', password: 'Owner@123' })
      .expect(201);
    await login(owner, 'Owner@123').expect(200);
  });

  it('refuses resetPassword and register over GraphQL without the ticket of whoever verified the code', async () => {
    const victim = await seeker();
    const owner = client();
    const before = smtp.mailsTo(victim.email).length;
    const sent = await owner.gql<{ requestPasswordReset: { reference: string } }>(
      `mutation($e: String!) { requestPasswordReset(email: $e) { reference } }`,
      { e: victim.email },
    );
    const verified = await owner.gql<{ verifyOtp: { ticket: string } }>(VERIFY, {
      r: sent.data!.requestPasswordReset.reference,
      c: await smtp.lastCode(victim.email, before),
    });
    const ticket = verified.data!.verifyOtp.ticket;
    expect(ticket).toMatch(/^[\w-]{43}$/); // 256 random bits

    const attacker = client();
    for (const guess of ['', 'x', ticket.slice(0, -1) + (ticket.endsWith('A') ? 'B' : 'A')]) {
      const res = await attacker.gql(RESET, { e: victim.email, p: 'Attack@123', t: guess });
      expect([errorCode(res), res.errors?.[0].message]).toEqual(['FORBIDDEN', OTP_ERRORS.notVerified]);
    }
    // Without the argument the operation does not even run.
    const missing = await attacker.gql(
      `mutation($e: String!, $p: String!) { resetPassword(email: $e, password: $p) }`,
      { e: victim.email, p: 'Attack@123' },
    );
    expect(errorCode(missing)).toBe('GRAPHQL_VALIDATION_FAILED');
    await login(victim.email, 'Owner@123').expect(200);
    const done = await owner.gql(RESET, { e: victim.email, p: 'Newpass@123', t: ticket });
    expect(done).toEqual({ data: { resetPassword: true } });

    const newcomer = email('gqlsignup');
    const signup = client();
    const otp = await signup.gql<{ requestSignupOtp: { reference: string } }>(
      `mutation($e: String!) { requestSignupOtp(email: $e) { reference } }`,
      { e: newcomer },
    );
    const signupTicket = (
      await signup.gql<{ verifyOtp: { ticket: string } }>(VERIFY, {
        r: otp.data!.requestSignupOtp.reference,
        c: await smtp.lastCode(newcomer),
      })
    ).data!.verifyOtp.ticket;
    const input = {
      email: newcomer,
      password: 'Attack@123',
      firstName: 'Mallory',
      lastName: 'M',
      contactNo: '+91-9000000000',
      role: 'JOB_SEEKER',
    };
    const forged = await attacker.gql(REGISTER, { i: { ...input, ticket: 'A'.repeat(43) } });
    expect([errorCode(forged), forged.errors?.[0].message]).toEqual(['FORBIDDEN', OTP_ERRORS.notVerified]);
    expect(await usersWith(newcomer)).toBe(0);
    const created = await signup.gql(REGISTER, { i: { ...input, ticket: signupTicket } });
    expect(created.errors).toBeUndefined();
  });

  it('uses a ticket once', async () => {
    const owner = await seeker();
    const { ticket } = await ownerVerifiesReset(owner.email);
    const reset = (password: string) =>
      client().patch('/api/v1/user/update/password').send({ email_Id: owner.email, password, ticket });
    expect((await reset('First@123')).status).toBe(200);
    const again = await reset('Second@123');
    expect([again.status, again.body.message]).toEqual([403, OTP_ERRORS.notVerified]);
    await login(owner.email, 'First@123').expect(200);

    const newcomer = email('once');
    const signup = await ownerVerifiesSignup(newcomer);
    const body = { ...registration(newcomer), ticket: signup.ticket };
    await client().post('/api/v1/user/register').send(body).expect(201);
    const second = await client().post('/api/v1/user/register').send(body);
    expect([second.status, second.body.message]).toEqual([403, OTP_ERRORS.notVerified]);
  });

  it('does not take a sign-up ticket for a password reset, nor a ticket for another e-mail', async () => {
    const victim = await seeker();
    const attacker = email('attacker');
    // The attacker verifies a sign-up code of a mailbox of their own...
    const own = await ownerVerifiesSignup(attacker);
    // ...and tries its ticket on the victim's account and on the victim's e-mail for a sign-up.
    const reset = await client()
      .patch('/api/v1/user/update/password')
      .send({ email_Id: victim.email, password: 'Attack@123', ticket: own.ticket });
    expect([reset.status, reset.body.message]).toEqual([403, OTP_ERRORS.notVerified]);
    const elsewhere = await client()
      .post('/api/v1/user/register')
      .send({ ...registration(email('victim')), ticket: own.ticket });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([403, OTP_ERRORS.notVerified]);
    // A sign-up ticket does not reset a password, even once the e-mail has an account.
    const later = email('later');
    const signupOfLater = await ownerVerifiesSignup(later);
    await createUser(t.dataSource, {
      email: later,
      passwordHash: await hashPassword('Owner@123', t.config.passwordHashMemoryKib),
    });
    const wrongPurpose = await client()
      .patch('/api/v1/user/update/password')
      .send({ email_Id: later, password: 'Attack@123', ticket: signupOfLater.ticket });
    expect([wrongPurpose.status, wrongPurpose.body.message]).toEqual([403, OTP_ERRORS.notVerified]);
    await login(later, 'Owner@123').expect(200);
    await login(victim.email, 'Owner@123').expect(200);
    // A reset ticket does not create an account.
    const { ticket: resetTicket } = await ownerVerifiesReset(victim.email);
    const fresh = email('fresh');
    const viaReset = await client()
      .post('/api/v1/user/register')
      .send({ ...registration(fresh), ticket: resetTicket });
    expect(viaReset.status).toBe(403);
    expect(await usersWith(fresh)).toBe(0);
  });

  it(`refuses a ticket after ${OTP_TICKET_TTL_MS / 60_000} minutes`, async () => {
    const owner = await seeker();
    const { browser } = await ownerVerifiesReset(owner.email);
    clock.advance(OTP_TICKET_TTL_MS + 1000);
    try {
      const late = await browser
        .patch('/api/v1/user/update/password')
        .send({ email_Id: owner.email, password: 'Late@1234' });
      expect([late.status, late.body.message]).toEqual([403, OTP_ERRORS.notVerified]);
    } finally {
      clock.advance(-(OTP_TICKET_TTL_MS + 1000));
    }
    await login(owner.email, 'Owner@123').expect(200);
  });

  it('sets the cookie Secure behind an https proxy', async () => {
    const owner = await seeker();
    const browser = client();
    const sent = await browser.post('/api/v1/generate/otp').send({ email_Id: owner.email }).expect(200);
    const verified = await browser
      .post('/api/v1/verify/otp')
      .set('X-Forwarded-Proto', 'https')
      .send({ otp: await smtp.lastCode(owner.email), value: sent.body.otp })
      .expect(200);
    expect(verified.headers['set-cookie']?.[0]).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
  });

  it(`evaluates at most ${OTP_MAX_ATTEMPTS} of 50 parallel guesses: the right code among them is refused`, async () => {
    const owner = await seeker();
    const sent = await client().post('/api/v1/generate/otp').send({ email_Id: owner.email }).expect(200);
    const code = await smtp.lastCode(owner.email);
    const wrong = code === '000000' ? '111111' : '000000';
    // Each guess from an address of its own: only the code's own limit applies, not the per-address one.
    const guesses = [...Array.from({ length: 49 }, () => wrong), code];
    const answers = await Promise.all(
      guesses.map((otp) => client().post('/api/v1/verify/otp').send({ otp, value: sent.body.otp })),
    );
    const right = answers.at(-1)!;
    expect([right.status, right.body.message]).toEqual([400, OTP_ERRORS.tooManyTries]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    expect(answers.filter((a) => a.body.message === MESSAGES.otpInvalid)).toHaveLength(OTP_MAX_ATTEMPTS - 1);
    // Every evaluated guess used a try: no more than the allowance were compared.
    const [row] = await t.dataSource.query(`SELECT attempts, verified_at FROM otp_challenges WHERE id = $1`, [
      sent.body.otp,
    ]);
    expect(row).toEqual({ attempts: OTP_MAX_ATTEMPTS, verified_at: null });
  });

  it('refuses password resets and registrations without a ticket before hashing anything, then rate-limits resets; a login meanwhile succeeds', async () => {
    const owner = await seeker();
    const outsider = client();
    let most = 0;
    const watch = setInterval(() => {
      const { running, waiting } = argon2Limiter.load;
      most = Math.max(most, running + waiting);
    }, 1);
    const limit = RATE_LIMITS['reset-password:ip'].points;
    const newcomer = email('flood');
    const [flood, registrations, ownerLogin] = await Promise.all([
      Promise.all(
        Array.from({ length: limit }, (_, i) =>
          outsider
            .patch('/api/v1/user/update/password')
            .send({ email_Id: owner.email, password: `Attack@${i}00` }),
        ),
      ),
      Promise.all(
        Array.from({ length: 10 }, () => outsider.post('/api/v1/user/register').send(registration(newcomer))),
      ),
      login(owner.email, 'Owner@123'),
    ]);
    clearInterval(watch);
    for (const answers of [flood, registrations]) {
      expect(answers.map((r) => [r.status, r.body.message])).toEqual(
        answers.map(() => [403, OTP_ERRORS.notVerified]),
      );
    }
    expect(await usersWith(newcomer)).toBe(0);
    expect(ownerLogin.status).toBe(200);
    // Only the owner's login reached argon2.
    expect(most).toBeLessThanOrEqual(1);
    const limited = await outsider
      .patch('/api/v1/user/update/password')
      .send({ email_Id: owner.email, password: 'Attack@123' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const viaGraphql = await outsider.gql(RESET, { e: owner.email, p: 'Attack@123', t: 'x' });
    expect(errorCode(viaGraphql)).toBe('TOO_MANY_REQUESTS');
    await login(owner.email, 'Owner@123').expect(200);
  });

  it('answers a reset request without waiting for the mail server, and the mail still arrives', async () => {
    const owner = await seeker();
    const newcomer = email('stalled');
    smtp.hold();
    try {
      /** The answer, or 'stalled' when there is none within 5 s. */
      const stalled = async (req: PromiseLike<request.Response>) => {
        let timer: NodeJS.Timeout | undefined;
        try {
          return await Promise.race([
            Promise.resolve(req),
            new Promise<'stalled'>((resolve) => (timer = setTimeout(() => resolve('stalled'), 5000))),
          ]);
        } finally {
          clearTimeout(timer);
        }
      };
      const reset = await stalled(client().post('/api/v1/generate/otp').send({ email_Id: owner.email }));
      const exists = await stalled(
        client().post('/api/v1/user/register/verify/otp').send({ email_Id: owner.email }),
      );
      const signup = await stalled(
        client().post('/api/v1/user/register/verify/otp').send({ email_Id: newcomer }),
      );
      for (const answer of [reset, exists, signup]) {
        expect(answer === 'stalled' ? 'stalled' : answer.status).toBe(200);
      }
      // Answered while the mail server had accepted none of the three mails.
      expect(smtp.mailsTo(owner.email)).toHaveLength(0);
      expect(smtp.mailsTo(newcomer)).toHaveLength(0);
    } finally {
      smtp.release();
    }
    const mails = await smtp.waitForMails(owner.email, 2);
    expect(mails.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]).sort()).toEqual([
      'You already have a Hireloop account',
      'Your Hireloop password reset code',
    ]);
    await smtp.lastCode(newcomer);
    await t.app.get(MailService).drain();
    const rows = await t.dataSource.query(
      `SELECT sent_at IS NOT NULL AS sent, error FROM mail_outbox WHERE lower(to_address) IN (lower($1), lower($2))`,
      [owner.email, newcomer],
    );
    expect(rows).toEqual([
      { sent: true, error: null },
      { sent: true, error: null },
      { sent: true, error: null },
    ]);
  });
});
