import { Role } from '@hireloop/schema';
import request from 'supertest';
import { createCompany } from './factories/company.factory';
import { pdfBytes, PNG_BYTES } from './support/pdf';
import { Session, sessionAs } from './support/sessions';
import { openDocument } from './support/documents';
import { createTestApp, TestApp, usesRealPostgres } from './support/test-app';

const PROFILE_INPUT = {
  firstName: 'Jürgen',
  lastName: 'Müller',
  middleName: null,
  contactNo: '+91-9876500000',
  bio: 'Backend engineer.',
  skills: ['Node.js'],
  experiences: [],
  school: null,
  colleges: [],
  removeResume: false,
  removeCoverLetter: false,
};

const UPDATE_PROFILE = `mutation($input: ProfileInput!, $resume: Upload) {
  updateProfile(input: $input, resume: $resume) { resume { id name url } }
}`;

/** The name in a Content-Disposition header, from its RFC 5987 `filename*` (UTF-8) parameter. */
function utf8Name(header: string | undefined): string | null {
  const match = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  return match ? decodeURIComponent(match[1]) : null;
}

/** Documents are downloads named by their real type, uploaded names survive as UTF-8, private answers are not cached. */
describe('documents, upload names and caching', () => {
  let t: TestApp;
  let seeker: Session;
  let recruiter: Session;

  beforeAll(async () => {
    t = await createTestApp();
    seeker = await sessionAs(t, Role.JOB_SEEKER);
    recruiter = await sessionAs(t, Role.RECRUITER);
  });

  afterAll(() => t.close());

  /** The seeker's resume sent through GraphQL multipart under `filename`, declared as `contentType`. */
  const uploadResume = (filename: string, contentType: string) =>
    request(t.app.getHttpServer())
      .post('/graphql')
      .set('Authorization', seeker.bearer)
      .set('apollo-require-preflight', 'true')
      .field(
        'operations',
        JSON.stringify({ query: UPDATE_PROFILE, variables: { input: PROFILE_INPUT, resume: null } }),
      )
      .field('map', JSON.stringify({ '0': ['variables.resume'] }))
      .attach('0', pdfBytes(), { filename, contentType });

  it('serves a resume uploaded as "cv.html" as an attachment named .pdf (its detected type)', async () => {
    const up = await uploadResume('cv.html', 'text/html');
    expect(up.body.errors).toBeUndefined();
    const { url, name } = up.body.data.updateProfile.resume;
    expect(name).toBe('cv.pdf');
    const res = await openDocument(t, url, seeker.bearer);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-disposition']).not.toMatch(/inline/);
    expect(res.headers['content-disposition']).toContain('filename="cv.pdf"');
    expect(res.api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps a name without the characters that reorder or hide text, shown and served as it reads', async () => {
    const up = await uploadResume('invoice\u202Efdp.exe', 'application/pdf');
    expect(up.body.errors).toBeUndefined();
    const { url, name } = up.body.data.updateProfile.resume;
    expect(name).toBe('invoicefdp.pdf');
    const res = await openDocument(t, url, seeker.bearer);
    expect(res.headers['content-disposition']).toContain('filename="invoicefdp.pdf"');
  });

  it('keeps a non-ASCII name through GraphQL multipart and serves it back in RFC 5987 form', async () => {
    const name = 'Lebenslauf Jürgen Müller 履歴書.pdf';
    const up = await uploadResume(name, 'application/pdf');
    expect(up.body.errors).toBeUndefined();
    expect(up.body.data.updateProfile.resume.name).toBe(name);
    const res = await openDocument(t, up.body.data.updateProfile.resume.url, seeker.bearer);
    expect(utf8Name(res.headers['content-disposition'])).toBe(name);
  });

  it('keeps a non-ASCII name through the REST multipart form (multer) as well', async () => {
    const name = 'Résumé Ñandú 简历.pdf';
    await t.http
      .patch('/api/v1/profile/update/new')
      .set('Authorization', seeker.bearer)
      .field('firstname', 'Jürgen')
      .field('lastname', 'Müller')
      .field('bio', 'Backend engineer.')
      .field('skills', 'Node.js')
      .attach('resumeFile', pdfBytes(), { filename: name, contentType: 'application/pdf' })
      .expect(200);
    const profile = await t.gql<{ myProfile: { resume: { name: string; url: string } } }>(
      '{ myProfile { resume { name url } } }',
      {},
      seeker.token,
    );
    expect(profile.data!.myProfile.resume.name).toBe(name);
    const res = await openDocument(t, profile.data!.myProfile.resume.url, seeker.bearer);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(utf8Name(res.headers['content-disposition'])).toBe(name);
  });

  it('still shows a company logo inline', async () => {
    const company = await createCompany(t.dataSource, { ownerId: recruiter.user.id });
    await t.http
      .patch(`/api/v1/company/update/${company.id}`)
      .set('Authorization', recruiter.bearer)
      .field('company_name', company.name)
      .field('comp_industry', company.industry)
      .field('comp_location', company.location)
      .field('comp_website', company.website)
      .attach('company_logo_img', PNG_BYTES, { filename: 'logo.png', contentType: 'image/png' })
      .expect(200);
    const logo = await t.http.get(`/api/v1/company/logo/${company.id}`).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('marks every answer to a signed-in request no-store, on REST and GraphQL', async () => {
    const rest = await t.http.get('/api/v1/profile').set('Authorization', seeker.bearer).expect(200);
    expect(rest.headers['cache-control']).toBe('no-store');
    const gql = await t.http
      .post('/graphql')
      .set('Authorization', seeker.bearer)
      .send({ query: '{ me { id email } }' })
      .expect(200);
    expect(gql.body.data.me.email).toBe(seeker.user.email);
    expect(gql.headers['cache-control']).toBe('no-store');
    const jobs = await t.http.get('/api/v1/jobs').set('Authorization', recruiter.bearer).expect(200);
    expect(jobs.headers['cache-control']).toBe('no-store');
  });
});

describe('/metrics in production', () => {
  // Production refuses the embedded database unless it is asked for on purpose.
  const production = { NODE_ENV: 'production', ...(usesRealPostgres() ? {} : { EMBEDDED_DB: 'true' }) };

  it('is not served without METRICS_TOKEN, and asks for the token when it is set', async () => {
    const open = await createTestApp({ env: production });
    try {
      const res = await open.http.get('/metrics');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('hireloop_http_requests_total');
    } finally {
      await open.close();
    }
    const token = 'scrape-secret-0123456789';
    const guarded = await createTestApp({ env: { ...production, METRICS_TOKEN: token } });
    try {
      await guarded.http.get('/metrics').expect(401);
      const ok = await guarded.http.get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
      expect(ok.text).toContain('hireloop_http_requests_total');
    } finally {
      await guarded.close();
    }
  });
});
