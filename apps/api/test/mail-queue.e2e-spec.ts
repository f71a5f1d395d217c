import { randomBytes } from 'node:crypto';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '../src/config/config';
import { MAIL_QUEUE, MailService } from '../src/modules/mail/mail.service';
import { QueueService } from '../src/modules/queue/queue.service';
import { WorkerModule } from '../src/worker.module';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, TestApp, usesRealPostgres } from './support/test-app';

const messageId = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];

/** Asks for a sign-up code over the legacy REST path: the request queues the code's mail. */
const askForCode = (t: TestApp, email: string) =>
  t.http.post('/api/v1/user/register/verify/otp').send({ email_Id: email }).expect(200);

async function outboxRow(t: TestApp, to: string) {
  const rows = await t.dataSource.query<{ id: string; sent_at: Date | null; error: string | null }[]>(
    'SELECT id, sent_at, error FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC',
    [to],
  );
  return rows[0];
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('mail goes out through the job queue', () => {
  let t: TestApp;
  let smtp = new SmtpCatcher();

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('a request that sends a mail answers while the mail server is down, and the mail arrives once it is back', async () => {
    const port = smtp.port;
    await smtp.stop();
    const email = `outage.${Date.now()}@example.in`;
    await askForCode(t, email);
    // The first attempt failed and is recorded; the mail waits for its retry.
    const failed = await until('the failed attempt', async () => {
      const row = await outboxRow(t, email);
      return row?.error ? row : null;
    });
    expect(failed.sent_at).toBeNull();

    smtp = new SmtpCatcher();
    await smtp.start(port);
    const [mail] = await smtp.waitForMails(email, 1, 60_000);
    expect(mail.raw).toMatch(/code is \d{6}/);
    const sent = await until('the sent record', async () => {
      const row = await outboxRow(t, email);
      return row?.sent_at ? row : null;
    });
    expect(sent.error).toBeNull();
    expect(messageId(mail.raw)).toBe(`<${sent.id}@hireloop.in>`);
  }, 120_000);

  it('a mail already sent is not sent again when its job runs a second time (after a crash, say)', async () => {
    const email = `once.${Date.now()}@example.in`;
    await askForCode(t, email);
    await smtp.waitForMails(email, 1);
    const row = await until('the sent record', async () => {
      const r = await outboxRow(t, email);
      return r?.sent_at ? r : null;
    });

    const queue = t.app.get(QueueService);
    await queue.send(MAIL_QUEUE, { outboxId: row.id, logoFileId: null, senderName: 'Hireloop' });
    await queue.settled(MAIL_QUEUE);
    await t.app.get(MailService).drain();
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });
});

describe('stopping a process that is sending a mail', () => {
  const smtp = new SmtpCatcher();

  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());

  it('finishes the send under way before the process closes its database', async () => {
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const email = `stopping.${Date.now()}@example.in`;
    smtp.hold();
    let closed = false;
    try {
      await askForCode(t, email);
      await until('the send to begin', () => Promise.resolve(smtp.receiving > 0));
      const closing = t.close().then(() => (closed = true));
      await new Promise((r) => setTimeout(r, 300));
      // The stop waits for the mail server's answer.
      expect(closed).toBe(false);
      smtp.release();
      await closing;
    } finally {
      smtp.release();
      if (!closed) await t.close();
    }
    expect(smtp.mailsTo(email)).toHaveLength(1);
  }, 60_000);
});

(usesRealPostgres() ? describe : describe.skip)('several processes on one database', () => {
  // The embedded database belongs to one process; replicas and workers share a PostgreSQL server.
  const smtp = new SmtpCatcher();
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    await smtp.start();
  });

  afterAll(async () => {
    await smtp.stop();
  });

  it('two API processes deliver each mail exactly once', async () => {
    first = await createTestApp({ env: { SMTP_URL: smtp.url } });
    second = await createTestApp({ env: { SMTP_URL: smtp.url }, databaseUrl: first.config.database.url });
    try {
      const to = `many.${Date.now()}@example.in`;
      const count = 40;
      await Promise.all(
        Array.from({ length: count }, (_, i) =>
          (i % 2 ? second : first).app.get(MailService).send({ to, subject: `Mail ${i}`, text: `Mail ${i}` }),
        ),
      );
      const mails = await smtp.waitForMails(to, count, 60_000);
      await Promise.all([first.app.get(MailService).drain(), second.app.get(MailService).drain()]);
      // Nothing more arrives after both processes have run every due job.
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.mailsTo(to)).toHaveLength(count);
      const ids = new Set(mails.map((m) => messageId(m.raw)));
      expect(ids.size).toBe(count);
      const subjects = new Set(mails.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]));
      expect(subjects.size).toBe(count);
    } finally {
      await second.close();
      await first.close();
    }
  }, 120_000);

  it('an API replica with WORKERS=false only queues; the worker process (WorkerModule) sends', async () => {
    const api = await createTestApp({ env: { SMTP_URL: smtp.url, WORKERS: 'false' } });
    let worker: INestApplicationContext | undefined;
    try {
      const email = `replica.${Date.now()}@example.in`;
      await askForCode(api, email);
      // No process runs jobs yet: the mail waits in the queue.
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.mailsTo(email)).toHaveLength(0);
      expect((await outboxRow(api, email)).sent_at).toBeNull();

      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: api.config.database.url,
        SMTP_URL: smtp.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: 'false',
      });
      worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
        logger: ['error', 'warn'],
      });
      await worker.init();
      const [mail] = await smtp.waitForMails(email, 1, 30_000);
      expect(mail.raw).toMatch(/code is \d{6}/);
    } finally {
      await worker?.close();
      await api.close();
    }
  }, 120_000);
});
