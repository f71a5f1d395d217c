import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { GRAPHQL_LIMITS } from '../src/app.module';
import { BODY_NOT_DECOMPRESSED } from '../src/common/all-exceptions.filter';
import { createTestApp, TestApp } from './support/test-app';

/** Security headers, CORS, request ids, GraphQL limits, probes and metrics, as a client sees them. */
describe('HTTP hardening', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://partner.example.in' } });
  });

  afterAll(() => t.close());

  describe('headers', () => {
    it('sends a Content-Security-Policy and the usual protections, and hides the framework', async () => {
      const res = await t.http.get('/health/live').expect(200);
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*(;|$)/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('allows only the configured browser origins (CORS)', async () => {
      const allowed = await t.http
        .options('/graphql')
        .set('Origin', 'https://partner.example.in')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type,authorization');
      expect(allowed.status).toBeLessThan(300);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.in');
      expect(allowed.headers['access-control-allow-headers']).toMatch(/Authorization/i);

      const other = await t.http
        .options('/graphql')
        .set('Origin', 'https://evil.example.com')
        .set('Access-Control-Request-Method', 'POST');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('request ids', () => {
    it('gives every response an X-Request-Id, keeping a well-formed one the client sent', async () => {
      const fresh = await t.http.get('/health/live').expect(200);
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await t.http.get('/health/live').set('X-Request-Id', 'client-trace-12345').expect(200);
      expect(kept.headers['x-request-id']).toBe('client-trace-12345');
      const replaced = await t.http.get('/health/live').set('X-Request-Id', 'bad id <script>').expect(200);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('GraphQL limits', () => {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      t.http
        .post('/graphql')
        .set(headers)
        .send(body as object);

    it(`refuses more than ${GRAPHQL_LIMITS.maxAliases} aliases before running anything`, async () => {
      const ok = Array.from(
        { length: GRAPHQL_LIMITS.maxAliases },
        (_, i) => `a${i}: siteConfig { platformName }`,
      );
      expect((await post({ query: `{ ${ok.join(' ')} }` })).body.errors).toBeUndefined();
      const tooMany = [...ok, 'extra: siteConfig { platformName }'];
      const res = await post({ query: `{ ${tooMany.join(' ')} }` });
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors[0].message).toMatch(/aliases limit/i);
    });

    it(`refuses nesting deeper than ${GRAPHQL_LIMITS.maxDepth}`, async () => {
      let query = 'jobs { total }';
      for (let i = 0; i < GRAPHQL_LIMITS.maxDepth + 1; i++) query = `... on Query { ${query} }`;
      const res = await post({ query: `{ ${query} }` });
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors[0].message).toMatch(/depth limit/i);
    });

    it(`refuses documents over ${GRAPHQL_LIMITS.maxTokens} tokens`, async () => {
      const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => '__typename').join(' ');
      const res = await post({ query: `{ ${fields} }` });
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors[0].message).toMatch(/more tha[nt] 2000 tokens/i);
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    });

    it('does not suggest field names in errors', async () => {
      const res = await post({ query: '{ job { tittle } }' });
      expect(res.body.errors[0].message).not.toMatch(/did you mean/i);
    });

    it('refuses batched requests and requests a browser could send cross-site (CSRF)', async () => {
      const batch = await post([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
      expect(batch.status).toBe(400);
      const simple = await t.http
        .post('/graphql')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ query: '{ __typename }' }));
      expect(simple.status).toBe(400);
      const get = await t.http.get('/graphql').query({ query: '{ __typename }' });
      expect(get.status).toBe(400);
      expect(get.text).toMatch(/CSRF/i);
    });
    it('keeps no persisted queries: a hash, with or without its document, is refused as not supported', async () => {
      const persisted = (sha256Hash: string) => ({
        extensions: { persistedQuery: { version: 1, sha256Hash } },
      });
      const hash = createHash('sha256').update('{ __typename }').digest('hex');
      for (const body of [
        { query: '{ __typename }', ...persisted(hash) },
        { query: '{ __typename }', ...persisted('abc') },
        persisted(hash),
      ]) {
        const res = await post(body);
        // Apollo's answer, with the status its persisted-query protocol gives it (clients then send the document).
        expect(res.body).toEqual({
          errors: [
            expect.objectContaining({
              extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_NOT_SUPPORTED' }),
            }),
          ],
        });
      }
    });
  });

  describe('unreadable input', () => {
    it('refuses NUL characters anywhere, before they reach the database', async () => {
      const rest = await t.http.post('/api/v1/user/login').send({ email_Id: 'a\u0000@b.in', password: 'x' });
      expect([rest.status, rest.body]).toEqual([
        400,
        { success: false, message: 'Text may not contain the NUL character.', code: 'BAD_USER_INPUT' },
      ]);
      const gql = await t.http
        .post('/graphql')
        .send({ query: 'mutation($e: String!) { joinWaitlist(email: $e) }', variables: { e: '\u0000' } });
      expect(gql.status).toBe(400);
      expect(gql.body.errors[0]).toEqual({
        message: 'Text may not contain the NUL character.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('answers broken JSON, bare values and too large bodies with a 4xx and a message', async () => {
      const broken = await t.http
        .post('/api/v1/user/login')
        .set('Content-Type', 'application/json')
        .send('{"email_Id": ');
      expect([broken.status, broken.body.message]).toEqual([400, 'The request body is not valid JSON.']);
      const array = await t.http.post('/api/v1/user/login').send([1, 2]);
      expect([array.status, array.body.message]).toEqual([400, 'The request body must be a JSON object.']);
      const huge = await t.http
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ query: '{ __typename }', variables: { x: 'A'.repeat(2_000_000) } }));
      expect(huge.status).toBe(413);
      expect(huge.body.errors[0]).toEqual({
        message: 'The request is too large.',
        extensions: { code: 'PAYLOAD_TOO_LARGE' },
      });
    });

    it('answers a body that does not inflate as its Content-Encoding says with 400 and a plain message', async () => {
      // Raw bytes as sent (supertest would serialize a Buffer as JSON).
      const server = (t.app.getHttpServer() as Server).listen(0);
      try {
        const { port } = server.address() as AddressInfo;
        const post = (path: string, body: Buffer) =>
          fetch(`http://127.0.0.1:${port}${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
            body,
          });
        const login = JSON.stringify({ email_Id: 'nobody@example.in', password: 'secret1' });
        for (const body of [Buffer.from('not gzip at all'), gzipSync(login).subarray(0, 20)]) {
          const rest = await post('/api/v1/user/login', body);
          expect([rest.status, await rest.json()]).toEqual([
            400,
            { success: false, message: BODY_NOT_DECOMPRESSED, code: 'BAD_USER_INPUT' },
          ]);
          const gql = await post('/graphql', body);
          expect([gql.status, await gql.json()]).toEqual([
            400,
            { errors: [{ message: BODY_NOT_DECOMPRESSED, extensions: { code: 'BAD_USER_INPUT' } }] },
          ]);
        }
        // A body that inflates is read as usual.
        expect((await post('/api/v1/user/login', gzipSync(login))).status).toBe(401);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });

  describe('probes and metrics', () => {
    it('answers liveness without and readiness with the database', async () => {
      expect((await t.http.get('/health/live').expect(200)).body.status).toBe('ok');
      expect((await t.http.get('/health/ready').expect(200)).body).toMatchObject({
        status: 'ok',
        database: 'up',
      });
    });

    it('counts requests by route pattern and status, and reports the database pool', async () => {
      await t.http.get('/api/v1/job/00000000-0000-0000-0000-000000000000').expect(404);
      await t.http.get('/api/v1/job/00000000-0000-0000-0000-000000000001').expect(404);
      const res = await t.http.get('/metrics').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const line = res.text
        .split('\n')
        .find((l) => l.startsWith('hireloop_http_requests_total{') && l.includes('route="/api/v1/job/:id"'));
      expect(line).toBe('hireloop_http_requests_total{method="GET",route="/api/v1/job/:id",status="404"} 2');
      expect(res.text).toMatch(/hireloop_http_request_duration_seconds_bucket\{le="0\.005",method="GET"/);
      expect(res.text).toMatch(/hireloop_db_pool_connections\{state="total"\} \d+/);
      expect(res.text).toContain('hireloop_process_resident_memory_bytes');
    });

    it('asks for the bearer token when METRICS_TOKEN is set', async () => {
      const token = 'scrape-secret-0123456789';
      const guarded = await createTestApp({ env: { METRICS_TOKEN: token } });
      try {
        const none = await guarded.http.get('/metrics').expect(401);
        expect(none.text).not.toContain('hireloop_http_requests_total');
        await guarded.http.get('/metrics').set('Authorization', 'Bearer wrong-token-000000000').expect(401);
        const ok = await guarded.http.get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
        expect(ok.text).toContain('hireloop_http_requests_total');
      } finally {
        await guarded.close();
      }
    });
  });
});
