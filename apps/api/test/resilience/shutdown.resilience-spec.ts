import { Agent } from 'node:http';
import { ApiProcess, sleep, within } from './support/api-process';
import { get, graphql, HttpResponse, RequestError } from './support/http';
import { freePort } from './support/ports';
import {
  describeBody,
  GQL_SEARCH,
  REST_SEARCH,
  ScenarioDatabase,
  scenarioDatabase,
} from './support/scenario';

/** Concurrent clients, each sending one request after another on kept-alive connections. */
const CLIENTS = 8;
/** Load before the stop is asked for. */
const WARM_UP_MS = 1500;
/** Slow clients send half a request before SIGTERM and the rest this long after it. */
const SLOW_BODY_AFTER_SIGNAL_MS = 2000;
/** The API must have exited this long after SIGTERM (10 s grace plus closing). */
const EXIT_WITHIN_MS = 12_000;

interface Tally {
  /** Complete 2xx answers with the expected body. */
  ok: number;
  /** ...of which completed after SIGTERM (in flight at the signal, or sent on an open connection after it). */
  okAfterSignal: number;
  /** ECONNREFUSED: the listener was closed, the request was never accepted (a client retries elsewhere). */
  notAccepted: number;
  /** Accepted requests without a complete 2xx answer: resets, cut responses, errors, timeouts. */
  failures: string[];
}

function checkSearch(res: HttpResponse, kind: 'rest' | 'graphql'): string | undefined {
  if (res.status < 200 || res.status > 299) return `${kind}: HTTP ${res.status} ${describeBody(res.body)}`;
  try {
    const body = JSON.parse(res.body) as {
      success?: boolean;
      jobs?: unknown[];
      data?: { jobs?: { items: unknown[] } };
      errors?: unknown;
    };
    const found =
      kind === 'rest' ? body.success === true && !!body.jobs?.length : !!body.data?.jobs?.items.length;
    return found && !body.errors ? undefined : `${kind}: unexpected body ${describeBody(res.body)}`;
  } catch {
    return `${kind}: body is not JSON: ${describeBody(res.body)}`;
  }
}

describe('graceful shutdown under load', () => {
  let db: ScenarioDatabase;
  let port: number;
  let first: ApiProcess | undefined;
  let second: ApiProcess | undefined;

  beforeAll(async () => {
    db = await scenarioDatabase();
    port = await freePort();
    first = await ApiProcess.start(port, db.url);
  });

  afterAll(async () => {
    first?.kill();
    second?.kill();
    await db?.drop();
  });

  it('answers every accepted request, exits 0 within 12 s, and a new instance then serves on the port', async () => {
    const api = first!;
    const tally: Tally = { ok: 0, okAfterSignal: 0, notAccepted: 0, failures: [] };
    let signalledAt = 0;
    let stopLoad = false;
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

    const client = async (n: number) => {
      const kind = n % 2 === 0 ? 'rest' : 'graphql';
      while (!stopLoad) {
        try {
          const res =
            kind === 'rest'
              ? await get(`${api.url}${REST_SEARCH}`, { agent, timeoutMs: 15_000 })
              : await graphql(api.url, GQL_SEARCH, { keyword: 'engineer' }, { agent, timeoutMs: 15_000 });
          const problem = checkSearch(res, kind);
          if (problem) tally.failures.push(problem);
          else {
            tally.ok++;
            if (signalledAt) tally.okAfterSignal++;
          }
        } catch (error) {
          if (!(error instanceof RequestError)) throw error;
          if (error.code === 'ECONNREFUSED' && !error.connected) {
            tally.notAccepted++;
            await sleep(20);
          } else {
            tally.failures.push(`${kind}: ${error.code} ${error.message} (connected: ${error.connected})`);
          }
        }
      }
    };

    // Slow clients: their requests are accepted before the stop and end only 2 s after it.
    let signalled!: () => void;
    const signal = new Promise<void>((resolve) => (signalled = resolve));
    const bodyRest = signal.then(() => sleep(SLOW_BODY_AFTER_SIGNAL_MS));
    const slow = [1, 2].map(() =>
      graphql(
        api.url,
        GQL_SEARCH,
        { keyword: 'designer' },
        { timeoutMs: 20_000, trickle: { bytes: 20, until: bodyRest } },
      ),
    );

    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    await sleep(WARM_UP_MS);
    const okBeforeSignal = tally.ok;
    signalledAt = Date.now();
    api.child.kill('SIGTERM');
    signalled();

    const exit = await within(api.exited, EXIT_WITHIN_MS + 3000);
    const exitMs = Date.now() - signalledAt;
    stopLoad = true;
    await Promise.all(clients);
    const slowResults = await Promise.allSettled(slow);
    agent.destroy();

    const summary =
      `before SIGTERM: ${okBeforeSignal} ok; after: ${tally.okAfterSignal} ok, ${tally.notAccepted} not accepted ` +
      `(connection refused), ${tally.failures.length} failed; exit ${JSON.stringify(exit)} after ${exitMs} ms`;
    console.log(`shutdown under load: ${summary}`);
    const context = `${summary}\nfailures: ${tally.failures.slice(0, 10).join('\n')}\nAPI output:\n${api.log()}`;

    expect({ failures: tally.failures, context }).toEqual({ failures: [], context });
    expect(okBeforeSignal).toBeGreaterThan(0);
    // The load went on after the signal: requests in flight finished (the listener was closed at once).
    expect(tally.okAfterSignal).toBeGreaterThan(0);
    expect(tally.notAccepted).toBeGreaterThan(0);
    for (const result of slowResults) {
      expect(result.status).toBe('fulfilled');
      if (result.status === 'fulfilled') {
        expect(checkSearch(result.value, 'graphql')).toBeUndefined();
        // They ended after the body did: the API waited for them.
        expect(result.value.ms).toBeGreaterThanOrEqual(WARM_UP_MS + SLOW_BODY_AFTER_SIGNAL_MS - 100);
      }
    }
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(EXIT_WITHIN_MS);

    // The restart: a new instance on the same port and database serves at once.
    second = await ApiProcess.start(port, db.url);
    const rest = await get(`${second.url}${REST_SEARCH}`, { timeoutMs: 10_000 });
    expect(checkSearch(rest, 'rest')).toBeUndefined();
    const gql = await graphql(second.url, GQL_SEARCH, { keyword: 'engineer' }, { timeoutMs: 10_000 });
    expect(checkSearch(gql, 'graphql')).toBeUndefined();
    // With nothing in flight it stops at once.
    const idleStop = Date.now();
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - idleStop).toBeLessThan(3000);
  });
});
