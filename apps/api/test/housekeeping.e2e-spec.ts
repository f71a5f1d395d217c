import { OtpPurpose, Role } from '@hireloop/schema';
import { Clock } from '../src/common/clock';
import { HOUSEKEEPING_CRON, HOUSEKEEPING_QUEUE } from '../src/modules/housekeeping/housekeeping.service';
import { OtpService } from '../src/modules/otp/otp.service';
import { QueueService, SCHEDULE_TIME_ZONE } from '../src/modules/queue/queue.service';
import { createCompany } from './factories/company.factory';
import { createTestApp, TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The nightly clean-up, run as the schedule runs it (a job on its queue): expired one-time codes and
 * tickets go a day after they expire, sent mails 30 days after they were sent; everything else stays.
 * "Now" is the app's clock, which the test moves.
 */
describe('housekeeping', () => {
  let t: TestApp;
  let queue: QueueService;
  const clock = new TestClock();

  const ago = (ms: number) => new Date(clock.now().getTime() - ms);
  const challenge = async (
    email: string,
    times: { created: Date; expires: Date; ticketExpires?: Date },
  ): Promise<string> => {
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO otp_challenges (email, purpose, role, code_hash, expires_at, resend_available_at,
         verified_at, ticket_hash, ticket_expires_at, created_at)
       VALUES ($1, $2, $3, 'x', $4, $4, $5, $6, $5, $7) RETURNING id`,
      [
        email,
        OtpPurpose.SIGN_UP,
        Role.JOB_SEEKER,
        times.expires,
        times.ticketExpires ?? null,
        times.ticketExpires ? `hash-${email}` : null,
        times.created,
      ],
    );
    return id;
  };
  const outbox = async (to: string, created: Date, sent: Date | null): Promise<void> => {
    await t.dataSource.query(
      `INSERT INTO mail_outbox (to_address, subject, text_body, sent_at, error, created_at)
       VALUES ($1, 'Hello', 'Hi', $2, $3, $4)`,
      [to, sent, sent ? null : 'connect ECONNREFUSED', created],
    );
  };
  const challengesLeft = async () =>
    (await t.dataSource.query(`SELECT email FROM otp_challenges ORDER BY email`)).map(
      (r: { email: string }) => r.email,
    );
  const mailsLeft = async () =>
    (await t.dataSource.query(`SELECT to_address FROM mail_outbox ORDER BY to_address`)).map(
      (r: { to_address: string }) => r.to_address,
    );
  const runHousekeeping = async () => {
    await queue.send(HOUSEKEEPING_QUEUE, {});
    await queue.settled(HOUSEKEEPING_QUEUE);
  };

  beforeAll(async () => {
    t = await createTestApp({ configure: (b) => b.overrideProvider(Clock).useValue(clock) });
    queue = t.app.get(QueueService);
  });

  afterAll(() => t.close());

  it('is scheduled every night at 03:30 India time', async () => {
    expect((await queue.counts()).find((q) => q.name === HOUSEKEEPING_QUEUE)?.cron).toBe('30 3 * * *');
    const schedules = await t.dataSource.query(
      `SELECT cron, options->>'tz' AS tz FROM pgboss.schedule WHERE name = $1`,
      [HOUSEKEEPING_QUEUE],
    );
    expect(schedules).toEqual([{ cron: HOUSEKEEPING_CRON, tz: SCHEDULE_TIME_ZONE }]);
  });

  it('deletes codes and tickets expired over a day ago and mails sent over 30 days ago, and keeps the rest', async () => {
    // Code expired 3 days ago, never verified.
    await challenge('a.old-code@example.in', { created: ago(3 * DAY + 10 * MINUTE), expires: ago(3 * DAY) });
    // Verified, and its ticket expired too, 3 days ago.
    await challenge('b.old-ticket@example.in', {
      created: ago(3 * DAY + 10 * MINUTE),
      expires: ago(3 * DAY),
      ticketExpires: ago(3 * DAY - 5 * MINUTE),
    });
    // Code expired 2 days ago, but its ticket only 2 hours ago.
    await challenge('c.recent-ticket@example.in', {
      created: ago(2 * DAY + 10 * MINUTE),
      expires: ago(2 * DAY),
      ticketExpires: ago(2 * HOUR),
    });
    // Expired 2 hours ago.
    await challenge('d.recent-code@example.in', {
      created: ago(2 * HOUR + 10 * MINUTE),
      expires: ago(2 * HOUR),
    });
    // Still valid.
    await challenge('e.live@example.in', { created: ago(5 * MINUTE), expires: ago(-5 * MINUTE) });

    await outbox('a.sent-31-days@example.in', ago(31 * DAY), ago(31 * DAY));
    await outbox('b.sent-29-days@example.in', ago(29 * DAY), ago(29 * DAY));
    await outbox('c.never-sent@example.in', ago(60 * DAY), null);

    await runHousekeeping();
    expect(await challengesLeft()).toEqual([
      'c.recent-ticket@example.in',
      'd.recent-code@example.in',
      'e.live@example.in',
    ]);
    expect(await mailsLeft()).toEqual(['b.sent-29-days@example.in', 'c.never-sent@example.in']);

    // Running it again changes nothing; two days later the rest has aged past its time, except the unsent mail.
    await runHousekeeping();
    expect(await challengesLeft()).toHaveLength(3);
    clock.advance(2 * DAY);
    await runHousekeeping();
    expect(await challengesLeft()).toEqual([]);
    expect(await mailsLeft()).toEqual(['c.never-sent@example.in']);
  });

  it('deletes any number of old sent mails (a thousand per statement)', async () => {
    await t.dataSource.query(
      `INSERT INTO mail_outbox (to_address, subject, text_body, sent_at, created_at)
       SELECT 'bulk' || n || '@example.in', 'Hello', 'Hi', $1, $1 FROM generate_series(1, 2500) AS n`,
      [ago(40 * DAY)],
    );
    await runHousekeeping();
    expect(await mailsLeft()).toEqual(['c.never-sent@example.in']);
  });

  it('deletes the marks of writes to jobs and companies once a day old (search answers are kept a minute)', async () => {
    const marks = async () =>
      (await t.dataSource.query(`SELECT changed_at FROM search_changes ORDER BY changed_at`))
        .length as number;
    await t.dataSource.query(`DELETE FROM search_changes`);
    // A write to companies leaves a mark of its transaction (dated an hour ago on the app's clock); two
    // older marks as if left two days ago.
    await createCompany(t.dataSource);
    expect(await marks()).toBe(1);
    await t.dataSource.query(`UPDATE search_changes SET changed_at = $1`, [ago(HOUR)]);
    await t.dataSource.query(`INSERT INTO search_changes (id, changed_at) VALUES ('1', $1), ('2', $1)`, [
      ago(2 * DAY),
    ]);
    expect(await marks()).toBe(3);
    await runHousekeeping();
    expect(await marks()).toBe(1);
  });

  it('never deletes a code created in the last hour (the hourly cap counts its sends), whatever it is asked', async () => {
    await challenge('f.just-now@example.in', { created: ago(15 * MINUTE), expires: ago(5 * MINUTE) });
    await challenge('g.two-hours@example.in', { created: ago(2 * HOUR), expires: ago(110 * MINUTE) });
    expect(await t.app.get(OtpService).purgeExpired(new Date(clock.now().getTime() + DAY))).toBe(1);
    expect(await challengesLeft()).toEqual(['f.just-now@example.in']);
  });
});
