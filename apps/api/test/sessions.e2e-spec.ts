import { AddressInfo } from 'node:net';
import { Role } from '@hireloop/schema';
import { createClient } from 'graphql-ws';
import request from 'supertest';
import WebSocket from 'ws';
import { Clock } from '../src/common/clock';
import { GRAPHQL_WS_KEEPALIVE_MS, WS_SESSION_ENDED } from '../src/graphql/websocket';
import { hashPassword } from '../src/modules/auth/password-hashing';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import { createUser } from './factories/user.factory';
import { sessionAs } from './support/sessions';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const ADMIN_EMAIL = 'root@hireloop.in';
const ADMIN_PASSWORD = 'Admin@12345';
const ME = '{ me { id email } }';

/**
 * Revocation of sessions: a token stops working once the password changes, the owner signs out
 * everywhere or an administrator deletes the account, and the administrator's session timeout applies
 * to tokens already issued. Checked over REST, GraphQL over HTTP and GraphQL over WebSocket.
 */
describe('sessions: revocation and the session timeout', () => {
  let t: TestApp;
  let wsUrl: string;
  const smtp = new SmtpCatcher();
  const clock = new TestClock();
  let n = 0;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, ADMIN_EMAIL, ADMIN_PASSWORD },
      configure: (b) => b.overrideProvider(Clock).useValue(clock),
    });
    await t.app.listen(0, '127.0.0.1');
    wsUrl = `ws://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** A seeker with a password, signed in through the real login: the token an attacker could have stolen. */
  async function signedInSeeker(password = 'secret1') {
    const email = `victim${++n}.${Date.now()}@example.in`;
    await createUser(t.dataSource, {
      email,
      role: Role.JOB_SEEKER,
      passwordHash: await hashPassword(password, t.config.passwordHashMemoryKib),
    });
    const res = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: email, password, role: 'finder' })
      .expect(200);
    return { email, token: res.body.token as string, id: res.body.user._id as string };
  }

  async function adminToken(): Promise<string> {
    const res = await t.gql<{ adminLogin: { token: string } }>(
      `mutation($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { token } }`,
      { e: ADMIN_EMAIL, p: ADMIN_PASSWORD },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.adminLogin.token;
  }

  const rest = (token: string) =>
    t.http.get('/api/v1/user/applied-jobs').set('Authorization', `Bearer ${token}`);
  const gqlMe = (token: string) => t.gql<{ me: { id: string } | null }>(ME, {}, token);

  /** Opens a graphql-ws subscription with the token; resolves with the first error, or 'open' after 1.5 s. */
  function wsOutcome(token: string): Promise<string> {
    return new Promise((resolve) => {
      const client = createClient({
        url: wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
      });
      const done = (outcome: string) => {
        clearTimeout(timer);
        void client.dispose();
        resolve(outcome);
      };
      const timer = setTimeout(() => done('open'), 1500);
      client.subscribe(
        { query: 'subscription { notificationAdded { title } }' },
        {
          next: (msg) => {
            if (msg.errors) done(JSON.stringify(msg.errors));
          },
          error: (e) => done(JSON.stringify(e)),
          complete: () => undefined,
        },
      );
    });
  }

  async function expectRefused(token: string) {
    const r = await rest(token);
    expect(r.status).toBe(401);
    const g = await gqlMe(token);
    expect(g.data?.me ?? null).toBeNull();
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await wsOutcome(token)).toMatch(/session has expired/i);
  }

  async function expectAccepted(token: string, id: string) {
    await rest(token).expect(200);
    const g = await gqlMe(token);
    expect(g.errors).toBeUndefined();
    expect(g.data?.me?.id).toBe(id);
    expect(await wsOutcome(token)).toBe('open');
  }

  it('refuses a token issued before a password reset (REST, GraphQL over HTTP and WebSocket)', async () => {
    const victim = await signedInSeeker('oldpass1');
    await expectAccepted(victim.token, victim.id);

    // The owner resets the password with the legacy browser flow (its cookies included).
    const agent = request.agent(t.app.getHttpServer());
    const before = smtp.mailsTo(victim.email).length;
    const sent = await agent.post('/api/v1/generate/otp').send({ email_Id: victim.email }).expect(200);
    await agent
      .post('/api/v1/verify/otp')
      .send({ otp: await smtp.lastCode(victim.email, before), value: sent.body.otp })
      .expect(200);
    await agent
      .patch('/api/v1/user/update/password')
      .send({ email_Id: victim.email, password: 'newpass1' })
      .expect(200);

    await expectRefused(victim.token);
    // A fresh login works.
    const fresh = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: victim.email, password: 'newpass1', role: 'finder' })
      .expect(200);
    await expectAccepted(fresh.body.token, victim.id);
  });

  it('signOutEverywhere revokes every token of the account, the calling one included', async () => {
    const victim = await signedInSeeker();
    const second = await t.http
      .post('/api/v1/user/login')
      .send({ email_Id: victim.email, password: 'secret1', role: 'finder' })
      .expect(200);
    const other = await signedInSeeker();

    const res = await t.gql<{ signOutEverywhere: boolean }>(
      'mutation { signOutEverywhere }',
      {},
      second.body.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.signOutEverywhere).toBe(true);

    await expectRefused(victim.token);
    await expectRefused(second.body.token);
    // Other accounts keep their sessions.
    await expectAccepted(other.token, other.id);
    // Anonymous callers cannot call it.
    const anon = await t.gql('mutation { signOutEverywhere }');
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('signOutEverywhere works for recruiters and administrators too', async () => {
    const recruiter = await sessionAs(t, Role.RECRUITER);
    expect((await t.gql('mutation { signOutEverywhere }', {}, recruiter.token)).errors).toBeUndefined();
    expect((await t.gql(ME, {}, recruiter.token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const admin = await adminToken();
    expect((await t.gql('mutation { signOutEverywhere }', {}, admin)).errors).toBeUndefined();
    expect((await t.gql(ME, {}, admin)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the token of an account an administrator deleted', async () => {
    const victim = await signedInSeeker();
    await expectAccepted(victim.token, victim.id);
    const admin = await adminToken();
    const del = await t.gql(`mutation($id: ID!) { deleteSeeker(id: $id) }`, { id: victim.id }, admin);
    expect(del.errors).toBeUndefined();
    await expectRefused(victim.token);
  });

  it("applies the administrator's session timeout to tokens already issued", async () => {
    const victim = await signedInSeeker();
    const admin = await adminToken();
    clock.advance(45 * 60_000);
    try {
      // No timeout set: the 45-minute-old token still works.
      await expectAccepted(victim.token, victim.id);
      const set = await t.gql(
        `mutation { updatePlatformSettings(input: { sessionTimeoutMinutes: 30 }) { sessionTimeoutMinutes } }`,
        {},
        admin,
      );
      expect(set.errors).toBeUndefined();
      await expectRefused(victim.token);
      // A token signed now works until it is 30 minutes old.
      const fresh = await t.http
        .post('/api/v1/user/login')
        .send({ email_Id: victim.email, password: 'secret1', role: 'finder' })
        .expect(200);
      await expectAccepted(fresh.body.token, victim.id);
    } finally {
      clock.advance(-45 * 60_000);
    }
  });

  it('stops an open WebSocket subscription of a revoked token from receiving anything more', async () => {
    const victim = await signedInSeeker();
    const received: string[] = [];
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${victim.token}` },
      retryAttempts: 0,
    });
    try {
      client.subscribe<{ notificationAdded: { title: string } }>(
        { query: 'subscription { notificationAdded { title } }' },
        {
          next: (msg) => {
            if (msg.data) received.push(msg.data.notificationAdded.title);
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
      const notifications = t.app.get(NotificationsService);
      const notify = async (title: string) =>
        notifications.deliver(await notifications.create({ userId: victim.id, title, body: 'Body' }));
      await new Promise((r) => setTimeout(r, 500)); // the subscription is registered
      await notify('Before');
      const deadline = Date.now() + 5000;
      while (!received.includes('Before') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(received).toEqual(['Before']);

      // The owner signs out everywhere (from another sign-in); the open socket keeps the old token.
      const other = await t.http
        .post('/api/v1/user/login')
        .send({ email_Id: victim.email, password: 'secret1', role: 'finder' })
        .expect(200);
      await t
        .gql('mutation { signOutEverywhere }', {}, other.body.token)
        .then((r) => expect(r.errors).toBeUndefined());
      await notify('After');
      await new Promise((r) => setTimeout(r, 1000));
      expect(received).toEqual(['Before']);
    } finally {
      await client.dispose();
    }
  });

  it('closes an open WebSocket connection once its token outlives the session timeout', async () => {
    const victim = await signedInSeeker();
    const admin = await adminToken();
    const set = await t.gql(
      `mutation { updatePlatformSettings(input: { sessionTimeoutMinutes: 30 }) { sessionTimeoutMinutes } }`,
      {},
      admin,
    );
    expect(set.errors).toBeUndefined();
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.on('error', () => undefined);
    try {
      await new Promise<void>((resolve) => {
        socket.once('open', () =>
          socket.send(
            JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${victim.token}` } }),
          ),
        );
        socket.on('message', (raw) => {
          if ((JSON.parse(String(raw)) as { type: string }).type === 'connection_ack') resolve();
        });
      });
      clock.advance(31 * 60_000);
      // Tested with every keep-alive sweep (GRAPHQL_WS_KEEPALIVE_MS), not only when the user's sessions change.
      const within = GRAPHQL_WS_KEEPALIVE_MS + 5_000;
      const code = await Promise.race([closed, new Promise((r) => setTimeout(() => r('open'), within))]);
      expect(code).toBe(WS_SESSION_ENDED);
    } finally {
      clock.advance(-31 * 60_000);
      socket.terminate();
    }
  }, 40_000);
});
