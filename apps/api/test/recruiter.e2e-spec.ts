import { ApplicationStatus, JobStatus, RECRUITER_MESSAGES, RecruiterPlan, Role } from '@hireloop/schema';
import request from 'supertest';
import { Application } from '../src/modules/applications/application.entity';
import { Profile } from '../src/modules/profiles/profile.entity';
import { postingLimitMessage } from '../src/modules/jobs/recruiter-jobs.service';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { createUser } from './factories/user.factory';
import { PNG_BYTES, pdfBytes } from './support/pdf';
import { captureStatements } from './support/statements';
import { Session, sessionAs } from './support/sessions';
import { MailService } from '../src/modules/mail/mail.service';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, TestApp } from './support/test-app';
import { createStoredFile } from './factories/file.factory';

const COMPANY = {
  name: 'Kaveri Fintech',
  description: 'Payments for Bharat.',
  industry: 'Financial Services',
  location: 'Pune, Maharashtra',
  size: '51-100',
  website: 'kaverifintech.in',
  contactNo: '+91-2012345678',
  recruiterPortalLink: 'https://careers.kaverifintech.in',
};
const JOB = {
  title: 'Backend Engineer',
  description: 'Build payment APIs.',
  requirements: ['3+ years of Node.js', '  '],
  skills: ['Node.js', 'PostgreSQL'],
  salary: '₹12,00,000 - ₹18,00,000 per annum',
  location: 'Pune, Maharashtra',
  jobType: 'Full-time',
  category: 'Technology',
  positions: 2,
  shift: 'Day',
};

const CREATE_COMPANY = `mutation($input: CompanyInput!, $logo: Upload) { createCompany(input: $input, logo: $logo) { id name website hasLogo logoUrl logoText logoColor contactEmail } }`;
const POST_JOB = `mutation($c: ID!, $i: JobInput!) { postJob(companyId: $c, input: $i) { id title requirements status company { id } } }`;

describe('recruiter side', () => {
  let t: TestApp;
  const smtp = new SmtpCatcher();
  let owner: Session;
  let other: Session;
  let seeker: Session;

  const gql = <T = Record<string, unknown>>(q: string, v: Record<string, unknown>, s: Session) =>
    t.gql<T>(q, v, s.token);

  function createCompanyWithLogo(s: Session, logo?: { bytes: Buffer; name: string; type: string }) {
    const req = request(t.app.getHttpServer())
      .post('/graphql')
      .set('Authorization', s.bearer)
      .set('apollo-require-preflight', 'true')
      .field(
        'operations',
        JSON.stringify({ query: CREATE_COMPANY, variables: { input: COMPANY, logo: null } }),
      )
      .field('map', JSON.stringify(logo ? { '0': ['variables.logo'] } : {}));
    if (logo) req.attach('0', logo.bytes, { filename: logo.name, contentType: logo.type });
    return req;
  }

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    owner = await sessionAs(t, Role.RECRUITER);
    other = await sessionAs(t, Role.RECRUITER);
    seeker = await sessionAs(t, Role.JOB_SEEKER);
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  describe('companies', () => {
    it('creates a company with a logo checked by its bytes (a PNG named .jpg is a PNG)', async () => {
      const res = await createCompanyWithLogo(owner, {
        bytes: PNG_BYTES,
        name: 'logo.jpg',
        type: 'image/jpeg',
      }).expect(200);
      const company = res.body.data.createCompany;
      expect(company).toMatchObject({
        name: 'Kaveri Fintech',
        website: 'https://kaverifintech.in',
        hasLogo: true,
        logoText: 'KA',
        logoColor: '#ea580c',
        contactEmail: owner.user.email,
      });
      const logo = await t.http.get(company.logoUrl).expect(200);
      expect(logo.headers['content-type']).toBe('image/png');
    });

    it('refuses a PDF as a logo and a 6 MB image with the spec messages, creating nothing', async () => {
      const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM companies`);
      const pdf = await createCompanyWithLogo(owner, {
        bytes: pdfBytes(),
        name: 'logo.png',
        type: 'image/png',
      });
      expect(pdf.body.errors[0].message).toBe(RECRUITER_MESSAGES.logoNotImage);
      const big = Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024)]);
      const large = await createCompanyWithLogo(owner, { bytes: big, name: 'big.png', type: 'image/png' });
      expect(large.body.errors[0].message).toBe(RECRUITER_MESSAGES.logoTooLarge);
      const rest = await t.http
        .post('/api/v1/company/create')
        .set('Authorization', owner.bearer)
        .field('company_name', 'Kaveri Fintech')
        .field('comp_industry', 'Finance')
        .field('comp_location', 'Pune')
        .field('comp_website', 'kaveri.in')
        .field('comp_size', '11-50')
        .field('comp_contact_no', '1')
        .field('comp_desc', 'x')
        .attach('company_logo_img', big, { filename: 'big.png', contentType: 'image/png' });
      expect([rest.status, rest.body.message]).toEqual([413, RECRUITER_MESSAGES.logoTooLarge]);
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM companies`)).toEqual(before);
    });

    it('checks the company form in the spec order', async () => {
      for (const [patch, message] of [
        [{ industry: '' }, RECRUITER_MESSAGES.companyRequiredFields],
        [{ size: '' }, RECRUITER_MESSAGES.companySize],
        [{ contactNo: '' }, RECRUITER_MESSAGES.companyPhone],
        [{ description: '' }, RECRUITER_MESSAGES.companyDescription],
      ] as const) {
        const res = await gql(CREATE_COMPANY, { input: { ...COMPANY, ...patch } }, owner);
        expect(res.errors?.[0].message).toBe(message);
      }
    });

    it('REST: create, list, names, profile and update in the legacy shape', async () => {
      const created = await t.http
        .post('/api/v1/company/create')
        .set('Authorization', owner.bearer)
        .field('company_name', 'Zenith Labs')
        .field('comp_industry', 'Information Technology')
        .field('comp_location', 'Bangalore, Karnataka')
        .field('comp_website', 'https://zenithlabs.in')
        .field('comp_size', '11-50')
        .field('comp_contact_no', '+91-8012345678')
        .field('comp_desc', 'AI tools')
        .field('email', 'ignored@elsewhere.in')
        .expect(201);
      expect(created.body).toMatchObject({ success: true, message: RECRUITER_MESSAGES.companyCreated });
      const id = created.body.company._id;
      const all = await t.http.get('/api/v1/company/all').set('Authorization', owner.bearer).expect(200);
      expect(all.body.companies.map((c: { company_name: string }) => c.company_name)).toEqual([
        'Zenith Labs',
        'Kaveri Fintech',
      ]);
      const names = await t.http
        .get('/api/v1/company/all/names')
        .set('Authorization', owner.bearer)
        .expect(200);
      expect(names.body.companies[0]).toEqual({
        _id: id,
        company_name: 'Zenith Labs',
        description: 'AI tools',
      });
      const profile = await t.http
        .get(`/api/v1/company/profile/${id}`)
        .set('Authorization', owner.bearer)
        .expect(200);
      expect(profile.body.company).toMatchObject({
        comp_industry: 'Information Technology',
        comp_size: '11-50',
        user_Id: owner.user.id,
      });
      expect(profile.body.data.company._id).toBe(id);
      const updated = await t.http
        .patch(`/api/v1/company/update/${id}`)
        .set('Authorization', owner.bearer)
        .field('company_name', 'Zenith AI Labs')
        .field('comp_industry', 'Information Technology')
        .field('comp_location', 'Bangalore, Karnataka')
        .field('comp_website', 'https://zenithlabs.in')
        .expect(200);
      expect(updated.body).toMatchObject({
        success: true,
        message: RECRUITER_MESSAGES.companyUpdated,
        company: { company_name: 'Zenith AI Labs', comp_size: '11-50' },
      });
    });
  });

  describe('jobs and the posting limit', () => {
    it('posts within the basic plan of 3; the fourth is refused; blank requirements are dropped', async () => {
      const recruiter = await sessionAs(t, Role.RECRUITER);
      const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id });
      const limit = `{ postingLimit { plan used limit canPost } }`;
      expect((await gql(limit, {}, recruiter)).data).toEqual({
        postingLimit: { plan: 'BASIC', used: 0, limit: 3, canPost: true },
      });
      for (let i = 0; i < 3; i++) {
        const res = await gql<{ postJob: { requirements: string[]; status: string } }>(
          POST_JOB,
          { c: company.id, i: JOB },
          recruiter,
        );
        expect(res.data?.postJob).toMatchObject({ requirements: ['3+ years of Node.js'], status: 'ACTIVE' });
      }
      const fourth = await gql(POST_JOB, { c: company.id, i: JOB }, recruiter);
      expect(fourth.errors?.[0]).toMatchObject({
        message: postingLimitMessage(3),
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await gql(limit, {}, recruiter)).data).toEqual({
        postingLimit: { plan: 'BASIC', used: 3, limit: 3, canPost: false },
      });
      const rest = await t.http
        .post(`/api/v1/job/create/${company.id}`)
        .set('Authorization', recruiter.bearer)
        .send({
          job_title: 'X',
          job_desc: 'Y',
          requirements: ['Z'],
          salary: '₹1',
          location: 'Pune',
          job_type: 'Full-time',
          positions: 1,
        });
      expect([rest.status, rest.body.message]).toEqual([403, postingLimitMessage(3)]);
    });

    it('lets exactly 3 through when the third and fourth posts race', async () => {
      const recruiter = await sessionAs(t, Role.RECRUITER);
      const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id });
      for (let i = 0; i < 2; i++) await gql(POST_JOB, { c: company.id, i: JOB }, recruiter);
      const racing = await Promise.all(
        Array.from({ length: 4 }, () => gql(POST_JOB, { c: company.id, i: JOB }, recruiter)),
      );
      expect(racing.filter((r) => r.data?.postJob)).toHaveLength(1);
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM jobs WHERE posted_by_id = $1`,
        [recruiter.user.id],
      );
      expect(n).toBe(3);
    });

    it('a granted plan raises the limit', async () => {
      const recruiter = await sessionAs(t, Role.RECRUITER, { plan: RecruiterPlan.STANDARD });
      expect((await gql(`{ postingLimit { limit } }`, {}, recruiter)).data).toEqual({
        postingLimit: { limit: 10 },
      });
      const premium = await sessionAs(t, Role.RECRUITER, { plan: RecruiterPlan.PREMIUM });
      expect((await gql(`{ postingLimit { limit canPost } }`, {}, premium)).data).toEqual({
        postingLimit: { limit: null, canPost: true },
      });
    });

    it('checks the job form with the spec messages', async () => {
      const company = await createCompany(t.dataSource, { ownerId: owner.user.id });
      for (const [patch, message] of [
        [{ title: '' }, 'Job title is required'],
        [{ salary: ' ' }, 'Salary is required'],
        [{ requirements: ['', ' '] }, RECRUITER_MESSAGES.requirementNeeded],
        [{ positions: 0 }, RECRUITER_MESSAGES.positionsMin],
      ] as const) {
        const res = await gql(POST_JOB, { c: company.id, i: { ...JOB, ...patch } }, owner);
        expect(res.errors?.[0].message).toBe(message);
      }
      const missingCompany = await t.http
        .post('/api/v1/job/create/not-a-company')
        .set('Authorization', owner.bearer)
        .send({
          job_title: 'X',
          job_desc: 'Y',
          requirements: ['Z'],
          salary: '₹1',
          location: 'Pune',
          job_type: 'Full-time',
          positions: 1,
        });
      expect(missingCompany.status).toBe(404);
      const blankTitle = await t.http
        .post(`/api/v1/job/create/${company.id}`)
        .set('Authorization', owner.bearer)
        .send({
          job_title: ' ',
          job_desc: 'Y',
          requirements: ['Z'],
          salary: '₹1',
          location: 'Pune',
          job_type: 'Full-time',
          positions: 1,
        });
      expect(blankTitle.status).toBe(400);
      expect(JSON.stringify(blankTitle.body)).toContain('Job title is required');
    });

    it('edits every field but the company; My Jobs searches and counts by status; company jobs show their figures', async () => {
      const recruiter = await sessionAs(t, Role.RECRUITER, { plan: RecruiterPlan.PREMIUM });
      const company = await createCompany(t.dataSource, {
        ownerId: recruiter.user.id,
        name: 'Saffron Health',
      });
      const a = await gql<{ postJob: { id: string } }>(
        POST_JOB,
        { c: company.id, i: { ...JOB, title: 'Staff Nurse', positions: 3 } },
        recruiter,
      );
      await gql(
        POST_JOB,
        { c: company.id, i: { ...JOB, title: 'Pharmacist', location: 'Kochi, Kerala' } },
        recruiter,
      );
      const edit = await t.http
        .patch(`/api/v1/job/update/${a.data!.postJob.id}`)
        .set('Authorization', recruiter.bearer)
        .send({
          job_title: 'Senior Staff Nurse',
          job_desc: 'Care',
          requirements: ['GNM', ''],
          skills: 'Patient Care, ICU',
          salary: '₹4,00,000',
          location: 'Pune',
          job_type: 'Full-time',
          category: 'Healthcare',
          positions: 3,
          shift: 'Night',
          job_status: 'closed',
        });
      expect(edit.body).toMatchObject({
        success: true,
        message: RECRUITER_MESSAGES.jobUpdated,
        job: {
          job_title: 'Senior Staff Nurse',
          job_status: 'closed',
          skills: ['Patient Care', 'ICU'],
          requirements: ['GNM'],
        },
      });
      const my = await gql<{
        myJobs: {
          total: number;
          statusCounts: { status: string; count: number }[];
          items: { title: string }[];
        };
      }>(
        `{ myJobs(keyword: "kochi") { total items { title } statusCounts { status count } } }`,
        {},
        recruiter,
      );
      expect(my.data?.myJobs).toMatchObject({ total: 1, items: [{ title: 'Pharmacist' }] });
      const all = await gql<{ myJobs: { statusCounts: unknown } }>(
        `{ myJobs { statusCounts { status count } } }`,
        {},
        recruiter,
      );
      expect(all.data?.myJobs.statusCounts).toEqual([
        { status: 'ACTIVE', count: 1 },
        { status: 'CLOSED', count: 1 },
      ]);
      const closedOnly = await gql<{ myJobs: { total: number } }>(
        `{ myJobs(status: CLOSED) { total } }`,
        {},
        recruiter,
      );
      expect(closedOnly.data?.myJobs.total).toBe(1);
      const cj = await gql<{ companyJobs: { stats: unknown; total: number } }>(
        `query($c: ID!) { companyJobs(companyId: $c) { total stats { activeJobs totalApplicants totalPositions } } }`,
        { c: company.id },
        recruiter,
      );
      expect(cj.data?.companyJobs).toEqual({
        total: 2,
        stats: { activeJobs: 1, totalApplicants: 0, totalPositions: 5 },
      });
      // The recruiter sees the closed job; the public does not.
      const view = await gql(
        `query($id: ID!) { job(id: $id) { status } }`,
        { id: a.data!.postJob.id },
        recruiter,
      );
      expect(view.data).toEqual({ job: { status: 'CLOSED' } });
      await t.http.get(`/api/v1/job/${a.data!.postJob.id}`).expect(404);
      const posted = await t.http
        .get('/api/v1/jobs/posted')
        .set('Authorization', recruiter.bearer)
        .expect(200);
      expect(posted.body).toMatchObject({ success: true, jobs_posted_count: 2, limit: null });
      expect(posted.body.jobs).toHaveLength(2);
    });
  });

  it("tells only the job's own recruiter that they may edit it (viewerCanEdit)", async () => {
    const company = await createCompany(t.dataSource, { ownerId: owner.user.id });
    const job = await createJob(t.dataSource, { companyId: company.id, postedById: owner.user.id });
    const canEdit = async (s?: Session) =>
      (
        await t.gql<{ job: { viewerCanEdit: boolean } }>(
          `query($id: ID!) { job(id: $id) { viewerCanEdit } }`,
          { id: job.id },
          s?.token,
        )
      ).data?.job.viewerCanEdit;
    expect([await canEdit(owner), await canEdit(other), await canEdit(seeker), await canEdit()]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  describe('applicants, status changes and notifications', () => {
    let jobId: string;
    let applicationId: string;

    beforeAll(async () => {
      const company = await createCompany(t.dataSource, { ownerId: owner.user.id, name: 'Orbit Logistics' });
      const job = await createJob(t.dataSource, {
        companyId: company.id,
        title: 'Fleet Manager',
        postedById: owner.user.id,
      });
      jobId = job.id;
      const resume = [
        {
          id: await createStoredFile(t.dataSource, {
            ownerId: seeker.user.id,
            kind: 'resume',
            originalName: 'cv.pdf',
            mimeType: 'application/pdf',
            bytes: pdfBytes(),
          }),
        },
      ];
      await t.dataSource.getRepository(Profile).save({
        userId: seeker.user.id,
        bio: 'Logistics pro',
        skills: ['Fleet'],
        resumeFileId: resume[0].id,
      });
      const app = await t.dataSource
        .getRepository(Application)
        .save({ jobId, applicantId: seeker.user.id, status: ApplicationStatus.PENDING });
      applicationId = app.id;
    });

    it('lists applicants of my job with profile and documents, by status', async () => {
      const res = await gql<{
        jobApplicants: {
          items: {
            status: string;
            applicant: { email: string; skills: string[] };
            resumeUrl: string;
            resumeName: string;
          }[];
          statusCounts: unknown;
        };
      }>(
        `query($j: ID!) { jobApplicants(jobId: $j) { items { status applicant { email skills } resumeUrl resumeName coverLetterUrl } statusCounts { status count } } }`,
        { j: jobId },
        owner,
      );
      expect(res.data?.jobApplicants.items).toEqual([
        {
          status: 'PENDING',
          applicant: { email: seeker.user.email, skills: ['Fleet'] },
          resumeUrl: `/api/v1/applications/${applicationId}/resume`,
          resumeName: 'cv.pdf',
          coverLetterUrl: null,
        },
      ]);
      const legacy = await t.http
        .get(`/api/v1/${jobId}/applicants`)
        .set('Authorization', owner.bearer)
        .expect(200);
      expect(legacy.body).toMatchObject({
        success: true,
        job: { _id: jobId },
        applications: [
          {
            _id: applicationId,
            status: 'pending',
            applicant: { email_Id: seeker.user.email, profile: { resume_Name: 'cv.pdf' } },
          },
        ],
      });
    });

    it('pages the applicants (20 by default, newest first) with the counts and total of all of them', async () => {
      const company = await createCompany(t.dataSource, { ownerId: owner.user.id, name: 'Paged Ltd' });
      const job = await createJob(t.dataSource, {
        companyId: company.id,
        title: 'Popular Role',
        postedById: owner.user.id,
      });
      // 45 applicants, a minute apart, the newest first in `emails`; every third one seen.
      const emails: string[] = [];
      for (let i = 0; i < 45; i++) {
        const user = await createUser(t.dataSource);
        emails.push(user.email);
        await t.dataSource.query(
          `INSERT INTO applications (job_id, applicant_id, status, created_at) VALUES ($1, $2, $3, now() - $4 * interval '1 minute')`,
          [job.id, user.id, i % 3 === 2 ? 'seen' : 'pending', i],
        );
      }
      type Page = {
        jobApplicants: {
          items: { status: string; applicant: { email: string } }[];
          total: number;
          page: number;
          pageSize: number;
          pageCount: number;
          statusCounts: { status: string; count: number }[];
        };
      };
      const query = `query($j: ID!, $s: ApplicationStatus, $p: Int, $n: Int) {
        jobApplicants(jobId: $j, status: $s, page: $p, pageSize: $n) {
          items { status applicant { email } } total page pageSize pageCount statusCounts { status count } } }`;
      const page = async (vars: Record<string, unknown>) => {
        const res = await gql<Page>(query, { j: job.id, ...vars }, owner);
        expect(res.errors).toBeUndefined();
        return res.data!.jobApplicants;
      };
      const counts = [
        { status: 'PENDING', count: 30 },
        { status: 'SEEN', count: 15 },
      ];

      const first = await page({});
      expect({ ...first, items: first.items.map((i) => i.applicant.email) }).toEqual({
        items: emails.slice(0, 20),
        total: 45,
        page: 1,
        pageSize: 20,
        pageCount: 3,
        statusCounts: counts,
      });
      expect((await page({ p: 2 })).items.map((i) => i.applicant.email)).toEqual(emails.slice(20, 40));
      expect((await page({ p: 3 })).items.map((i) => i.applicant.email)).toEqual(emails.slice(40));
      expect((await page({ p: 4 })).items).toEqual([]);

      const seen = emails.filter((_, i) => i % 3 === 2);
      const seenPage2 = await page({ s: 'SEEN', p: 2, n: 10 });
      expect({ ...seenPage2, items: seenPage2.items.map((i) => [i.status, i.applicant.email]) }).toEqual({
        items: seen.slice(10).map((email) => ['SEEN', email]),
        total: 15,
        page: 2,
        pageSize: 10,
        pageCount: 2,
        statusCounts: counts,
      });
      expect((await page({ n: 100 })).items).toHaveLength(45);

      for (const [vars, message] of [
        [{ n: 101 }, 'pageSize must be a whole number between 1 and 100'],
        [{ n: 0 }, 'pageSize must be a whole number between 1 and 100'],
        [{ p: 0 }, 'page must be a whole number of at least 1'],
      ] as const) {
        const res = await gql(query, { j: job.id, ...vars }, owner);
        expect([vars, res.errors?.[0]?.message, res.errors?.[0]?.extensions?.code]).toEqual([
          vars,
          message,
          'BAD_USER_INPUT',
        ]);
      }

      // Two statements whatever the page size: the session's user, then the job (checked to be mine)
      // with the page and the counts. The mails of the status changes above are sent first: on the
      // embedded database their statements would share the one connection being watched.
      await t.app.get(MailService).drain();
      const statements = async (n: number) =>
        captureStatements(t.dataSource, () => gql(query, { j: job.id, n }, owner));
      const [few, many] = [await statements(5), await statements(100)];
      expect([few.length, many.length]).toEqual([2, 2]);

      // The legacy list still carries every applicant.
      const legacy = await t.http
        .get(`/api/v1/${job.id}/applicants`)
        .set('Authorization', owner.bearer)
        .expect(200);
      expect(
        legacy.body.applications.map((a: { applicant: { email_Id: string } }) => a.applicant.email_Id),
      ).toEqual(emails);
    });

    it('opening the resume marks a pending application seen, silently', async () => {
      const res = await t.http
        .get(`/api/v1/applications/${applicationId}/resume`)
        .set('Authorization', owner.bearer)
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const [{ status }] = await t.dataSource.query(`SELECT status FROM applications WHERE id = $1`, [
        applicationId,
      ]);
      expect(status).toBe('seen');
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1`,
        [seeker.user.id],
      );
      expect(n).toBe(0);
      await t.app.get(MailService).drain();
      expect(smtp.mailsTo(seeker.user.email)).toHaveLength(0);
      const events = await t.dataSource.query(
        `SELECT from_status, to_status, actor_id FROM application_events WHERE application_id = $1`,
        [applicationId],
      );
      expect(events).toEqual([{ from_status: 'pending', to_status: 'seen', actor_id: owner.user.id }]);
      const missing = await t.http
        .get(`/api/v1/applications/${applicationId}/cover-letter`)
        .set('Authorization', owner.bearer);
      expect([missing.status, missing.body.message]).toEqual([404, 'Cover Letter not available']);
    });

    it('changes status to any status with history, a notification (title and job named) and an e-mail', async () => {
      const res = await t.http
        .patch(`/api/v1/applicant/${applicationId}/status`)
        .set('Authorization', owner.bearer)
        .send({ updated_status: 'accept' })
        .expect(200);
      expect(res.body).toEqual({ success: true, message: 'Status Updated', status: 'accept' });
      const gqlRes = await gql(
        `mutation($a: ID!) { setApplicationStatus(applicationId: $a, status: RECRUITED) { status } }`,
        { a: applicationId },
        owner,
      );
      expect(gqlRes.data).toEqual({ setApplicationStatus: { status: 'RECRUITED' } });
      const notes = await gql<{
        myNotifications: { unreadCount: number; items: { title: string; body: string; read: boolean }[] };
      }>(`{ myNotifications { unreadCount items { id title body read } } }`, {}, seeker);
      expect(notes.data?.myNotifications.unreadCount).toBe(2);
      expect(notes.data?.myNotifications.items.map((n) => n.title)).toEqual([
        "Congratulations! You're Hired!",
        'Application Accepted!',
      ]);
      expect(notes.data?.myNotifications.items[1].body).toContain('Fleet Manager');
      await smtp.waitForMails(seeker.user.email, 2);
      await t.app.get(MailService).drain();
      expect(smtp.mailsTo(seeker.user.email)).toHaveLength(2);
      const events = await t.dataSource.query(
        `SELECT to_status FROM application_events WHERE application_id = $1 ORDER BY created_at`,
        [applicationId],
      );
      expect(events.map((e: { to_status: string }) => e.to_status)).toEqual(['seen', 'accept', 'recruited']);
      const all = await gql(`mutation { markAllNotificationsRead }`, {}, seeker);
      expect(all.data).toEqual({ markAllNotificationsRead: 2 });
      const bad = await t.http
        .patch(`/api/v1/applicant/${applicationId}/status`)
        .set('Authorization', owner.bearer)
        .send({ updated_status: 'hired!' });
      expect(bad.status).toBe(400);
      // Shortlisting tells the seeker so in its title.
      await gql(
        `mutation($a: ID!) { setApplicationStatus(applicationId: $a, status: SHORTLISTED) { status } }`,
        { a: applicationId },
        owner,
      );
      const latest = await gql<{ myNotifications: { items: { title: string }[] } }>(
        `{ myNotifications { items { title } } }`,
        {},
        seeker,
      );
      expect(latest.data?.myNotifications.items[0].title).toBe("You've Been Shortlisted!");
      await gql(
        `mutation($a: ID!) { setApplicationStatus(applicationId: $a, status: RECRUITED) { status } }`,
        { a: applicationId },
        owner,
      );
    });

    it('changes a status in six statements, the session read included, and still notifies and mails', async () => {
      // What the earlier changes queued is sent first, so that the mail worker's own statements (it
      // reads and marks the outbox row) are not among those watched.
      const mail = t.app.get(MailService);
      await mail.drain();
      const mailsBefore = smtp.mailsTo(seeker.user.email).length;
      const change = () =>
        gql(
          `mutation($a: ID!) { setApplicationStatus(applicationId: $a, status: REVIEWED) { id status } }`,
          {
            a: applicationId,
          },
          owner,
        );
      let answer: unknown;
      const statements = (
        await captureStatements(t.dataSource, async () => {
          answer = (await change()).data;
        })
      )
        // The mail worker's own reads (the outbox, the platform's branding for the mail) are not the change's.
        .filter(
          (q) => !/^(?:SELECT|UPDATE) .*"mail_outbox"/s.test(q) && !/^SELECT "PlatformSettings"/.test(q),
        );
      expect(answer).toEqual({ setApplicationStatus: { id: applicationId, status: 'REVIEWED' } });
      // The session's user; the application locked and read with its job, company and applicant's
      // e-mail; its status moved with its history step; the webhook deliveries; the notification; the
      // mail's outbox row (the queue's job is the queue's own statement).
      expect(statements).toHaveLength(6);
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM application_events WHERE application_id = $1 AND to_status = 'reviewed'`,
        [applicationId],
      );
      expect(n).toBe(1);
      const notes = await gql<{ myNotifications: { items: { title: string; applicationId: string }[] } }>(
        `{ myNotifications { items { title applicationId } } }`,
        {},
        seeker,
      );
      expect(notes.data?.myNotifications.items[0]).toEqual({
        title: 'Application Reviewed',
        applicationId,
      });
      await smtp.waitForMails(seeker.user.email, mailsBefore + 1);
      // The answer reads the job only when asked for it.
      const withJob = await gql(
        `mutation($a: ID!) { setApplicationStatus(applicationId: $a, status: RECRUITED) { status job { title company { name } } } }`,
        { a: applicationId },
        owner,
      );
      expect(withJob.data).toEqual({
        setApplicationStatus: {
          status: 'RECRUITED',
          job: { title: 'Fleet Manager', company: { name: 'Orbit Logistics' } },
        },
      });
    });

    it('POST /send/notification only about my own applicants', async () => {
      await t.http
        .post('/api/v1/send/notification')
        .set('Authorization', owner.bearer)
        .send({ user_Id: seeker.user.id, title: 'Interview', body: 'Monday 10am' })
        .expect(200);
      const stranger = await sessionAs(t, Role.JOB_SEEKER);
      const refused = await t.http
        .post('/api/v1/send/notification')
        .set('Authorization', owner.bearer)
        .send({ user_Id: stranger.user.id, title: 'Hi', body: 'Spam' });
      expect(refused.status).toBe(404);
      await t.http
        .post('/api/v1/send/notification')
        .set('Authorization', other.bearer)
        .send({ user_Id: seeker.user.id, title: 'Hi', body: 'Spam' })
        .expect(404);
    });

    it('another recruiter reaches none of my companies, jobs, applicants or documents (GraphQL and REST)', async () => {
      const [company] = await t.dataSource.query(`SELECT company_id FROM jobs WHERE id = $1`, [jobId]);
      const companyId = company.company_id;
      const gqlCalls: [string, Record<string, unknown>][] = [
        [`query($id: ID!) { company(id: $id) { id } }`, { id: companyId }],
        [
          `mutation($id: ID!) { updateCompany(id: $id, input: { name: "X", industry: "X", location: "X", website: "x.in" }) { id } }`,
          { id: companyId },
        ],
        [`mutation($id: ID!) { deleteCompany(id: $id) }`, { id: companyId }],
        [`query($id: ID!) { companyJobs(companyId: $id) { total } }`, { id: companyId }],
        [POST_JOB, { c: companyId, i: JOB }],
        [`mutation($id: ID!, $i: JobInput!) { updateJob(id: $id, input: $i) { id } }`, { id: jobId, i: JOB }],
        [`query($id: ID!) { jobApplicants(jobId: $id) { items { id } } }`, { id: jobId }],
        [
          `mutation($id: ID!) { setApplicationStatus(applicationId: $id, status: REJECT) { id } }`,
          { id: applicationId },
        ],
      ];
      for (const [q, v] of gqlCalls) {
        const res = await gql(q, v, other);
        expect([q, res.errors?.[0]?.extensions?.code]).toEqual([q, 'NOT_FOUND']);
      }
      const rest: [string, string, object?][] = [
        ['get', `/api/v1/company/profile/${companyId}`],
        [
          'patch',
          `/api/v1/company/update/${companyId}`,
          { company_name: 'X', comp_industry: 'X', comp_location: 'X', comp_website: 'x.in' },
        ],
        ['delete', `/api/v1/company/delete/${companyId}`],
        ['get', `/api/v1/jobs/company/${companyId}`],
        [
          'patch',
          `/api/v1/job/update/${jobId}`,
          {
            job_title: 'X',
            job_desc: 'Y',
            requirements: ['Z'],
            salary: '1',
            location: 'P',
            job_type: 'Full-time',
            positions: 1,
          },
        ],
        ['get', `/api/v1/${jobId}/applicants`],
        ['patch', `/api/v1/applicant/${applicationId}/status`, { updated_status: 'reject' }],
        ['get', `/api/v1/applications/${applicationId}/resume`],
      ];
      for (const [method, path, body] of rest) {
        const res = await (t.http as unknown as Record<string, (p: string) => request.Test>)
          [method](path)
          .set('Authorization', other.bearer)
          .send(body ?? {});
        expect([method, path, res.status, res.body.success]).toEqual([method, path, 404, false]);
      }
      const [{ status }] = await t.dataSource.query(`SELECT status FROM applications WHERE id = $1`, [
        applicationId,
      ]);
      expect(status).toBe('recruited');
      const [{ name }] = await t.dataSource.query(`SELECT name FROM companies WHERE id = $1`, [companyId]);
      expect(name).toBe('Orbit Logistics');
    });
  });

  describe('candidates and upgrades', () => {
    it('lists seekers with a resume, with derived fields; documents only where they applied', async () => {
      const res = await gql<{
        candidates: {
          total: number;
          items: {
            name: string;
            title: string;
            experience: string;
            availability: string;
            resumeUrl: string | null;
          }[];
        };
      }>(
        `{ candidates(keyword: "fleet") { total items { name title experience availability expectedSalary resumeUrl } } }`,
        {},
        owner,
      );
      expect(res.data?.candidates.total).toBe(1);
      expect(res.data?.candidates.items[0]).toMatchObject({
        title: 'Fleet Professional',
        experience: '0-1 years',
        availability: 'IMMEDIATELY',
        resumeUrl: expect.stringMatching(/^\/api\/v1\/files\//),
      });
      const theirs = await gql<{ candidates: { items: { resumeUrl: string | null }[] } }>(
        `{ candidates(keyword: "fleet") { items { resumeUrl } } }`,
        {},
        other,
      );
      expect(theirs.data?.candidates.items[0].resumeUrl).toBeNull();
      const shared = async (s: Session) =>
        (
          await gql<{ candidates: { items: { sharedWithYou: boolean }[] } }>(
            `{ candidates(keyword: "fleet") { items { sharedWithYou } } }`,
            {},
            s,
          )
        ).data?.candidates.items.map((c) => c.sharedWithYou);
      expect([await shared(owner), await shared(other)]).toEqual([[true], [false]]);
      // A seeker whose profile matches but who has no resume is not a candidate.
      const noResume = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Fleetwood', lastName: 'Mac' });
      await t.dataSource.query(
        `INSERT INTO profiles (user_id, skills, bio) VALUES ($1, '{Fleet}', 'Fleet')`,
        [noResume.user.id],
      );
      const again = await gql<{ candidates: { total: number; items: { name: string }[] } }>(
        `{ candidates(keyword: "fleet") { total items { name } } }`,
        {},
        owner,
      );
      expect(again.data?.candidates).toMatchObject({
        total: 1,
        items: [{ name: expect.not.stringContaining('Fleetwood') }],
      });
      const legacy = await t.http.get('/api/v1/users/all').set('Authorization', owner.bearer).expect(200);
      expect(legacy.body.users.map((u: { email_Id: string }) => u.email_Id)).toContain(seeker.user.email);
      // The legacy client keeps only users whose role is `finder`.
      expect(legacy.body.users.map((u: { role: string }) => u.role)).toEqual(
        legacy.body.users.map(() => 'finder'),
      );
      // A recruiter the candidate never applied to sees neither their e-mail nor their phone number.
      const harvested = await gql<{
        candidates: { items: { email: string | null; contactNo: string | null }[] };
      }>(`{ candidates(keyword: "fleet") { items { email contactNo } } }`, {}, other);
      expect(harvested.data?.candidates.items).toEqual([{ email: null, contactNo: null }]);
      const theirLegacy = await t.http
        .get('/api/v1/users/all')
        .set('Authorization', other.bearer)
        .expect(200);
      const listed = theirLegacy.body.users.find((u: { _id: string }) => u._id === seeker.user.id);
      expect(listed).toMatchObject({ email_Id: '', contact_No: '' });
      expect(JSON.stringify(theirLegacy.body)).not.toContain(seeker.user.email);
      await t.http.get('/api/v1/users/all').set('Authorization', seeker.bearer).expect(403);
    });

    it('stores one open upgrade request per recruiter', async () => {
      const recruiter = await sessionAs(t, Role.RECRUITER);
      const first = await t.http
        .post('/api/v1/upgrade/request')
        .set('Authorization', recruiter.bearer)
        .send({ plan: 'premium' })
        .expect(200);
      expect(first.body).toMatchObject({ success: true, request: { status: 'open', plan: 'premium' } });
      const second = await gql(`mutation { requestUpgrade(plan: STANDARD) { id } }`, {}, recruiter);
      expect(second.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect((await gql(`{ myUpgradeRequest { status requestedPlan } }`, {}, recruiter)).data).toEqual({
        myUpgradeRequest: { status: 'OPEN', requestedPlan: 'PREMIUM' },
      });
    });
  });

  it('keeps seekers out of recruiter routes', async () => {
    await t.http.get('/api/v1/company/all').set('Authorization', seeker.bearer).expect(403);
    const res = await gql(`{ myJobs { total } }`, {}, seeker);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('uses JobStatus values the spec lists', () => {
    expect(Object.values(JobStatus)).toEqual(
      expect.arrayContaining(['active', 'inactive', 'closed', 'draft', 'paused', 'expired']),
    );
  });
});
