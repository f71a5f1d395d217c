import { MAIL_QUEUE, MailService } from '../src/modules/mail/mail.service';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, TestApp, usesRealPostgres } from './support/test-app';

const MAILS = 30;

/** The Message-ID header of a raw mail. */
function messageId(raw: string): string | undefined {
  return /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
}

/**
 * Two API processes (two apps, each with its own queue connections and workers) on one database: every
 * mail either of them queues is delivered exactly once, whichever worker takes it.
 */
const twoProcesses = usesRealPostgres()
  ? describe
  : // The embedded database serves one connection at a time: two apps cannot share it.
    describe.skip;

twoProcesses('mail from two API processes on one database', () => {
  let first: TestApp;
  let second: TestApp;
  const smtp = new SmtpCatcher();

  beforeAll(async () => {
    await smtp.start();
    first = await createTestApp({ env: { SMTP_URL: smtp.url } });
    second = await createTestApp({ env: { SMTP_URL: smtp.url }, databaseUrl: first.config.database.url });
  });

  afterAll(async () => {
    // The second app only connects to the first one's database; the first drops it.
    await second?.close();
    await first?.close();
    await smtp.stop();
  });

  it('delivers each of 30 mails sent through both processes exactly once', async () => {
    const services = [first, second].map((t) => t.app.get(MailService));
    await Promise.all(
      Array.from({ length: MAILS }, (_, n) =>
        services[n % 2].send({ to: `twice.${n}@example.in`, subject: `Mail ${n}`, text: `Number ${n}.` }),
      ),
    );
    const deadline = Date.now() + 30_000;
    while (smtp.mails.length < MAILS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // Nothing is due or running in either process: a second delivery, had there been one, has happened.
    await Promise.all(services.map((mail) => mail.drain()));

    const ids = smtp.mails.map((m) => messageId(m.raw));
    expect(ids).toHaveLength(MAILS);
    expect(new Set(ids).size).toBe(MAILS);
    expect(ids.every(Boolean)).toBe(true);
    const recipients = smtp.mails.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(Array.from({ length: MAILS }, (_, n) => `twice.${n}@example.in`).sort());

    const [{ completed, sent }] = await first.dataSource.query(
      `SELECT (SELECT count(*)::int FROM pgboss.job WHERE name = $1 AND state = 'completed') AS completed,
              (SELECT count(*)::int FROM mail_outbox WHERE sent_at IS NOT NULL) AS sent`,
      [MAIL_QUEUE],
    );
    expect({ completed, sent }).toEqual({ completed: MAILS, sent: MAILS });
  });
});
