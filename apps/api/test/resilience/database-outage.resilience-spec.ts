import { ApiProcess, sleep } from './support/api-process';
import { get, graphql, HttpResponse } from './support/http';
import { freePort } from './support/ports';
import { PrivatePostgres } from './support/private-postgres';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../src/common/unavailable';
import { GQL_SEARCH, REST_SEARCH } from './support/scenario';

/** Health answers within this long while the database is down (its own check gives up after 2 s). */
const HEALTH_WITHIN_MS = 3000;
/** A data request fails within this long, not after the 10 s connection timeout. */
const FAIL_FAST_MS = 3000;
/** After the database is back, the API serves again within this long, without a restart. */
const RECOVER_WITHIN_MS = 10_000;

interface Unavailable {
  message: string;
  extensions?: { code?: string };
}

const json = (res: HttpResponse) => JSON.parse(res.body) as Record<string, unknown>;

describe('database outage', () => {
  let pg: PrivatePostgres | undefined;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    pg = await PrivatePostgres.create();
    api = await ApiProcess.start(await freePort(), pg.url());
  });

  afterAll(async () => {
    api?.kill();
    pg?.destroy();
  });

  async function expectServing(server: ApiProcess) {
    const rest = await get(`${server.url}${REST_SEARCH}`, { timeoutMs: 10_000 });
    expect({ status: rest.status, success: json(rest).success }).toEqual({ status: 200, success: true });
    const gql = await graphql(server.url, GQL_SEARCH, { keyword: 'developer' }, { timeoutMs: 10_000 });
    const body = json(gql) as { data?: { jobs?: { total: number } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.jobs?.total).toBeGreaterThan(0);
    expect((await get(`${server.url}/health`)).status).toBe(200);
  }

  async function expectUnavailable(server: ApiProcess) {
    for (const path of ['/health', '/health/ready']) {
      const res = await get(`${server.url}${path}`, { timeoutMs: HEALTH_WITHIN_MS + 2000 });
      expect({ path, status: res.status, body: json(res) }).toMatchObject({
        path,
        status: 503,
        body: { status: 'error', database: 'down' },
      });
      expect(res.ms).toBeLessThan(HEALTH_WITHIN_MS);
    }
    const live = await get(`${server.url}/health/live`, { timeoutMs: 2000 });
    expect(live.status).toBe(200);

    // REST: the legacy error shape, 503 and a Retry-After, quickly.
    const rest = await get(`${server.url}${REST_SEARCH}`, { timeoutMs: 15_000 });
    expect({ status: rest.status, body: json(rest) }).toEqual({
      status: 503,
      body: { success: false, message: SERVICE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' },
    });
    expect(rest.headers['retry-after']).toMatch(/^\d+$/);
    expect(rest.ms).toBeLessThan(FAIL_FAST_MS);

    // GraphQL: an error with extensions.code SERVICE_UNAVAILABLE, quickly.
    const gql = await graphql(server.url, GQL_SEARCH, { keyword: 'developer' }, { timeoutMs: 15_000 });
    const body = json(gql) as { data?: unknown; errors?: Unavailable[] };
    expect(body.errors?.[0]).toMatchObject({
      message: SERVICE_UNAVAILABLE_MESSAGE,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(gql.ms).toBeLessThan(FAIL_FAST_MS);
  }

  async function expectRecovery(server: ApiProcess) {
    const deadline = Date.now() + RECOVER_WITHIN_MS;
    let health: HttpResponse | undefined;
    while (Date.now() < deadline) {
      health = await get(`${server.url}/health`, { timeoutMs: 3000 }).catch(() => undefined);
      if (health?.status === 200) break;
      await sleep(200);
    }
    expect(health?.status).toBe(200);
    await expectServing(server);
  }

  /** Four clients searching (REST and GraphQL) one request after another until stopped. */
  function startLoad(server: ApiProcess) {
    const outcomes = { ok: 0, unavailable: 0, other: [] as string[] };
    let stopped = false;
    const search = (n: number) =>
      n % 2 === 0
        ? get(`${server.url}${REST_SEARCH}`, { timeoutMs: 15_000 })
        : graphql(server.url, GQL_SEARCH, { keyword: 'developer' }, { timeoutMs: 15_000 });
    const client = async (n: number) => {
      while (!stopped) {
        const res = await search(n).catch((error: Error) => error);
        if (res instanceof Error) {
          outcomes.other.push(`no answer: ${res.message}`);
          await sleep(100);
          continue;
        }
        const body = json(res) as {
          success?: boolean;
          code?: string;
          data?: unknown;
          errors?: Unavailable[];
        };
        if (res.status === 200 && (body.success === true || (body.data && !body.errors))) outcomes.ok++;
        else if (
          res.ms < FAIL_FAST_MS &&
          ((res.status === 503 && body.code === 'SERVICE_UNAVAILABLE') ||
            (res.status === 200 && body.errors?.[0]?.extensions?.code === 'SERVICE_UNAVAILABLE'))
        ) {
          outcomes.unavailable++;
        } else outcomes.other.push(`HTTP ${res.status} in ${res.ms} ms: ${res.body.slice(0, 200)}`);
        await sleep(10);
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    return {
      async stop() {
        stopped = true;
        await Promise.all(clients);
        return outcomes;
      },
    };
  }

  it.each(['fast', 'immediate'] as const)(
    'answers 503 at once while PostgreSQL is down (pg_ctl stop -m %s), and recovers without a restart',
    async (mode) => {
      const server = api!;
      const pid = server.child.pid;
      await expectServing(server);

      // Clients keep searching while the database goes away: each answer is a result or the clear 503.
      const load = startLoad(server);
      await sleep(300);
      await pg!.stop(mode);
      try {
        await expectUnavailable(server);
        await sleep(300);
        await expectUnavailable(server);
      } finally {
        await pg!.start();
      }
      const outcomes = await load.stop();
      console.log(
        `outage (pg_ctl stop -m ${mode}): ${outcomes.ok} answered, ${outcomes.unavailable} clear 503s, ` +
          `${outcomes.other.length} other answers while clients kept searching`,
      );
      expect(outcomes.other).toEqual([]);
      expect(outcomes.unavailable).toBeGreaterThan(0);
      await expectRecovery(server);
      // The same process served throughout.
      expect(server.running).toBe(true);
      expect(server.child.pid).toBe(pid);
      expect((await get(`${server.url}/health/live`)).status).toBe(200);
    },
  );
});
