import { randomUUID } from 'node:crypto';
import { ErrorCode, Role } from '@hireloop/schema';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import fc from 'fast-check';
import {
  getNamedType,
  GraphQLInputType,
  isLeafType,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { appRoutes, RouteInfo } from './support/routes';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp } from './support/test-app';

/** Fixed by default so that CI is repeatable; FUZZ_SEED=<n> explores other inputs. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const HOSTILE = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  '\u202eevil\u0000',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚀 हिन्दी',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '%00%0d%0a',
  '   ',
  '',
  'null',
  '-1',
  '1e309',
  'A'.repeat(60_000),
  'ज'.repeat(12_000),
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);
const hostileInt = fc.constantFrom(-1, 0, -2147483648, 2147483647, 999999999);
const hostileNumber = fc.oneof(hostileInt, fc.constantFrom(1.5, -0.0001, 1e308, -1e308));
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), hostileString, { maxKeys: 3 }),
  fc.constant({ $ne: null }),
);

/** Fields the legacy REST bodies read, so that the fuzzer reaches past "field required". */
const LEGACY_FIELDS = [
  'email',
  'email_Id',
  'password',
  'confirmPassword',
  'firstname',
  'lastname',
  'contact_No',
  'role',
  'company_name',
  'otp',
  'otp_id',
  'reference',
  'code',
  'idToken',
  'credential',
  'jobId',
  'job_id',
  'job_title',
  'job_desc',
  'requirements',
  'skills',
  'salary',
  'location',
  'job_type',
  'category',
  'positions',
  'shift',
  'job_status',
  'status',
  'updated_status',
  'comp_desc',
  'comp_industry',
  'comp_location',
  'comp_size',
  'comp_website',
  'comp_contact_no',
  'bio',
  'title',
  'message',
  'applicantId',
  'applicationId',
  'plan',
];

/** GraphQL variables of the right shape whose every leaf is hostile (or, sometimes, of the wrong type). */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, depth);
  const wrong = anyJson;
  let right: fc.Arbitrary<unknown>;
  if (isListType(type)) right = fc.array(valueOf(type.ofType, depth + 1), { maxLength: 3 });
  else if (isEnumType(type)) right = fc.constantFrom(...type.getValues().map((v) => v.name));
  else if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    right = fc.record(
      Object.fromEntries(
        fields.map((f) => [f.name, depth > 3 ? fc.constant(null) : valueOf(f.type, depth + 1)]),
      ),
      { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) },
    );
  } else if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        right = fc.oneof(hostileString, fc.constant(randomUUID()));
        break;
      case 'Int':
        right = hostileInt;
        break;
      case 'Float':
        right = hostileNumber;
        break;
      case 'Boolean':
        right = fc.boolean();
        break;
      case 'Upload':
        right = fc.constant(null);
        break;
      default:
        right = hostileString;
    }
  } else right = anyJson;
  return fc.oneof({ arbitrary: right, weight: 5 }, { arbitrary: wrong, weight: 1 });
}

type Caller = 'anonymous' | 'seeker' | 'recruiter' | 'admin';
const callerOf = (route: RouteInfo): Caller =>
  route.rule === 'public'
    ? 'anonymous'
    : route.rule === 'signed-in' || route.rule === 'job_seeker'
      ? 'seeker'
      : route.rule?.startsWith('recruiter')
        ? 'recruiter'
        : 'admin';

const CODES = new Set<string>([...Object.values(ErrorCode), 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST']);

/**
 * Bad input changes nothing: every mutation and every REST body route gets malformed and hostile values
 * (wrong types, huge and odd strings, unicode, SQL and HTML fragments, extreme numbers, wrong content
 * types, broken JSON and truncated multipart bodies). Each answer must be a 4xx with a message (never a
 * 500), and the database must be exactly as it was. Each test sends hundreds of requests: on a busy machine
 * they take longer than the suites' usual minute.
 */
describe('fuzzing every mutation and REST body with hostile input', () => {
  let t: TestApp;
  let schema: GraphQLSchema;
  const sessions: Partial<Record<Caller, Session>> = {};
  let tables: string[] = [];

  /** Every row of every table, as one fingerprint per table. */
  async function snapshot(): Promise<Record<string, string>> {
    const parts = tables.map(
      (table) =>
        `SELECT '${table}' AS t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' ORDER BY x::text)), '') AS f FROM ${table} x`,
    );
    const rows: { t: string; f: string }[] = await t.dataSource.query(parts.join(' UNION ALL '));
    return Object.fromEntries(rows.map((r) => [r.t, r.f]));
  }

  beforeAll(async () => {
    t = await createTestApp();
    schema = t.app.get(GraphQLSchemaHost).schema;
    sessions.seeker = await sessionAs(t, Role.JOB_SEEKER);
    sessions.recruiter = await sessionAs(t, Role.RECRUITER);
    sessions.admin = await sessionAs(t, Role.ADMIN);
    const company = await createCompany(t.dataSource, { ownerId: sessions.recruiter.user.id });
    await createJob(t.dataSource, { companyId: company.id, postedById: sessions.recruiter.user.id });
    const rows: { table_name: string }[] = await t.dataSource.query(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'
        ORDER BY table_name`,
    );
    tables = rows.map((r) => r.table_name);
  });

  afterAll(() => t.close());

  it('answers every GraphQL mutation with a coded 4xx-class error and changes nothing', async () => {
    const problems: string[] = [];
    const mutations = appRoutes(t.app).filter((r) => r.kind === 'graphql' && r.verb === 'Mutation');
    expect(mutations.length).toBeGreaterThan(30);
    const before = await snapshot();
    for (const route of mutations) {
      const field = schema.getMutationType()!.getFields()[route.path];
      if (!field.args.length) continue;
      const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      const query = `mutation (${defs}) { ${route.path}(${call})${selection} }`;
      // Arguments that hold no text at all (requestUpgrade's plan) are only valid or not by type: send
      // wrong types there, since every well-typed value is a legitimate request.
      const textless = field.args.every((a) => {
        const named = getNamedType(a.type);
        return isEnumType(named) || named.name === 'Boolean';
      });
      const variables = fc.record(
        Object.fromEntries(field.args.map((a) => [a.name, textless ? anyJson : valueOf(a.type)])),
      );
      const session = sessions[callerOf(route) as Exclude<Caller, 'anonymous'>];
      await fc.assert(
        fc.asyncProperty(variables, async (vars) => {
          const req = t.http.post('/graphql').set('Content-Type', 'application/json');
          if (session) req.set('Authorization', session.bearer);
          const res = await req.send({ query, variables: vars });
          const error = res.body?.errors?.[0];
          const code = String(error?.extensions?.code ?? '');
          const sample = JSON.stringify(vars).slice(0, 160);
          if (res.status >= 500 || code === 'INTERNAL_SERVER_ERROR')
            problems.push(`${route.label}: ${res.status} ${code} ${error?.message} for ${sample}`);
          else if (!error) problems.push(`${route.label}: accepted (${res.status}) ${sample}`);
          else if (!CODES.has(code) || !error.message)
            problems.push(`${route.label}: error without a documented code (${code}) for ${sample}`);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 180_000);

  it('answers every REST body route with a 4xx and a message, whatever the body, and changes nothing', async () => {
    const problems: string[] = [];
    const routes = appRoutes(t.app).filter(
      (r) => r.kind === 'rest' && r.path.startsWith('/api/v1/') && ['POST', 'PATCH', 'PUT'].includes(r.verb),
    );
    expect(routes.length).toBeGreaterThan(20);
    // Every body is a legitimate request here (the upgrade request's plan is optional): not fuzzed.
    const bodiless = ['POST /api/v1/upgrade/request'];
    const body = fc.oneof(
      fc.record({
        kind: fc.constant('json' as const),
        value: fc.dictionary(fc.constantFrom(...LEGACY_FIELDS), anyJson, { maxKeys: 8 }),
      }),
      fc.record({ kind: fc.constant('json' as const), value: anyJson }),
      fc.record({
        kind: fc.constant('raw' as const),
        type: fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=----cut',
        ),
        value: fc.constantFrom(
          '{"email_Id": "a@b.in", "password": ',
          '[1, 2, ',
          '------cut\r\nContent-Disposition: form-data; name="logo"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
          'email_Id=%27%20OR%201%3D1&password[$ne]=1',
          '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
          '\u0000\u0001\u0002',
        ),
      }),
    );
    const before = await snapshot();
    for (const route of routes.filter((r) => !bodiless.includes(r.label))) {
      const session = sessions[callerOf(route) as Exclude<Caller, 'anonymous'>];
      const param = fc.oneof(
        fc.constant(randomUUID()),
        hostileString.filter((s) => s.length < 200),
      );
      await fc.assert(
        fc.asyncProperty(body, param, async (b, p) => {
          const path = route.path.replace(/:\w+/g, encodeURIComponent(p) || 'x');
          const method = route.verb.toLowerCase() as 'post' | 'patch' | 'put';
          const req = t.http[method](path);
          if (session) req.set('Authorization', session.bearer);
          const res =
            b.kind === 'json'
              ? await req.set('Content-Type', 'application/json').send(JSON.stringify(b.value))
              : await req.set('Content-Type', b.type).send(b.value);
          const sample = `${path.slice(0, 80)} ${JSON.stringify(b).slice(0, 160)}`;
          if (res.status >= 500)
            problems.push(`${route.label}: ${res.status} ${res.body?.message} for ${sample}`);
          else if (res.status < 400) problems.push(`${route.label}: accepted (${res.status}) ${sample}`);
          else if (typeof res.body?.message !== 'string' || !res.body.message)
            problems.push(`${route.label}: ${res.status} without a message for ${sample}`);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 180_000);
});
