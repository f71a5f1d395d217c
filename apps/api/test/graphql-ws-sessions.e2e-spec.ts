import { randomBytes } from 'node:crypto';
import { AddressInfo } from 'node:net';
import { Role } from '@hireloop/schema';
import WebSocket from 'ws';
import { WS_SESSION_ENDED, WS_TOO_MANY_CONNECTIONS } from '../src/graphql/websocket';
import { hashPassword } from '../src/modules/auth/password-hashing';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import { createUser } from './factories/user.factory';
import { createTestApp, TestApp } from './support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'secret1';

/** A graphql-ws connection after connection_init with the token: acknowledged, or closed with a code. */
interface Opened {
  socket: WebSocket;
  acked: boolean;
  /** Resolves with the close code when the server closes the connection. */
  closed: Promise<number>;
}

function open(url: string, token: string): Promise<Opened> {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('error', () => undefined);
  return new Promise((resolve) => {
    socket.once('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
    );
    socket.on('message', (raw) => {
      if (JSON.parse(String(raw)).type === 'connection_ack') resolve({ socket, acked: true, closed });
    });
    void closed.then(() => resolve({ socket, acked: false, closed }));
  });
}

/** The close code the server sends within `ms`, or 'open' when it keeps the connection. */
function closeWithin(opened: Opened, ms: number): Promise<number | 'open'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'open'>((resolve) => (timer = setTimeout(() => resolve('open'), ms)));
  return Promise.race([opened.closed, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ending a user's sessions (sign out everywhere here; a new password, deactivation and deletion announce
 * the same change) closes that user's open graphql-ws connections on every API process with 4401, and
 * their places under WS_MAX_CONNECTIONS_PER_USER are free again at once: a stolen token cannot keep
 * holding them. Other users' connections stay open.
 */
describe('graphql-ws connections when sessions end', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let cap: number;
  let n = 0;
  const sockets: WebSocket[] = [];

  const urlOf = (t: TestApp) =>
    `ws://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/graphql`;

  beforeAll(async () => {
    // Two replicas on one database and one Redis, with one token secret.
    const env = { REDIS_URL, JWT_SECRET: randomBytes(32).toString('hex') };
    a = await createTestApp({ env });
    b = await createTestApp({ env, databaseUrl: (a.dataSource.options as { url: string }).url });
    await a.app.listen(0, '127.0.0.1');
    await b.app.listen(0, '127.0.0.1');
    urlA = urlOf(a);
    urlB = urlOf(b);
    cap = a.config.wsMaxConnectionsPerUser;
  });

  afterAll(async () => {
    for (const s of sockets) s.terminate();
    await b.close();
    await a.close();
  });

  /** A seeker with a password, and a token from the real GraphQL login. */
  async function seeker(): Promise<{ id: string; email: string; token: string }> {
    const email = `ws-seeker${++n}.${Date.now()}@example.in`;
    const user = await createUser(a.dataSource, {
      email,
      role: Role.JOB_SEEKER,
      passwordHash: await hashPassword(PASSWORD, a.config.passwordHashMemoryKib),
    });
    return { id: user.id, email, token: await login(email) };
  }

  async function login(email: string): Promise<string> {
    const res = await a.gql<{ login: { token: string } }>(
      `mutation($input: LoginInput!) { login(input: $input) { token } }`,
      { input: { email, password: PASSWORD } },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.login.token;
  }

  /**
   * `count` acknowledged connections with the token, one after the other: on the embedded database, a
   * second API process's session checks arriving all at once can be cut off ("Connection terminated").
   */
  async function openMany(url: string, token: string, count: number): Promise<Opened[]> {
    const opened: Opened[] = [];
    for (let i = 0; i < count; i += 1) opened.push(await open(url, token));
    sockets.push(...opened.map((o) => o.socket));
    expect(opened.map((o) => o.acked)).toEqual(opened.map(() => true));
    return opened;
  }

  async function signOutEverywhere(t: TestApp, token: string): Promise<void> {
    const res = await t.gql('mutation { signOutEverywhere }', {}, token);
    expect(res.errors).toBeUndefined();
  }

  it('closes the connections of a signed-out token with 4401 and frees their places for a new sign-in', async () => {
    const user = await seeker();
    const old = await openMany(urlA, user.token, cap);
    // The cap is reached: one more is refused.
    const extra = await open(urlA, user.token);
    sockets.push(extra.socket);
    expect(extra.acked).toBe(false);
    expect(await extra.closed).toBe(WS_TOO_MANY_CONNECTIONS);

    await signOutEverywhere(a, user.token);
    // Closed as the revoking request answers, not when the sockets drop on their own.
    expect(await Promise.all(old.map((o) => closeWithin(o, 2000)))).toEqual(old.map(() => WS_SESSION_ENDED));

    const token = await login(user.email);
    const fresh = await openMany(urlA, token, cap);
    const received: string[] = [];
    fresh[0].socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as {
        type: string;
        payload?: { data?: { notificationAdded: { title: string } } };
      };
      if (message.type === 'next' && message.payload?.data) {
        received.push(message.payload.data.notificationAdded.title);
      }
    });
    fresh[0].socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: 'subscription { notificationAdded { title } }' },
      }),
    );
    await new Promise((r) => setTimeout(r, 500)); // the subscription reaches Redis
    const notifications = a.app.get(NotificationsService);
    await notifications.deliver(await notifications.create({ userId: user.id, title: 'Back', body: 'Body' }));
    const deadline = Date.now() + 5000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(received).toEqual(['Back']);
    for (const o of fresh) o.socket.close();
  }, 30_000);

  it('closes the connections on instance B when the sessions end on instance A', async () => {
    const user = await seeker();
    const onB = await openMany(urlB, user.token, cap);

    await signOutEverywhere(a, user.token);
    expect(await Promise.all(onB.map((o) => closeWithin(o, 2000)))).toEqual(onB.map(() => WS_SESSION_ENDED));

    // B counts none of them any more: a new sign-in opens as many again there.
    const fresh = await openMany(urlB, await login(user.email), cap);
    for (const o of fresh) o.socket.close();
  }, 30_000);

  it("keeps another user's connections open on both instances", async () => {
    const revoked = await seeker();
    const other = await seeker();
    const revokedSockets = [await open(urlA, revoked.token), await open(urlB, revoked.token)];
    const otherSockets = [await open(urlA, other.token), await open(urlB, other.token)];
    sockets.push(...[...revokedSockets, ...otherSockets].map((o) => o.socket));

    await signOutEverywhere(a, revoked.token);
    expect(await Promise.all(revokedSockets.map((o) => closeWithin(o, 2000)))).toEqual([
      WS_SESSION_ENDED,
      WS_SESSION_ENDED,
    ]);
    expect(await Promise.all(otherSockets.map((o) => closeWithin(o, 500)))).toEqual(['open', 'open']);
    for (const o of otherSockets) o.socket.close();
  }, 30_000);
});
