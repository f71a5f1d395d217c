import { ApplicationStatus, JobStatus, MESSAGES, Role, SEEKER_MESSAGES } from '@hireloop/schema';
import request from 'supertest';
import { APPLY_ERRORS } from '../src/modules/applications/applications.service';
import { Job } from '../src/modules/jobs/job.entity';
import { MailService } from '../src/modules/mail/mail.service';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { PNG_BYTES, pdfBytes } from './support/pdf';
import { Session, sessionAs } from './support/sessions';
import { captureStatements } from './support/statements';
import { createTestApp, TestApp } from './support/test-app';
import { createStoredFile } from './factories/file.factory';
import { openDocument } from './support/documents';

const PROFILE_INPUT = {
  firstName: 'Meera',
  lastName: 'Iyer',
  middleName: 'K',
  contactNo: '+91-9876500000',
  bio: 'Backend engineer who likes databases.',
  skills: ['Node.js', 'PostgreSQL', 'node.js'],
  experiences: [
    { company: 'Kaveri Fintech', jobTitle: 'Engineer', duration: '2 years', description: 'APIs' },
  ],
  school: { schoolName: 'KV Pune', grade: 'XII', percentage: '91%', year: '2016' },
  colleges: [{ collegeName: 'COEP', degree: 'B.Tech', year: '2020', cgpa: '8.4' }],
};

const UPDATE_PROFILE = `mutation($input: ProfileInput!, $resume: Upload) {
  updateProfile(input: $input, resume: $resume) { exists complete skills resume { id name sizeBytes url } }
}`;

describe('seeker side: bookmarks, apply, applied jobs, profile and documents, survey', () => {
  let t: TestApp;
  let seeker: Session;
  let recruiter: Session;
  let otherRecruiter: Session;
  let job: Job;
  let closed: Job;
  let jobs: Job[];

  const gql = (query: string, variables: Record<string, unknown>, s: Session | null) =>
    t.gql(query, variables, s?.token);

  /** A GraphQL multipart request (with Apollo's CSRF preflight header). */
  function uploadProfile(s: Session, input: object, file?: { bytes: Buffer; name: string }) {
    const req = request(t.app.getHttpServer())
      .post('/graphql')
      .set('Authorization', s.bearer)
      .set('apollo-require-preflight', 'true')
      .field('operations', JSON.stringify({ query: UPDATE_PROFILE, variables: { input, resume: null } }))
      .field('map', JSON.stringify(file ? { '0': ['variables.resume'] } : {}));
    if (file) req.attach('0', file.bytes, { filename: file.name, contentType: 'application/pdf' });
    return req;
  }

  beforeAll(async () => {
    t = await createTestApp();
    seeker = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Meera' });
    recruiter = await sessionAs(t, Role.RECRUITER);
    otherRecruiter = await sessionAs(t, Role.RECRUITER);
    const company = await createCompany(t.dataSource, {
      ownerId: recruiter.user.id,
      recruiterPortalLink: 'https://careers.example.in',
    });
    jobs = [];
    for (let i = 0; i < 4; i++)
      jobs.push(await createJob(t.dataSource, { companyId: company.id, title: `Platform Engineer ${i}` }));
    job = jobs[0];
    closed = await createJob(t.dataSource, { companyId: company.id, status: JobStatus.CLOSED });
  });

  afterAll(() => t.close());

  describe('bookmarks', () => {
    it('toggles a bookmark on and off, and lists saved jobs newest first with the time saved', async () => {
      const toggle = `mutation($id: ID!) { toggleBookmark(jobId: $id) { jobId bookmarked } }`;
      expect((await gql(toggle, { id: job.id }, seeker)).data).toEqual({
        toggleBookmark: { jobId: job.id, bookmarked: true },
      });
      await gql(toggle, { id: jobs[1].id }, seeker);
      const list = await gql(
        `{ bookmarks { total items { savedAt job { id viewerHasBookmarked } } facets { jobTypes { value count } } } }`,
        {},
        seeker,
      );
      const page = (
        list.data as {
          bookmarks: {
            total: number;
            items: { savedAt: string; job: { id: string; viewerHasBookmarked: boolean } }[];
            facets: unknown;
          };
        }
      ).bookmarks;
      expect(page.total).toBe(2);
      expect(page.items.map((i) => i.job.id)).toEqual([jobs[1].id, job.id]);
      expect(page.items.every((i) => i.job.viewerHasBookmarked && !Number.isNaN(Date.parse(i.savedAt)))).toBe(
        true,
      );
      expect(page.facets).toEqual({ jobTypes: [{ value: 'Full-time', count: 2 }] });

      expect((await gql(toggle, { id: jobs[1].id }, seeker)).data).toEqual({
        toggleBookmark: { jobId: jobs[1].id, bookmarked: false },
      });
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM bookmarks WHERE user_id = $1`,
        [seeker.user.id],
      );
      expect(count).toBe(1);
    });

    it('searches saved jobs by title, company or location', async () => {
      const q = `query($k: String) { bookmarks(keyword: $k) { total } }`;
      expect(
        ((await gql(q, { k: 'PLATFORM' }, seeker)).data as { bookmarks: { total: number } }).bookmarks.total,
      ).toBe(1);
      expect(
        ((await gql(q, { k: 'bangalore' }, seeker)).data as { bookmarks: { total: number } }).bookmarks.total,
      ).toBe(1);
      expect(
        ((await gql(q, { k: 'nowhere' }, seeker)).data as { bookmarks: { total: number } }).bookmarks.total,
      ).toBe(0);
    });

    it('REST: POST /bookmark/toggle and GET /bookmark/jobs in the legacy shape; only seekers', async () => {
      const on = await t.http
        .post('/api/v1/bookmark/toggle')
        .set('Authorization', seeker.bearer)
        .send({ job_Id: jobs[2].id })
        .expect(200);
      expect(on.body).toEqual({ success: true, bookmarked: true, message: SEEKER_MESSAGES.bookmarkAdded });
      const list = await t.http.get('/api/v1/bookmark/jobs').set('Authorization', seeker.bearer).expect(200);
      expect(list.body.success).toBe(true);
      expect(list.body.jobs[0]).toMatchObject({
        _id: jobs[2].id,
        job_title: 'Platform Engineer 2',
        company: { company_name: expect.any(String) },
      });
      expect(list.body.jobs[0].bookmarkedAt).toEqual(expect.any(String));
      const off = await t.http
        .post('/api/v1/bookmark/toggle')
        .set('Authorization', seeker.bearer)
        .send({ job_Id: jobs[2].id });
      expect(off.body.message).toBe(SEEKER_MESSAGES.bookmarkRemoved);
      await t.http.get('/api/v1/bookmark/jobs').expect(401);
      await t.http.get('/api/v1/bookmark/jobs').set('Authorization', recruiter.bearer).expect(403);
      const missing = await t.http
        .post('/api/v1/bookmark/toggle')
        .set('Authorization', seeker.bearer)
        .send({ job_Id: closed.id });
      expect(missing.status).toBe(404);
    });
  });

  describe('apply', () => {
    const apply = `mutation($id: ID!) { applyToJob(jobId: $id) { id status job { id title } } }`;

    it('needs a profile, then a non-empty one', async () => {
      const none = await gql(apply, { id: job.id }, seeker);
      expect(none.errors?.[0]).toMatchObject({
        message: SEEKER_MESSAGES.profileRequired,
        extensions: { code: 'PROFILE_REQUIRED' },
      });
      await uploadProfile(seeker, { ...PROFILE_INPUT, bio: '', skills: [], experiences: [] }).expect(200);
      const empty = await gql(apply, { id: job.id }, seeker);
      expect(empty.errors?.[0]).toMatchObject({
        message: APPLY_ERRORS.incomplete,
        extensions: { code: 'PROFILE_INCOMPLETE' },
      });
      const rest = await t.http.get(`/api/v1/apply/${job.id}`).set('Authorization', seeker.bearer);
      expect([rest.status, rest.body.message]).toEqual([403, APPLY_ERRORS.incomplete]);
    });

    it('applies once to an active job: pending, with history; a second try and a closed job are refused', async () => {
      await uploadProfile(seeker, PROFILE_INPUT).expect(200);
      const ok = await gql(apply, { id: job.id }, seeker);
      expect(ok.data).toEqual({
        applyToJob: { id: expect.any(String), status: 'PENDING', job: { id: job.id, title: job.title } },
      });
      const again = await gql(apply, { id: job.id }, seeker);
      expect(again.errors?.[0]).toMatchObject({
        message: APPLY_ERRORS.already,
        extensions: { code: 'CONFLICT' },
      });
      const toClosed = await gql(apply, { id: closed.id }, seeker);
      expect(toClosed.errors?.[0].message).toBe(APPLY_ERRORS.closed);
      const rows = await t.dataSource.query(`SELECT status FROM applications WHERE applicant_id = $1`, [
        seeker.user.id,
      ]);
      expect(rows).toEqual([{ status: ApplicationStatus.PENDING }]);
      const history = await t.dataSource.query(
        `SELECT from_status, to_status, actor_id FROM application_events e JOIN applications a ON a.id = e.application_id WHERE a.applicant_id = $1`,
        [seeker.user.id],
      );
      expect(history).toEqual([{ from_status: null, to_status: 'pending', actor_id: seeker.user.id }]);
      const viewer = await gql(
        `query($id: ID!) { job(id: $id) { viewerHasApplied applicationCount } }`,
        { id: job.id },
        seeker,
      );
      expect(viewer.data).toEqual({ job: { viewerHasApplied: true, applicationCount: 1 } });
      const anon = await gql(`query($id: ID!) { job(id: $id) { viewerHasApplied } }`, { id: job.id }, null);
      expect(anon.data).toEqual({ job: { viewerHasApplied: false } });
    });

    it("REST: GET /apply/{jobId} applies; GET /job/{id} lists only the caller's own application", async () => {
      const res = await t.http
        .get(`/api/v1/apply/${jobs[3].id}`)
        .set('Authorization', seeker.bearer)
        .expect(200);
      expect(res.body).toMatchObject({ success: true, message: SEEKER_MESSAGES.applied });
      const again = await t.http.get(`/api/v1/apply/${jobs[3].id}`).set('Authorization', seeker.bearer);
      expect([again.status, again.body.success, again.body.message]).toEqual([
        409,
        false,
        APPLY_ERRORS.already,
      ]);
      const mine = await t.http
        .get(`/api/v1/job/${jobs[3].id}`)
        .set('Authorization', seeker.bearer)
        .expect(200);
      expect(mine.body.job.applications).toEqual([
        { _id: expect.any(String), applicant: seeker.user.id, status: 'pending' },
      ]);
      const anon = await t.http.get(`/api/v1/job/${jobs[3].id}`).expect(200);
      expect(anon.body.job.applications).toEqual([]);
      await t.http.get(`/api/v1/apply/${jobs[2].id}`).set('Authorization', recruiter.bearer).expect(403);
      await t.http.get(`/api/v1/apply/${jobs[2].id}`).expect(401);
    });

    it('lists applied jobs newest first with job, company and status, searchable and paged (GraphQL and REST)', async () => {
      const q = `query($k: String, $p: Int!, $s: Int!) { myApplications(keyword: $k, page: $p, pageSize: $s) { total pageCount items { status job { id company { name } } } } }`;
      const all = (await gql(q, { k: null, p: 1, s: 6 }, seeker)).data as {
        myApplications: { total: number; items: { job: { id: string } }[] };
      };
      expect(all.myApplications.total).toBe(2);
      expect(all.myApplications.items.map((i) => i.job.id)).toEqual([jobs[3].id, job.id]);
      const one = (await gql(q, { k: 'engineer 3', p: 1, s: 6 }, seeker)).data as {
        myApplications: { total: number };
      };
      expect(one.myApplications.total).toBe(1);
      const paged = (await gql(q, { k: null, p: 2, s: 1 }, seeker)).data as {
        myApplications: { pageCount: number; items: unknown[] };
      };
      expect([paged.myApplications.pageCount, paged.myApplications.items.length]).toEqual([2, 1]);
      // The applications' mails have gone out, so no background statement falls into the counts.
      await t.app.get(MailService).drain();
      const small = await captureStatements(t.dataSource, () => gql(q, { k: null, p: 1, s: 1 }, seeker));
      const large = await captureStatements(t.dataSource, () => gql(q, { k: null, p: 1, s: 50 }, seeker));
      expect(large.length).toBe(small.length);

      const rest = await t.http
        .get('/api/v1/user/applied-jobs')
        .set('Authorization', seeker.bearer)
        .expect(200);
      expect(rest.body.success).toBe(true);
      expect(rest.body.applications[0]).toMatchObject({
        _id: expect.any(String),
        status: 'pending',
        createdAt: expect.any(String),
        job: {
          _id: jobs[3].id,
          job_title: 'Platform Engineer 3',
          company: { company_name: expect.any(String) },
        },
      });
      // The card's logo: never bytes inlined, the image's address beside `hasLogo`.
      for (const a of rest.body.applications) {
        const company = a.job.company;
        expect(company).toHaveProperty('company_logo_img', null);
        expect(company.company_logo_url).toBe(company.hasLogo ? `/api/v1/company/logo/${company._id}` : null);
      }
    });
  });

  describe('profile and documents', () => {
    it('reads and saves every field; skills de-duplicated, experiences and colleges replaced', async () => {
      const q = `{ myProfile { exists complete firstName middleName lastName email contactNo bio skills experiences { company jobTitle duration description } school { schoolName grade percentage year } colleges { collegeName degree year cgpa } } }`;
      const res = await gql(q, {}, seeker);
      expect(res.data).toEqual({
        myProfile: {
          exists: true,
          complete: true,
          firstName: 'Meera',
          middleName: 'K',
          lastName: 'Iyer',
          email: seeker.user.email,
          contactNo: '+91-9876500000',
          bio: PROFILE_INPUT.bio,
          skills: ['Node.js', 'PostgreSQL'],
          experiences: PROFILE_INPUT.experiences,
          school: PROFILE_INPUT.school,
          colleges: PROFILE_INPUT.colleges,
        },
      });
      const names = await uploadProfile(seeker, { ...PROFILE_INPUT, firstName: ' ' });
      expect(names.body.errors[0].message).toBe(SEEKER_MESSAGES.profileNamesRequired);
    });

    it('stores a PDF resume checked by its bytes; refuses a renamed PNG and an 11 MB file, changing nothing', async () => {
      const ok = await uploadProfile(seeker, PROFILE_INPUT, {
        bytes: pdfBytes(),
        name: 'meera-resume.pdf',
      }).expect(200);
      const resume = ok.body.data.updateProfile.resume;
      expect(resume).toMatchObject({
        name: 'meera-resume.pdf',
        sizeBytes: pdfBytes().length,
        url: `/api/v1/files/${resume.id}`,
      });

      const png = await uploadProfile(
        seeker,
        { ...PROFILE_INPUT, bio: 'changed' },
        { bytes: PNG_BYTES, name: 'photo.pdf' },
      );
      expect(png.body.errors[0]).toMatchObject({
        message: SEEKER_MESSAGES.pdfOnly,
        extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
      });
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
      const large = await uploadProfile(
        seeker,
        { ...PROFILE_INPUT, bio: 'changed' },
        { bytes: big, name: 'big.pdf' },
      );
      expect(large.body.errors[0].message).toBe(SEEKER_MESSAGES.pdfTooLarge);
      const after = await gql(`{ myProfile { bio resume { id } } }`, {}, seeker);
      expect(after.data).toEqual({ myProfile: { bio: PROFILE_INPUT.bio, resume: { id: resume.id } } });

      // REST multipart with the legacy field names.
      const rest = await t.http
        .patch('/api/v1/profile/update/new')
        .set('Authorization', seeker.bearer)
        .field('firstname', 'Meera')
        .field('lastname', 'Iyer')
        .field('email_Id', seeker.user.email)
        .field('contact_No', '+91-9876500000')
        .field('bio', PROFILE_INPUT.bio)
        .field('skills', 'Node.js, PostgreSQL, Redis')
        .field(
          'jobExperiences',
          JSON.stringify([
            { company: 'Kaveri Fintech', jobTitle: 'Engineer', duration: '2 years', description: 'APIs' },
          ]),
        )
        .field('education', JSON.stringify({ school: PROFILE_INPUT.school, college: PROFILE_INPUT.colleges }))
        .attach('coverLetterFile', pdfBytes('Cover'), {
          filename: 'cover.pdf',
          contentType: 'application/pdf',
        });
      expect(rest.body).toEqual({ success: true, message: SEEKER_MESSAGES.profileUpdated });
      const renamed = await t.http
        .patch('/api/v1/profile/update/new')
        .set('Authorization', seeker.bearer)
        .field('firstname', 'Meera')
        .field('lastname', 'Iyer')
        .attach('resumeFile', PNG_BYTES, { filename: 'resume.pdf', contentType: 'application/pdf' });
      expect([renamed.status, renamed.body.message]).toEqual([415, SEEKER_MESSAGES.pdfOnly]);
      const huge = await t.http
        .patch('/api/v1/profile/update/new')
        .set('Authorization', seeker.bearer)
        .field('firstname', 'Meera')
        .field('lastname', 'Iyer')
        .attach('resumeFile', big, { filename: 'big.pdf', contentType: 'application/pdf' });
      expect([huge.status, huge.body.message]).toEqual([413, SEEKER_MESSAGES.pdfTooLarge]);

      const legacy = await t.http.get('/api/v1/profile').set('Authorization', seeker.bearer).expect(200);
      expect(legacy.body).toMatchObject({
        success: true,
        user: { email_Id: seeker.user.email, firstname: 'Meera' },
        profile: {
          skills: ['Node.js', 'PostgreSQL', 'Redis'],
          resume_Name: 'meera-resume.pdf',
          resume_File: `/api/v1/files/${resume.id}`,
          cover_Letter_Name: 'cover.pdf',
          jobExperiences: [
            { company: 'Kaveri Fintech', jobTitle: 'Engineer', duration: '2 years', description: 'APIs' },
          ],
          education: { school: PROFILE_INPUT.school, college: PROFILE_INPUT.colleges },
        },
        profileImage: null,
      });
    });

    it('serves a document to its owner and to the recruiter of a job it applied to, not to another recruiter', async () => {
      const res = await gql(`{ myProfile { resume { url } } }`, {}, seeker);
      const url = (res.data as { myProfile: { resume: { url: string } } }).myProfile.resume.url;
      const own = await openDocument(t, url, seeker.bearer);
      expect(own.status).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toContain('filename="meera-resume.pdf"');
      expect(own.api.headers['x-content-type-options']).toBe('nosniff');
      expect(own.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await openDocument(t, url, recruiter.bearer)).status).toBe(200);
      const other = await t.http.get(url).set('Authorization', otherRecruiter.bearer);
      expect([other.status, other.body.message]).toEqual([404, 'File not found']);
      const stranger = await sessionAs(t, Role.JOB_SEEKER);
      await t.http.get(url).set('Authorization', stranger.bearer).expect(404);
      await t.http.get(url).expect(401);
    });
  });

  describe('survey, logo, newsletter and waitlist', () => {
    it('saves and reads the 7 answers; each step is checked', async () => {
      const save = `mutation($i: PreferenceSurveyInput!) { savePreferenceSurvey(input: $i) { jobTitle skills jobType category location salary shift } }`;
      const input = {
        jobTitle: 'Backend Developer',
        skills: ['Go', ' go', 'SQL'],
        jobType: 'Full-time',
        category: 'Technology',
        location: 'Pune',
        salary: 'Above ₹25 LPA',
        shift: 'Day Shift',
      };
      expect((await gql(save, { i: input }, seeker)).data).toEqual({
        savePreferenceSurvey: { ...input, skills: ['Go', 'SQL'] },
      });
      const missing = await gql(save, { i: { ...input, shift: '' } }, seeker);
      expect(missing.errors?.[0].message).toBe(SEEKER_MESSAGES.surveyShift);
      const rest = await t.http
        .post('/api/v1/api/preference-survey')
        .set('Authorization', seeker.bearer)
        .send({
          job_title: 'Data Analyst',
          skills: 'SQL, Excel',
          job_type: 'Contract',
          location: 'Remote',
          salary: 'Under $30,000',
          category: 'Finance',
          shift: 'Flexible',
        })
        .expect(200);
      expect(rest.body).toMatchObject({
        success: true,
        message: SEEKER_MESSAGES.surveySaved,
        survey: { skills: ['SQL', 'Excel'] },
      });
      // The legacy dollar band is stored as the rupee band in its place.
      expect(rest.body.survey.salary).toBe('Under ₹3 LPA');
      const read = await gql(`{ myPreferenceSurvey { jobTitle skills salary } }`, {}, seeker);
      expect(read.data).toEqual({
        myPreferenceSurvey: { jobTitle: 'Data Analyst', skills: ['SQL', 'Excel'], salary: 'Under ₹3 LPA' },
      });
      // GraphQL speaks only the rupee bands.
      const dollars = await gql(save, { i: { ...input, salary: 'Above $150,000' } }, seeker);
      expect(dollars.errors?.[0].message).toBe(SEEKER_MESSAGES.surveySalary);
      const bad = await t.http
        .post('/api/v1/api/preference-survey')
        .set('Authorization', seeker.bearer)
        .send({ job_title: '' });
      expect([bad.status, bad.body.message]).toEqual([400, SEEKER_MESSAGES.surveyJobTitle]);
    });

    it('GET /company/logo/{id} answers the image revalidated by its ETag (one address for every logo), 404 without one', async () => {
      const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id });
      await t.http.get(`/api/v1/company/logo/${company.id}`).expect(404);
      const fileId = await createStoredFile(t.dataSource, {
        ownerId: recruiter.user.id,
        kind: 'company_logo',
        originalName: 'logo.png',
        mimeType: 'image/png',
        bytes: PNG_BYTES,
      });
      await t.dataSource.query(`UPDATE companies SET logo_file_id = $1 WHERE id = $2`, [fileId, company.id]);
      const logo = await t.http.get(`/api/v1/company/logo/${company.id}`).expect(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.headers['cache-control']).toBe('public, no-cache');
      expect(logo.headers['x-content-type-options']).toBe('nosniff');
      await t.http
        .get(`/api/v1/company/logo/${company.id}`)
        .set('If-None-Match', logo.headers.etag)
        .expect(304);
      // A new logo at the same address is what the next revalidation gets.
      const next = await createStoredFile(t.dataSource, {
        ownerId: recruiter.user.id,
        kind: 'company_logo',
        originalName: 'logo.png',
        mimeType: 'image/png',
        bytes: Buffer.concat([PNG_BYTES, Buffer.from([0])]),
      });
      await t.dataSource.query(`UPDATE companies SET logo_file_id = $1 WHERE id = $2`, [next, company.id]);
      const renewed = await t.http
        .get(`/api/v1/company/logo/${company.id}`)
        .set('If-None-Match', logo.headers.etag)
        .expect(200);
      expect(renewed.headers.etag).not.toBe(logo.headers.etag);
    });

    it('keeps one weekly alert per newsletter address (waiting for its confirmation) and waitlist addresses once each', async () => {
      for (let i = 0; i < 2; i++) {
        expect(
          (await gql(`mutation { subscribeNewsletter(email: "Reader@Example.in") }`, {}, null)).data,
        ).toEqual({ subscribeNewsletter: true });
        await t.http.post('/api/v1/waitlist').send({ email: 'early@example.in' }).expect(200);
      }
      await gql(`mutation { subscribeNewsletter(email: "reader@example.IN") }`, {}, null);
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM job_alerts WHERE lower(email) = 'reader@example.in' AND confirmed_at IS NULL`,
      );
      const [{ w }] = await t.dataSource.query(`SELECT count(*)::int AS w FROM waitlist_entries`);
      expect([n, w]).toEqual([1, 1]);
      const bad = await gql(`mutation { joinWaitlist(email: "nope") }`, {}, null);
      expect(bad.errors?.[0].message).toBe(MESSAGES.emailInvalid);
    });
  });
});
