import { ErrorCode } from '@hireloop/schema';
import { INTERCEPTORS_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { appRoutes, VERBS } from './support/routes';
import { createTestApp, TestApp } from './support/test-app';

type Json = Record<string, unknown>;
interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; $ref?: string }>;
  security?: Record<string, string[]>[];
}

interface Route {
  key: string;
  hasBody: boolean;
  isPublic: boolean;
  roles: string[];
}

/** Every REST route of the running app under /api/v1 (from the walk access-rules.e2e-spec.ts uses). */
function restRoutes(t: TestApp): Route[] {
  return appRoutes(t.app)
    .filter((r) => r.kind === 'rest' && r.path.startsWith('/api/v1/'))
    .map((r) => {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, r.owner, r.method) ?? {}) as Json;
      const readsBody = Object.keys(args).some((k) => k.split(':')[0] === String(RouteParamtypes.BODY));
      const uploads = (Reflect.getMetadata(INTERCEPTORS_METADATA, r.handler) ?? []).length > 0;
      return {
        key: `${r.verb} ${r.path.replace(/:(\w+)/g, '{$1}')}`,
        hasBody: readsBody || uploads,
        isPublic: r.rule === 'public',
        roles: r.rule && !['public', 'signed-in'].includes(r.rule) ? r.rule.split('|') : [],
      };
    });
}

/** Every `$ref` in the document, with where it was found. */
function refsOf(node: unknown, at = '#'): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((v, i) => refsOf(v, `${at}/${i}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Json).flatMap(([k, v]) =>
    k === '$ref' && typeof v === 'string' ? [[v, at] as [string, string]] : refsOf(v, `${at}/${k}`),
  );
}

function resolve(document: Json, pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined;
  return pointer
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined),
      document,
    );
}

/** The OpenAPI document of the REST v1 layer covers every route, with payloads, answers and errors. */
describe('OpenAPI document of REST v1', () => {
  let t: TestApp;
  let document: Json & { paths: Record<string, Record<string, Operation>> };
  let operations: Map<string, Operation>;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.http.get('/api/v1/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    document = res.body;
    operations = new Map();
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [verb, op] of Object.entries(item)) {
        if (VERBS.includes(verb.toUpperCase())) operations.set(`${verb.toUpperCase()} ${path}`, op);
      }
    }
  });

  afterAll(() => t.close());

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.http.get('/api/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('swagger-ui');
  });

  it('is structurally valid OpenAPI 3: version, info, paths and every $ref resolves', () => {
    expect(String(document.openapi)).toMatch(/^3\.\d+\.\d+$/);
    const info = document.info as Json;
    expect(typeof info.title).toBe('string');
    expect(typeof info.version).toBe('string');
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    const dangling = refsOf(document)
      .filter(([ref]) => resolve(document, ref) === undefined)
      .map(([ref, at]) => `${at} -> ${ref}`);
    expect(dangling).toEqual([]);
    for (const [key, op] of operations) {
      expect({ key, responses: typeof op.responses }).toEqual({ key, responses: 'object' });
    }
  });

  it('lists every REST v1 route and nothing else', () => {
    const routes = restRoutes(t).map((r) => r.key);
    expect(routes.length).toBeGreaterThan(40);
    const documented = [...operations.keys()];
    expect({ missing: routes.filter((r) => !documented.includes(r)) }).toEqual({ missing: [] });
    expect({ unknown: documented.filter((d) => !routes.includes(d)) }).toEqual({ unknown: [] });
  });

  it('documents a success schema, errors, the request body and the access rule of every operation', () => {
    const problems: string[] = [];
    for (const route of restRoutes(t)) {
      const op = operations.get(route.key);
      if (!op) continue;
      const responses = op.responses ?? {};
      const success = Object.entries(responses).filter(([s]) => /^2\d\d$/.test(s));
      if (
        !success.length ||
        !success.every(([, r]) => Object.values(r.content ?? {}).some((m) => m.schema))
      ) {
        problems.push(`${route.key}: no 2xx response with a schema`);
      }
      const errors = Object.keys(responses).filter((s) => /^[45]\d\d$/.test(s));
      if (!errors.length) problems.push(`${route.key}: no error response`);
      for (const status of errors) {
        const schema = responses[status].content?.['application/json']?.schema as Json | undefined;
        if (schema?.$ref !== '#/components/schemas/LegacyError')
          problems.push(`${route.key}: ${status} not LegacyError`);
      }
      if (route.hasBody && !Object.values(op.requestBody?.content ?? {}).some((m) => m.schema)) {
        problems.push(`${route.key}: no requestBody`);
      }
      const bearer = (op.security ?? []).some((s) => 'bearer' in s);
      if (!route.isPublic) {
        if (!bearer) problems.push(`${route.key}: signed-in route without bearer security`);
        if (!errors.includes('401')) problems.push(`${route.key}: no 401`);
        if (route.roles.length && !errors.includes('403')) problems.push(`${route.key}: no 403`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses the legacy field names, both spellings and the documented error codes', () => {
    const schemas = (document.components as Json).schemas as Record<string, Json>;
    const props = (name: string) => Object.keys((schemas[name].properties ?? {}) as Json);
    expect(props('LegacyJob')).toEqual(expect.arrayContaining(['_id', 'job_title', 'job_status', 'status']));
    expect(props('LegacyCompany')).toEqual(
      expect.arrayContaining(['logo_color', 'comp_logo_color', 'company_name', 'comp_desc']),
    );
    expect(props('LegacyUser')).toEqual(expect.arrayContaining(['email_Id', 'contact_No']));
    const error = schemas.LegacyError.properties as Record<string, Json>;
    expect([...(error.code.enum as string[])].sort()).toEqual(Object.values(ErrorCode).sort());
    const text = JSON.stringify(document.paths);
    for (const name of [
      'jobsSeeker',
      'recruiteeredApplicants',
      'finder',
      'job_seeker',
      'email_Id',
      'resumeFile',
    ]) {
      expect(text).toContain(`"${name}"`);
    }
    const multipart = operations.get('PATCH /api/v1/profile/update/new')?.requestBody?.content;
    expect(Object.keys(multipart ?? {})).toEqual(['multipart/form-data']);
  });

  it('describes what the app answers: a REST error has the documented shape', async () => {
    const res = await t.http.get('/api/v1/jobs/query').query({ keyword: 'no-such-job-anywhere' }).expect(404);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'message', 'success']);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const unauth = await t.http.get('/api/v1/profile').expect(401);
    expect(unauth.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });
});
