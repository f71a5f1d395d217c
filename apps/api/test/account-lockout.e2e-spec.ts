import { Role } from '@hireloop/schema';
import { RATE_LIMITS } from '../src/modules/abuse/rate-limit.service';
import { hashPassword } from '../src/modules/auth/password-hashing';
import { MailService } from '../src/modules/mail/mail.service';
import { OTP_ERRORS, OTP_MAX_SENDS_PER_HOUR } from '../src/modules/otp/otp.service';
import { createUser } from './factories/user.factory';
import { sessionAs } from './support/sessions';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Strangers who know an e-mail try to lock its owner out: wrong passwords and code requests from many
 * client addresses (behind one trusted proxy, so X-Forwarded-For names the address). The owner, with the
 * right password or asking for a code from an address of their own, still gets in.
 */
describe('no lockout of an account by strangers', () => {
  let t: TestApp;
  const smtp = new SmtpCatcher();
  let block = 0;
  /** A /24 of addresses of its own for each test, so that the per-address limits of one do not leak. */
  const addresses = () => {
    block += 1;
    return (i: number) => `198.51.${block}.${i}`;
  };
  const PASSWORD = 'Owner@12345';

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ env: { TRUST_PROXY: '1', SMTP_URL: smtp.url } });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function owner(role: Role) {
    return createUser(t.dataSource, {
      role,
      passwordHash: await hashPassword(PASSWORD, t.config.passwordHashMemoryKib),
    });
  }

  const login = (path: string, email: string, password: string, ip: string) =>
    t.http.post(path).set('X-Forwarded-For', ip).send({ email_Id: email, password });

  async function setAttemptLimit(limit: number) {
    const admin = await sessionAs(t, Role.ADMIN);
    const res = await t.gql(
      `mutation($n: Int!) { updatePlatformSettings(input: { loginAttemptLimit: $n }) { loginAttemptLimit } }`,
      { n: limit },
      admin.token,
    );
    expect(res.data).toEqual({ updatePlatformSettings: { loginAttemptLimit: limit } });
  }

  /** Runs `check` with the administrator's login attempt limit at `limit`, then sets it back to 10. */
  async function withAttemptLimit(limit: number, check: () => Promise<void>) {
    await setAttemptLimit(limit);
    try {
      await check();
    } finally {
      await setAttemptLimit(10);
    }
  }

  for (const [role, path] of [
    [Role.JOB_SEEKER, '/api/v1/user/login'],
    [Role.ADMIN, '/api/v1/admin/auth/login'],
  ] as const) {
    it(`lets the ${role} in with the right password from a new address after 12, and after 37, wrong tries from others`, async () => {
      await setAttemptLimit(10);
      const user = await owner(role);
      const ip = addresses();
      for (let i = 1; i <= 12; i++) await login(path, user.email, `wrong-${i}`, ip(i)).expect(401);
      await login(path, user.email, PASSWORD, ip(100)).expect(200);

      // Many more, past the point where the e-mail's logins pause for addresses that already failed.
      for (let i = 1; i <= 25; i++) {
        const res = await login(path, user.email, `again-${i}`, ip(i));
        expect([401, 429]).toContain(res.status);
      }
      const slowed = await login(path, user.email, 'one-more', ip(1));
      expect(slowed.status).toBe(429);
      expect(slowed.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
      await login(path, user.email, PASSWORD, ip(101)).expect(200);
    }, 180_000); // 40 logins, each an argon2 verification: minutes on a busy machine
  }

  it("keeps the hard limit per e-mail and address: the attacker's address stays refused, the owner gets in", async () => {
    await withAttemptLimit(3, async () => {
      const user = await owner(Role.JOB_SEEKER);
      const ip = addresses();
      for (let i = 0; i < 3; i++) await login('/api/v1/user/login', user.email, `x${i}`, ip(1)).expect(401);
      const refused = await login('/api/v1/user/login', user.email, PASSWORD, ip(1));
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^Too many failed logins: this account is locked for \d+ minutes?\. Please try again later or reset your password\.$/,
      );
      await login('/api/v1/user/login', user.email, PASSWORD, ip(2)).expect(200);
      // The owner's success does not lift the attacker's address's limit.
      await login('/api/v1/user/login', user.email, PASSWORD, ip(1)).expect(429);
    });
  });

  it('counts the attempts on one account however its address is spelt (İ signs in as i)', async () => {
    await withAttemptLimit(3, async () => {
      const user = await owner(Role.JOB_SEEKER);
      const ip = addresses();
      // The database finds the account by this spelling too: it is the same account.
      const dotted = user.email.replace('example.in', 'example.İn');
      await login('/api/v1/user/login', dotted, PASSWORD, ip(9)).expect(200);
      for (let i = 0; i < 3; i++) await login('/api/v1/user/login', user.email, `x${i}`, ip(1)).expect(401);
      for (const spelling of [dotted, dotted.toUpperCase()]) {
        const refused = await login('/api/v1/user/login', spelling, PASSWORD, ip(1));
        expect([spelling, refused.status]).toEqual([spelling, 429]);
      }
    });
  });

  it("counts a stranger's IPv6 addresses of one /64 as one address for the hard limit and other limits", async () => {
    await withAttemptLimit(3, async () => {
      const user = await owner(Role.JOB_SEEKER);
      block += 1;
      const line = (i: number) => `2001:db8:${block}:1::${i.toString(16)}`;
      for (let i = 1; i <= 3; i++)
        await login('/api/v1/user/login', user.email, `x${i}`, line(i)).expect(401);
      // A fourth address of the same line is refused, even with the right password.
      const refused = await login('/api/v1/user/login', user.email, PASSWORD, line(4));
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many failed logins/);
      // So is one written with a port, as some proxies write addresses.
      await login('/api/v1/user/login', user.email, PASSWORD, `[${line(5)}]:443`).expect(429);
      // Another line (the owner's) gets in.
      await login('/api/v1/user/login', user.email, PASSWORD, `2001:db8:${block}:2::1`).expect(200);
    });
    // A limit per address (waitlist sign-ups): each address of one line spends the line's allowance.
    const waitlist = (ip: string, i: number) =>
      t.http
        .post('/api/v1/waitlist')
        .set('X-Forwarded-For', ip)
        .send({ email: `line${block}-${i}@example.in` });
    const allowance = RATE_LIMITS['marketing:ip'].points;
    for (let i = 1; i <= allowance; i++) {
      await waitlist(`2001:db8:${block}:3::${i.toString(16)}`, i).expect(200);
    }
    const capped = await waitlist(`2001:db8:${block}:3:ffff::1`, 0);
    expect(capped.status).toBe(429);
    await waitlist(`[2001:db8:${block}:3::1]:5`, 0).expect(429);
    // Values that are not addresses are one client, not a new one each.
    for (let i = 1; i <= allowance; i++) await waitlist(`not-an-ip-${block}-${i}`, 100 + i).expect(200);
    await waitlist(`made-up-${block}`, 0).expect(429);
    await waitlist(`2001:db8:${block}:4::1`, 0).expect(200);
  });

  it('still mails the owner a reset code after a stranger used up the hourly cap from other addresses', async () => {
    const user = await owner(Role.JOB_SEEKER);
    const ip = addresses();
    const ask = (from: string) =>
      t.http.post('/api/v1/generate/otp').set('X-Forwarded-For', from).send({ email_Id: user.email });
    // The stranger: the whole per-address allowance from two addresses, and one more from each.
    for (const from of [ip(1), ip(2)]) {
      for (let i = 0; i < OTP_MAX_SENDS_PER_HOUR; i++) await ask(from).expect(200);
      const capped = await ask(from);
      expect([capped.status, capped.body.message]).toEqual([429, OTP_ERRORS.hourlyCap]);
    }
    // The stranger's mails go out in the background: count them once they are all delivered.
    await t.app.get(MailService).drain();
    const before = smtp.mailsTo(user.email).length;
    const mine = await ask(ip(50)).expect(200);
    // The mail may go out after the answer (a queue): wait for it up to 10 s.
    for (let waited = 0; smtp.mailsTo(user.email).length <= before && waited < 10_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    await t.app.get(MailService).drain();
    expect(smtp.mailsTo(user.email)).toHaveLength(before + 1);
    await t.http
      .post('/api/v1/verify/otp')
      .send({ otp: await smtp.lastCode(user.email, before), value: mine.body.otp })
      .expect(200);
  });
});
