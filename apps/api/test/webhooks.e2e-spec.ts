import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { join } from 'node:path';
import {
  ApplicationStatus,
  RecruiterPlan,
  Role,
  WEBHOOK_MESSAGES,
  WebhookDeliveryStatus,
} from '@hireloop/schema';
import { Clock } from '../src/common/clock';
import { MailService } from '../src/modules/mail/mail.service';
import { Profile } from '../src/modules/profiles/profile.entity';
import { QueueService } from '../src/modules/queue/queue.service';
import { WEBHOOK_DELIVER_QUEUE } from '../src/modules/webhooks/webhook-events.service';
import { WebhooksService } from '../src/modules/webhooks/webhooks.service';
import { createCompany } from './factories/company.factory';
import { JOB_INPUT } from './factories/job.factory';
import { renewSession, Session, sessionAs } from './support/sessions';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, errorCode, TestApp, usesRealPostgres } from './support/test-app';
import { TestClock } from './support/test-clock';
import { WebhookReceiver } from './support/webhook-receiver';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const CREATE = `mutation($i: CreateWebhookInput!) {
  createWebhookSubscription(input: $i) { secret subscription { id url events status allCompanies } } }`;
const UPDATE = `mutation($id: ID!, $i: UpdateWebhookInput!) { updateWebhookSubscription(id: $id, input: $i) { id url events } }`;
const DELETE = `mutation($id: ID!) { deleteWebhookSubscription(id: $id) }`;
const RESUME = `mutation($id: ID!) { resumeWebhookSubscription(id: $id) { id status failingSince } }`;
const REDELIVER = `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id status } }`;
const LIST = `{ webhookSubscriptions { id url status failingSince } }`;
const DELIVERIES = `query($s: ID!) { webhookDeliveries(subscriptionId: $s) {
  id eventId eventType status attempts lastStatusCode lastError nextAttemptAt } }`;
const POST_JOB = `mutation($c: ID!, $i: JobInput!) { postJob(companyId: $c, input: $i) { id } }`;
const UPDATE_JOB = `mutation($id: ID!, $i: JobInput!) { updateJob(id: $id, input: $i) { id status } }`;
const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id) { id } }`;
const SET_STATUS = `mutation($id: ID!, $s: ApplicationStatus!) { setApplicationStatus(applicationId: $id, status: $s) { id } }`;

interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
}

/** The receiver example of docs/api.md's "Webhooks" section, as integrators copy it. */
function docsReceiverSnippet(): string {
  const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'api.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Webhooks'));
  const match = /```js\n([\s\S]*?)```/.exec(section);
  if (!match) throw new Error('docs/api.md has no js block under "## Webhooks"');
  return match[1];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs the docs' receiver with a secret; resolves once it accepts connections. */
async function runDocsReceiver(secret: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['-e', docsReceiverSnippet()], {
    env: { ...process.env, PORT: String(port), HIRELOOP_WEBHOOK_SECRET: secret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  for (let i = 0; ; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = new Socket();
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
      s.connect(port, '127.0.0.1');
    });
    if (up) break;
    if (i > 200) throw new Error('the docs receiver did not start');
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url: `http://127.0.0.1:${port}/`,
    output: () => output,
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill())),
  };
}

describe('webhooks', () => {
  let t: TestApp;
  const smtp = new SmtpCatcher();
  const clock = new TestClock();
  const receiver = new WebhookReceiver();
  let recruiter: Session;
  let other: Session;
  let admin: Session;
  let seeker: Session;
  let companyId: string;
  let otherCompanyId: string;

  const gql = async <T>(query: string, variables: Record<string, unknown>, s: Session) =>
    t.gql<T>(query, variables, (await renewSession(t, s)).token);

  /** Lets every queued attempt run (retries due only after the clock moves are not run). */
  async function deliverAll(): Promise<void> {
    await t.app.get(QueueService).settled(WEBHOOK_DELIVER_QUEUE, 60_000);
  }

  /** Moves the clock and runs the retries that became due. */
  async function retryAfter(ms: number): Promise<void> {
    clock.advance(ms);
    await t.app.get(WebhooksService).queueDueRetries();
    await deliverAll();
  }

  async function subscribe(s: Session, url: string, events: string[]) {
    const res = await gql<{
      createWebhookSubscription: { secret: string; subscription: { id: string; allCompanies: boolean } };
    }>(CREATE, { i: { url, events } }, s);
    expect(res.errors).toBeUndefined();
    return res.data!.createWebhookSubscription;
  }

  async function deliveries(s: Session, subscriptionId: string): Promise<Delivery[]> {
    const res = await gql<{ webhookDeliveries: Delivery[] }>(DELIVERIES, { s: subscriptionId }, s);
    expect(res.errors).toBeUndefined();
    return res.data!.webhookDeliveries;
  }

  async function postJob(s: Session, company: string, title = 'Webhook Engineer'): Promise<string> {
    const res = await gql<{ postJob: { id: string } }>(
      POST_JOB,
      { c: company, i: { ...JOB_INPUT, title } },
      s,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.postJob.id;
  }

  async function unsubscribeAll(s: Session): Promise<void> {
    const list = await gql<{ webhookSubscriptions: { id: string }[] }>(LIST, {}, s);
    for (const sub of list.data!.webhookSubscriptions) await gql(DELETE, { id: sub.id }, s);
  }

  beforeAll(async () => {
    await smtp.start();
    await receiver.start();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' },
      configure: (b) => b.overrideProvider(Clock).useValue(clock),
    });
    recruiter = await sessionAs(t, Role.RECRUITER, { plan: RecruiterPlan.PREMIUM, firstName: 'Kavya' });
    other = await sessionAs(t, Role.RECRUITER, { plan: RecruiterPlan.PREMIUM });
    admin = await sessionAs(t, Role.ADMIN);
    seeker = await sessionAs(t, Role.JOB_SEEKER);
    await t.dataSource.getRepository(Profile).save({ userId: seeker.user.id, bio: 'I build integrations.' });
    companyId = (await createCompany(t.dataSource, { ownerId: recruiter.user.id, name: 'Hook Labs' })).id;
    otherCompanyId = (await createCompany(t.dataSource, { ownerId: other.user.id, name: 'Other Co' })).id;
  });

  afterAll(async () => {
    await t.close();
    await receiver.stop();
    await smtp.stop();
  });

  afterEach(async () => {
    await deliverAll();
    for (const s of [recruiter, other, admin]) await unsubscribeAll(s);
    receiver.received.length = 0;
    receiver.answers.length = 0;
  });

  it("signs each event so that the docs' receiver verifies it, and shows the secret only once", async () => {
    const created = await subscribe(recruiter, 'http://127.0.0.1:1/placeholder', ['JOB_PUBLISHED']);
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    const docs = await runDocsReceiver(created.secret);
    const wrong = await runDocsReceiver('whsec_not-the-secret');
    try {
      await gql(UPDATE, { id: created.subscription.id, i: { url: docs.url } }, recruiter);
      const refusing = await subscribe(recruiter, wrong.url, ['JOB_PUBLISHED']);
      const jobId = await postJob(recruiter, companyId);
      await deliverAll();

      const [ok] = await deliveries(recruiter, created.subscription.id);
      expect(ok).toMatchObject({
        eventType: 'JOB_PUBLISHED',
        status: 'SUCCEEDED',
        attempts: 1,
        lastStatusCode: 204,
      });
      expect(docs.output()).toContain(`job.published ${jobId}`);
      // Signed with another secret, the same receiver refuses it.
      const [refused] = await deliveries(recruiter, refusing.subscription.id);
      expect(refused).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 400 });
      expect(wrong.output()).toBe('');

      const list = await gql<Record<string, unknown>>(LIST, {}, recruiter);
      expect(JSON.stringify(list.data)).not.toContain('whsec_');
    } finally {
      await docs.stop();
      await wrong.stop();
    }
  });

  it('retries an event the receiver first answers with 500 and marks it succeeded, same event id, signed again', async () => {
    const { subscription } = await subscribe(recruiter, receiver.url, ['JOB_PUBLISHED', 'JOB_CLOSED']);
    receiver.answers.push(500);
    const jobId = await postJob(recruiter, companyId);
    await deliverAll();
    let [delivery] = await deliveries(recruiter, subscription.id);
    expect(delivery).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
    });
    expect(delivery.nextAttemptAt).not.toBeNull();
    expect(receiver.received).toHaveLength(1);

    await retryAfter(2 * MINUTE);
    [delivery] = await deliveries(recruiter, subscription.id);
    expect(delivery).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 2,
      lastStatusCode: 200,
      nextAttemptAt: null,
    });
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(first.headers['hireloop-event-id']).toBe(delivery.eventId);
    expect(second.headers['hireloop-event-id']).toBe(delivery.eventId);
    expect(second.body).toBe(first.body);
    const body = JSON.parse(second.body) as { id: string; type: string; data: Record<string, unknown> };
    expect(body).toMatchObject({
      id: delivery.eventId,
      type: 'job.published',
      data: { object: 'job', id: jobId, status: 'active', company: { id: companyId, name: 'Hook Labs' } },
    });
    expect(second.headers['hireloop-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(second.headers['content-type']).toBe('application/json');

    // Redeliver: a new attempt of the same event.
    const again = await gql<{ redeliverWebhook: { status: string } }>(
      REDELIVER,
      { id: delivery.id },
      recruiter,
    );
    expect(again.data!.redeliverWebhook.status).toBe('PENDING');
    await deliverAll();
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[2].headers['hireloop-event-id']).toBe(delivery.eventId);
    expect((await deliveries(recruiter, subscription.id))[0]).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 3,
    });

    // Closing the job is its own event.
    await gql(
      UPDATE_JOB,
      { id: jobId, i: { ...JOB_INPUT, title: 'Webhook Engineer', status: 'CLOSED' } },
      recruiter,
    );
    await deliverAll();
    const types = (await deliveries(recruiter, subscription.id)).map((d) => d.eventType);
    expect(types).toEqual(['JOB_CLOSED', 'JOB_PUBLISHED']);
  });

  it('queues one attempt however many redeliveries are asked at once, and keeps the retry schedule after it fails', async () => {
    const { subscription } = await subscribe(recruiter, receiver.url, ['JOB_PUBLISHED']);
    await postJob(recruiter, companyId);
    await deliverAll();
    const [delivery] = await deliveries(recruiter, subscription.id);
    expect(delivery).toMatchObject({ status: 'SUCCEEDED', attempts: 1 });
    expect(receiver.received).toHaveLength(1);

    // Three at once (a double click and another tab) while the attempt the first queued is under way:
    // the receiver holds its answer, a failure, until all three were answered.
    let answer!: () => void;
    receiver.answers.push({ status: 500, until: new Promise<void>((resolve) => (answer = resolve)) });
    const asked = await Promise.all(
      [1, 2, 3].map(() =>
        gql<{ redeliverWebhook: { status: string } }>(REDELIVER, { id: delivery.id }, recruiter),
      ),
    );
    answer();
    expect(asked.map((r) => r.data?.redeliverWebhook.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    await deliverAll();
    // One post, and the failure waits for its retry instead of a second attempt at once.
    expect(receiver.received).toHaveLength(2);
    const [after] = await deliveries(recruiter, subscription.id);
    expect(after).toMatchObject({ status: 'PENDING', attempts: 2, lastStatusCode: 500 });
    expect(after.nextAttemptAt).not.toBeNull();

    // Waiting for its retry, a redelivery tries it at once.
    await gql(REDELIVER, { id: delivery.id }, recruiter);
    await deliverAll();
    expect(receiver.received).toHaveLength(3);
    expect((await deliveries(recruiter, subscription.id))[0]).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 3,
    });
  });

  it('retries after a receiver that does not answer within 10 seconds', async () => {
    const { subscription } = await subscribe(recruiter, receiver.url, ['JOB_PUBLISHED']);
    receiver.answers.push('hang');
    await postJob(recruiter, companyId);
    await deliverAll();
    let [delivery] = await deliveries(recruiter, subscription.id);
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: null });
    expect(delivery.lastError).toBe('No answer within 10 s');

    await retryAfter(2 * MINUTE);
    [delivery] = await deliveries(recruiter, subscription.id);
    expect(delivery).toMatchObject({ status: 'SUCCEEDED', attempts: 2 });
  }, 60_000);

  it("sends a recruiter only their companies' events, an administrator every company's", async () => {
    const mine = await subscribe(recruiter, receiver.url, [
      'APPLICATION_CREATED',
      'APPLICATION_STATUS_CHANGED',
    ]);
    const theirs = await subscribe(other, receiver.url, [
      'JOB_PUBLISHED',
      'APPLICATION_CREATED',
      'APPLICATION_STATUS_CHANGED',
    ]);
    const all = await subscribe(admin, receiver.url, ['APPLICATION_CREATED', 'APPLICATION_STATUS_CHANGED']);
    expect(mine.subscription.allCompanies).toBe(false);
    expect(all.subscription.allCompanies).toBe(true);

    const jobId = await postJob(recruiter, companyId, 'Private Job');
    const applied = await gql<{ applyToJob: { id: string } }>(APPLY, { id: jobId }, seeker);
    expect(applied.errors).toBeUndefined();
    const applicationId = applied.data!.applyToJob.id;
    await gql(SET_STATUS, { id: applicationId, s: 'SHORTLISTED' }, recruiter);
    await deliverAll();

    expect((await deliveries(recruiter, mine.subscription.id)).map((d) => d.eventType)).toEqual([
      'APPLICATION_STATUS_CHANGED',
      'APPLICATION_CREATED',
    ]);
    expect(await deliveries(other, theirs.subscription.id)).toEqual([]);
    // Their own job's event reaches them, and no one else's subscription that did not choose it.
    const theirJob = await postJob(other, otherCompanyId, 'Their Job');
    await deliverAll();
    const theirDeliveries = await deliveries(other, theirs.subscription.id);
    expect(theirDeliveries.map((d) => d.eventType)).toEqual(['JOB_PUBLISHED']);
    expect(receiver.received.some((r) => r.body.includes(theirJob))).toBe(true);
    expect(await deliveries(admin, all.subscription.id)).toHaveLength(2);
    expect(await deliveries(admin, all.subscription.id)).toHaveLength(2);
    const bodies = receiver.received.map(
      (r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> },
    );
    expect(bodies.filter((b) => b.type === 'application.status_changed')[0].data).toMatchObject({
      id: applicationId,
      status: ApplicationStatus.SHORTLISTED,
      previousStatus: ApplicationStatus.PENDING,
      job: { id: jobId, title: 'Private Job' },
    });

    // Another's subscriptions and deliveries are not found, and stay as they are.
    const myDelivery = (await deliveries(recruiter, mine.subscription.id))[0];
    for (const [query, vars] of [
      [DELIVERIES, { s: mine.subscription.id }],
      [REDELIVER, { id: myDelivery.id }],
      [DELETE, { id: mine.subscription.id }],
      [RESUME, { id: mine.subscription.id }],
      [UPDATE, { id: mine.subscription.id, i: { url: 'http://127.0.0.1:9/x' } }],
    ] as const) {
      expect(errorCode(await gql(query, vars, other))).toBe('NOT_FOUND');
    }
    expect(await deliveries(recruiter, mine.subscription.id)).toHaveLength(2);
    // A seeker has no webhooks at all.
    expect(errorCode(await gql(LIST, {}, seeker))).toBe('FORBIDDEN');
  });

  it('fails a delivery after 24 hours of retries, pauses a subscription failing for 3 days and mails its owner', async () => {
    const { subscription } = await subscribe(recruiter, receiver.url, ['JOB_PUBLISHED']);
    receiver.answers.push(...Array<number>(50).fill(503));
    await postJob(recruiter, companyId, 'First');
    await deliverAll();
    for (let i = 0; i < 10; i++) await retryAfter(3 * HOUR);
    const [first] = await deliveries(recruiter, subscription.id);
    expect(first.status).toBe('FAILED');
    expect(first.attempts).toBeGreaterThan(5);
    expect(first.nextAttemptAt).toBeNull();
    const tries = receiver.received.length;
    expect(
      (await gql<{ webhookSubscriptions: { status: string }[] }>(LIST, {}, recruiter)).data!
        .webhookSubscriptions[0].status,
    ).toBe('ACTIVE');

    clock.advance(2 * DAY);
    await postJob(recruiter, companyId, 'Second');
    await deliverAll();
    const list = await gql<{ webhookSubscriptions: { status: string; failingSince: string }[] }>(
      LIST,
      {},
      recruiter,
    );
    expect(list.data!.webhookSubscriptions[0].status).toBe('PAUSED');
    await t.app.get(MailService).drain();
    const mail = smtp.mails.find(
      (m) => m.to.includes(recruiter.user.email) && m.raw.includes('webhook was paused'),
    );
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('Hi Kavya');

    // Paused: no new event is recorded or sent.
    await postJob(recruiter, companyId, 'Third');
    await deliverAll();
    expect(receiver.received).toHaveLength(tries + 1);
    expect(await deliveries(recruiter, subscription.id)).toHaveLength(2);

    receiver.answers.length = 0;
    const resumed = await gql<{ resumeWebhookSubscription: { status: string; failingSince: string | null } }>(
      RESUME,
      { id: subscription.id },
      recruiter,
    );
    expect(resumed.data!.resumeWebhookSubscription).toMatchObject({ status: 'ACTIVE', failingSince: null });
    await deliverAll();
    expect((await deliveries(recruiter, subscription.id))[0]).toMatchObject({ status: 'SUCCEEDED' });
    expect(errorCode(await gql(RESUME, { id: subscription.id }, recruiter))).toBe('CONFLICT');

    // Finished deliveries are kept 30 days.
    const service = t.app.get(WebhooksService);
    expect(await service.purge()).toBe(0);
    clock.advance(31 * DAY);
    expect(await service.purge()).toBe(2);
    expect(await deliveries(recruiter, subscription.id)).toEqual([]);
  }, 120_000);

  it('refuses bad input and changes nothing', async () => {
    const bad = async (input: Record<string, unknown>) => gql(CREATE, { i: input }, recruiter);
    expect(errorCode(await bad({ url: 'ftp://example.com/x', events: ['JOB_CLOSED'] }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      (await bad({ url: 'http://user:pw@127.0.0.1/x', events: ['JOB_CLOSED'] })).errors![0].message,
    ).toBe(WEBHOOK_MESSAGES.credentials);
    expect(errorCode(await bad({ url: receiver.url, events: [] }))).toBe('BAD_USER_INPUT');
    expect(
      errorCode(await bad({ url: `https://example.com/${'a'.repeat(2000)}`, events: ['JOB_CLOSED'] })),
    ).toBe('BAD_USER_INPUT');
    expect(
      (await gql<{ webhookSubscriptions: unknown[] }>(LIST, {}, recruiter)).data!.webhookSubscriptions,
    ).toEqual([]);
  });
});

describe('webhook targets without WEBHOOKS_ALLOW_PRIVATE_TARGETS', () => {
  let t: TestApp;
  let recruiter: Session;
  beforeAll(async () => {
    t = await createTestApp();
    recruiter = await sessionAs(t, Role.RECRUITER);
  });
  afterAll(() => t.close());

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://[::1]/hook',
    'http://0.0.0.0/hook',
    'http://[::]/hook',
    'http://2130706433/hook',
    'http://0177.0.0.1/hook',
    'http://0x7f.1/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[::ffff:a9fe:a9fe]/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.5/hook',
    'http://172.16.0.1/hook',
    'http://192.168.1.1/hook',
    'http://100.64.0.1/hook',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
    'http://224.0.0.1/hook',
  ])('refuses %s and stores nothing', async (url) => {
    const res = await t.gql(CREATE, { i: { url, events: ['JOB_PUBLISHED'] } }, recruiter.token);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe(WEBHOOK_MESSAGES.privateTarget);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM webhook_subscriptions`);
    expect(n).toBe(0);
  });
});

describe('webhook targets in production', () => {
  let t: TestApp;
  let recruiter: Session;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', ...(usesRealPostgres() ? {} : { EMBEDDED_DB: 'true' }) },
    });
    recruiter = await sessionAs(t, Role.RECRUITER);
  });
  afterAll(() => t.close());

  it('refuses http:// and private https:// targets', async () => {
    const create = (url: string) => t.gql(CREATE, { i: { url, events: ['JOB_PUBLISHED'] } }, recruiter.token);
    expect((await create('http://hooks.example.com/x')).errors![0].message).toBe(
      WEBHOOK_MESSAGES.httpsRequired,
    );
    expect((await create('https://127.0.0.1/x')).errors![0].message).toBe(WEBHOOK_MESSAGES.privateTarget);
  });
});
