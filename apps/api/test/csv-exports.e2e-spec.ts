import { ClientRequest, get as httpGet, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Role } from '@hireloop/schema';
import { parse } from 'csv-parse/sync';
import { CSV_BUSY_MESSAGE } from '../src/common/csv-export';
import { EXPORT_FETCH_ROWS, EXPORTS_AT_ONCE } from '../src/database/export-cursors';
import { Company } from '../src/modules/companies/company.entity';
import { Job } from '../src/modules/jobs/job.entity';
import { createCompany } from './factories/company.factory';
import { createStoredFile } from './factories/file.factory';
import { createJob } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp, usesRealPostgres } from './support/test-app';
import { writeInBulk } from './support/test-database';

const BOM = '\uFEFF';
const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id) { id } }`;
const ADD_NOTE = `mutation($input: AddApplicantNoteInput!) { addApplicantNote(input: $input) { id } }`;
const RATE = `mutation($input: RateApplicantInput!) { rateApplicant(input: $input) { value } }`;

/** A CSV body parsed back as a spreadsheet would read it: the heading row names the columns. */
function rowsOf(text: string): Record<string, string>[] {
  expect(text.startsWith(BOM)).toBe(true);
  return parse(text.slice(BOM.length), { columns: true }) as Record<string, string>[];
}

describe('CSV exports', () => {
  let t: TestApp;
  let recruiter: Session;
  let otherRecruiter: Session;
  let admin: Session;
  let aarav: Session;
  let ananya: Session;
  let formula: Session;
  let company: Company;
  let job: Job;

  const gql = (query: string, variables: Record<string, unknown>, s: Session) =>
    t.gql(query, variables, s.token);
  const get = (path: string, s?: Session) => {
    const req = t.http.get(path);
    return s ? req.set('Authorization', s.bearer) : req;
  };

  async function seekerWithResume(s: Session, skills: string[], bio = 'Engineer'): Promise<void> {
    const id = await createStoredFile(t.dataSource, {
      ownerId: s.user.id,
      kind: 'resume',
      originalName: 'cv, "final".pdf',
      mimeType: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4'),
    });
    await t.dataSource.query(
      `INSERT INTO profiles (user_id, bio, skills, resume_file_id) VALUES ($1, $2, $3, $4)`,
      [s.user.id, bio, skills, id],
    );
  }

  async function apply(s: Session, to = job): Promise<string> {
    const res = await gql(APPLY, { id: to.id }, s);
    expect(res.errors).toBeUndefined();
    return (res.data as { applyToJob: { id: string } }).applyToJob.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    recruiter = await sessionAs(t, Role.RECRUITER, { firstName: 'Priya', lastName: 'Nair' });
    otherRecruiter = await sessionAs(t, Role.RECRUITER);
    admin = await sessionAs(t, Role.ADMIN);
    aarav = await sessionAs(t, Role.JOB_SEEKER, {
      firstName: 'Aarav',
      lastName: 'Śarmā',
      contactNo: '9876543210',
    });
    ananya = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'अनन्या', lastName: 'देशपांडे' });
    formula = await sessionAs(t, Role.JOB_SEEKER, {
      firstName: '=HYPERLINK("http://x.in")',
      lastName: '@SUM(A1)',
    });
    await seekerWithResume(aarav, ['SQL, advanced', 'Spark']);
    await seekerWithResume(ananya, ['Python']);
    await seekerWithResume(formula, ['+cmd|calc', '-1']);
    company = await createCompany(t.dataSource, { ownerId: recruiter.user.id, name: 'Acme Analytics' });
    job = await createJob(t.dataSource, { companyId: company.id, title: 'Data Engineer, Pune' });
    const aaravApp = await apply(aarav);
    await apply(ananya);
    await apply(formula);
    await gql(
      ADD_NOTE,
      { input: { applicationId: aaravApp, body: 'Said "yes", then\nasked, about pay' } },
      recruiter,
    );
    await gql(ADD_NOTE, { input: { applicationId: aaravApp, body: '=2+2 second round' } }, recruiter);
    await gql(RATE, { input: { applicationId: aaravApp, rating: 4 } }, recruiter);
  });

  afterAll(() => t.close());

  it("downloads a job's applicants with statuses, ratings and notes, escaped and readable back", async () => {
    const res = await get(`/api/v1/recruiter/jobs/${job.id}/applicants.csv`, recruiter);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="applicants-data-engineer-pune-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = rowsOf(res.text);
    // Newest first: the last one to apply comes first.
    expect(rows.map((r) => r['First name'])).toEqual(['\'=HYPERLINK("http://x.in")', 'अनन्या', 'Aarav']);
    const a = rows[2];
    expect(a).toMatchObject({
      'Last name': 'Śarmā',
      'E-mail': aarav.user.email,
      'Contact number': '9876543210',
      Status: 'pending',
      Skills: 'SQL, advanced, Spark',
      Resume: 'cv, "final".pdf',
      Rating: '4',
      'Rated by': 'Priya Nair',
    });
    expect(a.Notes).toMatch(
      /^Priya Nair, \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC: Said "yes", then\nasked, about pay\n\n/,
    );
    expect(a.Notes).toMatch(/UTC: =2\+2 second round$/);
    expect(new Date(a['Applied at']).toISOString()).toBe(a['Applied at']);
    expect(rows[1]).toMatchObject({ 'Last name': 'देशपांडे', Rating: '', Notes: '' });
    // Cells a spreadsheet would run as formulas stay text.
    expect(rows[0]).toMatchObject({ 'Last name': "'@SUM(A1)", Skills: "'+cmd|calc, -1" });
    expect(Object.keys(a)).toEqual([
      'First name',
      'Middle name',
      'Last name',
      'E-mail',
      'Contact number',
      'Status',
      'Applied at',
      'Updated at',
      'Skills',
      'Resume',
      'Rating',
      'Rated by',
      'Rated at',
      'Notes',
      'Screening result',
      'Screening answers',
    ]);
    // A job without screening questions: no result, no answers.
    expect(a).toMatchObject({ 'Screening result': 'NONE', 'Screening answers': '' });
  });

  it("lets only the job's recruiter and administrators download its applicants", async () => {
    expect((await get(`/api/v1/recruiter/jobs/${job.id}/applicants.csv`, admin)).status).toBe(200);
    const other = await get(`/api/v1/recruiter/jobs/${job.id}/applicants.csv`, otherRecruiter);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Job not found' });
    expect((await get(`/api/v1/recruiter/jobs/${job.id}/applicants.csv`, aarav)).status).toBe(403);
    expect((await get(`/api/v1/recruiter/jobs/${job.id}/applicants.csv`)).status).toBe(401);
    expect((await get(`/api/v1/recruiter/jobs/not-a-uuid/applicants.csv`, recruiter)).status).toBe(404);
  });

  it('streams many rows from the cursor a batch at a time, every row once, in order', async () => {
    const big = await createJob(t.dataSource, { companyId: company.id, title: 'Big' });
    const n = EXPORT_FETCH_ROWS * 2 + 7;
    await writeInBulk(
      t.dataSource,
      `WITH u AS (
         INSERT INTO users (email, role, first_name, last_name)
         SELECT 'bulk' || g || '@example.in', 'job_seeker', 'Bulk', 'No ' || g FROM generate_series(1, $1::int) g
         RETURNING id, last_name)
       INSERT INTO applications (job_id, applicant_id, created_at)
       SELECT $2, u.id, now() - (substring(u.last_name from 4)::int * interval '1 second') FROM u`,
      [n, big.id],
    );
    const res = await get(`/api/v1/recruiter/jobs/${big.id}/applicants.csv`, recruiter);
    expect(res.status).toBe(200);
    const rows = rowsOf(res.text);
    expect(rows).toHaveLength(n);
    expect(rows.map((r) => r['Last name'])).toEqual(Array.from({ length: n }, (_, i) => `No ${i + 1}`));
  });

  it('exports the candidates search with its filters, contacts only where the candidate applied', async () => {
    const res = await get('/api/v1/recruiter/candidates.csv?keyword=spark', otherRecruiter);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="candidates-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = rowsOf(res.text);
    expect(rows).toEqual([
      expect.objectContaining({
        Name: 'Aarav Śarmā',
        Skills: 'SQL, advanced, Spark',
        'E-mail': '',
        'Contact number': '',
      }),
    ]);
    const mine = rowsOf((await get('/api/v1/recruiter/candidates.csv?keyword=spark', recruiter)).text);
    expect(mine[0]).toMatchObject({ 'E-mail': aarav.user.email, 'Contact number': '9876543210' });
    const all = rowsOf((await get('/api/v1/recruiter/candidates.csv', recruiter)).text);
    expect(all.map((r) => r.Name).sort()).toEqual(
      ['Aarav Śarmā', 'अनन्या देशपांडे', '\'=HYPERLINK("http://x.in") @SUM(A1)'].sort(),
    );
    const bad = await get('/api/v1/recruiter/candidates.csv?availability=someday', recruiter);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^availability must be one of immediately/);
    expect((await get('/api/v1/recruiter/candidates.csv', aarav)).status).toBe(403);
  });

  it('exports each admin table as searched and sorted, to administrators only', async () => {
    const jobs = rowsOf((await get('/api/v1/admin/jobs.csv?search=engineer', admin)).text);
    expect(jobs).toEqual([
      expect.objectContaining({ Title: 'Data Engineer, Pune', Company: 'Acme Analytics', Applications: '3' }),
    ]);
    const companies = rowsOf((await get('/api/v1/admin/companies.csv?search=acme', admin)).text);
    expect(companies.map((c) => c.Company)).toEqual(['Acme Analytics']);
    const seekers = rowsOf(
      (await get('/api/v1/admin/seekers.csv?sortBy=name&sortDir=asc&search=a', admin)).text,
    );
    expect(seekers.map((s) => s.Name)).toEqual(expect.arrayContaining(['Aarav Śarmā', 'अनन्या देशपांडे']));
    const applications = rowsOf(
      (await get('/api/v1/admin/applications.csv?search=%C5%9Barm%C4%81', admin)).text,
    );
    expect(applications).toEqual([
      expect.objectContaining({ Applicant: 'Aarav Śarmā', Job: 'Data Engineer, Pune', Status: 'pending' }),
    ]);
    expect((await get('/api/v1/admin/jobs.csv?sortBy=nope', admin)).status).toBe(400);
    expect((await get('/api/v1/admin/jobs.csv?sortDir=sideways', admin)).status).toBe(400);
    expect((await get('/api/v1/admin/secrets.csv', admin)).status).toBe(404);
    expect((await get('/api/v1/admin/jobs.csv', recruiter)).status).toBe(403);
  });

  /** A job with 30,000 applicants: its export is far larger than what the sockets buffer. */
  let hugeJobId: string | undefined;
  async function hugeJob(): Promise<string> {
    if (hugeJobId) return hugeJobId;
    const huge = await createJob(t.dataSource, { companyId: company.id, title: 'Huge' });
    await writeInBulk(
      t.dataSource,
      `WITH u AS (
         INSERT INTO users (email, role, first_name, last_name)
         SELECT 'huge' || g || '@example.in', 'job_seeker', 'Huge', repeat('x', 200) FROM generate_series(1, 30000) g
         RETURNING id)
       INSERT INTO applications (job_id, applicant_id) SELECT $1, u.id FROM u`,
      [huge.id],
    );
    hugeJobId = huge.id;
    return huge.id;
  }

  /** The exports' open cursors: on PostgreSQL connections of their own in a transaction; on the embedded
   * database (one session for all) cursors of that session. */
  const openCursors = async () =>
    (
      (await t.dataSource.query(
        usesRealPostgres()
          ? `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = 'hireloop-exports' AND state <> 'idle'`
          : `SELECT count(*)::int AS n FROM pg_cursors WHERE name LIKE 'export%'`,
      )) as { n: number }[]
    )[0].n;

  /** Waits (boundedly) until `n` export cursors are open. */
  async function cursorsOpen(n: number): Promise<void> {
    for (let i = 0; i < 200 && (await openCursors()) !== n; i++) await sleep(50);
    expect(await openCursors()).toBe(n);
  }

  /** A download whose client takes the first chunk and then nothing: answers the request, to end it. */
  async function stalledDownload(jobId: string): Promise<ClientRequest> {
    const server = t.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new Promise<ClientRequest>((resolve, reject) => {
      const req = httpGet(
        {
          host: '127.0.0.1',
          port,
          path: `/api/v1/recruiter/jobs/${jobId}/applicants.csv`,
          headers: { authorization: recruiter.bearer },
        },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`answered ${res.statusCode}`));
          res.once('data', () => {
            res.pause();
            resolve(req);
          });
        },
      );
      req.on('error', () => undefined);
    });
  }

  it('gives the connection back when the client stops reading half-way', async () => {
    const req = await stalledDownload(await hugeJob());
    // The export waits with its cursor open while the client reads nothing.
    await cursorsOpen(1);
    req.destroy();
    await cursorsOpen(0);
    // The next export runs as usual.
    expect((await get(`/api/v1/recruiter/jobs/${job.id}/applicants.csv`, recruiter)).status).toBe(200);
  });

  it('runs at most EXPORTS_AT_ONCE exports at once in a process and refuses one more with 429', async () => {
    const jobId = await hugeJob();
    const stalled: ClientRequest[] = [];
    try {
      for (let i = 0; i < EXPORTS_AT_ONCE; i++) stalled.push(await stalledDownload(jobId));
      await cursorsOpen(EXPORTS_AT_ONCE);
      const refused = await get(`/api/v1/recruiter/jobs/${job.id}/applicants.csv`, recruiter);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false, message: CSV_BUSY_MESSAGE });
    } finally {
      for (const req of stalled) req.destroy();
    }
    await cursorsOpen(0);
    expect((await get(`/api/v1/recruiter/jobs/${job.id}/applicants.csv`, recruiter)).status).toBe(200);
  });
});
