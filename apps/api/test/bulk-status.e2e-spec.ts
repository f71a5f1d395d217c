import { randomUUID } from 'node:crypto';
import {
  ApplicationStatus,
  BULK_STATUS_MESSAGES,
  Role,
  WebhookEventType,
  WITHDRAWAL_MESSAGES,
} from '@hireloop/schema';
import { Job } from '../src/modules/jobs/job.entity';
import { MailService } from '../src/modules/mail/mail.service';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { SmtpCatcher } from './support/smtp-catcher';
import { captureStatements } from './support/statements';
import { createTestApp, errorCode, TestApp } from './support/test-app';

const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id) { id } }`;
const WITHDRAW = `mutation($input: WithdrawApplicationInput!) { withdrawApplication(input: $input) { id status } }`;
const BULK = `mutation($input: SetApplicationStatusesInput!) {
  setApplicationStatuses(input: $input) { changed unchanged failures { applicationId code message } }
}`;
const BOARD = `query($jobId: ID!) {
  jobApplicants(jobId: $jobId, pageSize: 100) {
    job { skills }
    items { id status matchedSkillCount applicant { firstName } rating { value } notes { id } }
  }
}`;
const NOTIFICATIONS = `{ myNotifications(limit: 50) { items { title body applicationId } } }`;

interface BulkOut {
  changed: string[];
  unchanged: string[];
  failures: { applicationId: string; code: string; message: string }[];
}

describe('bulk status changes and the pipeline board', () => {
  const smtp = new SmtpCatcher();
  let t: TestApp;
  let recruiter: Session;
  let otherRecruiter: Session;
  let seekers: Session[];
  let job: Job;
  let secondJob: Job;
  let othersJob: Job;
  /** Applications to `job`, one per seeker, in seeker order. */
  let apps: string[];

  const gql = (query: string, variables: Record<string, unknown>, s: Session) =>
    t.gql(query, variables, s.token);
  const apply = async (s: Session, jobId: string) => {
    const res = await gql(APPLY, { id: jobId }, s);
    expect(res.errors).toBeUndefined();
    return (res.data as { applyToJob: { id: string } }).applyToJob.id;
  };
  const bulk = (s: Session, applicationIds: string[], status: string) =>
    gql(BULK, { input: { applicationIds, status } }, s);
  const statuses = async (ids: string[]) =>
    Object.fromEntries(
      (
        (await t.dataSource.query(`SELECT id, status FROM applications WHERE id = ANY($1::uuid[])`, [
          ids,
        ])) as { id: string; status: string }[]
      ).map((r) => [r.id, r.status]),
    );

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    recruiter = await sessionAs(t, Role.RECRUITER, { firstName: 'Priya', lastName: 'Nair' });
    otherRecruiter = await sessionAs(t, Role.RECRUITER, { firstName: 'Vikram', lastName: 'Rao' });
    const skills = [
      ['TypeScript', 'PostgreSQL', 'React'],
      ['typescript'],
      ['Java'],
      ['React.js', 'postgresql'],
    ];
    seekers = [];
    for (const [i, mine] of skills.entries()) {
      const s = await sessionAs(t, Role.JOB_SEEKER, { firstName: `Seeker${i}`, lastName: 'Test' });
      await t.dataSource.query(
        `INSERT INTO profiles (user_id, bio, skills) VALUES ($1, 'Builds things.', $2)`,
        [s.user.id, mine],
      );
      seekers.push(s);
    }
    const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id });
    job = await createJob(t.dataSource, {
      companyId: company.id,
      title: 'Platform Engineer',
      skills: ['TypeScript', 'PostgreSQL', 'React'],
    });
    secondJob = await createJob(t.dataSource, { companyId: company.id, title: 'Data Engineer' });
    const othersCompany = await createCompany(t.dataSource, { ownerId: otherRecruiter.user.id });
    othersJob = await createJob(t.dataSource, { companyId: othersCompany.id, title: 'Other Role' });
    apps = [];
    for (const s of seekers) apps.push(await apply(s, job.id));
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('counts the job skills each applicant has, with no query per applicant', async () => {
    const read = async () => {
      const res = await gql(BOARD, { jobId: job.id }, recruiter);
      expect(res.errors).toBeUndefined();
      return (res.data as { jobApplicants: { items: { id: string; matchedSkillCount: number }[] } })
        .jobApplicants.items;
    };
    const counts = Object.fromEntries((await read()).map((a) => [a.id, a.matchedSkillCount]));
    // Case, punctuation and a trailing ".js" aside, as the match score compares skills.
    expect(apps.map((id) => counts[id])).toEqual([3, 1, 0, 2]);

    // The statements that read applicants, profiles, notes or ratings (a session's own bookkeeping aside).
    // The fewer of two reads: background work of the app (the new applications' notifications) may run a
    // statement on these tables while one is captured, never fewer than the page's own.
    const captured = async () =>
      (await captureStatements(t.dataSource, read)).filter((q) =>
        /applications|profiles|applicant_notes|applicant_ratings/.test(q),
      ).length;
    const statementCount = async () => Math.min(await captured(), await captured());
    const before = await statementCount();
    const extra: string[] = [];
    for (let i = 0; i < 6; i++) {
      const s = await sessionAs(t, Role.JOB_SEEKER);
      await t.dataSource.query(`INSERT INTO profiles (user_id, bio, skills) VALUES ($1, 'Bio', '{React}')`, [
        s.user.id,
      ]);
      extra.push(await apply(s, job.id));
    }
    expect(await statementCount()).toBe(before);
    await t.dataSource.query(`DELETE FROM applications WHERE id = ANY($1::uuid[])`, [extra]);
  });

  it('refuses another recruiter’s applicants and changes nothing', async () => {
    const res = await bulk(otherRecruiter, [apps[0], apps[1]], 'REJECT');
    expect(errorCode(res)).toBe('NOT_FOUND');
    expect(res.errors?.[0].message).toBe(BULK_STATUS_MESSAGES.applicationNotFound);
    expect(await statuses([apps[0], apps[1]])).toEqual({ [apps[0]]: 'pending', [apps[1]]: 'pending' });
    const events = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM application_events WHERE application_id = ANY($1::uuid[]) AND actor_id = $2`,
      [apps, otherRecruiter.user.id],
    );
    expect(events).toEqual([{ n: 0 }]);
  });

  it('takes 1 to 100 ids and never sets withdrawn', async () => {
    const none = await bulk(recruiter, [], 'SEEN');
    expect(errorCode(none)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(none.errors)).toContain(BULK_STATUS_MESSAGES.noneChosen);

    const tooMany = await bulk(
      recruiter,
      [...apps, ...Array.from({ length: 97 }, () => randomUUID())],
      'SEEN',
    );
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(tooMany.errors)).toContain(BULK_STATUS_MESSAGES.tooMany);

    const withdrawn = await bulk(recruiter, [apps[0]], 'WITHDRAWN');
    expect(errorCode(withdrawn)).toBe('BAD_USER_INPUT');
    expect(withdrawn.errors?.[0].message).toBe(WITHDRAWAL_MESSAGES.onlyApplicant);
    expect(Object.values(await statuses(apps))).toEqual(['pending', 'pending', 'pending', 'pending']);

    // Exactly 100 is allowed: the three unknown-id failures are listed, the real one moves.
    const hundred = await bulk(
      recruiter,
      [apps[1], ...Array.from({ length: 99 }, () => randomUUID())],
      'SEEN',
    );
    expect(hundred.errors).toBeUndefined();
    const out = (hundred.data as { setApplicationStatuses: BulkOut }).setApplicationStatuses;
    expect(out.changed).toEqual([apps[1]]);
    expect(out.failures).toHaveLength(99);
  });

  it('moves mixed ids: mine move, another’s and withdrawn are listed and untouched; one mail per seeker through the queue; one webhook event each', async () => {
    await t.dataSource.query(
      `INSERT INTO webhook_subscriptions (owner_id, url, events, secret)
       VALUES ($1, 'https://hooks.example.com/hireloop', $2, 'not-used-here')`,
      [recruiter.user.id, [WebhookEventType.APPLICATION_STATUS_CHANGED]],
    );
    // Seeker 3 withdraws; seeker 0 also applied to a second job of mine.
    const w = await gql(
      WITHDRAW,
      { input: { applicationId: apps[3], reason: 'Took another offer' } },
      seekers[3],
    );
    expect(w.errors).toBeUndefined();
    const second = await apply(seekers[0], secondJob.id);
    const othersApp = await apply(seekers[2], othersJob.id);
    // The earlier changes' mails (the previous test moved seeker 1's application) have all been sent.
    await t.app.get(MailService).drain();
    const mailsBefore = seekers.map((s) => smtp.mailsTo(s.user.email).length);
    const outboxBefore = (await t.dataSource.query(`SELECT id FROM mail_outbox`)).map(
      (r: { id: string }) => r.id,
    );

    const res = await bulk(
      recruiter,
      [apps[0], second, apps[1], apps[2], apps[3], othersApp, 'nope'],
      'SHORTLISTED',
    );
    expect(res.errors).toBeUndefined();
    const out = (res.data as { setApplicationStatuses: BulkOut }).setApplicationStatuses;
    expect([...out.changed].sort()).toEqual([apps[0], second, apps[1], apps[2]].sort());
    expect(out.unchanged).toEqual([]);
    expect(out.failures).toEqual([
      { applicationId: apps[3], code: 'CONFLICT', message: WITHDRAWAL_MESSAGES.pipelineClosed },
      { applicationId: othersApp, code: 'NOT_FOUND', message: BULK_STATUS_MESSAGES.applicationNotFound },
      { applicationId: 'nope', code: 'NOT_FOUND', message: BULK_STATUS_MESSAGES.applicationNotFound },
    ]);
    expect(await statuses([apps[0], second, apps[1], apps[2], apps[3], othersApp])).toEqual({
      [apps[0]]: 'shortlisted',
      [second]: 'shortlisted',
      [apps[1]]: 'shortlisted',
      [apps[2]]: 'shortlisted',
      [apps[3]]: 'withdrawn',
      [othersApp]: 'pending',
    });

    // Each moved application is in its history, by the recruiter.
    const history = await t.dataSource.query(
      `SELECT application_id AS id, from_status AS "from" FROM application_events
        WHERE to_status = 'shortlisted' AND actor_id = $1 ORDER BY application_id`,
      [recruiter.user.id],
    );
    expect(history).toHaveLength(4);

    // One notification per application, naming its job.
    const seen = await gql(NOTIFICATIONS, {}, seekers[0]);
    const items = (seen.data as { myNotifications: { items: { body: string; applicationId: string }[] } })
      .myNotifications.items;
    expect(
      items
        .filter((n) => [apps[0], second].includes(n.applicationId))
        .map((n) => n.body)
        .sort(),
    ).toEqual([expect.stringContaining('Data Engineer'), expect.stringContaining('Platform Engineer')]);

    // The mails were queued (outbox rows with their queue jobs) and arrive one per seeker.
    const queued = await t.dataSource.query(
      `SELECT o.to_address AS to FROM mail_outbox o JOIN pgboss.job j ON (j.data->>'outboxId')::uuid = o.id
        WHERE j.name = 'mail.send' AND o.to_address = ANY($1) AND NOT o.id = ANY($2::uuid[])`,
      [seekers.map((s) => s.user.email), outboxBefore],
    );
    expect(queued.map((r: { to: string }) => r.to).sort()).toEqual(
      [seekers[0], seekers[1], seekers[2]].map((s) => s.user.email).sort(),
    );
    const [mail0] = (await smtp.waitForMails(seekers[0].user.email, mailsBefore[0] + 1)).slice(
      mailsBefore[0],
    );
    const text0 = mail0.raw.replace(/=\r?\n/g, '');
    expect(text0).toContain('Platform Engineer');
    expect(text0).toContain('Data Engineer');
    await smtp.waitForMails(seekers[1].user.email, mailsBefore[1] + 1);
    await smtp.waitForMails(seekers[2].user.email, mailsBefore[2] + 1);
    await t.app.get(MailService).drain();
    expect(seekers.map((s, i) => smtp.mailsTo(s.user.email).length - mailsBefore[i])).toEqual([1, 1, 1, 0]);

    // Webhooks: one application.status_changed event for each moved application, none for the others.
    const deliveries = (await t.dataSource.query(
      `SELECT payload FROM webhook_deliveries WHERE event_type = $1 AND payload->'data'->>'status' = 'shortlisted'`,
      [WebhookEventType.APPLICATION_STATUS_CHANGED],
    )) as { payload: { data: { id: string; previousStatus: string } } }[];
    expect(
      Object.fromEntries(deliveries.map((d) => [d.payload.data.id, d.payload.data.previousStatus])),
    ).toEqual({
      [apps[0]]: 'pending',
      [second]: 'pending',
      [apps[1]]: 'seen',
      [apps[2]]: 'pending',
    });
  });

  it('leaves applications already at the status alone, sending nothing', async () => {
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM notifications`);
    const res = await bulk(recruiter, [apps[0], apps[1]], 'SHORTLISTED');
    expect(res.errors).toBeUndefined();
    expect((res.data as { setApplicationStatuses: BulkOut }).setApplicationStatuses).toEqual({
      changed: [],
      unchanged: [apps[0], apps[1]],
      failures: [],
    });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM notifications`)).toEqual(before);
  });

  it('moves an application once however often and in whatever letter case its id is repeated', async () => {
    const id = apps[0];
    const variants = [id, id.toUpperCase(), ` ${id}`, id.replace(/[a-f]/, (c) => c.toUpperCase())];
    const count = async (table: string) =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE application_id = $1`, [id]))[0]
        .n;
    const [events, notifications] = [await count('application_events'), await count('notifications')];
    const res = await bulk(recruiter, variants, 'REVIEWED');
    expect(res.errors).toBeUndefined();
    expect((res.data as { setApplicationStatuses: BulkOut }).setApplicationStatuses).toEqual({
      changed: [id],
      unchanged: [],
      failures: [],
    });
    expect(await count('application_events')).toBe(events + 1);
    expect(await count('notifications')).toBe(notifications + 1);
    const back = await bulk(recruiter, [id], 'SHORTLISTED');
    expect(back.errors).toBeUndefined();
  });

  it('answers a withdrawn-only request with the single change’s conflict', async () => {
    const res = await bulk(recruiter, [apps[3]], 'REJECT');
    expect(errorCode(res)).toBe('CONFLICT');
    expect(res.errors?.[0].message).toBe(WITHDRAWAL_MESSAGES.pipelineClosed);
    expect(await statuses([apps[3]])).toEqual({ [apps[3]]: ApplicationStatus.WITHDRAWN });
  });
});
