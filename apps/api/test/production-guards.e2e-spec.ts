import { DEMO_ACCOUNTS, DEMO_OTHER_PASSWORD } from '../src/database/seed/demo-data';
import { createTestApp, TestApp, usesRealPostgres } from './support/test-app';

/**
 * NODE_ENV=production with SEED_DEMO=true: the demo data is added, but nobody can sign in to its
 * accounts with the passwords the README publishes.
 */
describe('production: demo data without published passwords', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        METRICS_TOKEN: 'm'.repeat(32),
        // Production refuses the embedded database unless it is asked for on purpose.
        ...(usesRealPostgres() ? {} : { EMBEDDED_DB: 'true' }),
      },
    });
  });

  afterAll(() => t.close());

  it('refuses every published demo password, though the demo accounts exist', async () => {
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE email = ANY($1)`, [
      [DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.recruiter.email, DEMO_ACCOUNTS.seeker.email],
    ]);
    expect(n).toBe(3);
    const tries: [string, string, string][] = [
      ['/api/v1/admin/auth/login', DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password],
      ['/api/v1/user/login', DEMO_ACCOUNTS.recruiter.email, DEMO_ACCOUNTS.recruiter.password],
      ['/api/v1/user/login', DEMO_ACCOUNTS.seeker.email, DEMO_ACCOUNTS.seeker.password],
    ];
    const [{ email: other }] = await t.dataSource.query(
      `SELECT email FROM users WHERE email LIKE '%@example.in' AND role = 'job_seeker' LIMIT 1`,
    );
    tries.push(['/api/v1/user/login', other, DEMO_OTHER_PASSWORD]);
    for (const [path, email, password] of tries) {
      const res = await t.http.post(path).send({ email_Id: email, password });
      expect([email, res.status]).toEqual([email, 401]);
    }
  });
});
