import { randomBytes } from 'node:crypto';
import { AddressInfo } from 'node:net';
import { ApplicationStatus, Role } from '@hireloop/schema';
import { Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { WS_SESSION_ENDED } from '../src/graphql/websocket';
import { Application } from '../src/modules/applications/application.entity';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp } from './support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Added {
  notificationAdded: { title: string; body: string; read: boolean; createdAt: string };
}

function subscribe(url: string, token: string | null, into: Added[], errors: unknown[]): Client {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  client.subscribe<Added>(
    { query: 'subscription { notificationAdded { title body read createdAt } }' },
    {
      next: (msg) => {
        if (msg.data) into.push(msg.data);
        if (msg.errors) errors.push(...msg.errors);
      },
      error: (e) => errors.push(e),
      complete: () => undefined,
    },
  );
  return client;
}

async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Two API processes on one database and one Redis: a notification made on one reaches a subscriber on the other. */
describe('live notifications over graphql-ws with Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let wsUrl: string;
  let recruiter: Session;
  let seeker: Session;
  let applicationId: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    // Replicas share the database, Redis and the token secret.
    const env = { REDIS_URL, JWT_SECRET: randomBytes(32).toString('hex') };
    a = await createTestApp({ env });
    b = await createTestApp({ env, databaseUrl: (a.dataSource.options as { url: string }).url });
    await b.app.listen(0, '127.0.0.1');
    wsUrl = `ws://127.0.0.1:${(b.app.getHttpServer().address() as AddressInfo).port}/graphql`;
    recruiter = await sessionAs(a, Role.RECRUITER);
    seeker = await sessionAs(a, Role.JOB_SEEKER);
    const company = await createCompany(a.dataSource, { ownerId: recruiter.user.id });
    const job = await createJob(a.dataSource, { companyId: company.id, title: 'Data Engineer' });
    applicationId = (
      await a.dataSource
        .getRepository(Application)
        .save({ jobId: job.id, applicantId: seeker.user.id, status: ApplicationStatus.PENDING })
    ).id;
  });

  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await b.close();
    await a.close();
  });

  it('delivers a status notification made on instance A to the seeker subscribed on instance B', async () => {
    const received: Added[] = [];
    const errors: unknown[] = [];
    clients.push(subscribe(wsUrl, seeker.token, received, errors));
    const others: Added[] = [];
    const stranger = await sessionAs(a, Role.JOB_SEEKER);
    clients.push(subscribe(wsUrl, stranger.token, others, []));
    await new Promise((r) => setTimeout(r, 500)); // let both subscriptions reach Redis

    const res = await a.gql(
      `mutation($id: ID!) { setApplicationStatus(applicationId: $id, status: ACCEPT) { status } }`,
      { id: applicationId },
      recruiter.token,
    );
    expect(res.errors).toBeUndefined();
    await waitFor(() => received.length === 1);
    expect(errors).toEqual([]);
    expect(received[0].notificationAdded.title).toBe('Application Accepted!');
    expect(received[0].notificationAdded.body).toContain('Data Engineer');
    // Its date crossed Redis as text and is still answered as the DateTime it is.
    expect(received[0].notificationAdded.read).toBe(false);
    expect(Date.now() - Date.parse(received[0].notificationAdded.createdAt)).toBeLessThan(60_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(others).toEqual([]);
  });

  it('stops a subscription on instance B from receiving anything once its session is revoked on instance A, closing it with 4401', async () => {
    const victim = await sessionAs(a, Role.JOB_SEEKER);
    const received: Added[] = [];
    const errors: unknown[] = [];
    clients.push(subscribe(wsUrl, victim.token, received, errors));
    await new Promise((r) => setTimeout(r, 500)); // the subscription reaches Redis
    const notifications = a.app.get(NotificationsService);
    const notify = async (title: string) =>
      notifications.deliver(await notifications.create({ userId: victim.user.id, title, body: 'Body' }));

    // B checks the session for the first notification (and may keep what it read)...
    await notify('Before');
    await waitFor(() => received.length === 1);
    // ...then the seeker signs out everywhere on A, and A notifies them right after.
    const out = await a.gql('mutation { signOutEverywhere }', {}, victim.token);
    expect(out.errors).toBeUndefined();
    await notify('After');
    await new Promise((r) => setTimeout(r, 1000));
    expect(received.map((m) => m.notificationAdded.title)).toEqual(['Before']);
    expect(errors.map((e) => (e as { code?: unknown }).code)).toEqual([WS_SESSION_ENDED]);
  });

  it('refuses a subscription without a session', async () => {
    const received: Added[] = [];
    const errors: unknown[] = [];
    clients.push(subscribe(wsUrl, null, received, errors));
    await waitFor(() => errors.length > 0);
    expect(JSON.stringify(errors)).toMatch(/login/i);
  });
});
