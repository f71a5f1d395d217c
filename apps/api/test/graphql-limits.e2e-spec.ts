import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  ADMIN_TABLE_PAGE_SIZE,
  APPLICANTS_PAGE_SIZE,
  APPLIED_JOBS_PAGE_SIZE,
  BOOKMARKS_PAGE_SIZE,
  CANDIDATES_PAGE_SIZE,
  COMPANY_JOBS_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MY_JOBS_PAGE_SIZE,
  Role,
  SEARCH_PAGE_SIZE,
} from '@hireloop/schema';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  GraphQLInputType,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';
import { Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { GRAPHQL_LIMITS, queryCost } from '../src/graphql/limits';
import { MULTIPART_MALFORMED } from '../src/http/multipart-limit';
import { GRAPHQL_WS_MAX_OPERATIONS, WS_TOO_MANY_OPERATIONS } from '../src/graphql/websocket';
import { RATE_LIMITS } from '../src/modules/abuse/rate-limit.service';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp } from './support/test-app';

const MAX_CONNECTIONS = 3;
const PARTNER = 'https://partner.example.in';

interface Answer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The costly list the attack used: 15 aliases of 100 jobs with their nested fields. */
const JOB_FIELDS = 'id title description location salary skills company { id name industry location }';
const ATTACK = `{ ${Array.from(
  { length: GRAPHQL_LIMITS.maxAliases },
  (_, i) => `a${i}: jobs(pageSize: ${MAX_PAGE_SIZE}) { total items { ${JOB_FIELDS} } }`,
).join(' ')} }`;
const ALIASES_40 = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: siteConfig { platformName }`).join(' ')} }`;
let DEPTH_16 = 'jobs { total }';
for (let i = 0; i < 16; i++) DEPTH_16 = `... on Query { ${DEPTH_16} }`;
DEPTH_16 = `{ ${DEPTH_16} }`;

/** Every .graphql file of the web app. */
function webDocuments(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return webDocuments(path);
    return name.endsWith('.graphql') ? [readFileSync(path, 'utf8')] : [];
  });
}

/** The largest page the web app asks for anywhere. */
const WEB_LARGEST_PAGE = Math.max(
  SEARCH_PAGE_SIZE,
  BOOKMARKS_PAGE_SIZE,
  APPLIED_JOBS_PAGE_SIZE,
  MY_JOBS_PAGE_SIZE,
  COMPANY_JOBS_PAGE_SIZE,
  CANDIDATES_PAGE_SIZE,
  ADMIN_TABLE_PAGE_SIZE,
  APPLICANTS_PAGE_SIZE,
  20, // the notification bell's list
);

/** A valid value of an input type: list sizes `size`, other values minimal. */
function sample(type: GraphQLInputType, name: string, size: number): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name, size);
  if (isListType(type)) return [sample(type.ofType, name, size)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((f) => [f.name, sample(f.type, f.name, size)]),
    );
  }
  if (isScalarType(type)) {
    if (type.name === 'Int') return ['pageSize', 'limit'].includes(name) ? size : 1;
    if (type.name === 'Float') return 1;
    if (type.name === 'Boolean') return true;
    if (type.name === 'ID') return '00000000-0000-0000-0000-000000000000';
    if (type.name === 'Upload') return null;
    return 'x';
  }
  return null;
}

function variablesFor(
  schema: GraphQLSchema,
  op: OperationDefinitionNode,
  size: number,
): Record<string, unknown> {
  return Object.fromEntries(
    (op.variableDefinitions ?? []).map((v) => {
      const type = typeFromAST(schema, v.type as never) as GraphQLInputType;
      return [v.variable.name.value, sample(type, v.variable.name.value, size)];
    }),
  );
}

/** Runs one operation over graphql-ws and answers its first result or its refusal. */
function overWs(client: Client, query: string): Promise<Answer> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (answer: Answer) => {
      if (!done) {
        done = true;
        resolve(answer);
      }
    };
    client.subscribe(
      { query },
      {
        next: (result) => finish(result as Answer),
        error: (e) =>
          finish({ errors: Array.isArray(e) ? e : [{ message: String((e as Error)?.message ?? e) }] }),
        complete: () => finish({}),
      },
    );
  });
}

interface Handshake {
  /** connection_ack received. */
  acked: boolean;
  /** HTTP status when the upgrade itself was refused. */
  status?: number;
  /** Close code when the server closed the socket. */
  code?: number;
  socket?: WebSocket;
}

/** A raw graphql-transport-ws connection: the upgrade, connection_init, and what came back. */
function handshake(url: string, token?: string, headers: Record<string, string> = {}): Promise<Handshake> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    socket.on('unexpected-response', (_req, res) => {
      resolve({ acked: false, status: res.statusCode });
      socket.terminate();
    });
    socket.on('error', () => undefined);
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          type: 'connection_init',
          payload: token ? { authorization: `Bearer ${token}` } : {},
        }),
      ),
    );
    socket.on('message', (raw) => {
      if (JSON.parse(String(raw)).type === 'connection_ack') resolve({ acked: true, socket });
    });
    socket.on('close', (code) => resolve({ acked: false, code }));
  });
}

describe('GraphQL limits on every transport', () => {
  let t: TestApp;
  let port: number;
  let wsUrl: string;
  let seeker: Session;
  const clients: Client[] = [];
  const sockets: WebSocket[] = [];

  const wsClient = (token?: string): Client => {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        CORS_ORIGINS: PARTNER,
        TRUST_PROXY: '1',
        WS_MAX_CONNECTIONS_PER_USER: String(MAX_CONNECTIONS),
      },
    });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    wsUrl = `ws://127.0.0.1:${port}/graphql`;
    seeker = await sessionAs(t, Role.JOB_SEEKER);
    const recruiter = await sessionAs(t, Role.RECRUITER);
    const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id });
    for (let i = 0; i < 20; i++) await createJob(t.dataSource, { companyId: company.id, title: `Job ${i}` });
  });

  afterAll(async () => {
    for (const s of sockets) s.terminate();
    for (const c of clients) await c.dispose();
    await t.close();
  });

  describe('over HTTP', () => {
    it('answers a syntax error and a document over the token limit with 400 GRAPHQL_PARSE_FAILED', async () => {
      const broken = await t.http.post('/graphql').send({ query: '{ jobs { total ' });
      expect(broken.status).toBe(400);
      expect(broken.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => '__typename').join(' ');
      const long = await t.http.post('/graphql').send({ query: `{ ${fields} }` });
      expect(long.status).toBe(400);
      expect(long.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      expect(long.body.errors[0].message).toMatch(/tokens/i);
    });

    it('refuses 15 aliases of 100 jobs by their cost, before running, with a 400', async () => {
      const res = await t.http.post('/graphql').send({ query: ATTACK });
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors[0].message).toMatch(/cost limit/i);
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      // The list size counts also when it comes in a variable.
      const one = `query($n: Int!) { ${Array.from({ length: 15 }, (_, i) => `a${i}: jobs(pageSize: $n) { items { ${JOB_FIELDS} } }`).join(' ')} }`;
      const viaVariable = await t.http.post('/graphql').send({ query: one, variables: { n: 100 } });
      expect(viaVariable.status).toBe(400);
      expect(viaVariable.body.errors[0].message).toMatch(/cost limit/i);
      // The same shape with small pages is fine.
      const small = await t.http.post('/graphql').send({ query: one, variables: { n: 3 } });
      expect(small.body.errors).toBeUndefined();
    });

    it('counts the rows skipped to reach deep pages: 15 aliases of page 100 are refused, one is served', async () => {
      // An outsider's probe: 15 aliases of page 282 of 100 jobs by salary read 420,000 index rows (0.8 s),
      // and 8 such requests held every search for 4.4 s. Pages now stop at the 10,000th job; within them,
      // 15 of the deepest still cost too much together.
      const deep = (n: number) =>
        `{ ${Array.from({ length: n }, (_, i) => `a${i}: jobs(sort: SALARY, page: 100, pageSize: 100) { items { id } }`).join(' ')} }`;
      const res = await t.http.post('/graphql').send({ query: deep(15) });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toMatch(/cost limit/i);
      const one = await t.http.post('/graphql').send({ query: deep(1) });
      expect(one.status).toBe(200);
      expect(one.body.errors).toBeUndefined();
    });

    it('counts cursor connections by `first`: 15 aliases of 100 jobs are refused, small pages served', async () => {
      const connections = `query($n: Int!) { ${Array.from({ length: 15 }, (_, i) => `a${i}: jobsConnection(first: $n) { edges { cursor node { ${JOB_FIELDS} } } pageInfo { endCursor } }`).join(' ')} }`;
      const big = await t.http.post('/graphql').send({ query: connections, variables: { n: 100 } });
      expect(big.status).toBe(400);
      expect(big.body.errors[0].message).toMatch(/cost limit/i);
      const small = await t.http.post('/graphql').send({ query: connections, variables: { n: 3 } });
      expect(small.body.errors).toBeUndefined();
    });

    it('counts the home page at its real weight: 15 aliases of it are refused', async () => {
      const home = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: homeJobs { featured { id } categories { name jobs { id } } }`).join(' ')} }`;
      const res = await t.http.post('/graphql').send({ query: home });
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors[0].message).toMatch(/cost limit/i);
      // One, as the web asks, is served.
      const one = await t.http.post('/graphql').send({ query: `{ homeJobs { featured { id } } }` });
      expect(one.body.errors).toBeUndefined();
    });

    it('fits every operation of the web app well under the cost limit, and under it with pages of 100', () => {
      const schema = t.app.get(GraphQLSchemaHost).schema;
      const sources = webDocuments(join(__dirname, '..', '..', 'web', 'src'));
      const fragments = sources.filter(
        (s) => /^[ \t]*fragment\s/m.test(s) && !/^[ \t]*(?:query|mutation|subscription)\b/m.test(s),
      );
      const operations = sources.filter((s) => /^[ \t]*(?:query|mutation|subscription)\b/m.test(s));
      expect(operations.length).toBeGreaterThan(30);
      const costs: Record<string, number> = {};
      const atMax: Record<string, number> = {};
      for (const source of operations) {
        const document = parse([source, ...fragments].join('\n'));
        const used = new Set<string>();
        const walk = (text: string) => {
          for (const m of text.matchAll(/\.\.\.(\w+)/g)) {
            if (used.has(m[1])) continue;
            used.add(m[1]);
            const def = fragments.find((f) => new RegExp(`fragment ${m[1]}\\b`).test(f));
            if (def) walk(def);
          }
        };
        walk(source);
        const pruned = {
          ...document,
          definitions: document.definitions.filter(
            (d) => d.kind !== Kind.FRAGMENT_DEFINITION || used.has(d.name.value),
          ),
        };
        const op = pruned.definitions.find(
          (d) => d.kind === Kind.OPERATION_DEFINITION,
        ) as OperationDefinitionNode;
        const name = op.name?.value ?? '?';
        costs[name] = queryCost(schema, pruned, name, variablesFor(schema, op, WEB_LARGEST_PAGE));
        atMax[name] = queryCost(schema, pruned, name, variablesFor(schema, op, MAX_PAGE_SIZE));
      }
      // At the web's own page sizes: at most half the limit.
      for (const [name, cost] of Object.entries(costs)) {
        expect({ name, cost, fits: cost <= GRAPHQL_LIMITS.maxCost / 2 }).toEqual({ name, cost, fits: true });
      }
      // Any of them with the largest page the API serves is still allowed.
      for (const [name, cost] of Object.entries(atMax)) {
        expect({ name, cost, fits: cost <= GRAPHQL_LIMITS.maxCost }).toEqual({ name, cost, fits: true });
      }
    });

    it('answers sortBy "constructor" on an admin table as bad input', async () => {
      const admin = await sessionAs(t, Role.ADMIN);
      for (const key of ['constructor', '__proto__', 'toString']) {
        const res = await t.gql(
          'query($q: TableQueryInput) { adminSeekers(query: $q) { total } }',
          { q: { sortBy: key } },
          admin.token,
        );
        expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
        expect(res.errors?.[0].message).toMatch(/sortBy must be one of/);
      }
    });
  });

  describe('deeply nested input', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

    it('answers a JSON body nested 10,000 levels with a 400, on REST and GraphQL', async () => {
      const rest = await t.http
        .post('/api/v1/user/login')
        .set('Content-Type', 'application/json')
        .send(`{"email_Id": ${nested(10_000)}, "password": "x"}`);
      expect(rest.status).toBe(400);
      expect(rest.body).toEqual({
        success: false,
        message: 'The request body is nested too deeply.',
        code: 'BAD_USER_INPUT',
      });
      const gql = await t.http
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .send(
          `{"query": "query($q: TableQueryInput) { jobs { total } }", "variables": {"q": ${nested(10_000)}}}`,
        );
      expect(gql.status).toBe(400);
      expect(gql.body.errors[0]).toEqual({
        message: 'The request body is nested too deeply.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('reads a deeply nested query string without a 500', async () => {
      const path = Array.from({ length: 2000 }, (_, i) => `[k${i}]`).join('');
      const res = await t.http.get(`/api/v1/jobs/query?keyword${path}=java`);
      expect(res.status).toBeLessThan(500);
      const arrays = await t.http.get(`/api/v1/jobs/query?${'keyword[]=a&'.repeat(2000)}`);
      expect(arrays.status).toBeLessThan(500);
    });
  });

  describe('multipart bodies', () => {
    const boundary = 'hl-limit-test';
    const head = (extra: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n` +
          `{"query":"{ jobs { total } }"}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="junk"; filename="junk.bin"\r\n` +
          `Content-Type: application/octet-stream\r\n\r\n${extra}`,
      );

    /**
     * Sends a multipart POST to /graphql: its head, then `chunks` MB of filler whatever the server answers
     * meanwhile (as an attacker would), until all is sent or the server cuts the connection.
     */
    const post = (headers: Record<string, string | number>, chunks: number) =>
      new Promise<{ status?: number; body: string; sent: number; cut: boolean }>((resolve) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          path: '/graphql',
          method: 'POST',
          headers: {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Apollo-Require-Preflight': 'true',
            ...headers,
          },
        });
        let sent = 0;
        let cut = false;
        let status: number | undefined;
        let body = '';
        const answered = new Promise<void>((done) => {
          req.on('response', (res) => {
            status = res.statusCode;
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', done);
            res.on('error', done);
          });
        });
        const failed = new Promise<void>((done) => req.on('error', () => ((cut = true), done())));
        const filler = Buffer.alloc(1024 * 1024, 0x61);
        const sending = (async () => {
          req.write(head(''));
          for (let i = 0; i < chunks && !cut; i++) {
            const flushed = req.write(filler);
            sent += filler.length;
            if (!flushed) await Promise.race([new Promise((r) => req.once('drain', r)), failed]);
          }
          if (!cut) req.end(`\r\n--${boundary}--\r\n`);
        })();
        void sending
          .then(() => Promise.race([failed, cut ? Promise.resolve() : answered]))
          .then(() => {
            req.destroy();
            resolve({ status, body, sent, cut });
          });
      });

    it('refuses a declared body over the limit with 413 before reading it', async () => {
      // Declares 1 GB and sends only the head: the answer must come without waiting for the rest.
      const res = await post({ 'Content-Length': 1024 ** 3 }, 0);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({
        errors: [{ message: 'The request is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
      });
    });

    it('still answers a multipart request with an unmapped part under the limit', async () => {
      const res = await post({ 'Transfer-Encoding': 'chunked' }, 1);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).data.jobs.total).toBe(20);
    });

    it.each([
      ['without a boundary', 'multipart/form-data'],
      ['with a boundary the body never uses', `multipart/form-data; boundary=${boundary}`],
    ])('answers a malformed multipart body (%s) with 400 on GraphQL and on REST', async (_, type) => {
      const graphql = await t.http
        .post('/graphql')
        .set('Content-Type', type)
        .set('Apollo-Require-Preflight', 'true')
        .send('xx');
      expect(graphql.status).toBe(400);
      expect(graphql.body).toEqual({
        errors: [{ message: MULTIPART_MALFORMED, extensions: { code: 'BAD_USER_INPUT' } }],
      });
      const rest = await t.http
        .patch('/api/v1/profile/update/new')
        .set('Authorization', seeker.bearer)
        .set('Content-Type', type)
        .send('xx');
      expect(rest.status).toBe(400);
      expect(rest.body.message).toMatch(MULTIPART_MALFORMED);
    });
  });

  describe('over WebSocket', () => {
    it('refuses 40 aliases, depth 16 and the costly list with the same errors as HTTP', async () => {
      const client = wsClient(seeker.token);
      for (const query of [ALIASES_40, DEPTH_16, ATTACK]) {
        const httpQuery = (await t.http.post('/graphql').send({ query })).body;
        expect(httpQuery.errors.length).toBeGreaterThan(0);
        const ws = await overWs(client, query);
        expect(ws.data).toBeUndefined();
        // The same message and code as the HTTP answer to the same document.
        expect(ws.errors?.map((e) => [e.message, e.extensions?.code])).toEqual(
          httpQuery.errors.map((e: { message: string; extensions: { code: string } }) => [
            e.message,
            e.extensions.code,
          ]),
        );
      }
    });

    it('refuses a syntax error and an over-long document as GRAPHQL_PARSE_FAILED', async () => {
      const client = wsClient(seeker.token);
      const broken = await overWs(client, 'subscription { notificationAdded { id ');
      expect(broken.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
      const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => 'id').join(' ');
      const long = await overWs(client, `subscription { notificationAdded { ${fields} } }`);
      expect(long.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    });

    it('serves subscriptions only: queries and mutations are refused', async () => {
      const client = wsClient(seeker.token);
      const query = await overWs(client, '{ jobs(pageSize: 1) { total } }');
      expect(query.data).toBeUndefined();
      expect(query.errors?.[0].message).toBe(
        'Only subscriptions are served over WebSocket: send queries and mutations to POST /graphql.',
      );
      expect(query.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
      const mutation = await overWs(client, 'mutation { joinWaitlist(email: "a@b.in") }');
      expect(mutation.data).toBeUndefined();
      expect(mutation.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
    });

    it('refuses a foreign Origin at the handshake; its own and the configured origins connect', async () => {
      const evil = await handshake(wsUrl, seeker.token, { Origin: 'https://evil.example.com' });
      expect(evil).toEqual({ acked: false, status: 403 });
      for (const origin of [PARTNER, `http://127.0.0.1:${port}`]) {
        const ok = await handshake(wsUrl, seeker.token, { Origin: origin });
        expect(ok.acked).toBe(true);
        ok.socket?.close();
      }
    });

    it(`refuses a user's connection beyond ${MAX_CONNECTIONS}; another user still connects`, async () => {
      const user = await sessionAs(t, Role.JOB_SEEKER);
      const open: Handshake[] = [];
      for (let i = 0; i < MAX_CONNECTIONS; i++) open.push(await handshake(wsUrl, user.token));
      for (const h of open) sockets.push(h.socket as WebSocket);
      expect(open.map((h) => h.acked)).toEqual(Array(MAX_CONNECTIONS).fill(true));
      const extra = await handshake(wsUrl, user.token);
      expect(extra).toEqual({ acked: false, code: 4429 });
      const other = await sessionAs(t, Role.JOB_SEEKER);
      const fine = await handshake(wsUrl, other.token);
      expect(fine.acked).toBe(true);
      sockets.push(fine.socket as WebSocket);
      // A closed connection frees its place.
      open[0].socket?.close();
      await new Promise((r) => setTimeout(r, 200));
      const again = await handshake(wsUrl, user.token);
      expect(again.acked).toBe(true);
      sockets.push(again.socket as WebSocket);
    });

    it('counts connections without a session per client address, read from X-Forwarded-For as Express does', async () => {
      const from = (ip: string) => ({ 'X-Forwarded-For': ip });
      const open: Handshake[] = [];
      for (let i = 0; i < MAX_CONNECTIONS; i++)
        open.push(await handshake(wsUrl, undefined, from('203.0.113.7')));
      for (const h of open) sockets.push(h.socket as WebSocket);
      expect(open.every((h) => h.acked)).toBe(true);
      expect(await handshake(wsUrl, undefined, from('203.0.113.7'))).toEqual({ acked: false, code: 4429 });
      const elsewhere = await handshake(wsUrl, undefined, from('203.0.113.8'));
      expect(elsewhere.acked).toBe(true);
      sockets.push(elsewhere.socket as WebSocket);
    });

    it("counts an IPv6 client's connections without a session by its /64, whichever of its addresses it uses", async () => {
      const from = (ip: string) => ({ 'X-Forwarded-For': ip });
      const open: Handshake[] = [];
      for (let i = 1; i <= MAX_CONNECTIONS; i++)
        open.push(await handshake(wsUrl, undefined, from(`2001:db8:7:7::${i.toString(16)}`)));
      for (const h of open) sockets.push(h.socket as WebSocket);
      expect(open.every((h) => h.acked)).toBe(true);
      expect(await handshake(wsUrl, undefined, from('2001:db8:7:7:ffff::1'))).toEqual({
        acked: false,
        code: 4429,
      });
      const otherLine = await handshake(wsUrl, undefined, from('2001:db8:7:8::1'));
      expect(otherLine.acked).toBe(true);
      sockets.push(otherLine.socket as WebSocket);
    });

    it('rate-limits operations per user, not with one key shared by everyone', async () => {
      const user = await sessionAs(t, Role.JOB_SEEKER);
      const client = wsClient(user.token);
      const allowance = RATE_LIMITS['graphql-ws:user'].points;
      const codes: string[] = [];
      for (let i = 0; i < allowance + 1; i++) {
        const answer = await overWs(client, '{ __typename }');
        codes.push(answer.errors?.[0].extensions?.code ?? 'ok');
      }
      expect(codes.slice(0, allowance).every((c) => c === 'BAD_REQUEST')).toBe(true);
      expect(codes[allowance]).toBe('TOO_MANY_REQUESTS');
      // A second connection of the same user shares the user's allowance.
      const second = await overWs(wsClient(user.token), '{ __typename }');
      expect(second.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
      // Someone else is not affected.
      const other = await sessionAs(t, Role.JOB_SEEKER);
      const theirs = await overWs(wsClient(other.token), '{ __typename }');
      expect(theirs.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
    });

    it(`runs at most ${GRAPHQL_WS_MAX_OPERATIONS} operations at once on one connection`, async () => {
      const user = await sessionAs(t, Role.JOB_SEEKER);
      const client = wsClient(user.token);
      const refusals: unknown[] = [];
      for (let i = 0; i < GRAPHQL_WS_MAX_OPERATIONS + 1; i++) {
        client.subscribe(
          { query: 'subscription { notificationAdded { id } }' },
          { next: () => undefined, error: (e) => refusals.push(e), complete: () => undefined },
        );
      }
      const deadline = Date.now() + 5000;
      while (refusals.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(refusals).toHaveLength(1);
      expect(JSON.stringify(refusals[0])).toContain(WS_TOO_MANY_OPERATIONS);
    });

    it('keeps /health answering while the costly operations are refused', async () => {
      const client = wsClient(seeker.token);
      const attacks = Array.from({ length: 10 }, () => overWs(client, ATTACK));
      const health = await t.http.get('/health/live');
      expect(health.status).toBe(200);
      const answers = await Promise.all(attacks);
      for (const a of answers) {
        expect(a.data).toBeUndefined();
        expect(a.errors?.length).toBeGreaterThan(0);
      }
    });
  });
});
