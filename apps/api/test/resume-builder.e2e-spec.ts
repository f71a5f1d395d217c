import { GENERATED_RESUME_PATH, RESUME_MAX_PAGES, Role } from '@hireloop/schema';
import type { Response } from 'superagent';
import type { Test } from 'supertest';
import { LOGIN_REQUIRED } from '../src/modules/auth/access.guard';
import { pdfText } from './support/pdf-text';
import { openDocument } from './support/documents';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, errorCode, TestApp } from './support/test-app';

const ATTACH = `mutation { attachGeneratedResume { resume { id name sizeBytes url } } }`;
const SAVE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { exists } }`;

const SKILLS = ['TypeScript', 'PostgreSQL', 'Café POS integrations', 'Crédit scoring', 'Kubernetes'];

const PROFILE = {
  firstName: 'Aarav',
  lastName: 'Mehta',
  contactNo: '+91 98765 43210',
  bio: 'Backend engineer; expected CTC ₹24 LPA. Built UPI payouts at scale.',
  skills: SKILLS,
  experiences: [
    {
      company: 'Kaveri Fintech',
      jobTitle: 'Senior Engineer',
      duration: '2021–2024',
      description: 'Led the ledger team.',
    },
    { company: 'Deccan Soft', jobTitle: 'Engineer', duration: '2018–2021', description: 'APIs in Go.' },
  ],
  school: { schoolName: 'KV Pune', grade: 'XII', percentage: '91', year: '2014' },
  colleges: [{ collegeName: 'COEP', degree: 'B.Tech', year: '2018', cgpa: '8.4' }],
};

/** A profile at every field's limit: 20 positions of 2,000 characters, 50 long skills, 20 colleges. */
const HUGE = {
  firstName: 'Ishaan',
  lastName: 'Kulkarni',
  contactNo: '+91 90000 00000',
  bio: 'Seasoned engineer with a long story to tell. '.repeat(110).slice(0, 5000),
  skills: Array.from({ length: 50 }, (_, i) => `Skill ${i} ${'x'.repeat(50)}`),
  experiences: Array.from({ length: 20 }, (_, i) => ({
    company: `Company ${i} ${'C'.repeat(150)}`,
    jobTitle: `Position ${i}`,
    duration: `${2000 + i}–${2001 + i}`,
    description: `Did a great many things in year ${i}. `.repeat(60).slice(0, 2000),
  })),
  school: { schoolName: 'A school', grade: 'XII', percentage: '90', year: '1998' },
  colleges: Array.from({ length: 20 }, (_, i) => ({
    collegeName: `College ${i}`,
    degree: `Degree ${i}`,
    year: '2000',
    cgpa: '9',
  })),
};

interface Attached {
  attachGeneratedResume: { resume: { id: string; name: string; sizeBytes: number; url: string } };
}

/** Reads the answer's body as bytes (supertest leaves a PDF unread otherwise). */
function asBytes(req: Test): Test {
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** The body read by asBytes. */
function bytes(res: Response): Buffer {
  return res.body as Buffer;
}

/** Resume Builder: the seeker's profile as a PDF resume, downloaded or attached as the profile's resume. */
describe('resume builder', () => {
  let t: TestApp;
  let seeker: Session;

  const download = (session: Session | null) => {
    const req = t.http.get(GENERATED_RESUME_PATH);
    if (session) req.set('Authorization', session.bearer);
    return asBytes(req);
  };
  const save = async (session: Session, input: object) => {
    const body = await t.gql(SAVE, { input }, session.token);
    expect(body.errors).toBeUndefined();
  };

  beforeAll(async () => {
    t = await createTestApp();
    seeker = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Aarav', lastName: 'Mehta' });
    await save(seeker, PROFILE);
  });

  afterAll(() => t.close());

  it("downloads the seeker's profile as a one-page PDF with the name, contacts, every skill and the rupee sign", async () => {
    const res = await download(seeker).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Aarav-Mehta-resume.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = await pdfText(bytes(res));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Aarav Mehta');
    expect(pdf.text).toContain(seeker.user.email);
    expect(pdf.text).toContain('+91 98765 43210');
    for (const skill of SKILLS) expect(pdf.text).toContain(skill);
    expect(pdf.text).toContain('₹24 LPA');
    expect(pdf.text).toContain('Senior Engineer — Kaveri Fintech');
    expect(pdf.text).toContain('B.Tech');
  });

  it('keeps a profile at every limit to two pages, the most recent position first and the rest shortened', async () => {
    const huge = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Ishaan', lastName: 'Kulkarni' });
    await save(huge, HUGE);
    const pdf = await pdfText(bytes(await download(huge).expect(200)));
    expect(pdf.pages).toBeLessThanOrEqual(RESUME_MAX_PAGES);
    expect(pdf.text).toContain('Ishaan Kulkarni');
    expect(pdf.text).toContain('Position 0');
    expect(pdf.text).toContain('…');
    expect(pdf.text).not.toContain('Position 19');
    expect(pdf.text).toMatch(/\b\d{1,2} earlier positions not shown/);
  });

  it('draws an empty profile as a valid PDF with the name and e-mail', async () => {
    const empty = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Nila', lastName: 'Das' });
    const res = await download(empty).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Nila-Das-resume.pdf"');
    const pdf = await pdfText(bytes(res));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Nila Das');
    expect(pdf.text).toContain(empty.user.email);
  });

  it("attaches the generated resume as the profile's resume, replacing the previous one", async () => {
    const first = await t.gql(ATTACH, {}, seeker.token);
    expect(first.errors).toBeUndefined();
    const resume = (first.data as unknown as Attached).attachGeneratedResume.resume;
    expect(resume).toMatchObject({ name: 'Aarav-Mehta-resume.pdf', url: `/api/v1/files/${resume.id}` });

    // The stored resume, through the route every resume is read by, is the resume the download gives.
    const stored = await openDocument(t, resume.url, seeker.bearer);
    expect(stored.status).toBe(200);
    expect(stored.headers['content-type']).toBe('application/pdf');
    expect(stored.headers['content-disposition']).toContain('filename="Aarav-Mehta-resume.pdf"');
    expect(stored.body.length).toBe(resume.sizeBytes);
    const downloaded = await pdfText(bytes(await download(seeker).expect(200)));
    expect(await pdfText(stored.body)).toEqual(downloaded);

    const again = await t.gql(ATTACH, {}, seeker.token);
    const second = (again.data as unknown as Attached).attachGeneratedResume.resume;
    expect(second.id).not.toBe(resume.id);
    const profile = await t.gql(`{ myProfile { resume { id } } }`, {}, seeker.token);
    expect(profile.data).toEqual({ myProfile: { resume: { id: second.id } } });
    await t.http.get(resume.url).set('Authorization', seeker.bearer).expect(404);
  });

  it('refuses visitors, recruiters and administrators, on both routes', async () => {
    const anonymous = await download(null).expect(401);
    expect(JSON.parse(bytes(anonymous).toString()).message).toBe(LOGIN_REQUIRED);
    for (const role of [Role.RECRUITER, Role.ADMIN]) {
      const other = await sessionAs(t, role);
      const refused = await download(other).expect(403);
      expect(JSON.parse(bytes(refused).toString()).message).toBe('You do not have permission to do this.');
      expect(errorCode(await t.gql(ATTACH, {}, other.token))).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(ATTACH, {}, undefined))).toBe('UNAUTHENTICATED');
  });
});
