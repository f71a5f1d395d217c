import {
  ConsentPurpose,
  DATA_EXPORT_MESSAGES,
  JobStatus,
  PRIVACY_NOTICE_VERSION,
  Role,
} from '@hireloop/schema';
import request from 'supertest';
import { fromBuffer, Entry, ZipFile } from 'yauzl';
import { JobAlertsService } from '../src/modules/alerts/job-alerts.service';
import { DATA_EXPORT_QUEUE } from '../src/modules/data-export/data-export.service';
import { HousekeepingService } from '../src/modules/housekeeping/housekeeping.service';
import { MailService } from '../src/modules/mail/mail.service';
import { QueueService } from '../src/modules/queue/queue.service';
import { User } from '../src/modules/users/user.entity';
import { createCompany } from './factories/company.factory';
import { createStoredFile } from './factories/file.factory';
import { createJob } from './factories/job.factory';
import { openDocument } from './support/documents';
import { pdfBytes, PNG_BYTES } from './support/pdf';
import { Session, sessionAs } from './support/sessions';
import { CaughtMail, SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, errorCode, TestApp } from './support/test-app';
import { TokenService } from '../src/modules/auth/token.service';

const REQUEST = `mutation { requestDataExport { id status downloadUrl } }`;
const LIST = `query { myDataExports { id status expired expiresAt downloadUrl sizeBytes } }`;
const CONSENTS = `query { myConsents { purpose noticeVersion granted source } }`;
const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id) { id } }`;
const SET_STATUS = `mutation($id: ID!, $status: ApplicationStatus!) { setApplicationStatus(applicationId: $id, status: $status) { id } }`;
const BOOKMARK = `mutation($id: ID!) { toggleBookmark(jobId: $id) { bookmarked } }`;
const ALERT = `mutation($input: JobAlertInput!) { createJobAlert(input: $input) { alert { id } } }`;
const DELETE_ALERT = `mutation($id: ID!) { deleteJobAlert(id: $id) }`;
const SURVEY = `mutation($i: PreferenceSurveyInput!) { savePreferenceSurvey(input: $i) { jobTitle } }`;

interface ExportRow {
  id: string;
  status: string;
  expired: boolean;
  expiresAt: string | null;
  downloadUrl: string | null;
  sizeBytes: number | null;
}

/** Every entry of a zip, by name, read in full. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip?: ZipFile) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const parts: Buffer[] = [];
          stream.on('data', (d: Buffer) => parts.push(d));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(parts));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** A mail's text with quoted-printable soft breaks joined. */
const textOf = (mail: CaughtMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('data export and consent records', () => {
  let t: TestApp;
  const smtp = new SmtpCatcher();
  let seeker: Session;
  let other: Session;
  let recruiter: Session;
  let admin: Session;
  let otherRecruiter: Session;
  let applicationId: string;
  const resume = pdfBytes('Meera Iyer resume');

  const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, s?: Session) =>
    t.gql<T>(query, variables, s?.token);
  const settle = async () => {
    await t.app.get(QueueService).settled(DATA_EXPORT_QUEUE);
    await t.app.get(MailService).drain();
  };
  const download = (path: string, s?: Session) => {
    const req = t.http
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => done(null, Buffer.concat(parts)));
      });
    return s ? req.set('Authorization', s.bearer) : req;
  };
  const listOf = async (s: Session) => {
    const res = await gql<{ myDataExports: ExportRow[] }>(LIST, {}, s);
    expect(res.errors).toBeUndefined();
    return res.data!.myDataExports;
  };

  /** Signs a seeker up through GraphQL with the code from the real mail; a session for the new account. */
  async function signUpWithGraphql(address: string): Promise<Session> {
    const before = smtp.mailsTo(address).length;
    const otp = await t.gql<{ requestSignupOtp: { reference: string } }>(
      `mutation($e: String!) { requestSignupOtp(email: $e, role: JOB_SEEKER) { reference } }`,
      { e: address },
    );
    expect(otp.errors).toBeUndefined();
    const verify = await t.gql<{ verifyOtp: { ticket: string } }>(
      `mutation($r: ID!, $c: String!) { verifyOtp(reference: $r, code: $c) { ticket } }`,
      { r: otp.data!.requestSignupOtp.reference, c: await smtp.lastCode(address, before) },
    );
    const reg = await t.gql(`mutation($i: RegisterInput!) { register(input: $i) { email } }`, {
      i: {
        email: address,
        password: 'secret1',
        firstName: 'Meera',
        lastName: 'Iyer',
        contactNo: '+91-9876500000',
        role: 'JOB_SEEKER',
        ticket: verify.data!.verifyOtp.ticket,
      },
    });
    expect(reg.errors).toBeUndefined();
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ email: address });
    const token = t.app.get(TokenService).sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
    return { user, token, bearer: `Bearer ${token}` };
  }

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://jobs.example.in', TRUST_PROXY: '1' },
    });
    recruiter = await sessionAs(t, Role.RECRUITER);
    other = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Rohan', email: 'rohan.other@example.in' });
    seeker = await signUpWithGraphql('meera.export@example.in');
    admin = await sessionAs(t, Role.ADMIN);
    otherRecruiter = await sessionAs(t, Role.RECRUITER, {
      firstName: 'Arjun',
      email: 'arjun.other@example.in',
    });

    // The seeker's data, made through the API where a user would make it.
    const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id, name: 'Kaveri Labs' });
    const job = await createJob(t.dataSource, {
      companyId: company.id,
      title: 'Platform Engineer',
      status: JobStatus.ACTIVE,
    });
    const saved = await createJob(t.dataSource, {
      companyId: company.id,
      title: 'SRE',
      status: JobStatus.ACTIVE,
    });
    await t.http
      .patch('/api/v1/profile/update/new')
      .set('Authorization', seeker.bearer)
      .field('firstname', 'Meera')
      .field('lastname', 'Iyer')
      .field('bio', 'Builds reliable systems.')
      .field('skills', 'Go, PostgreSQL')
      // A name meant to climb out of the zip's folder stays a value in data.json.
      .attach('resumeFile', resume, { filename: '../../../etc/evil.pdf', contentType: 'application/pdf' })
      .expect(200);
    const photoId = await createStoredFile(t.dataSource, {
      ownerId: seeker.user.id,
      kind: 'profile_image',
      originalName: 'me.png',
      mimeType: 'image/png',
      bytes: PNG_BYTES,
    });
    await t.dataSource.query(`UPDATE profiles SET profile_image_file_id = $1 WHERE user_id = $2`, [
      photoId,
      seeker.user.id,
    ]);
    const applied = await gql<{ applyToJob: { id: string } }>(APPLY, { id: job.id }, seeker);
    expect(applied.errors).toBeUndefined();
    applicationId = applied.data!.applyToJob.id;
    const status = await gql(
      SET_STATUS,
      { id: applied.data!.applyToJob.id, status: 'SHORTLISTED' },
      recruiter,
    );
    expect(status.errors).toBeUndefined();
    expect((await gql(BOOKMARK, { id: saved.id }, seeker)).errors).toBeUndefined();
    const alert = await gql<{ createJobAlert: { alert: { id: string } } }>(
      ALERT,
      { input: { keyword: 'golang', frequency: 'DAILY' } },
      seeker,
    );
    expect(alert.errors).toBeUndefined();
    const dropped = await gql<{ createJobAlert: { alert: { id: string } } }>(
      ALERT,
      { input: { keyword: 'rust', frequency: 'WEEKLY' } },
      seeker,
    );
    expect(
      (await gql(DELETE_ALERT, { id: dropped.data!.createJobAlert.alert.id }, seeker)).errors,
    ).toBeUndefined();
    const survey = await gql(
      SURVEY,
      {
        i: {
          jobTitle: 'Backend Developer',
          skills: ['Go'],
          jobType: 'Full-time',
          category: 'Technology',
          location: 'Pune',
          salary: 'Above ₹25 LPA',
          shift: 'Day Shift',
        },
      },
      seeker,
    );
    expect(survey.errors).toBeUndefined();

    // Another seeker's data, which must never appear in the first seeker's export.
    await t.dataSource.query(`INSERT INTO profiles (user_id, bio) VALUES ($1, 'Rohan writes Kotlin.')`, [
      other.user.id,
    ]);
    expect((await gql(APPLY, { id: job.id }, other)).errors).toBeUndefined();
    expect((await gql(BOOKMARK, { id: job.id }, other)).errors).toBeUndefined();
  }, 60_000);

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('records acceptance of the terms and privacy notice at sign-up, on GraphQL and REST', async () => {
    const mine = await gql<{ myConsents: object[] }>(CONSENTS, {}, seeker);
    expect(mine.data!.myConsents).toEqual([
      {
        purpose: 'JOB_ALERT_MAILS',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        granted: false,
        source: 'SETTINGS',
      },
      {
        purpose: 'JOB_ALERT_MAILS',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        granted: true,
        source: 'SETTINGS',
      },
      {
        purpose: 'JOB_ALERT_MAILS',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        granted: true,
        source: 'SETTINGS',
      },
      {
        purpose: 'TERMS_AND_PRIVACY',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        granted: true,
        source: 'SIGNUP',
      },
    ]);

    // The legacy REST sign-up (the ticket rides in the cookie).
    const address = 'asha.rest@example.in';
    const client = request.agent(t.app.getHttpServer());
    const sent = await client
      .post('/api/v1/user/register/verify/otp')
      .send({ email_Id: address })
      .expect(200);
    await client
      .post('/api/v1/verify/otp')
      .send({ otp: await smtp.lastCode(address), value: sent.body.otp })
      .expect(200);
    await client
      .post('/api/v1/user/register')
      .send({
        firstname: 'Asha',
        lastname: 'Rao',
        email_Id: address,
        password: 'secret1',
        contact_No: '+91-9876543210',
        role: 'finder',
      })
      .expect(201);
    const rows = (await t.dataSource.query(
      `SELECT c.purpose, c.notice_version AS "noticeVersion", c.granted, c.source
       FROM consent_events c JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
      [address],
    )) as object[];
    expect(rows).toEqual([
      {
        purpose: ConsentPurpose.TERMS_AND_PRIVACY,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        granted: true,
        source: 'signup',
      },
    ]);
    // Nobody else's consents are shown.
    expect((await gql<{ myConsents: object[] }>(CONSENTS, {}, other)).data!.myConsents).toEqual([]);
  });

  it('builds the zip in the background, mails a link, and only its seeker can download it', async () => {
    const asked = await gql<{ requestDataExport: ExportRow }>(REQUEST, {}, seeker);
    expect(asked.errors).toBeUndefined();
    expect(asked.data!.requestDataExport).toMatchObject({ status: 'PENDING', downloadUrl: null });
    const id = asked.data!.requestDataExport.id;

    await settle();
    const [mail] = await smtp.waitForMails(seeker.user.email, 2); // the sign-up code, then the export
    const text = textOf(smtp.mailsTo(seeker.user.email).at(-1)!);
    expect(text).toContain('Your data export is ready');
    const link = /https:\/\/jobs\.example\.in\/account\/privacy\?export=([0-9a-f-]{36})/.exec(text);
    expect(mail).toBeDefined();
    expect(link?.[1]).toBe(id);

    const [row] = await listOf(seeker);
    expect(row).toMatchObject({
      id,
      status: 'READY',
      expired: false,
      downloadUrl: `/api/v1/data-exports/${id}/download`,
    });
    expect(Date.parse(row.expiresAt!) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    // Kept in S3, the API answers 302 to a presigned URL of that one object; the browser follows it.
    const res = await openDocument(t, row.downloadUrl!, seeker.bearer);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hireloop-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    const entries = await unzip(res.body as Buffer);
    // Entry names are the server's own, never a stored name.
    expect([...entries.keys()].sort()).toEqual(['data.json', 'files/profile-photo.png', 'files/resume.pdf']);
    expect(entries.get('files/resume.pdf')!.equals(resume)).toBe(true);
    expect(entries.get('files/profile-photo.png')!.equals(PNG_BYTES)).toBe(true);

    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(data.account).toMatchObject({ email: seeker.user.email, firstName: 'Meera', role: 'job_seeker' });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.profile).toMatchObject({
      bio: 'Builds reliable systems.',
      skills: ['Go', 'PostgreSQL'],
      hasPhoto: true,
    });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      status: 'shortlisted',
      job: { title: 'Platform Engineer', company: 'Kaveri Labs' },
      timeline: [
        { from: null, to: 'pending', byYou: true },
        { from: 'pending', to: 'shortlisted', byYou: false },
      ],
    });
    expect(data.bookmarks).toEqual([
      expect.objectContaining({ job: expect.objectContaining({ title: 'SRE' }) }),
    ]);
    expect(data.jobAlerts).toEqual([expect.objectContaining({ keyword: 'golang', frequency: 'daily' })]);
    expect(data.preferenceSurvey).toMatchObject({ jobTitle: 'Backend Developer', location: 'Pune' });
    expect(data.notifications.length).toBeGreaterThanOrEqual(1);
    expect(data.consents.map((c: { purpose: string; granted: boolean }) => [c.purpose, c.granted])).toEqual([
      ['terms_and_privacy', true],
      ['job_alert_mails', true],
      ['job_alert_mails', true],
      ['job_alert_mails', false],
    ]);
    expect(data.files).toEqual([
      expect.objectContaining({
        path: 'files/resume.pdf',
        originalName: expect.stringContaining('evil.pdf'),
      }),
      expect.objectContaining({ path: 'files/profile-photo.png' }),
    ]);
    // Nothing of the other seeker.
    const json = entries.get('data.json')!.toString('utf8');
    expect(json).not.toContain(other.user.id);
    expect(json).not.toContain(other.user.email);
    expect(json).not.toContain('Rohan');

    // Another seeker, a recruiter, the general file route and nobody at all get nothing.
    expect((await download(row.downloadUrl!, other)).status).toBe(404);
    expect((await download(row.downloadUrl!, recruiter)).status).toBe(404);
    expect((await download(row.downloadUrl!)).status).toBe(401);
    const [{ fileId }] = (await t.dataSource.query(
      `SELECT file_id AS "fileId" FROM data_exports WHERE id = $1`,
      [id],
    )) as { fileId: string }[];
    expect((await download(`/api/v1/files/${fileId}`, seeker)).status).toBe(404);
    expect((await download(`/api/v1/files/${fileId}`, recruiter)).status).toBe(404);
  });

  it('allows one export in progress and three a day, with clear messages', async () => {
    const second = await gql<{ requestDataExport: ExportRow }>(REQUEST, {}, seeker);
    expect(second.errors).toBeUndefined();
    const busy = await gql(REQUEST, {}, seeker);
    expect([errorCode(busy), busy.errors?.[0].message]).toEqual([
      'CONFLICT',
      DATA_EXPORT_MESSAGES.inProgress,
    ]);
    await settle();
    expect((await gql(REQUEST, {}, seeker)).errors).toBeUndefined();
    await settle();
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM data_exports`);
    const fourth = await gql(REQUEST, {}, seeker);
    expect([errorCode(fourth), fourth.errors?.[0].message]).toEqual([
      'TOO_MANY_REQUESTS',
      DATA_EXPORT_MESSAGES.tooMany,
    ]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM data_exports`)).toEqual(before);
    // Administrators have no data export (their actions are the platform's records, kept in the audit log).
    expect(errorCode(await gql(REQUEST, {}, admin))).toBe('FORBIDDEN');
  });

  it("gives recruiters their account, companies, jobs and notes, never applicants' data or secrets", async () => {
    const [company] = (await t.dataSource.query(`SELECT id FROM companies WHERE owner_id = $1`, [
      recruiter.user.id,
    ])) as { id: string }[];
    const logoId = await createStoredFile(t.dataSource, {
      ownerId: recruiter.user.id,
      kind: 'company_logo',
      originalName: 'kaveri.png',
      mimeType: 'image/png',
      bytes: PNG_BYTES,
    });
    await t.dataSource.query(`UPDATE companies SET logo_file_id = $1, contact_no = $2 WHERE id = $3`, [
      logoId,
      '+91-8040001234',
      company.id,
    ]);
    const note = await gql(
      `mutation($input: AddApplicantNoteInput!) { addApplicantNote(input: $input) { id } }`,
      { input: { applicationId, body: 'Strong on PostgreSQL; ask about on-call.' } },
      recruiter,
    );
    expect(note.errors).toBeUndefined();
    const rated = await gql(
      `mutation($input: RateApplicantInput!) { rateApplicant(input: $input) { value } }`,
      { input: { applicationId, rating: 4 } },
      recruiter,
    );
    expect(rated.errors).toBeUndefined();
    const key = await gql<{ createApiKey: { secret: string } }>(
      `mutation($input: ApiKeyInput!) { createApiKey(input: $input) { secret } }`,
      { input: { name: 'ATS sync', scopes: ['jobs:read'] } },
      recruiter,
    );
    expect(key.errors).toBeUndefined();
    const webhookSecret = 'whsec_export_test_never_in_zip';
    await t.dataSource.query(
      `INSERT INTO webhook_subscriptions (owner_id, url, events, secret) VALUES ($1, $2, $3, $4)`,
      [recruiter.user.id, 'https://ats.example.in/hooks', ['job.published'], webhookSecret],
    );

    const asked = await gql<{ requestDataExport: ExportRow }>(REQUEST, {}, recruiter);
    expect(asked.errors).toBeUndefined();
    await settle();
    const mails = await smtp.waitForMails(recruiter.user.email, 1);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    const text = textOf(smtp.mailsTo(recruiter.user.email).at(-1)!);
    expect(text).toContain('Your data export is ready');
    expect(text).toContain('companies with their logos');
    const [row] = await listOf(recruiter);
    expect(row).toMatchObject({ id: asked.data!.requestDataExport.id, status: 'READY' });

    const res = await openDocument(t, row.downloadUrl!, recruiter.bearer);
    expect(res.status).toBe(200);
    const entries = await unzip(res.body as Buffer);
    const logoPath = `files/company-logos/${company.id}.png`;
    expect([...entries.keys()].sort()).toEqual(['data.json', logoPath]);
    expect(entries.get(logoPath)!.equals(PNG_BYTES)).toBe(true);
    const json = entries.get('data.json')!.toString('utf8');
    const data = JSON.parse(json);
    expect(data.account).toMatchObject({ email: recruiter.user.email, role: 'recruiter' });
    expect(data.companies).toEqual([
      expect.objectContaining({
        id: company.id,
        name: 'Kaveri Labs',
        contactNo: '+91-8040001234',
        logo: logoPath,
      }),
    ]);
    const jobs = data.jobs as { title: string; applicationsByStatus: Record<string, number> }[];
    expect(jobs.map((j) => j.title).sort()).toEqual(['Platform Engineer', 'SRE']);
    expect(jobs.find((j) => j.title === 'Platform Engineer')!.applicationsByStatus).toMatchObject({
      shortlisted: 1,
    });
    expect(data.applicantNotes).toEqual([
      expect.objectContaining({ applicationId, body: 'Strong on PostgreSQL; ask about on-call.' }),
    ]);
    expect(data.applicantRatings).toEqual([expect.objectContaining({ applicationId, rating: 4 })]);
    expect(data.apiKeys).toEqual([expect.objectContaining({ name: 'ATS sync', scopes: ['jobs:read'] })]);
    expect(data.webhooks).toEqual([
      expect.objectContaining({ url: 'https://ats.example.in/hooks', events: ['job.published'] }),
    ]);
    expect(data.files).toEqual([expect.objectContaining({ path: logoPath, originalName: 'kaveri.png' })]);
    // No applicant's personal data, no key secret or hash, no webhook secret.
    expect(json).not.toContain(seeker.user.email);
    expect(json).not.toContain(seeker.user.id);
    expect(json).not.toContain('Meera');
    expect(json).not.toContain(key.data!.createApiKey.secret);
    expect(json).not.toMatch(/secret|hash/i);
    expect(json).not.toContain(webhookSecret);

    // Another recruiter, the seeker and nobody at all get nothing.
    expect((await download(row.downloadUrl!, otherRecruiter)).status).toBe(404);
    expect((await download(row.downloadUrl!, seeker)).status).toBe(404);
    expect((await download(row.downloadUrl!)).status).toBe(401);
    expect(await listOf(otherRecruiter)).toEqual([]);
  });

  it("records a visitor's alert consent by address, shows it after sign-up, and erases it with the account", async () => {
    const address = 'Priya.Visitor@example.in';
    const held = () =>
      t.dataSource.query(
        `SELECT email, granted, source, purpose FROM consent_events WHERE user_id IS NULL AND lower(email) = $1
         ORDER BY created_at, id`,
        [address.toLowerCase()],
      ) as Promise<{ email: string; granted: boolean; source: string; purpose: string }[]>;
    // A newsletter sign-up is a visitor's weekly alert: nothing is recorded until the link is clicked.
    const asked = await gql(`mutation($e: String!) { subscribeNewsletter(email: $e) }`, { e: address });
    expect(asked.errors).toBeUndefined();
    await t.app.get(MailService).drain();
    const [confirmation] = await smtp.waitForMails(address.toLowerCase(), 1);
    expect(await held()).toEqual([]);
    const link = /https:\/\/jobs\.example\.in\/alerts\/confirm\?token=([^\s"<>]+)/.exec(textOf(confirmation));
    expect(link).not.toBeNull();
    const confirm = `mutation($token: String!) { confirmJobAlert(token: $token) { id } }`;
    const confirmed = await gql<{ confirmJobAlert: { id: string } }>(confirm, { token: link![1] });
    expect(confirmed.errors).toBeUndefined();
    // The second click changes nothing.
    expect((await gql(confirm, { token: link![1] })).errors).toBeUndefined();
    expect(await held()).toEqual([
      { email: address, granted: true, source: 'mail_link', purpose: 'job_alert_mails' },
    ]);

    // The one-click unsubscribe of the alert mails (the address of their List-Unsubscribe header).
    const unsubscribe = new URL(
      t.app.get(JobAlertsService).unsubscribeUrl(confirmed.data!.confirmJobAlert.id),
    );
    await t.http
      .post(`${unsubscribe.pathname}${unsubscribe.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect((await held()).map((e) => [e.granted, e.source])).toEqual([
      [true, 'mail_link'],
      [false, 'mail_link'],
    ]);

    // Signing up with that address (any case) shows the address's history with the account's.
    const priya = await signUpWithGraphql(address.toLowerCase());
    const history = await gql<{ myConsents: { purpose: string; granted: boolean; source: string }[] }>(
      CONSENTS,
      {},
      priya,
    );
    expect(history.errors).toBeUndefined();
    expect(history.data!.myConsents.map((c) => [c.purpose, c.granted, c.source]).sort()).toEqual(
      [
        ['TERMS_AND_PRIVACY', true, 'SIGNUP'],
        ['JOB_ALERT_MAILS', true, 'MAIL_LINK'],
        ['JOB_ALERT_MAILS', false, 'MAIL_LINK'],
      ].sort(),
    );
    // Nobody else sees them.
    expect((await gql<{ myConsents: object[] }>(CONSENTS, {}, other)).data!.myConsents).toEqual([]);

    // Deleting the account erases the address's events too.
    await t.app.get(MailService).drain(); // the welcome mail first
    const before = smtp.mailsTo(priya.user.email).length;
    expect((await gql(`mutation { requestAccountDeletion { sentTo } }`, {}, priya)).errors).toBeUndefined();
    await t.app.get(MailService).drain();
    const code = await smtp.lastCode(priya.user.email, before);
    const erased = await gql(
      `mutation($code: String!) { confirmAccountDeletion(code: $code) }`,
      { code },
      priya,
    );
    expect(erased.errors).toBeUndefined();
    expect(await held()).toEqual([]);
    const [{ n }] = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM consent_events WHERE user_id = $1`,
      [priya.user.id],
    )) as { n: number }[];
    expect(n).toBe(0);
  });

  it('answers 410 once expired, and the housekeeping deletes the expired zip', async () => {
    const [row] = await listOf(seeker);
    const [{ fileId }] = (await t.dataSource.query(
      `SELECT file_id AS "fileId" FROM data_exports WHERE id = $1`,
      [row.id],
    )) as { fileId: string }[];
    await t.dataSource.query(
      `UPDATE data_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [row.id],
    );
    const gone = await download(`/api/v1/data-exports/${row.id}/download`, seeker);
    expect(gone.status).toBe(410);
    expect(JSON.parse((gone.body as Buffer).toString('utf8')).message).toBe(DATA_EXPORT_MESSAGES.expired);
    expect((await listOf(seeker))[0]).toMatchObject({ id: row.id, expired: true, downloadUrl: null });

    await t.app.get(HousekeepingService).run();
    expect(await t.dataSource.query(`SELECT id FROM files WHERE id = $1`, [fileId])).toEqual([]);
    expect((await download(`/api/v1/data-exports/${row.id}/download`, seeker)).status).toBe(410);
    // The exports not yet expired keep their zips.
    const kept = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM data_exports WHERE user_id = $1 AND file_id IS NOT NULL`,
      [seeker.user.id],
    )) as { n: number }[];
    expect(kept[0].n).toBe(2);
  });
});
