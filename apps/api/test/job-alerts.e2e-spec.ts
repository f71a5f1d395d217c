import {
  ALERT_MAIL_MAX_JOBS,
  ALERT_MESSAGES,
  JobStatus,
  MAX_ALERTS_PER_EMAIL,
  MAX_ALERTS_PER_USER,
  RecruiterPlan,
  Role,
  SEARCH_MESSAGES,
} from '@hireloop/schema';
import { Clock } from '../src/common/clock';
import { ALERT_DIGEST_QUEUE } from '../src/modules/alerts/alert-mailer.service';
import { SettingsService } from '../src/modules/admin/settings.service';
import { JOB_ACTIVATED_QUEUE } from '../src/modules/jobs/recruiter-jobs.service';
import { MailService } from '../src/modules/mail/mail.service';
import { QueueService } from '../src/modules/queue/queue.service';
import { createCompany } from './factories/company.factory';
import { createJob, JOB_INPUT } from './factories/job.factory';
import { renewSession, Session, sessionAs } from './support/sessions';
import { CaughtMail, SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, errorCode, TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const ALERT_FIELDS = 'id keyword jobTypes locations categories frequency paused';
const CREATE = `mutation($input: JobAlertInput!) { createJobAlert(input: $input) { alert { ${ALERT_FIELDS} } confirmationSent } }`;
const LIST = `query { jobAlerts { ${ALERT_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: JobAlertUpdateInput!) { updateJobAlert(id: $id, input: $input) { ${ALERT_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteJobAlert(id: $id) }`;
const CONFIRM = `mutation($token: String!) { confirmJobAlert(token: $token) { keyword } }`;
const UNSUBSCRIBE = `mutation($token: String!) { unsubscribeJobAlert(token: $token) }`;
const POST_JOB = `mutation($c: ID!, $i: JobInput!) { postJob(companyId: $c, input: $i) { id status } }`;
const UPDATE_JOB = `mutation($id: ID!, $i: JobInput!) { updateJob(id: $id, input: $i) { id status } }`;
const EXTEND_JOB = `mutation($id: ID!) { extendJob(id: $id) { id status } }`;
const SET_JOB_OPEN = `mutation($id: ID!, $open: Boolean!) { adminSetJobOpen(id: $id, open: $open) }`;

interface AlertRow {
  id: string;
  keyword: string;
  frequency: string;
  paused: boolean;
}

/** A mail's raw source with soft line breaks joined and quoted-printable bytes decoded. */
function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The plain-text part of a mail, decoded. */
function textOf(mail: CaughtMail): string {
  const lines = mail.raw.split(/\r?\n/);
  const type = lines.findIndex((l) => /^Content-Type: text\/plain/i.test(l));
  if (type < 0) return decoded(lines.slice(lines.indexOf('') + 1).join('\n'));
  const start = lines.indexOf('', type) + 1;
  const end = lines.findIndex((l, i) => i >= start && l.startsWith('--'));
  return decoded(lines.slice(start, end < 0 ? undefined : end).join('\n'));
}

/** The job titles a mail lists, in order (the lines "Title — Company"). */
function titlesIn(mail: CaughtMail): string[] {
  return [...textOf(mail).matchAll(/^(.+) — .+$/gm)].map((m) => m[1]);
}

/** A header of a mail (folded lines joined). */
function header(mail: CaughtMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The first address in a mail's text that starts with `prefix`. */
function linkIn(mail: CaughtMail, prefix: string): string {
  const text = textOf(mail);
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`${escaped}[^\\s"<>]*`).exec(text)?.[0];
  if (!found) throw new Error(`no ${prefix} link in the mail`);
  return found;
}

describe('job alerts', () => {
  let t: TestApp;
  const smtp = new SmtpCatcher();
  const clock = new TestClock();
  let recruiter: Session;
  let companyId: string;

  const setClock = (iso: string) => {
    clock.offsetMs = Date.parse(iso) - Date.now();
  };
  /** The recruiter's session signed at the clock's time (an older one has expired by then). */
  const renewRecruiter = async () => {
    recruiter = await renewSession(t, recruiter);
  };
  const settle = async (queue: string) => {
    await t.app.get(QueueService).settled(queue);
    await t.app.get(MailService).drain();
  };
  const postJob = async (input: Partial<typeof JOB_INPUT> & { status?: string }) => {
    const res = await t.gql<{ postJob: { id: string } }>(
      POST_JOB,
      { c: companyId, i: { ...JOB_INPUT, ...input } },
      recruiter.token,
    );
    expect(res.errors).toBeUndefined();
    await settle(JOB_ACTIVATED_QUEUE);
    return res.data!.postJob.id;
  };
  const createAlert = async (session: Session | null, input: Record<string, unknown>) =>
    t.gql<{ createJobAlert: { alert: AlertRow | null; confirmationSent: boolean } }>(
      CREATE,
      { input },
      session?.token,
    );
  const runDigests = async () => {
    await t.app.get(QueueService).send(ALERT_DIGEST_QUEUE, {});
    await settle(ALERT_DIGEST_QUEUE);
  };
  const alertsOf = async (session: Session) => {
    const res = await t.gql<{ jobAlerts: AlertRow[] }>(LIST, {}, session.token);
    expect(res.errors).toBeUndefined();
    return res.data!.jobAlerts;
  };

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      // One proxy in front: a test can come from a client address of its own (X-Forwarded-For), apart
      // from the visitors' hourly allowance per address that the other tests use up.
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://jobs.example.in', TRUST_PROXY: '1' },
      configure: (b) => b.overrideProvider(Clock).useValue(clock),
    });
    recruiter = await sessionAs(t, Role.RECRUITER, { plan: RecruiterPlan.PREMIUM });
    companyId = (await createCompany(t.dataSource, { ownerId: recruiter.user.id, name: 'Alert Labs' })).id;
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  describe("a seeker's alerts", () => {
    it('are created from a search, listed, paused, re-timed and deleted by their owner only', async () => {
      const seeker = await sessionAs(t, Role.JOB_SEEKER);
      const other = await sessionAs(t, Role.JOB_SEEKER);
      const created = await createAlert(seeker, {
        keyword: ' react developer ',
        jobTypes: ['Full-time', 'Full-time', ' '],
        locations: ['Pune, Maharashtra'],
        frequency: 'DAILY',
        email: 'ignored@example.in',
      });
      expect(created.errors).toBeUndefined();
      expect(created.data!.createJobAlert).toMatchObject({
        confirmationSent: false,
        alert: {
          keyword: 'react developer',
          jobTypes: ['Full-time'],
          locations: ['Pune, Maharashtra'],
          categories: [],
          frequency: 'DAILY',
          paused: false,
        },
      });
      const id = created.data!.createJobAlert.alert!.id;
      expect((await alertsOf(seeker)).map((a) => a.id)).toEqual([id]);
      expect(await alertsOf(other)).toEqual([]);

      const paused = await t.gql<{ updateJobAlert: AlertRow }>(
        UPDATE,
        { id, input: { paused: true, frequency: 'WEEKLY' } },
        seeker.token,
      );
      expect(paused.data!.updateJobAlert).toMatchObject({ paused: true, frequency: 'WEEKLY' });

      // Someone else's alert is not found, and stays as it was.
      for (const query of [UPDATE, DELETE]) {
        const res = await t.gql(query, { id, input: { paused: false } }, other.token);
        expect(errorCode(res)).toBe('NOT_FOUND');
        expect(res.errors![0].message).toBe(ALERT_MESSAGES.notFound);
      }
      expect((await alertsOf(seeker))[0]).toMatchObject({ paused: true, frequency: 'WEEKLY' });

      const deleted = await t.gql<{ deleteJobAlert: boolean }>(DELETE, { id }, seeker.token);
      expect(deleted.data!.deleteJobAlert).toBe(true);
      expect(await alertsOf(seeker)).toEqual([]);
    });

    it('are refused with a clear message past the limit or with a too long keyword, and only to seekers', async () => {
      const seeker = await sessionAs(t, Role.JOB_SEEKER);
      const long = await createAlert(seeker, { keyword: 'x'.repeat(201), frequency: 'DAILY' });
      expect(errorCode(long)).toBe('BAD_USER_INPUT');
      expect(await alertsOf(seeker)).toEqual([]);

      for (let i = 0; i < MAX_ALERTS_PER_USER; i++) {
        expect(
          (await createAlert(seeker, { keyword: `skill${i}`, frequency: 'WEEKLY' })).errors,
        ).toBeUndefined();
      }
      const over = await createAlert(seeker, { keyword: 'one more', frequency: 'WEEKLY' });
      expect(errorCode(over)).toBe('CONFLICT');
      expect(over.errors![0].message).toBe(ALERT_MESSAGES.tooManyForUser);
      expect(await alertsOf(seeker)).toHaveLength(MAX_ALERTS_PER_USER);

      expect(errorCode(await createAlert(recruiter, { frequency: 'DAILY' }))).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(LIST, {}, recruiter.token))).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(LIST))).toBe('UNAUTHENTICATED');
    });
  });

  describe('instant alerts', () => {
    it('mail a newly posted matching job once, with one-click unsubscribe headers and a working link', async () => {
      const seeker = await sessionAs(t, Role.JOB_SEEKER);
      const paused = await sessionAs(t, Role.JOB_SEEKER);
      const created = await createAlert(seeker, {
        keyword: 'rust',
        locations: ['Pune, Maharashtra'],
        frequency: 'INSTANT',
      });
      const alertId = created.data!.createJobAlert.alert!.id;
      const p = await createAlert(paused, { keyword: 'rust', frequency: 'INSTANT' });
      await t.gql(UPDATE, { id: p.data!.createJobAlert.alert!.id, input: { paused: true } }, paused.token);

      await postJob({ title: 'Rust Engineer', location: 'Delhi' });
      await postJob({ title: 'Go Engineer', location: 'Pune, Maharashtra' });
      expect(smtp.mailsTo(seeker.user.email)).toHaveLength(0);

      const jobId = await postJob({ title: 'Senior Rust Engineer', location: 'Pune, Maharashtra' });
      const [mail] = await smtp.waitForMails(seeker.user.email, 1);
      const text = textOf(mail);
      expect(text).toContain('Senior Rust Engineer');
      expect(text).toContain('Alert Labs');
      expect(text).toContain(`https://jobs.example.in/job/${jobId}`);
      expect(text).toContain('https://jobs.example.in/jobs?search=rust&location=Pune%2C+Maharashtra');
      expect(header(mail, 'Subject')).toContain('Senior Rust Engineer');
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const unsubscribe = /^<([^>]+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1];
      expect(unsubscribe).toMatch(/^https:\/\/jobs\.example\.in\/alerts\/unsubscribe\?token=/);
      // The footer carries the same link.
      expect(linkIn(mail, 'https://jobs.example.in/alerts/unsubscribe')).toBe(unsubscribe);
      expect(smtp.mailsTo(paused.user.email)).toHaveLength(0);

      // Paused and published again: the job is not mailed twice.
      await t.gql(
        UPDATE_JOB,
        { id: jobId, i: { ...JOB_INPUT, title: 'Senior Rust Engineer', status: 'PAUSED' } },
        recruiter.token,
      );
      await t.gql(
        UPDATE_JOB,
        { id: jobId, i: { ...JOB_INPUT, title: 'Senior Rust Engineer', status: 'ACTIVE' } },
        recruiter.token,
      );
      await settle(JOB_ACTIVATED_QUEUE);
      expect(smtp.mailsTo(seeker.user.email)).toHaveLength(1);

      // A draft is mailed when it is published.
      const draftId = await postJob({
        title: 'Rust Platform Lead',
        location: 'Pune, Maharashtra',
        status: 'DRAFT',
      });
      expect(smtp.mailsTo(seeker.user.email)).toHaveLength(1);
      await t.gql(
        UPDATE_JOB,
        { id: draftId, i: { ...JOB_INPUT, title: 'Rust Platform Lead', status: 'ACTIVE' } },
        recruiter.token,
      );
      await settle(JOB_ACTIVATED_QUEUE);
      expect(textOf((await smtp.waitForMails(seeker.user.email, 2))[1])).toContain('Rust Platform Lead');

      // One-click unsubscribe: the mail client's POST, without a session or any other header.
      const url = new URL(unsubscribe!);
      const res = await t.http
        .post(`${url.pathname}${url.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(200);
      expect(await alertsOf(seeker)).toEqual([]);
      expect(await t.dataSource.query(`SELECT 1 FROM job_alerts WHERE id = $1`, [alertId])).toHaveLength(0);
      // The page's mutation answers the same for the link clicked again.
      const token = url.searchParams.get('token');
      const again = await t.gql<{ unsubscribeJobAlert: boolean }>(UNSUBSCRIBE, { token });
      expect(again.data!.unsubscribeJobAlert).toBe(true);
      await postJob({ title: 'Rust Engineer II', location: 'Pune, Maharashtra' });
      expect(smtp.mailsTo(seeker.user.email)).toHaveLength(2);

      // A forged token changes nothing.
      const forged = await t.http.post(`/alerts/unsubscribe?token=${alertId}.AAAA`).send('');
      expect(forged.status).toBe(400);
      const bad = await t.gql(UNSUBSCRIBE, { token: `${p.data!.createJobAlert.alert!.id}.forged` });
      expect(bad.errors![0].message).toBe(ALERT_MESSAGES.linkInvalid);
      expect(await alertsOf(paused)).toHaveLength(1);
    });
  });

  describe('search syntax, salary and remote', () => {
    it('an alert keeps a keyword in the search syntax, a salary and remote, and mails only jobs matching all', async () => {
      const seeker = await sessionAs(t, Role.JOB_SEEKER);
      const created = await createAlert(seeker, {
        keyword: '"kotlin engineer" -android',
        salaryMin: 1_000_000,
        remote: true,
        frequency: 'INSTANT',
      });
      expect(created.errors).toBeUndefined();
      const [stored] = await t.dataSource.query(
        `SELECT salary_min_inr, remote FROM job_alerts WHERE id = $1`,
        [created.data!.createJobAlert.alert!.id],
      );
      expect(stored).toEqual({ salary_min_inr: 1_000_000, remote: true });

      const remote = { location: 'Remote', salary: '12-18 LPA' };
      await postJob({ ...remote, title: 'Engineer for Kotlin' }); // not the phrase
      await postJob({ ...remote, title: 'Android Kotlin Engineer' }); // excluded word
      await postJob({ ...remote, title: 'Kotlin Engineer', salary: '6-8 LPA' }); // pays too little
      await postJob({ ...remote, title: 'Kotlin Engineer', salary: 'Not disclosed' }); // unread salary
      await postJob({ ...remote, title: 'Kotlin Engineer', location: 'Pune, Maharashtra' }); // not remote
      expect(smtp.mailsTo(seeker.user.email)).toHaveLength(0);

      await postJob({ ...remote, title: 'Senior Kotlin Engineer' });
      const [mail] = await smtp.waitForMails(seeker.user.email, 1);
      expect(titlesIn(mail)).toEqual(['Senior Kotlin Engineer']);
      expect(textOf(mail)).toContain(
        'https://jobs.example.in/jobs?search=%22kotlin+engineer%22+-android&salaryMin=1000000&remote=1',
      );
    });

    it('refuses a salary filter that is not a yearly amount in rupees', async () => {
      const seeker = await sessionAs(t, Role.JOB_SEEKER);
      const res = await createAlert(seeker, { keyword: 'go', salaryMin: -5, frequency: 'DAILY' });
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].message).toBe(SEARCH_MESSAGES.salaryMin);
      expect(await alertsOf(seeker)).toEqual([]);
    });
  });

  describe("visitors' alerts", () => {
    it('send nothing but the confirmation mail until its link is clicked', async () => {
      const email = 'visitor.alerts@example.in';
      const res = await createAlert(null, { keyword: 'haskell', frequency: 'INSTANT', email });
      expect(res.errors).toBeUndefined();
      expect(res.data!.createJobAlert).toEqual({ alert: null, confirmationSent: true });
      const [confirmation] = await smtp.waitForMails(email, 1);
      expect(header(confirmation, 'List-Unsubscribe')).toBeUndefined();

      await postJob({ title: 'Haskell Developer' });
      expect(smtp.mailsTo(email)).toHaveLength(1);

      const link = new URL(linkIn(confirmation, 'https://jobs.example.in/alerts/confirm'));
      expect(link.pathname).toBe('/alerts/confirm');
      const confirmed = await t.gql<{ confirmJobAlert: { keyword: string } }>(CONFIRM, {
        token: link.searchParams.get('token'),
      });
      expect(confirmed.data!.confirmJobAlert.keyword).toBe('haskell');

      await postJob({ title: 'Haskell Compiler Engineer' });
      const mails = await smtp.waitForMails(email, 2);
      expect(textOf(mails[1])).toContain('Haskell Compiler Engineer');
      expect(textOf(mails[1])).not.toContain('Haskell Developer');
    });

    it('are taken, confirmed and mailed while the platform settings are read afresh (each mail is written in its transaction)', async () => {
      // Changing the settings empties this process's copy: the next mail reads them again, inside the
      // transaction that writes it (on the embedded database that transaction holds the one connection).
      const settings = t.app.get(SettingsService);
      const email = 'fresh.settings@example.in';
      await settings.update({}, recruiter.user.id);
      const { body: res } = await t.http
        .post('/graphql')
        .set('X-Forwarded-For', '203.0.113.50')
        .send({ query: CREATE, variables: { input: { keyword: 'elixir', frequency: 'INSTANT', email } } });
      expect(errorCode(res)).toBe('ok');
      expect(res.data.createJobAlert.confirmationSent).toBe(true);
      const [confirmation] = await smtp.waitForMails(email, 1);
      const link = new URL(linkIn(confirmation, 'https://jobs.example.in/alerts/confirm'));
      await t.gql(CONFIRM, { token: link.searchParams.get('token') });

      await settings.update({}, recruiter.user.id);
      await postJob({ title: 'Elixir Engineer' });
      const mails = await smtp.waitForMails(email, 2);
      expect(textOf(mails[1])).toContain('Elixir Engineer');
    });

    it('mail the link again when the same search is asked again, and nothing once it is confirmed', async () => {
      const email = 'asks.twice@example.in';
      const ask = () => createAlert(null, { keyword: 'elixir', frequency: 'WEEKLY', email });
      await ask();
      await ask();
      const mails = await smtp.waitForMails(email, 2);
      const [{ n }] = await t.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM job_alerts WHERE email = $1`,
        [email],
      );
      expect(n).toBe(1);
      const token = new URL(linkIn(mails[1], 'https://jobs.example.in/alerts/confirm')).searchParams.get(
        'token',
      );
      expect((await t.gql(CONFIRM, { token })).errors).toBeUndefined();
      await ask();
      await t.app.get(MailService).drain();
      expect(smtp.mailsTo(email)).toHaveLength(2);
    });

    it('come from the footer newsletter sign-up too: a weekly alert of all new jobs, confirmed first', async () => {
      const email = 'footer.reader@example.in';
      const res = await t.gql(`mutation { subscribeNewsletter(email: "${email}") }`);
      expect(res.errors).toBeUndefined();
      const [mail] = await smtp.waitForMails(email, 1);
      expect(textOf(mail)).toContain('All new jobs (weekly)');
      const rows = await t.dataSource.query<{ frequency: string; confirmed_at: Date | null }[]>(
        `SELECT frequency, confirmed_at FROM job_alerts WHERE email = $1`,
        [email],
      );
      expect(rows).toEqual([{ frequency: 'weekly', confirmed_at: null }]);
    });

    it('need an address, and one address keeps a bounded number of alerts', async () => {
      expect((await createAlert(null, { frequency: 'DAILY' })).errors![0].message).toBe(
        ALERT_MESSAGES.emailRequired,
      );
      expect(errorCode(await createAlert(null, { frequency: 'DAILY', email: 'not-an-address' }))).toBe(
        'BAD_USER_INPUT',
      );
      const email = 'many.alerts@example.in';
      // One more than the address may keep (the client address's hourly allowance counts these too).
      for (let i = 0; i < MAX_ALERTS_PER_EMAIL + 1; i++) {
        const res = await createAlert(null, { keyword: `word${i}`, frequency: 'DAILY', email });
        expect(res.data!.createJobAlert.confirmationSent).toBe(true);
      }
      const [{ n }] = await t.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM job_alerts WHERE email = $1`,
        [email],
      );
      expect(n).toBeLessThanOrEqual(MAX_ALERTS_PER_EMAIL);
      await t.app.get(MailService).drain();
      // At most three confirmation mails a day to one address, whoever asks.
      expect(smtp.mailsTo(email).length).toBeLessThanOrEqual(3);
    });
  });

  describe('digests', () => {
    it('go out at 08:00 India time (daily) and Monday 08:00 (weekly), best match first, at most 20, never twice', async () => {
      // Tuesday 1 December 2026, 05:30 in India.
      setClock('2026-12-01T00:00:00Z');
      const daily = await sessionAs(t, Role.JOB_SEEKER);
      const weekly = await sessionAs(t, Role.JOB_SEEKER);
      const idle = await sessionAs(t, Role.JOB_SEEKER);
      expect((await createAlert(daily, { keyword: 'kotlin', frequency: 'DAILY' })).errors).toBeUndefined();
      expect((await createAlert(weekly, { keyword: 'kotlin', frequency: 'WEEKLY' })).errors).toBeUndefined();
      expect((await createAlert(idle, { keyword: 'cobol', frequency: 'DAILY' })).errors).toBeUndefined();

      const company = await createCompany(t.dataSource);
      // Kotlin only in the description: the weakest match of all, listed last (so left out of 20).
      await createJob(t.dataSource, {
        companyId: company.id,
        title: 'Mobile Developer',
        description: 'Android work in kotlin.',
        skills: ['Java'],
      });
      for (let i = 1; i <= 24; i++) {
        await createJob(t.dataSource, { companyId: company.id, title: `Kotlin Developer ${i}` });
      }
      await createJob(t.dataSource, { companyId: company.id, title: 'Swift Developer', skills: ['Swift'] });
      await createJob(t.dataSource, {
        companyId: company.id,
        title: 'Kotlin Developer (closed)',
        status: JobStatus.CLOSED,
      });

      setClock('2026-12-01T02:29:00Z');
      await runDigests();
      expect(smtp.mailsTo(daily.user.email)).toHaveLength(0);

      setClock('2026-12-01T02:30:00Z');
      await runDigests();
      const [digest] = await smtp.waitForMails(daily.user.email, 1);
      const text = textOf(digest);
      const listed = titlesIn(digest);
      expect(listed).toHaveLength(ALERT_MAIL_MAX_JOBS);
      expect(listed.every((title) => /^Kotlin Developer \d+$/.test(title))).toBe(true);
      // Equal matches newest first.
      expect(listed[0]).toBe('Kotlin Developer 24');
      expect(text).toContain('5 more on the site');
      expect(text).toContain('https://jobs.example.in/jobs?search=kotlin');
      expect(header(digest, 'Subject')).toContain('25 new jobs');
      expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(smtp.mailsTo(weekly.user.email)).toHaveLength(0);
      expect(smtp.mailsTo(idle.user.email)).toHaveLength(0);

      // The same hour again: nothing more.
      await runDigests();
      expect(smtp.mailsTo(daily.user.email)).toHaveLength(1);

      // The next morning: only what is new since, nothing for an alert that matched nothing.
      await createJob(t.dataSource, { companyId: company.id, title: 'Kotlin Architect' });
      setClock('2026-12-02T02:30:00Z');
      await runDigests();
      const second = await smtp.waitForMails(daily.user.email, 2);
      const secondListed = titlesIn(second[1]);
      expect(secondListed).toEqual(['Kotlin Architect']);
      setClock('2026-12-03T02:30:00Z');
      await runDigests();
      expect(smtp.mailsTo(daily.user.email)).toHaveLength(2);
      expect(smtp.mailsTo(idle.user.email)).toHaveLength(0);

      // Weekly: Monday 7 December, 08:00 in India; everything since the alert, best first.
      setClock('2026-12-07T02:29:00Z');
      await runDigests();
      expect(smtp.mailsTo(weekly.user.email)).toHaveLength(0);
      setClock('2026-12-07T02:30:00Z');
      await runDigests();
      const [weeklyDigest] = await smtp.waitForMails(weekly.user.email, 1);
      const weeklyListed = titlesIn(weeklyDigest);
      expect(weeklyListed).toHaveLength(ALERT_MAIL_MAX_JOBS);
      expect(weeklyListed).not.toContain('Mobile Developer');
      expect(header(weeklyDigest, 'Subject')).toContain('26 new jobs');
      setClock('2026-12-08T02:30:00Z');
      await runDigests();
      expect(smtp.mailsTo(weekly.user.email)).toHaveLength(1);
    });

    it('list a draft published after the last digest in the next one', async () => {
      // Wednesday 9 December 2026, 05:30 in India.
      setClock('2026-12-09T00:00:00Z');
      const seeker = await sessionAs(t, Role.JOB_SEEKER);
      expect((await createAlert(seeker, { keyword: 'haskell', frequency: 'DAILY' })).errors).toBeUndefined();
      await renewRecruiter();
      const draftId = await postJob({ title: 'Haskell Engineer', status: 'DRAFT' });

      setClock('2026-12-09T02:30:00Z');
      await runDigests();
      expect(smtp.mailsTo(seeker.user.email)).toHaveLength(0);

      await renewRecruiter();
      const published = await t.gql(
        UPDATE_JOB,
        { id: draftId, i: { ...JOB_INPUT, title: 'Haskell Engineer', status: 'ACTIVE' } },
        recruiter.token,
      );
      expect(published.errors).toBeUndefined();
      await settle(JOB_ACTIVATED_QUEUE);
      setClock('2026-12-10T02:30:00Z');
      await runDigests();
      const [digest] = await smtp.waitForMails(seeker.user.email, 1);
      expect(titlesIn(digest)).toEqual(['Haskell Engineer']);
    });

    it('reach the alerts that have not had a job brought back by an extension, and only those', async () => {
      // Friday 11 December 2026, 05:30 in India.
      setClock('2026-12-11T00:00:00Z');
      const [instant, daily, laterInstant, laterDaily] = await Promise.all(
        [0, 1, 2, 3].map(() => sessionAs(t, Role.JOB_SEEKER)),
      );
      await createAlert(instant, { keyword: 'erlang', frequency: 'INSTANT' });
      await createAlert(daily, { keyword: 'erlang', frequency: 'DAILY' });
      await renewRecruiter();
      const jobId = await postJob({ title: 'Erlang Engineer' });
      expect(titlesIn((await smtp.waitForMails(instant.user.email, 1))[0])).toEqual(['Erlang Engineer']);
      setClock('2026-12-11T02:30:00Z');
      await runDigests();
      expect(titlesIn((await smtp.waitForMails(daily.user.email, 1))[0])).toEqual(['Erlang Engineer']);

      // The job expires; alerts saved meanwhile have not had it.
      await t.dataSource.query(`UPDATE jobs SET status = 'expired' WHERE id = $1`, [jobId]);
      await createAlert(laterInstant, { keyword: 'erlang', frequency: 'INSTANT' });
      await createAlert(laterDaily, { keyword: 'erlang', frequency: 'DAILY' });
      await renewRecruiter();
      const extended = await t.gql<{ extendJob: { status: string } }>(
        EXTEND_JOB,
        { id: jobId },
        recruiter.token,
      );
      expect(extended.data?.extendJob.status).toBe('ACTIVE');
      await settle(JOB_ACTIVATED_QUEUE);
      const [reopened] = await smtp.waitForMails(laterInstant.user.email, 1);
      expect(titlesIn(reopened)).toEqual(['Erlang Engineer']);

      setClock('2026-12-12T02:30:00Z');
      await runDigests();
      expect(titlesIn((await smtp.waitForMails(laterDaily.user.email, 1))[0])).toEqual(['Erlang Engineer']);
      expect(smtp.mailsTo(instant.user.email)).toHaveLength(1);
      expect(smtp.mailsTo(daily.user.email)).toHaveLength(1);
    });

    it('of an alert turned from instant to daily list what became active since, not what it had', async () => {
      // Monday 14 December 2026, 05:30 in India.
      setClock('2026-12-14T00:00:00Z');
      const seeker = await sessionAs(t, Role.JOB_SEEKER);
      const created = await createAlert(seeker, { keyword: 'elixir', frequency: 'INSTANT' });
      await renewRecruiter();
      await postJob({ title: 'Elixir Engineer' });
      expect(titlesIn((await smtp.waitForMails(seeker.user.email, 1))[0])).toEqual(['Elixir Engineer']);

      const id = created.data!.createJobAlert.alert!.id;
      const turned = await t.gql(UPDATE, { id, input: { frequency: 'DAILY' } }, seeker.token);
      expect(turned.errors).toBeUndefined();
      await postJob({ title: 'Elixir Lead' });
      expect(smtp.mailsTo(seeker.user.email)).toHaveLength(1);

      setClock('2026-12-14T02:30:00Z');
      await runDigests();
      const [, digest] = await smtp.waitForMails(seeker.user.email, 2);
      expect(titlesIn(digest)).toEqual(['Elixir Lead']);
    });

    it('reach instant alerts that have not had a job an administrator reopens', async () => {
      setClock('2026-12-15T00:00:00Z');
      const admin = await sessionAs(t, Role.ADMIN);
      const [before, after] = await Promise.all([0, 1].map(() => sessionAs(t, Role.JOB_SEEKER)));
      await createAlert(before, { keyword: 'clojure', frequency: 'INSTANT' });
      await renewRecruiter();
      const jobId = await postJob({ title: 'Clojure Engineer' });
      await smtp.waitForMails(before.user.email, 1);

      expect((await t.gql(SET_JOB_OPEN, { id: jobId, open: false }, admin.token)).errors).toBeUndefined();
      await createAlert(after, { keyword: 'clojure', frequency: 'INSTANT' });
      expect((await t.gql(SET_JOB_OPEN, { id: jobId, open: true }, admin.token)).errors).toBeUndefined();
      await settle(JOB_ACTIVATED_QUEUE);
      expect(titlesIn((await smtp.waitForMails(after.user.email, 1))[0])).toEqual(['Clojure Engineer']);
      expect(smtp.mailsTo(before.user.email)).toHaveLength(1);
    });
  });

  describe('keywords with plus and hash signs, dots and slashes', () => {
    it('mail only the jobs that a search for the same keyword finds (c++ is not the prefix c)', async () => {
      await renewRecruiter();
      const [plain, syntax] = await Promise.all([0, 1].map(() => sessionAs(t, Role.JOB_SEEKER)));
      expect((await createAlert(plain, { keyword: 'c++', frequency: 'INSTANT' })).errors).toBeUndefined();
      const phrase = await createAlert(syntax, { keyword: '"node.js developer" -c#', frequency: 'INSTANT' });
      expect(phrase.errors).toBeUndefined();

      await postJob({ title: 'Cloud Engineer' });
      await postJob({ title: 'Node.js Developer', skills: ['C#'] });
      expect(smtp.mailsTo(plain.user.email)).toHaveLength(0);
      expect(smtp.mailsTo(syntax.user.email)).toHaveLength(0);

      await postJob({ title: 'C++ Developer' });
      await postJob({ title: 'Senior Node.js Developer' });
      expect(titlesIn((await smtp.waitForMails(plain.user.email, 1))[0])).toEqual(['C++ Developer']);
      expect(titlesIn((await smtp.waitForMails(syntax.user.email, 1))[0])).toEqual([
        'Senior Node.js Developer',
      ]);
    });
  });
});
