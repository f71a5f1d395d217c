import { randomUUID } from 'node:crypto';
import { BACKGROUND_JOB_MESSAGES, Role } from '@hireloop/schema';
import { MAIL_QUEUE, MailService } from '../src/modules/mail/mail.service';
import { QueueService } from '../src/modules/queue/queue.service';
import { Session, sessionAs } from './support/sessions';
import { SmtpCatcher } from './support/smtp-catcher';
import { TcpProxy } from './support/tcp-proxy';
import { createTestApp, errorCode, TestApp } from './support/test-app';

interface QueueRow {
  name: string;
  queued: number;
  active: number;
  failed: number;
  completed: number;
  cron: string | null;
}
interface FailedRow {
  id: string;
  queue: string;
  error: string | null;
  retries: number;
  createdAt: string;
  failedAt: string | null;
}

const JOBS = `{ adminBackgroundJobs {
  queues { name queued active failed completed cron }
  failed { id queue error retries createdAt failedAt } } }`;
const RETRY = 'mutation($queue: String!, $id: ID!) { adminRetryBackgroundJob(queue: $queue, id: $id) }';
const DISCARD = 'mutation($queue: String!, $id: ID!) { adminDiscardBackgroundJob(queue: $queue, id: $id) }';

/**
 * Background jobs in the admin console: each queue's counts and the failed jobs, which an administrator
 * runs once more or discards. The mail server sits behind a proxy the test closes and opens again on the
 * same port, so sends fail for real (connection refused) and then succeed.
 */
describe('background jobs (administrators)', () => {
  let t: TestApp;
  let admin: Session;
  let seeker: Session;
  let recruiter: Session;
  let mail: MailService;
  let queue: QueueService;
  const smtp = new SmtpCatcher();
  let proxy: TcpProxy;
  let smtpPort = 0;

  const gql = <T = Record<string, unknown>>(
    q: string,
    v: Record<string, unknown> = {},
    s: Session | null = admin,
  ) => t.gql<T>(q, v, s?.token);
  const jobs = async () => {
    const res = await gql<{ adminBackgroundJobs: { queues: QueueRow[]; failed: FailedRow[] } }>(JOBS);
    expect(res.errors).toBeUndefined();
    return res.data!.adminBackgroundJobs;
  };
  const jobState = async (id: string): Promise<string | null> =>
    (await t.dataSource.query(`SELECT state::text AS state FROM pgboss.job WHERE id = $1`, [id]))[0]?.state ??
    null;
  const audits = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT actor_id, action, target_type, details FROM audit_events WHERE target_id = $1 ORDER BY created_at`,
        [id],
      )
    ).map((r: { actor_id: string; action: string; target_type: string; details: object }) => ({
      actor: r.actor_id,
      action: r.action,
      type: r.target_type,
      details: r.details,
    }));
  const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  /**
   * Sends a mail while the mail server is unreachable and waits until its job has failed for good. The
   * mail queue retries 8 times with backoff from 2 s (minutes in all), so after the first failed try the
   * test moves the job on: its row gets the retry count of its next-to-last try and is due now, so the
   * next try is its last, and fails as every try did.
   */
  const failedMail = async (to: string): Promise<string> => {
    await mail.send({ to, subject: 'Your interview', text: 'See you at 10.' });
    const [{ id }] = await t.dataSource.query(
      `SELECT j.id FROM pgboss.job j JOIN mail_outbox o ON o.id = (j.data->>'outboxId')::uuid
        WHERE j.name = $1 AND o.to_address = $2`,
      [MAIL_QUEUE, to],
    );
    await until('the first try to fail', async () => (await jobState(id)) === 'retry');
    await t.dataSource.query(
      `UPDATE pgboss.job SET retry_count = retry_limit - 1, start_after = now() WHERE id = $1`,
      [id],
    );
    queue.wake(MAIL_QUEUE);
    await until('the last try to fail', async () => (await jobState(id)) === 'failed');
    return id;
  };

  beforeAll(async () => {
    await smtp.start();
    proxy = new TcpProxy('127.0.0.1', smtp.port);
    await proxy.start();
    smtpPort = proxy.port;
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
    admin = await sessionAs(t, Role.ADMIN);
    seeker = await sessionAs(t, Role.JOB_SEEKER);
    recruiter = await sessionAs(t, Role.RECRUITER);
    mail = t.app.get(MailService);
    queue = t.app.get(QueueService);
  });

  afterAll(async () => {
    await t.close();
    await proxy.stop();
    await smtp.stop();
  });

  it('refuses the list, retry and discard to seekers, recruiters and anonymous callers', async () => {
    const vars = { queue: MAIL_QUEUE, id: randomUUID() };
    for (const s of [seeker, recruiter, null]) {
      for (const [q, v] of [
        [JOBS, {}],
        [RETRY, vars],
        [DISCARD, vars],
      ] as const) {
        const res = await gql(q, v, s);
        expect([q, errorCode(res), res.data ?? null]).toEqual([q, s ? 'FORBIDDEN' : 'UNAUTHENTICATED', null]);
      }
    }
  });

  it('shows an administrator every queue with its counts; a delivered mail counts as completed', async () => {
    await mail.send({ to: 'counts@example.in', subject: 'Hello', text: 'Welcome.' });
    await mail.drain();
    await smtp.waitForMails('counts@example.in', 1);
    const { queues, failed } = await jobs();
    expect(queues.map((q) => q.name)).toContain(MAIL_QUEUE);
    expect(queues.find((q) => q.name === MAIL_QUEUE)).toEqual({
      name: MAIL_QUEUE,
      queued: 0,
      active: 0,
      failed: 0,
      completed: 1,
      cron: null,
    });
    expect(failed).toEqual([]);
  });

  it('lists a mail that failed after its last try, with its error and tries; retry (audited) delivers it once the server is back', async () => {
    await proxy.stop();
    const id = await failedMail('retry@example.in');
    const { queues, failed } = await jobs();
    expect(queues.find((q) => q.name === MAIL_QUEUE)?.failed).toBe(1);
    expect(failed).toEqual([
      {
        id,
        queue: MAIL_QUEUE,
        error: expect.stringContaining('ECONNREFUSED'),
        retries: 8,
        createdAt: expect.any(String),
        failedAt: expect.any(String),
      },
    ]);
    expect(new Date(failed[0].failedAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(failed[0].createdAt).getTime(),
    );
    expect(smtp.mailsTo('retry@example.in')).toHaveLength(0);

    await proxy.start(smtpPort);
    expect((await gql(RETRY, { queue: MAIL_QUEUE, id })).data).toEqual({ adminRetryBackgroundJob: true });
    const [delivered] = await smtp.waitForMails('retry@example.in', 1);
    expect(delivered.raw).toContain('Subject: Your interview');
    await until('the job to complete', async () => (await jobState(id)) === 'completed');
    expect((await jobs()).failed).toEqual([]);
    expect(await audits(id)).toEqual([
      {
        actor: admin.user.id,
        action: 'retry_background_job',
        type: 'background_job',
        details: { queue: MAIL_QUEUE },
      },
    ]);
    const [row] = await t.dataSource.query(`SELECT sent_at, error FROM mail_outbox WHERE to_address = $1`, [
      'retry@example.in',
    ]);
    expect(row.sent_at).not.toBeNull();
    expect(row.error).toBeNull();
    // Only a failed job can be retried: the delivered one is not sent a second time.
    const again = await gql(RETRY, { queue: MAIL_QUEUE, id });
    expect([errorCode(again), again.errors?.[0]?.message]).toEqual([
      'NOT_FOUND',
      BACKGROUND_JOB_MESSAGES.notFound,
    ]);
    await mail.drain();
    expect(smtp.mailsTo('retry@example.in')).toHaveLength(1);
  });

  it('discards a failed job (audited): it leaves the list and its mail is never sent', async () => {
    await proxy.stop();
    const id = await failedMail('discard@example.in');
    await proxy.start(smtpPort);
    expect((await jobs()).failed.map((j) => j.id)).toEqual([id]);

    expect((await gql(DISCARD, { queue: MAIL_QUEUE, id })).data).toEqual({ adminDiscardBackgroundJob: true });
    const { queues, failed } = await jobs();
    expect(failed).toEqual([]);
    expect(queues.find((q) => q.name === MAIL_QUEUE)?.failed).toBe(0);
    expect(await jobState(id)).toBeNull();
    expect(await audits(id)).toEqual([
      {
        actor: admin.user.id,
        action: 'discard_background_job',
        type: 'background_job',
        details: { queue: MAIL_QUEUE },
      },
    ]);
    await mail.drain();
    expect(smtp.mailsTo('discard@example.in')).toHaveLength(0);
  });

  it('answers an unknown job (id, queue, or a job that has not failed) with a clear error and changes nothing', async () => {
    await proxy.stop();
    const id = await failedMail('unknown@example.in');
    await proxy.start(smtpPort);
    const before = await jobs();
    for (const [queueName, jobId] of [
      [MAIL_QUEUE, randomUUID()],
      [MAIL_QUEUE, 'not-a-job'],
      ['no.such.queue', id],
      ['', id],
    ]) {
      for (const q of [RETRY, DISCARD]) {
        const res = await gql(q, { queue: queueName, id: jobId });
        expect([q, queueName, jobId, errorCode(res), res.errors?.[0]?.message]).toEqual([
          q,
          queueName,
          jobId,
          'NOT_FOUND',
          BACKGROUND_JOB_MESSAGES.notFound,
        ]);
      }
    }
    expect(await jobs()).toEqual(before);
    expect(await jobState(id)).toBe('failed');
    expect(await audits(id)).toEqual([]);
    expect(smtp.mailsTo('unknown@example.in')).toHaveLength(0);
  });
});
