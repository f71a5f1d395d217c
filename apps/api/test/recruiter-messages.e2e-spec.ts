import { dateToIstLocal, HIDDEN_CHARACTERS_MESSAGE, Role } from '@hireloop/schema';
import { simpleParser } from 'mailparser';
import { Clock } from '../src/common/clock';
import { INTERVIEW_REMINDER_QUEUE } from '../src/modules/interviews/interviews.service';
import { MailService } from '../src/modules/mail/mail.service';
import { QueueService } from '../src/modules/queue/queue.service';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { renewSession, Session, sessionAs } from './support/sessions';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id) { id } }`;
const SET_STATUS = `mutation($a: ID!, $s: ApplicationStatus!) { setApplicationStatus(applicationId: $a, status: $s) { status } }`;
const BULK = `mutation($input: SetApplicationStatusesInput!) { setApplicationStatuses(input: $input) { changed failures { code } } }`;
const DEACTIVATE = `mutation($id: ID!) { adminSetSeekerActive(id: $id, active: false) }`;
const NOTIFICATIONS = `{ myNotifications(limit: 50) { items { title body } } }`;
const PROPOSE = `mutation($input: ProposeInterviewInput!) { proposeInterview(input: $input) { id slots { id } } }`;
const PICK = `mutation($id: ID!) { pickInterviewSlot(slotId: $id) { status } }`;
const CANCEL = `mutation($input: InterviewReasonInput!) { cancelInterview(input: $input) { status } }`;

/** What recruiters write to applicants, and who is told: no hidden characters, no markup, no deactivated accounts. */
describe('recruiter messages and who receives notifications', () => {
  let t: TestApp;
  const smtp = new SmtpCatcher();
  const clock = new TestClock();
  let admin: Session;
  let recruiter: Session;
  let seeker: Session;
  let jobId: string;

  const gql = <T = Record<string, unknown>>(q: string, v: Record<string, unknown>, s: Session) =>
    t.gql<T>(q, v, s.token);
  const ok = async <T>(q: string, v: Record<string, unknown>, s: Session): Promise<T> => {
    const res = await gql<T>(q, v, s);
    expect(res.errors).toBeUndefined();
    return res.data as T;
  };
  const send = (body: Record<string, unknown>) =>
    t.http.post('/api/v1/send/notification').set('Authorization', recruiter.bearer).send(body);
  const notificationCount = async (userId: string) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1`, [userId]))[0]
      .n as number;
  const outboxCount = async (address: string) =>
    (
      await t.dataSource.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1`, [address])
    )[0].n as number;
  const settle = async () => {
    await t.app.get(QueueService).settled(INTERVIEW_REMINDER_QUEUE);
    await t.app.get(MailService).drain();
  };

  /** A job seeker with a profile (applying needs one). */
  async function seekerWithProfile(): Promise<Session> {
    const session = await sessionAs(t, Role.JOB_SEEKER);
    await t.dataSource.query(`INSERT INTO profiles (user_id, bio) VALUES ($1, 'Engineer who ships.')`, [
      session.user.id,
    ]);
    return session;
  }

  /** A seeker who applied to the recruiter's job, and the application. */
  async function applicant(): Promise<{ session: Session; applicationId: string }> {
    const session = await seekerWithProfile();
    const res = await ok<{ applyToJob: { id: string } }>(APPLY, { id: jobId }, session);
    return { session, applicationId: res.applyToJob.id };
  }

  async function deactivate(s: Session): Promise<void> {
    expect(await ok(DEACTIVATE, { id: s.user.id }, admin)).toEqual({ adminSetSeekerActive: true });
  }

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://jobs.example.in' },
      configure: (b) => b.overrideProvider(Clock).useValue(clock),
    });
    admin = await sessionAs(t, Role.ADMIN);
    recruiter = await sessionAs(t, Role.RECRUITER, { firstName: 'Priya', lastName: 'Nair' });
    seeker = await seekerWithProfile();
    const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id, name: 'TechNova' });
    jobId = (await createJob(t.dataSource, { companyId: company.id, title: 'Data Engineer' })).id;
    await ok(APPLY, { id: jobId }, seeker);
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  describe('POST /api/v1/send/notification', () => {
    it.each([
      ['a right-to-left override in the body', { body: 'Offer for \u202Etxt.exe' }, 'Body'],
      ['a zero-width space in the body', { body: 'pay\u200Bment' }, 'Body'],
      ['a directional isolate in the body', { body: 'Call \u2066+91 98\u2069 now' }, 'Body'],
      ['a byte-order mark in the title', { title: 'Inter\uFEFFview' }, 'Title'],
      ['a right-to-left override in the title', { title: '\u202EweivretnI' }, 'Title'],
      ['a line break in the title', { title: 'Interview\nTomorrow' }, 'Title'],
      ['a tab in the body', { body: 'Monday\t10am' }, 'Body'],
      ['a right-to-left mark in the body', { body: 'Offer for \u200Ftxt.exe' }, 'Body'],
      ['a tag character in the body', { body: 'Offer\u{E0041}' }, 'Body'],
      ['a line separator in the title', { title: 'Interview\u2028Tomorrow' }, 'Title'],
      ['a title of a Hangul filler alone (it looks blank)', { title: '\u3164' }, 'Title'],
      ['a soft hyphen in the title', { title: 'Inter\u00ADview' }, 'Title'],
    ])(
      'refuses %s with 400 and a clear message, storing and sending nothing',
      async (_name, change, field) => {
        const before = await notificationCount(seeker.user.id);
        const res = await send({
          user_Id: seeker.user.id,
          title: 'Interview',
          body: 'Monday 10am',
          ...change,
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toContain(`${field} ${HIDDEN_CHARACTERS_MESSAGE}`);
        expect(await notificationCount(seeker.user.id)).toBe(before);
        expect(await outboxCount(seeker.user.email)).toBe(0);
      },
    );

    it('keeps line breaks in the body and answers in the legacy shape', async () => {
      const res = await send({ user_Id: seeker.user.id, title: 'Interview', body: 'Monday 10am\r\nRoom 4' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Notification sent' });
      const mine = await ok<{ myNotifications: { items: { title: string; body: string }[] } }>(
        NOTIFICATIONS,
        {},
        seeker,
      );
      expect(mine.myNotifications.items[0]).toEqual({ title: 'Interview', body: 'Monday 10am\r\nRoom 4' });
    });

    it("delivers a recruiter's markup as literal text: in the app, and escaped in the e-mail's HTML part", async () => {
      await t.app.get(MailService).drain();
      const mailsBefore = smtp.mailsTo(seeker.user.email).length;
      const title = 'Offer <b>inside</b>';
      const body =
        'Open <a href="https://evil.example/login">your offer</a>\n<img src=x onerror="alert(document.cookie)">';
      const res = await send({ user_Id: seeker.user.id, title, body });
      expect(res.body).toEqual({ success: true, message: 'Notification sent' });
      const mine = await ok<{ myNotifications: { items: { title: string; body: string }[] } }>(
        NOTIFICATIONS,
        {},
        seeker,
      );
      expect(mine.myNotifications.items[0]).toEqual({ title, body });

      const mails = await smtp.waitForMails(seeker.user.email, mailsBefore + 1);
      const mail = await simpleParser(mails[mails.length - 1].raw);
      // The company it comes from is named, so it cannot pass for one of the platform's own mails.
      expect(mail.subject).toBe(`TechNova: ${title}`);
      expect(mail.text).toMatch(
        /^TechNova sent you this message about your application\. It was written by the recruiter, not by us\./,
      );
      expect(mail.text).toContain(body);
      const html = typeof mail.html === 'string' ? mail.html : '';
      // The message is in the HTML part as text the reader sees, never as a link, an image or a script.
      expect(html).toContain(
        'Open &lt;a href=&quot;https://evil.example/login&quot;&gt;your offer&lt;/a&gt;',
      );
      expect(html).toContain('&lt;img src=x onerror=&quot;alert(document.cookie)&quot;&gt;');
      expect(html).not.toMatch(/<a\s[^>]*evil\.example/i);
      expect(html).not.toMatch(/<img\s[^>]*onerror/i);
      expect(html).not.toContain('<b>inside</b>');
    });

    it('allows 5 messages a day to one applicant: the sixth answers 429 and stores and sends nothing', async () => {
      const { session: target } = await applicant();
      for (let i = 1; i <= 5; i += 1) {
        const res = await send({ user_Id: target.user.id, title: `Update ${i}`, body: 'Monday 10am' });
        expect(res.status).toBe(200);
      }
      const sixth = await send({ user_Id: target.user.id, title: 'Update 6', body: 'Monday 10am' });
      expect(sixth.status).toBe(429);
      expect(sixth.body.success).toBe(false);
      expect(await notificationCount(target.user.id)).toBe(5);
      await t.app.get(MailService).drain();
      expect(await outboxCount(target.user.email)).toBe(5);
    });

    it('refuses a message to someone whose every application to the recruiter is withdrawn', async () => {
      const { session: left, applicationId } = await applicant();
      await ok(
        `mutation($input: WithdrawApplicationInput!) { withdrawApplication(input: $input) { id } }`,
        { input: { applicationId } },
        left,
      );
      const res = await send({ user_Id: left.user.id, title: 'Interview', body: 'Monday 10am' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: 'Applicant not found' });
      expect(await notificationCount(left.user.id)).toBe(0);
    });

    it('answers a message to a deactivated applicant as before, and stores and sends nothing', async () => {
      const { session: gone } = await applicant();
      await deactivate(gone);
      const res = await send({ user_Id: gone.user.id, title: 'Interview', body: 'Monday 10am' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Notification sent' });
      await t.app.get(MailService).drain();
      expect(await notificationCount(gone.user.id)).toBe(0);
      expect(await outboxCount(gone.user.email)).toBe(0);
      expect(smtp.mailsTo(gone.user.email)).toHaveLength(0);
    });
  });

  describe('a deactivated job seeker', () => {
    it('is told nothing of status changes (single, bulk, legacy REST), while the status still moves', async () => {
      const { session: gone, applicationId } = await applicant();
      const { session: active, applicationId: activeApplication } = await applicant();
      await deactivate(gone);
      const status = async () =>
        (await t.dataSource.query(`SELECT status FROM applications WHERE id = $1`, [applicationId]))[0]
          .status as string;

      expect(await ok(SET_STATUS, { a: applicationId, s: 'SHORTLISTED' }, recruiter)).toEqual({
        setApplicationStatus: { status: 'SHORTLISTED' },
      });
      expect(await status()).toBe('shortlisted');
      const bulk = await ok<{ setApplicationStatuses: { changed: string[] } }>(
        BULK,
        { input: { applicationIds: [applicationId, activeApplication], status: 'ACCEPT' } },
        recruiter,
      );
      expect(bulk.setApplicationStatuses.changed.sort()).toEqual([applicationId, activeApplication].sort());
      expect(await status()).toBe('accept');
      const rest = await t.http
        .patch(`/api/v1/applicant/${applicationId}/status`)
        .set('Authorization', recruiter.bearer)
        .send({ status: 'reject' });
      expect(rest.status).toBe(200);
      expect(await status()).toBe('reject');

      await t.app.get(MailService).drain();
      expect(await notificationCount(gone.user.id)).toBe(0);
      expect(await outboxCount(gone.user.email)).toBe(0);
      expect(smtp.mailsTo(gone.user.email)).toHaveLength(0);
      // The active applicant moved in the same call is told as ever.
      expect(await notificationCount(active.user.id)).toBe(1);
      await smtp.waitForMails(active.user.email, 1);
    });

    it('gets no notice when an administrator removes a job they applied to; an active applicant does', async () => {
      const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id, name: 'Removed Co' });
      const removed = await createJob(t.dataSource, { companyId: company.id, title: 'Removed Role' });
      const gone = await seekerWithProfile();
      const active = await seekerWithProfile();
      for (const s of [gone, active]) await ok(APPLY, { id: removed.id }, s);
      await deactivate(gone);
      expect(await ok(`mutation($id: ID!) { deleteJob(id: $id) }`, { id: removed.id }, admin)).toEqual({
        deleteJob: true,
      });
      expect(await notificationCount(gone.user.id)).toBe(0);
      expect(await notificationCount(active.user.id)).toBe(1);
    });

    it('gets no interview reminder, cancellation, notification or invite; the recruiter still does', async () => {
      const { session: gone, applicationId } = await applicant();
      const slot = dateToIstLocal(new Date(clock.now().getTime() + 72 * 3_600_000));
      const proposed = await ok<{ proposeInterview: { id: string; slots: { id: string }[] } }>(
        PROPOSE,
        {
          input: {
            applicationId,
            slots: [slot],
            durationMinutes: 30,
            meetingUrl: 'https://meet.example.in/abc-defg-hij',
          },
        },
        recruiter,
      );
      const interviewId = proposed.proposeInterview.id;
      await ok(PICK, { id: proposed.proposeInterview.slots[0].id }, gone);
      await settle();
      // While active, the invitation and the calendar invite reached them.
      const seekerMails = smtp.mailsTo(gone.user.email).length;
      const seekerNotifications = await notificationCount(gone.user.id);
      expect(seekerMails).toBe(2);
      await deactivate(gone);

      // The day before: the reminder goes to the recruiter only.
      const recruiterMails = smtp.mailsTo(recruiter.user.email).length;
      clock.advance(50 * 3_600_000);
      await t.dataSource.query(
        `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state IN ('created', 'retry')`,
        [INTERVIEW_REMINDER_QUEUE],
      );
      t.app.get(QueueService).wake(INTERVIEW_REMINDER_QUEUE);
      await settle();
      const reminders = await smtp.waitForMails(recruiter.user.email, recruiterMails + 1);
      expect((await simpleParser(reminders[reminders.length - 1].raw)).subject).toMatch(/^Reminder: /);

      // The recruiter cancels (signed in again: two days have passed): the calendar withdrawal goes to the
      // recruiter only.
      recruiter = await renewSession(t, recruiter);
      await ok(CANCEL, { input: { interviewId, reason: 'Position filled' } }, recruiter);
      await settle();
      await smtp.waitForMails(recruiter.user.email, recruiterMails + 2);
      expect(smtp.mailsTo(gone.user.email)).toHaveLength(seekerMails);
      expect(await notificationCount(gone.user.id)).toBe(seekerNotifications);
    });
  });
});
