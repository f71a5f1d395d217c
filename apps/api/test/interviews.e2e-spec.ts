import { dateToIstLocal, INTERVIEW_MESSAGES, istLocalToDate, Role } from '@hireloop/schema';
import ICAL from 'ical.js';
import { ParsedMail, simpleParser } from 'mailparser';
import { Clock } from '../src/common/clock';
import { INTERVIEW_REMINDER_QUEUE } from '../src/modules/interviews/interviews.service';
import { MailService } from '../src/modules/mail/mail.service';
import { QueueService } from '../src/modules/queue/queue.service';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { renewSession, Session, sessionAs } from './support/sessions';
import { captureStatements } from './support/statements';
import { CaughtMail, SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, errorCode, TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id) { id } }`;
const FIELDS = `id status sequence startsAt durationMinutes meetingUrl address message
  slots { id startsAt endsAt } events { kind byApplicant startsAt reason at }`;
const PROPOSE = `mutation($input: ProposeInterviewInput!) { proposeInterview(input: $input) { ${FIELDS} } }`;
const RESCHEDULE = `mutation($input: RescheduleInterviewInput!) { rescheduleInterview(input: $input) { ${FIELDS} } }`;
const CHANGE = `mutation($input: ChangeInterviewTimeInput!) { changeInterviewTime(input: $input) { ${FIELDS} } }`;
const CANCEL = `mutation($input: InterviewReasonInput!) { cancelInterview(input: $input) { ${FIELDS} } }`;
const ASK = `mutation($input: InterviewReasonInput!) { requestInterviewReschedule(input: $input) { ${FIELDS} } }`;
const PICK = `mutation($id: ID!) { pickInterviewSlot(slotId: $id) { ${FIELDS} } }`;
const PICK_BY_TOKEN = `mutation($token: String!) { pickInterviewSlotByToken(token: $token) { ${FIELDS} } }`;
const LINK = `query($token: String!) { interviewPickLink(token: $token) { valid reason startsAt durationMinutes jobTitle companyName } }`;
const MINE = `query { myApplications(pageSize: 50) { items { id interviews { ${FIELDS} } } } }`;
const APPLICANTS = `query($jobId: ID!) { jobApplicants(jobId: $jobId, pageSize: 100) { items { id interview { ${FIELDS} } } } }`;
const NOTIFICATIONS = `query { myNotifications { items { title body applicationId } } }`;

interface InterviewOut {
  id: string;
  status: string;
  sequence: number;
  startsAt: string | null;
  slots: { id: string; startsAt: string; endsAt: string }[];
  events: { kind: string; byApplicant: boolean; startsAt: string | null; reason: string | null }[];
}

/** The calendar invite of a mail, parsed back with ical.js. */
interface Invite {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  end: Date;
  organizer: string;
  attendees: string[];
  location: string;
  url: string | null;
  description: string;
}

async function parse(mail: CaughtMail): Promise<ParsedMail> {
  return simpleParser(mail.raw);
}

function inviteOf(mail: CaughtMail, parsed: ParsedMail): Invite {
  const part = parsed.attachments.find((a) => /calendar|ics/.test(a.contentType));
  if (!part) throw new Error(`no calendar in the mail "${parsed.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  const method = String(calendar.getFirstPropertyValue('method'));
  // The calendar alternative says its method in its Content-Type, as calendar clients read it.
  expect(mail.raw).toMatch(new RegExp(`Content-Type: text/calendar; charset=utf-8; method=${method}`, 'i'));
  return {
    method,
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    organizer: String(vevent.getFirstPropertyValue('organizer')),
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue())),
    location: event.location,
    url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
    description: event.description,
  };
}

/** The pick links of an invitation mail, in the order of its slots. */
function pickTokens(parsed: ParsedMail): string[] {
  return [...(parsed.text ?? '').matchAll(/\/interview\/pick\?token=(\S+)/g)].map((m) =>
    decodeURIComponent(m[1]),
  );
}

describe('interviews', () => {
  let t: TestApp;
  const smtp = new SmtpCatcher();
  const clock = new TestClock();
  let seeker: Session;
  let seeker2: Session;
  let recruiter: Session;
  let otherRecruiter: Session;
  let jobId: string;
  let applicationId: string;
  let application2Id: string;

  const gql = <T = Record<string, unknown>>(q: string, v: Record<string, unknown>, s: Session | null) =>
    t.gql<T>(q, v, s?.token);
  const ok = async <T>(q: string, v: Record<string, unknown>, s: Session | null, field: string) => {
    const res = await gql<Record<string, T>>(q, v, s);
    expect(res.errors).toBeUndefined();
    return res.data![field];
  };
  /** A slot `hours` from the test clock's now, in India Standard Time to the minute. */
  const inHours = (hours: number) => dateToIstLocal(new Date(clock.now().getTime() + hours * 3_600_000));
  const settle = async () => {
    await t.app.get(QueueService).settled(INTERVIEW_REMINDER_QUEUE);
    await t.app.get(MailService).drain();
  };
  /** Makes every waiting reminder due for the queue now (whatever the test clock says) and runs it. */
  const runReminders = async () => {
    await t.dataSource.query(
      `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state IN ('created', 'retry')`,
      [INTERVIEW_REMINDER_QUEUE],
    );
    t.app.get(QueueService).wake(INTERVIEW_REMINDER_QUEUE);
    await settle();
  };
  const reminderJobs = async () =>
    (await t.dataSource.query(
      `SELECT data, start_after AS "startAfter" FROM pgboss.job WHERE name = $1 AND state = 'created' ORDER BY created_on`,
      [INTERVIEW_REMINDER_QUEUE],
    )) as { data: { interviewId: string; sequence: number }; startAfter: Date }[];
  const stored = async () =>
    (await t.dataSource.query(
      `SELECT id, status, sequence, starts_at FROM interviews ORDER BY created_at`,
    )) as unknown[];
  const seekerInterviews = async (s: Session, appId: string) => {
    const page = await ok<{ items: { id: string; interviews: InterviewOut[] }[] }>(
      MINE,
      {},
      s,
      'myApplications',
    );
    return page.items.find((a) => a.id === appId)!.interviews;
  };

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://jobs.example.in' },
      configure: (b) => b.overrideProvider(Clock).useValue(clock),
    });
    seeker = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Aarav', lastName: 'Sharma' });
    seeker2 = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Meera', lastName: 'Iyer' });
    recruiter = await sessionAs(t, Role.RECRUITER, { firstName: 'Priya', lastName: 'Nair' });
    otherRecruiter = await sessionAs(t, Role.RECRUITER, { firstName: 'Vikram', lastName: 'Rao' });
    for (const s of [seeker, seeker2]) {
      await t.dataSource.query(`INSERT INTO profiles (user_id, bio) VALUES ($1, 'Engineer who ships.')`, [
        s.user.id,
      ]);
    }
    const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id, name: 'TechNova' });
    const job = await createJob(t.dataSource, { companyId: company.id, title: 'Data Engineer' });
    jobId = job.id;
    await createCompany(t.dataSource, { ownerId: otherRecruiter.user.id, name: 'Elsewhere' });
    applicationId = (await ok<{ id: string }>(APPLY, { id: jobId }, seeker, 'applyToJob')).id;
    application2Id = (await ok<{ id: string }>(APPLY, { id: jobId }, seeker2, 'applyToJob')).id;
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const ONLINE = { durationMinutes: 45, meetingUrl: 'https://meet.example.in/abc-defg-hij' };
  const FAR_SLOT = '2031-03-10T10:30';
  let interview: InterviewOut;
  let uid: string;

  it('refuses bad proposals with a clear message and stores nothing', async () => {
    const propose = (input: Record<string, unknown>) =>
      gql(PROPOSE, { input: { applicationId, ...ONLINE, slots: [FAR_SLOT], ...input } }, recruiter);
    const cases: [Record<string, unknown>, string][] = [
      [{ slots: [] }, INTERVIEW_MESSAGES.slotsCount],
      [
        {
          slots: [
            '2031-03-10T10:30',
            '2031-03-11T10:30',
            '2031-03-12T10:30',
            '2031-03-13T10:30',
            '2031-03-14T10:30',
            '2031-03-15T10:30',
          ],
        },
        INTERVIEW_MESSAGES.slotsCount,
      ],
      [{ slots: ['2031-02-30T10:30'] }, INTERVIEW_MESSAGES.slotFormat],
      [{ slots: [inHours(-2)] }, INTERVIEW_MESSAGES.slotInPast],
      [{ slots: ['2031-03-10T10:30', '2031-03-10T11:00'] }, INTERVIEW_MESSAGES.slotsOverlap],
      [{ durationMinutes: 10 }, INTERVIEW_MESSAGES.duration],
      [{ durationMinutes: 241 }, INTERVIEW_MESSAGES.duration],
      [{ meetingUrl: 'http://meet.example.in/x' }, INTERVIEW_MESSAGES.urlInvalid],
      [{ meetingUrl: null }, INTERVIEW_MESSAGES.placeRequired],
      [{ address: 'MG Road, Bengaluru' }, INTERVIEW_MESSAGES.placeBoth],
    ];
    for (const [input, message] of cases) {
      const res = await propose(input);
      expect(res.errors?.[0]?.message).toContain(message);
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
    }
    expect(await stored()).toEqual([]);
    expect(smtp.mailsTo(seeker.user.email)).toHaveLength(0);
  });

  it('lets only the owning recruiter propose, and shows it to no one else', async () => {
    const res = await gql(
      PROPOSE,
      { input: { applicationId, ...ONLINE, slots: [FAR_SLOT] } },
      otherRecruiter,
    );
    expect(errorCode(res)).toBe('NOT_FOUND');
    expect(
      errorCode(await gql(PROPOSE, { input: { applicationId, ...ONLINE, slots: [FAR_SLOT] } }, seeker)),
    ).toBe('FORBIDDEN');
    expect(errorCode(await gql(APPLICANTS, { jobId }, otherRecruiter))).toBe('NOT_FOUND');
    expect(await stored()).toEqual([]);
  });

  it('sends the applicant the slots with a pick link each, and a notification', async () => {
    const near = inHours(25);
    interview = await ok<InterviewOut>(
      PROPOSE,
      { input: { applicationId, ...ONLINE, slots: [FAR_SLOT, near], message: 'Bring your portfolio.' } },
      recruiter,
      'proposeInterview',
    );
    expect(interview.status).toBe('PROPOSED');
    // Earliest first, in UTC: 10:30 IST is 05:00 UTC.
    expect(interview.slots.map((s) => s.startsAt)).toEqual([
      istLocalToDate(near)!.toISOString(),
      '2031-03-10T05:00:00.000Z',
    ]);
    expect(interview.slots[1].endsAt).toBe('2031-03-10T05:45:00.000Z');

    const [mail] = await smtp.waitForMails(seeker.user.email, 1);
    const parsed = await parse(mail);
    expect(parsed.subject).toBe('Interview invitation: Data Engineer at TechNova');
    expect(parsed.text).toContain('Mon, 10 Mar 2031, 10:30 AM IST');
    expect(parsed.text).toContain('Bring your portfolio.');
    expect(pickTokens(parsed)).toHaveLength(2);
    expect(parsed.html).toContain('Pick this time');

    const notes = await ok<{ items: { title: string; applicationId: string }[] }>(
      NOTIFICATIONS,
      {},
      seeker,
      'myNotifications',
    );
    expect(notes.items[0]).toMatchObject({ title: 'Interview Invitation', applicationId });

    // One interview under way per application.
    const again = await gql(PROPOSE, { input: { applicationId, ...ONLINE, slots: [FAR_SLOT] } }, recruiter);
    expect(again.errors?.[0]?.message).toBe(INTERVIEW_MESSAGES.alreadyOpen);
    // Another applicant cannot pick this applicant's slot.
    expect(errorCode(await gql(PICK, { id: interview.slots[0].id }, seeker2))).toBe('NOT_FOUND');
  });

  it('on a pick sends both a calendar invite in UTC, organized by the recruiter, and queues the reminder', async () => {
    const near = interview.slots[0];
    const picked = await ok<InterviewOut>(PICK, { id: near.id }, seeker, 'pickInterviewSlot');
    expect(picked).toMatchObject({ status: 'SCHEDULED', startsAt: near.startsAt, slots: [] });

    const seekerMail = (await smtp.waitForMails(seeker.user.email, 2))[1];
    const recruiterMail = (await smtp.waitForMails(recruiter.user.email, 1))[0];
    const invites = [];
    for (const mail of [seekerMail, recruiterMail]) {
      const parsed = await parse(mail);
      expect(parsed.subject).toContain('Interview scheduled: Data Engineer at TechNova');
      invites.push(inviteOf(mail, parsed));
    }
    for (const invite of invites) {
      expect(invite).toMatchObject({
        method: 'REQUEST',
        sequence: 0,
        status: 'CONFIRMED',
        location: ONLINE.meetingUrl,
        url: ONLINE.meetingUrl,
      });
      expect(invite.start.toISOString()).toBe(near.startsAt);
      expect(invite.end.getTime() - invite.start.getTime()).toBe(45 * 60_000);
      expect(invite.organizer.toLowerCase()).toBe(`mailto:${recruiter.user.email}`.toLowerCase());
      expect(invite.attendees.map((a) => a.toLowerCase())).toEqual([
        `mailto:${seeker.user.email}`.toLowerCase(),
      ]);
      expect(invite.description).toContain('Bring your portfolio.');
    }
    uid = invites[0].uid;
    expect(invites[1].uid).toBe(uid);

    // The reminder waits in the queue until 24 hours before the interview.
    const [job] = await reminderJobs();
    expect(new Date(job.startAfter).getTime()).toBe(new Date(near.startsAt).getTime() - 24 * 3_600_000);

    // The recruiter sees it on the applicant card; the applicant on their timeline.
    const applicants = await ok<{ items: { id: string; interview: InterviewOut | null }[] }>(
      APPLICANTS,
      { jobId },
      recruiter,
      'jobApplicants',
    );
    expect(applicants.items.find((a) => a.id === applicationId)!.interview).toMatchObject({
      status: 'SCHEDULED',
      startsAt: near.startsAt,
    });
    expect(applicants.items.find((a) => a.id === application2Id)!.interview).toBeNull();
    const [mine] = await seekerInterviews(seeker, applicationId);
    expect(mine.events.map((e) => [e.kind, e.byApplicant, e.startsAt])).toEqual([
      ['PROPOSED', false, null],
      ['SCHEDULED', true, near.startsAt],
    ]);
    // The other slot's mail link is used up with the pick.
    const tokens = pickTokens(await parse((await smtp.waitForMails(seeker.user.email, 1))[0]));
    const link = await ok<{ valid: boolean; reason: string }>(
      LINK,
      { token: tokens[1] },
      null,
      'interviewPickLink',
    );
    expect(link).toMatchObject({ valid: false, reason: INTERVIEW_MESSAGES.linkUsed });
    const used = await gql(PICK_BY_TOKEN, { token: tokens[1] }, null);
    expect(used.errors?.[0]?.message).toBe(INTERVIEW_MESSAGES.linkUsed);
  });

  it('sends the reminder to both 24 hours before, once, not earlier', async () => {
    await settle();
    const before = {
      seeker: smtp.mailsTo(seeker.user.email).length,
      recruiter: smtp.mailsTo(recruiter.user.email).length,
    };
    // Due for the queue, but an hour early by the clock: nothing goes out, it waits again.
    await runReminders();
    expect(smtp.mailsTo(seeker.user.email)).toHaveLength(before.seeker);
    expect(await reminderJobs()).toHaveLength(1);

    clock.advance(61 * 60_000);
    await runReminders();
    const seekerMail = (await smtp.waitForMails(seeker.user.email, before.seeker + 1))[before.seeker];
    const recruiterMail = (await smtp.waitForMails(recruiter.user.email, before.recruiter + 1))[
      before.recruiter
    ];
    expect((await parse(seekerMail)).subject).toMatch(/^Reminder: interview for Data Engineer at TechNova/);
    expect((await parse(recruiterMail)).subject).toContain('with Aarav Sharma');

    await runReminders();
    expect(smtp.mailsTo(seeker.user.email)).toHaveLength(before.seeker + 1);
  });

  it('moves the time with an updated invite (same UID, higher SEQUENCE)', async () => {
    recruiter = await renewSession(t, recruiter);
    seeker = await renewSession(t, seeker);
    await settle();
    const before = smtp.mailsTo(seeker.user.email).length;
    const moved = await ok<InterviewOut>(
      CHANGE,
      { input: { interviewId: interview.id, startsAt: '2031-03-10T15:45' } },
      recruiter,
      'changeInterviewTime',
    );
    expect(moved).toMatchObject({ status: 'SCHEDULED', sequence: 1, startsAt: '2031-03-10T10:15:00.000Z' });
    const mail = (await smtp.waitForMails(seeker.user.email, before + 1))[before];
    const invite = inviteOf(mail, await parse(mail));
    expect(invite).toMatchObject({ method: 'REQUEST', uid, sequence: 1 });
    expect(invite.start.toISOString()).toBe('2031-03-10T10:15:00.000Z');
    expect(
      errorCode(
        await gql(
          CHANGE,
          { input: { interviewId: interview.id, startsAt: '2031-03-10T15:45' } },
          otherRecruiter,
        ),
      ),
    ).toBe('NOT_FOUND');

    // Each change mails both sides: a recruiter may move one interview 5 times a day, then is refused
    // and nobody is mailed (another recruiter's attempts above did not count against them).
    for (const [i, time] of ['16:00', '16:15', '16:30', '15:45'].entries()) {
      const again = await ok<InterviewOut>(
        CHANGE,
        { input: { interviewId: interview.id, startsAt: `2031-03-10T${time}` } },
        recruiter,
        'changeInterviewTime',
      );
      expect(again.sequence).toBe(2 + i);
    }
    await smtp.waitForMails(seeker.user.email, before + 5);
    const refused = await gql(
      CHANGE,
      { input: { interviewId: interview.id, startsAt: '2031-03-10T16:00' } },
      recruiter,
    );
    expect(errorCode(refused)).toBe('TOO_MANY_REQUESTS');
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mailsTo(seeker.user.email)).toHaveLength(before + 5);
    const [stored] = await seekerInterviews(seeker, applicationId);
    expect(stored).toMatchObject({ sequence: 5, startsAt: '2031-03-10T10:15:00.000Z' });
  });

  it('cancelled by the applicant: METHOD:CANCEL to both, the recruiter told, no reminder after', async () => {
    await settle();
    const before = {
      seeker: smtp.mailsTo(seeker.user.email).length,
      recruiter: smtp.mailsTo(recruiter.user.email).length,
    };
    const cancelled = await ok<InterviewOut>(
      CANCEL,
      { input: { interviewId: interview.id, reason: 'I accepted another offer' } },
      seeker,
      'cancelInterview',
    );
    expect(cancelled).toMatchObject({ status: 'CANCELLED', sequence: 6 });
    for (const [address, count] of [
      [seeker.user.email, before.seeker],
      [recruiter.user.email, before.recruiter],
    ] as const) {
      const mail = (await smtp.waitForMails(address, count + 1))[count];
      const invite = inviteOf(mail, await parse(mail));
      expect(invite).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid, sequence: 6 });
    }
    const notes = await ok<{ items: { title: string; body: string }[] }>(
      NOTIFICATIONS,
      {},
      recruiter,
      'myNotifications',
    );
    expect(notes.items[0].title).toBe('Interview Cancelled');
    expect(notes.items[0].body).toContain('I accepted another offer');
    expect(errorCode(await gql(CANCEL, { input: { interviewId: interview.id } }, seeker))).toBe('CONFLICT');

    // The reminder queued for the moved time never goes out.
    clock.offsetMs = Date.parse('2031-03-09T11:00:00Z') - Date.now();
    await runReminders();
    expect(smtp.mailsTo(seeker.user.email)).toHaveLength(before.seeker + 1);
    expect(smtp.mailsTo(recruiter.user.email)).toHaveLength(before.recruiter + 1);
    clock.offsetMs = 0;
    const [mine] = await seekerInterviews(seeker, applicationId);
    expect(mine.events.map((e) => e.kind)).toEqual([
      'PROPOSED',
      'SCHEDULED',
      ...Array<string>(5).fill('RESCHEDULED'),
      'CANCELLED',
    ]);
    expect(mine.events.at(-1)).toMatchObject({ byApplicant: true, reason: 'I accepted another offer' });
  });

  it('picks by mail link once (the page shows it first, changing nothing); other times asked; links end with new slots or expiry', async () => {
    recruiter = await renewSession(t, recruiter);
    seeker2 = await renewSession(t, seeker2);
    const first = await ok<InterviewOut>(
      PROPOSE,
      {
        input: {
          applicationId: application2Id,
          durationMinutes: 30,
          address: 'TechNova, 12 MG Road, Bengaluru',
          slots: ['2031-04-01T09:00', '2031-04-02T17:30'],
        },
      },
      recruiter,
      'proposeInterview',
    );
    const [offer] = await smtp.waitForMails(seeker2.user.email, 1);
    const tokens = pickTokens(await parse(offer));
    // Looking at the link changes nothing.
    const shown = await ok<Record<string, unknown>>(LINK, { token: tokens[1] }, null, 'interviewPickLink');
    expect(shown).toMatchObject({
      valid: true,
      startsAt: '2031-04-02T12:00:00.000Z',
      durationMinutes: 30,
      jobTitle: 'Data Engineer',
      companyName: 'TechNova',
    });
    expect((await seekerInterviews(seeker2, application2Id))[0].status).toBe('PROPOSED');
    expect(errorCode(await gql(PICK_BY_TOKEN, { token: `${tokens[1]}x` }, null))).toBe('BAD_USER_INPUT');

    const picked = await ok<InterviewOut>(
      PICK_BY_TOKEN,
      { token: tokens[1] },
      null,
      'pickInterviewSlotByToken',
    );
    expect(picked).toMatchObject({ status: 'SCHEDULED', startsAt: '2031-04-02T12:00:00.000Z' });
    const again = await gql(PICK_BY_TOKEN, { token: tokens[1] }, null);
    expect(again.errors?.[0]?.message).toBe(INTERVIEW_MESSAGES.linkUsed);
    const invite = inviteOf(
      (await smtp.waitForMails(seeker2.user.email, 2))[1],
      await parse((await smtp.waitForMails(seeker2.user.email, 2))[1]),
    );
    expect(invite).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      location: 'TechNova, 12 MG Road, Bengaluru',
      url: null,
    });

    // The applicant asks for other times: the recruiter hears of it.
    await settle();
    const recruiterBefore = smtp.mailsTo(recruiter.user.email).length;
    const asked = await ok<InterviewOut>(
      ASK,
      { input: { interviewId: first.id, reason: 'Travelling that week' } },
      seeker2,
      'requestInterviewReschedule',
    );
    expect(asked.status).toBe('RESCHEDULE_REQUESTED');
    // Mails to the recruiter: the pick's invite, then the request.
    const asking = (await smtp.waitForMails(recruiter.user.email, recruiterBefore + 1)).at(-1)!;
    expect((await parse(asking)).text).toContain('Travelling that week');
    expect(errorCode(await gql(ASK, { input: { interviewId: first.id } }, seeker))).toBe('NOT_FOUND');

    // New slots withdraw the time set (CANCEL, SEQUENCE 1) and offer new links; the old ones end.
    await settle();
    const seekerBefore = smtp.mailsTo(seeker2.user.email).length;
    const later = inHours(20 * 24);
    const rescheduled = await ok<InterviewOut>(
      RESCHEDULE,
      {
        input: {
          interviewId: first.id,
          durationMinutes: 30,
          meetingUrl: 'https://meet.example.in/round-2',
          slots: [later],
        },
      },
      recruiter,
      'rescheduleInterview',
    );
    expect(rescheduled).toMatchObject({ status: 'PROPOSED', sequence: 1, startsAt: null });
    const mails = await smtp.waitForMails(seeker2.user.email, seekerBefore + 2);
    const parsedNew = await Promise.all(mails.slice(seekerBefore).map(parse));
    const withdrawn = parsedNew.findIndex((p) => p.attachments.length > 0);
    expect(inviteOf(mails[seekerBefore + withdrawn], parsedNew[withdrawn])).toMatchObject({
      method: 'CANCEL',
      sequence: 1,
      uid: invite.uid,
    });
    const newTokens = pickTokens(parsedNew[1 - withdrawn]);
    expect(newTokens).toHaveLength(1);
    expect((await gql(PICK_BY_TOKEN, { token: tokens[0] }, null)).errors?.[0]?.message).toBe(
      INTERVIEW_MESSAGES.linkUsed,
    );

    // A link works 14 days at most.
    clock.advance(15 * 24 * 3_600_000);
    const expired = await gql(PICK_BY_TOKEN, { token: newTokens[0] }, null);
    expect(expired.errors?.[0]?.message).toBe(INTERVIEW_MESSAGES.linkExpired);
    expect(errorCode(expired)).toBe('GONE');
    clock.offsetMs = 0;
    // In the app the applicant can still pick it; the new invite's sequence is above the cancellation's.
    seeker2 = await renewSession(t, seeker2);
    const inApp = await ok<InterviewOut>(PICK, { id: rescheduled.slots[0].id }, seeker2, 'pickInterviewSlot');
    expect(inApp).toMatchObject({ status: 'SCHEDULED', sequence: 2 });
  });

  it('reads the interviews of a page of applicants, and of my applications, in one statement', async () => {
    recruiter = await renewSession(t, recruiter);
    seeker = await renewSession(t, seeker);
    const count = async (q: string, v: Record<string, unknown>, s: Session) =>
      (
        await captureStatements(t.dataSource, () =>
          ok(q, v, s, q === MINE ? 'myApplications' : 'jobApplicants'),
        )
      ).filter((sql) => /interview/.test(sql)).length;
    expect(await count(APPLICANTS, { jobId }, recruiter)).toBe(1);
    expect(await count(MINE, {}, seeker)).toBe(1);
    // The applicants page reads every card's interview in one request; another recruiter gets none.
    const JOB_INTERVIEWS = `query($jobId: ID!) { jobInterviews(jobId: $jobId) { applicationId status } }`;
    const byJob = await ok<{ applicationId: string; status: string }[]>(
      JOB_INTERVIEWS,
      { jobId },
      recruiter,
      'jobInterviews',
    );
    expect(byJob.map((i) => [i.applicationId, i.status]).sort()).toEqual(
      [
        [applicationId, 'CANCELLED'],
        [application2Id, 'SCHEDULED'],
      ].sort(),
    );
    expect(errorCode(await gql(JOB_INTERVIEWS, { jobId }, otherRecruiter))).toBe('NOT_FOUND');
  });

  it('is refused for a rejected application', async () => {
    recruiter = await renewSession(t, recruiter);
    await t.dataSource.query(`UPDATE applications SET status = 'reject' WHERE id = $1`, [applicationId]);
    const res = await gql(PROPOSE, { input: { applicationId, ...ONLINE, slots: [FAR_SLOT] } }, recruiter);
    expect(res.errors?.[0]?.message).toBe(INTERVIEW_MESSAGES.applicationClosed);
  });

  it('is refused while the applicant has deactivated their account, storing nothing', async () => {
    recruiter = await renewSession(t, recruiter);
    const away = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Kabir', lastName: 'Das' });
    await t.dataSource.query(`INSERT INTO profiles (user_id, bio) VALUES ($1, 'Analyst.')`, [away.user.id]);
    const appId = (await ok<{ id: string }>(APPLY, { id: jobId }, away, 'applyToJob')).id;
    await t.dataSource.query(`UPDATE users SET deactivated_at = now() WHERE id = $1`, [away.user.id]);
    const res = await gql(
      PROPOSE,
      { input: { applicationId: appId, ...ONLINE, slots: [FAR_SLOT] } },
      recruiter,
    );
    expect(res.errors?.[0]?.message).toBe(INTERVIEW_MESSAGES.applicantDeactivated);
    expect(await t.dataSource.query(`SELECT id FROM interviews WHERE application_id = $1`, [appId])).toEqual(
      [],
    );
    expect(smtp.mailsTo(away.user.email)).toHaveLength(0);
  });
});
