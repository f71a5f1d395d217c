import { randomUUID } from 'node:crypto';
import { Role, SEEKER_MESSAGES } from '@hireloop/schema';
import { RATE_LIMITS } from '../src/modules/abuse/rate-limit.service';
import { TokenService } from '../src/modules/auth/token.service';
import { PNG_BYTES } from './support/pdf';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, errorCode as code, TestApp } from './support/test-app';

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id } }`;
const APPLY = `mutation($j: ID!) { applyToJob(jobId: $j) { id } }`;

/**
 * Abuse limits beyond login and codes: account creation per address, applications per seeker and
 * uploads per user. Each refusal is a coded GraphQL error or a REST 429 with Retry-After.
 */
describe('rate limits on registration, applying and uploads', () => {
  let t: TestApp;
  let seeker: Session;

  beforeAll(async () => {
    t = await createTestApp();
    seeker = await sessionAs(t, Role.JOB_SEEKER);
  });

  afterAll(() => t.close());

  it(`refuses account creation from one address after ${RATE_LIMITS['register:ip'].points} tries`, async () => {
    const input = {
      email: 'nobody.verified@example.in',
      password: 'Str0ng!Passw0rd',
      firstName: 'No',
      lastName: 'Body',
      contactNo: '+91-9000000000',
      role: 'JOB_SEEKER',
      ticket: 'not-a-ticket',
    };
    for (let i = 0; i < RATE_LIMITS['register:ip'].points; i++) {
      expect(code(await t.gql(REGISTER, { input })) === 'TOO_MANY_REQUESTS').toBe(false);
    }
    const refused = await t.gql(REGISTER, { input });
    expect(code(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0].message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    const rest = await t.http.post('/api/v1/user/register').send({ email_Id: input.email });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [input.email])).toEqual([]);
  });

  it(`refuses a seeker's applications after ${RATE_LIMITS['apply:user'].points} in an hour`, async () => {
    for (let i = 0; i < RATE_LIMITS['apply:user'].points; i++) {
      expect(code(await t.gql(APPLY, { j: randomUUID() }, seeker.token))).toBe('NOT_FOUND');
    }
    expect(code(await t.gql(APPLY, { j: randomUUID() }, seeker.token))).toBe('TOO_MANY_REQUESTS');
    const rest = await t.http.get(`/api/v1/apply/${randomUUID()}`).set('Authorization', seeker.bearer);
    expect(rest.status).toBe(429);
    expect(rest.body.success).toBe(false);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    // Another seeker is not affected.
    const other = await sessionAs(t, Role.JOB_SEEKER);
    expect(code(await t.gql(APPLY, { j: randomUUID() }, other.token))).toBe('NOT_FOUND');
  });

  it(`refuses a user's uploads after ${RATE_LIMITS['upload:user'].points} files in an hour`, async () => {
    const upload = () =>
      t.http
        .patch('/api/v1/profile/update/new')
        .set('Authorization', seeker.bearer)
        .field('firstname', 'Meera')
        .field('lastname', 'Iyer')
        .attach('resumeFile', PNG_BYTES, { filename: 'resume.pdf', contentType: 'application/pdf' });
    for (let i = 0; i < RATE_LIMITS['upload:user'].points; i++) {
      const res = await upload();
      expect([res.status, res.body.message]).toEqual([415, SEEKER_MESSAGES.pdfOnly]);
    }
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shares the counters between API instances through Redis when REDIS_URL is set', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env });
    try {
      const applicant = await sessionAs(a, Role.JOB_SEEKER);
      const token = b.app
        .get(TokenService)
        .sign({ sub: applicant.user.id, role: Role.JOB_SEEKER, ver: applicant.user.tokenVersion });
      // b has its own database: the seeker exists there too under the same id.
      await b.dataSource.query(`INSERT INTO users (id, email, role) VALUES ($1, $2, 'job_seeker')`, [
        applicant.user.id,
        applicant.user.email,
      ]);
      const half = RATE_LIMITS['apply:user'].points / 2;
      for (let i = 0; i < half; i++) {
        expect(code(await a.gql(APPLY, { j: randomUUID() }, applicant.token))).toBe('NOT_FOUND');
        expect(code(await b.gql(APPLY, { j: randomUUID() }, token))).toBe('NOT_FOUND');
      }
      expect(code(await a.gql(APPLY, { j: randomUUID() }, applicant.token))).toBe('TOO_MANY_REQUESTS');
      expect(code(await b.gql(APPLY, { j: randomUUID() }, token))).toBe('TOO_MANY_REQUESTS');
    } finally {
      await a.close();
      await b.close();
    }
  });
});
