import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { API_KEY_MESSAGES, API_KEYS_MAX_ACTIVE, ApplicationStatus, JobStatus, Role } from '@hireloop/schema';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { Application } from '../src/modules/applications/application.entity';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, errorCode, TestApp } from './support/test-app';

const CREATE = `mutation ($input: ApiKeyInput!) {
  createApiKey(input: $input) { secret key { id name prefix scopes access expiresAt lastUsedAt revokedAt } }
}`;
const LIST = `{ apiKeys { id name prefix scopes lastUsedAt revokedAt } }`;
const REVOKE = `mutation ($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`;
const APPLICANTS = `query ($jobId: ID!) { jobApplicants(jobId: $jobId) { total job { title } } }`;
const MY_JOBS = `{ myJobs { total items { title } } }`;
const SET_STATUS = `mutation ($id: ID!) { setApplicationStatus(applicationId: $id, status: REJECT) { status } }`;

interface Created {
  id: string;
  secret: string;
}

/**
 * API keys: made from a signed-in session, shown once and stored hashed; a key acts as its owner on
 * REST and GraphQL, narrowed by its scopes, is refused at once when revoked or expired, and is metered
 * per key.
 */
describe('API keys', () => {
  let t: TestApp;
  let recruiter: Session;
  let other: Session;
  let admin: Session;
  let seeker: Session;
  let jobId: string;
  let applicationId: string;

  async function createKey(session: Session, input: Record<string, unknown>): Promise<Created> {
    const body = await t.gql<{ createApiKey: { secret: string; key: { id: string } } }>(
      CREATE,
      { input },
      session.token,
    );
    expect(body.errors).toBeUndefined();
    return { id: body.data!.createApiKey.key.id, secret: body.data!.createApiKey.secret };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEY_RATE_LIMIT_PER_MINUTE: '1000' } });
    recruiter = await sessionAs(t, Role.RECRUITER);
    other = await sessionAs(t, Role.RECRUITER);
    admin = await sessionAs(t, Role.ADMIN);
    seeker = await sessionAs(t, Role.JOB_SEEKER);
    const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id, name: 'Keyed Co' });
    const job = await createJob(t.dataSource, {
      companyId: company.id,
      title: 'Integration Engineer',
      postedById: recruiter.user.id,
    });
    jobId = job.id;
    const application = await t.dataSource.getRepository(Application).save({
      jobId,
      applicantId: seeker.user.id,
      status: ApplicationStatus.PENDING,
    });
    applicationId = application.id;
    await t.app.listen(0, '127.0.0.1');
  });

  afterAll(() => t.close());

  it('shows the secret once, keeps only its SHA-256, and lists the key by its prefix', async () => {
    const body = await t.gql<{
      createApiKey: { secret: string; key: { id: string; prefix: string; scopes: string[]; access: null } };
    }>(CREATE, { input: { name: 'ATS sync', scopes: ['jobs:read', 'jobs:read'] } }, recruiter.token);
    expect(body.errors).toBeUndefined();
    const { secret, key } = body.data!.createApiKey;
    expect(secret).toMatch(/^hl_[A-Za-z0-9]{12}_[\w-]{43}$/);
    expect(secret.startsWith(`hl_${key.prefix}_`)).toBe(true);
    expect(key.scopes).toEqual(['jobs:read']);
    expect(key.access).toBeNull();

    const [row] = await t.dataSource.query(`SELECT * FROM api_keys WHERE id = $1`, [key.id]);
    expect(row.secret_hash).toEqual(createHash('sha256').update(secret).digest());
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(secret.slice(3 + 12 + 1));

    const list = await t.gql<{ apiKeys: Record<string, unknown>[] }>(LIST, {}, recruiter.token);
    expect(list.data!.apiKeys).toEqual([
      {
        id: key.id,
        name: 'ATS sync',
        prefix: key.prefix,
        scopes: ['jobs:read'],
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(secret.slice(16));
    // Nothing in the schema answers a key's secret after creation.
    const secretField = await t.gql(`{ apiKeys { secret } }`, {}, recruiter.token);
    expect(errorCode(secretField)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('acts as its owner on GraphQL and REST, reporting its rate limit, and records its last use', async () => {
    const key = await createKey(recruiter, { name: 'Reader', scopes: ['jobs:read'] });
    const gql = await t.http
      .post('/graphql')
      .set('Authorization', `Bearer ${key.secret}`)
      .send({ query: MY_JOBS });
    expect(gql.status).toBe(200);
    expect(gql.body).toEqual({ data: { myJobs: { total: 1, items: [{ title: 'Integration Engineer' }] } } });
    expect(gql.headers['ratelimit-limit']).toBe('1000');
    expect(gql.headers['ratelimit-remaining']).toBe('999');
    expect(Number(gql.headers['ratelimit-reset'])).toBeGreaterThan(0);

    const rest = await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${key.secret}`);
    expect(rest.status).toBe(200);
    expect(rest.body.jobs.map((j: { job_title: string }) => j.job_title)).toEqual(['Integration Engineer']);
    expect(rest.headers['ratelimit-remaining']).toBe('998');

    const [{ last_used_at }] = await t.dataSource.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [
      key.id,
    ]);
    expect(last_used_at).toBeInstanceOf(Date);
  });

  it('writes the last use at most once a minute, not on every request', async () => {
    const key = await createKey(recruiter, { name: 'Poller', scopes: ['jobs:read'] });
    const recent = new Date(Date.now() - 30_000);
    await t.dataSource.query(`UPDATE api_keys SET last_used_at = $2 WHERE id = $1`, [key.id, recent]);
    await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${key.secret}`).expect(200);
    const lastUsed = async () =>
      (await t.dataSource.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [key.id]))[0]
        .last_used_at as Date;
    expect((await lastUsed()).getTime()).toBe(recent.getTime());
    const old = new Date(Date.now() - 120_000);
    await t.dataSource.query(`UPDATE api_keys SET last_used_at = $2 WHERE id = $1`, [key.id, old]);
    await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${key.secret}`).expect(200);
    expect((await lastUsed()).getTime()).toBeGreaterThan(old.getTime());
  });

  it('refuses an operation outside its scopes with 403 naming the missing scope, changing nothing', async () => {
    const key = await createKey(recruiter, { name: 'Jobs only', scopes: ['jobs:read'] });
    const gql = await t.gql(APPLICANTS, { jobId }, key.secret);
    expect(errorCode(gql)).toBe('FORBIDDEN');
    expect(gql.errors![0].message).toBe(API_KEY_MESSAGES.missingScope('applications:read'));

    const rest = await t.http
      .patch(`/api/v1/applicant/${applicationId}/status`)
      .set('Authorization', `Bearer ${key.secret}`)
      .send({ updated_status: 'reject' });
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(API_KEY_MESSAGES.missingScope('applications:write'));
    const mutation = await t.gql(SET_STATUS, { id: applicationId }, key.secret);
    expect(mutation.errors![0].message).toBe(API_KEY_MESSAGES.missingScope('applications:write'));
    const [{ status }] = await t.dataSource.query(`SELECT status FROM applications WHERE id = $1`, [
      applicationId,
    ]);
    expect(status).toBe(ApplicationStatus.PENDING);

    const reader = await createKey(recruiter, { name: 'Applicants', scopes: ['applications:read'] });
    const allowed = await t.gql(APPLICANTS, { jobId }, reader.secret);
    expect(allowed).toEqual({
      data: { jobApplicants: { total: 1, job: { title: 'Integration Engineer' } } },
    });
  });

  it("keeps its owner's ownership rules: another recruiter's key cannot see these applicants", async () => {
    const key = await createKey(other, {
      name: 'Nosy',
      scopes: ['applications:read', 'applications:write', 'jobs:read'],
    });
    const gql = await t.gql(APPLICANTS, { jobId }, key.secret);
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(errorCode(gql));
    expect(gql.data?.jobApplicants ?? null).toBeNull();
    const rest = await t.http.get(`/api/v1/${jobId}/applicants`).set('Authorization', `Bearer ${key.secret}`);
    expect([403, 404]).toContain(rest.status);
    const change = await t.gql(SET_STATUS, { id: applicationId }, key.secret);
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(errorCode(change));
    const posted = await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${key.secret}`);
    expect(posted.body.jobs).toEqual([]);
  });

  it('cannot manage keys, its account or anything without a declared scope', async () => {
    const key = await createKey(recruiter, {
      name: 'Everything',
      scopes: ['jobs:read', 'jobs:write', 'applications:read', 'applications:write', 'companies:read'],
    });
    const create = await t.gql(CREATE, { input: { name: 'Escalate', scopes: ['jobs:read'] } }, key.secret);
    const list = await t.gql(LIST, {}, key.secret);
    const revoke = await t.gql(REVOKE, { id: key.id }, key.secret);
    const me = await t.gql(`{ me { id } }`, {}, key.secret);
    for (const body of [create, list, revoke, me]) {
      expect(errorCode(body)).toBe('FORBIDDEN');
      expect(body.errors![0].message).toBe(API_KEY_MESSAGES.noScopeDeclared);
    }
    const company = await t.http
      .post('/api/v1/company/create')
      .set('Authorization', `Bearer ${key.secret}`)
      .send({ company_name: 'Via key' });
    expect(company.status).toBe(403);
    expect(company.body.message).toBe(API_KEY_MESSAGES.noScopeDeclared);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM api_keys WHERE name = 'Escalate'`,
    );
    expect(count).toBe(0);
  });

  it('is refused with 401 from the request right after it is revoked, on REST, GraphQL and public routes', async () => {
    const key = await createKey(recruiter, { name: 'Soon revoked', scopes: ['jobs:read'] });
    await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${key.secret}`).expect(200);
    const revoked = await t.gql<{ revokeApiKey: { revokedAt: string | null } }>(
      REVOKE,
      { id: key.id },
      recruiter.token,
    );
    expect(revoked.data!.revokeApiKey.revokedAt).not.toBeNull();

    const rest = await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${key.secret}`);
    expect(rest.status).toBe(401);
    expect(rest.body.message).toBe(API_KEY_MESSAGES.invalid);
    const gql = await t.http
      .post('/graphql')
      .set('Authorization', `Bearer ${key.secret}`)
      .send({ query: MY_JOBS });
    expect(gql.status).toBe(401);
    expect(gql.body.errors[0]).toEqual({
      message: API_KEY_MESSAGES.invalid,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const publicRoute = await t.http.get('/api/v1/jobs').set('Authorization', `Bearer ${key.secret}`);
    expect(publicRoute.status).toBe(401);
    // Another recruiter cannot revoke someone else's key.
    const foreign = await createKey(recruiter, { name: 'Mine', scopes: ['jobs:read'] });
    expect(errorCode(await t.gql(REVOKE, { id: foreign.id }, other.token))).toBe('NOT_FOUND');
    await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${foreign.secret}`).expect(200);
  });

  it('answers an id that is no key id with "API key not found", as an unknown key', async () => {
    for (const id of ["'; DROP TABLE users; --", 'toString', randomUUID()]) {
      const body = await t.gql(REVOKE, { id }, recruiter.token);
      expect(body.errors?.[0]).toMatchObject({
        message: API_KEY_MESSAGES.notFound,
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('is refused once expired, or once its owner is deactivated or changes role, and a forged secret never works', async () => {
    const expiring = await createKey(recruiter, {
      name: 'Expiring',
      scopes: ['jobs:read'],
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${expiring.secret}`).expect(200);
    await t.dataSource.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expiring.id,
    ]);
    const expired = await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${expiring.secret}`);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(API_KEY_MESSAGES.invalid);

    const forged = `${expiring.secret.slice(0, -4)}AAAA`;
    const valid = await createKey(recruiter, { name: 'Valid', scopes: ['jobs:read'] });
    const forgedSameKey = `${valid.secret.slice(0, 16)}${'A'.repeat(43)}`;
    for (const secret of [forged, forgedSameKey, 'hl_short']) {
      const res = await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${secret}`);
      expect(res.status).toBe(401);
    }

    const owner = await sessionAs(t, Role.RECRUITER);
    const key = await createKey(owner, { name: 'Owner changes', scopes: ['jobs:read'] });
    await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${key.secret}`).expect(200);
    await t.dataSource.query(`UPDATE users SET role = 'job_seeker' WHERE id = $1`, [owner.user.id]);
    await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${key.secret}`).expect(401);
    await t.dataSource.query(`UPDATE users SET role = 'recruiter', deactivated_at = now() WHERE id = $1`, [
      owner.user.id,
    ]);
    await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${key.secret}`).expect(401);
  });

  it('is refused on WebSocket subscriptions, which need a signed-in session', async () => {
    const key = await createKey(recruiter, { name: 'Socket', scopes: ['jobs:read'] });
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const outcome = await new Promise<string>((resolve) => {
      const client = createClient({
        url: `ws://127.0.0.1:${port}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${key.secret}` },
        retryAttempts: 0,
      });
      const done = (text: string) => {
        void client.dispose();
        resolve(text);
      };
      client.subscribe(
        { query: 'subscription { notificationAdded { title } }' },
        {
          next: (msg) => {
            if (msg.errors) done(msg.errors[0].message);
          },
          error: (e) => done(Array.isArray(e) ? String(e[0]?.message) : JSON.stringify(e)),
          complete: () => done('complete'),
        },
      );
    });
    expect(outcome).toBe(API_KEY_MESSAGES.httpOnly);
  });

  it('checks what a key may be created with, and allows at most the active-key limit per user', async () => {
    const refusals: [Session, Record<string, unknown>, string][] = [
      [recruiter, { name: '  ', scopes: ['jobs:read'] }, API_KEY_MESSAGES.nameRequired],
      [recruiter, { name: 'x'.repeat(81), scopes: ['jobs:read'] }, API_KEY_MESSAGES.nameTooLong],
      [recruiter, { name: 'No scopes', scopes: [] }, API_KEY_MESSAGES.scopesRequired],
      [recruiter, { name: 'Odd', scopes: ['users:read'] }, `${API_KEY_MESSAGES.unknownScope}: users:read`],
      [
        recruiter,
        { name: 'Level', scopes: ['jobs:read'], access: 'FULL' },
        API_KEY_MESSAGES.accessForAdminsOnly,
      ],
      [admin, { name: 'No level', scopes: ['jobs:read'] }, API_KEY_MESSAGES.accessRequired],
      [
        admin,
        { name: 'RO', scopes: ['jobs:write'], access: 'READ_ONLY' },
        API_KEY_MESSAGES.readOnlyWriteScope,
      ],
      [
        recruiter,
        { name: 'Past', scopes: ['jobs:read'], expiresAt: new Date(Date.now() - 1000).toISOString() },
        API_KEY_MESSAGES.expiryPast,
      ],
      [
        recruiter,
        {
          name: 'Far',
          scopes: ['jobs:read'],
          expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString(),
        },
        API_KEY_MESSAGES.expiryTooFar,
      ],
    ];
    for (const [session, input, message] of refusals) {
      const body = await t.gql(CREATE, { input }, session.token);
      expect([input.name, body.errors?.[0]?.message]).toEqual([input.name, message]);
    }
    const seekerTry = await t.gql(CREATE, { input: { name: 'Seeker', scopes: ['jobs:read'] } }, seeker.token);
    expect(errorCode(seekerTry)).toBe('FORBIDDEN');

    const counter = await sessionAs(t, Role.RECRUITER);
    for (let i = 0; i < API_KEYS_MAX_ACTIVE; i += 1) {
      await createKey(counter, { name: `Key ${i}`, scopes: ['jobs:read'] });
    }
    const over = await t.gql(
      CREATE,
      { input: { name: 'One too many', scopes: ['jobs:read'] } },
      counter.token,
    );
    expect(errorCode(over)).toBe('CONFLICT');
    expect(over.errors![0].message).toBe(API_KEY_MESSAGES.tooMany);
    const list = await t.gql<{ apiKeys: { id: string }[] }>(LIST, {}, counter.token);
    await t.gql(REVOKE, { id: list.data!.apiKeys[0].id }, counter.token);
    await createKey(counter, { name: 'After a revocation', scopes: ['jobs:read'] });
  });

  it("gives administrators read-only or full keys over the admin tables within the key's scopes", async () => {
    const readOnly = await createKey(admin, {
      name: 'Reporting',
      scopes: ['jobs:read'],
      access: 'READ_ONLY',
    });
    const jobs = await t.gql(`{ adminJobs { total } }`, {}, readOnly.secret);
    expect(errorCode(jobs)).toBe('ok');
    const seekers = await t.gql(`{ adminSeekers { total } }`, {}, readOnly.secret);
    expect(seekers.errors![0].message).toBe(API_KEY_MESSAGES.noScopeDeclared);
    const close = `mutation ($id: ID!) { adminSetJobOpen(id: $id, open: false) }`;
    const refused = await t.gql(close, { id: jobId }, readOnly.secret);
    expect(refused.errors![0].message).toBe(API_KEY_MESSAGES.missingScope('jobs:write'));
    // Even holding a write scope (written past the creation checks), a read-only key changes nothing.
    await t.dataSource.query(`UPDATE api_keys SET scopes = '{jobs:read,jobs:write}' WHERE id = $1`, [
      readOnly.id,
    ]);
    const readOnlyWrite = await t.gql(close, { id: jobId }, readOnly.secret);
    expect(readOnlyWrite.errors![0].message).toBe(API_KEY_MESSAGES.readOnly);
    const [{ status: unchanged }] = await t.dataSource.query(`SELECT status FROM jobs WHERE id = $1`, [
      jobId,
    ]);
    expect(unchanged).toBe(JobStatus.ACTIVE);

    const full = await createKey(admin, { name: 'Moderation', scopes: ['jobs:write'], access: 'FULL' });
    expect(await t.gql(close, { id: jobId }, full.secret)).toEqual({ data: { adminSetJobOpen: true } });
    const [{ status }] = await t.dataSource.query(`SELECT status FROM jobs WHERE id = $1`, [jobId]);
    expect(status).toBe(JobStatus.CLOSED);
    await t.gql(`mutation ($id: ID!) { adminSetJobOpen(id: $id, open: true) }`, { id: jobId }, full.secret);
  });
});

describe('API key rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEY_RATE_LIMIT_PER_MINUTE: '3' } });
  });

  afterAll(() => t.close());

  it('counts each key on its own over REST and GraphQL and answers 429 with Retry-After once used up', async () => {
    const recruiter = await sessionAs(t, Role.RECRUITER);
    const make = async (name: string) => {
      const body = await t.gql<{ createApiKey: { secret: string } }>(
        CREATE,
        { input: { name, scopes: ['jobs:read'] } },
        recruiter.token,
      );
      return body.data!.createApiKey.secret;
    };
    const first = await make('First');
    const second = await make('Second');
    const remaining: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res =
        i === 1
          ? await t.http.post('/graphql').set('Authorization', `Bearer ${first}`).send({ query: MY_JOBS })
          : await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${first}`);
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      remaining.push(res.headers['ratelimit-remaining']);
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const over = await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${first}`);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('TOO_MANY_REQUESTS');
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const overGql = await t.http
      .post('/graphql')
      .set('Authorization', `Bearer ${first}`)
      .send({ query: MY_JOBS });
    expect(overGql.status).toBe(429);
    expect(overGql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');

    const other = await t.http.get('/api/v1/jobs/posted').set('Authorization', `Bearer ${second}`);
    expect(other.status).toBe(200);
    expect(other.headers['ratelimit-remaining']).toBe('2');
    // Signed-in sessions are not metered by the key limit.
    const session = await t.http.get('/api/v1/jobs/posted').set('Authorization', recruiter.bearer);
    expect(session.status).toBe(200);
    expect(session.headers['ratelimit-limit']).toBeUndefined();
  });
});
