import { Role } from '@hireloop/schema';
import request from 'supertest';
import { RESUME_PARSE_QUEUE } from '../src/modules/profiles/profiles.service';
import { Profile as ProfileEntity } from '../src/modules/profiles/profile.entity';
import { QueueService } from '../src/modules/queue/queue.service';
import { createStoredFile } from './factories/file.factory';
import {
  capitalsResume,
  corruptPdf,
  imageOnlyResume,
  singleColumnResume,
  threePageResume,
  twoColumnResume,
} from './support/resume-layouts';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, errorCode, TestApp } from './support/test-app';

const READING = `{ resumeProposals { status resumeId proposals {
  id kind status skill
  experience { company jobTitle duration description }
  college { collegeName degree year cgpa }
  school { schoolName grade percentage year } } } }`;
const ACCEPT = `mutation($id: ID!) { acceptResumeProposal(id: $id) { status proposals { id status } } }`;
const DISMISS = `mutation($id: ID!) { dismissResumeProposal(id: $id) { status proposals { id status } } }`;
const ACCEPT_SKILLS = `mutation { acceptAllResumeSkills { proposals { kind status } } }`;
const PROFILE = `{ myProfile { skills experiences { company jobTitle duration description }
  colleges { collegeName degree year cgpa } school { schoolName grade percentage year } } }`;
const UPDATE_PROFILE = `mutation($input: ProfileInput!, $resume: Upload) {
  updateProfile(input: $input, resume: $resume) { resume { id } } }`;
const ATTACH = `mutation { attachGeneratedResume { resume { id } } }`;

interface Proposal {
  id: string;
  kind: 'SKILL' | 'EXPERIENCE' | 'EDUCATION';
  status: 'PENDING' | 'ACCEPTED' | 'DISMISSED';
  skill: string | null;
  experience: { company: string; jobTitle: string; duration: string; description: string } | null;
  college: { collegeName: string; degree: string; year: string; cgpa: string } | null;
  school: { schoolName: string; grade: string; percentage: string; year: string } | null;
}
interface Reading {
  status: 'NONE' | 'PENDING' | 'DONE' | 'NO_TEXT' | 'FAILED';
  resumeId: string | null;
  proposals: Proposal[];
}
interface Profile {
  skills: string[];
  experiences: { company: string; jobTitle: string; duration: string; description: string }[];
  colleges: { collegeName: string; degree: string; year: string; cgpa: string }[];
  school: { schoolName: string; grade: string; percentage: string; year: string };
}

describe('resume parsing: proposals from an uploaded resume, accepted or dismissed by the seeker', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const reading = async (s: Session): Promise<Reading> => {
    const body = await t.gql<{ resumeProposals: Reading }>(READING, {}, s.token);
    expect(body.errors).toBeUndefined();
    return body.data!.resumeProposals;
  };
  /** Polls the seeker's reading until the resume was read (at most 30 s). */
  const readingDone = async (s: Session): Promise<Reading> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const r = await reading(s);
      if (r.status !== 'PENDING') return r;
      if (Date.now() > deadline) throw new Error('the resume was not read within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const profile = async (s: Session): Promise<Profile> => {
    const body = await t.gql<{ myProfile: Profile }>(PROFILE, {}, s.token);
    expect(body.errors).toBeUndefined();
    return body.data!.myProfile;
  };
  const uploadRest = (s: Session, pdf: Buffer, skills = 'Docker') =>
    t.http
      .patch('/api/v1/profile/update/new')
      .set('Authorization', s.bearer)
      .field('firstname', s.user.firstName)
      .field('lastname', s.user.lastName)
      .field('bio', 'Looking for work.')
      .field('skills', skills)
      .attach('resumeFile', pdf, { filename: 'resume.pdf', contentType: 'application/pdf' })
      .expect(200);
  const uploadGraphql = async (s: Session, pdf: Buffer) => {
    const input = { firstName: s.user.firstName, lastName: s.user.lastName, bio: '', skills: [] };
    const res = await request(t.app.getHttpServer())
      .post('/graphql')
      .set('Authorization', s.bearer)
      .set('apollo-require-preflight', 'true')
      .field('operations', JSON.stringify({ query: UPDATE_PROFILE, variables: { input, resume: null } }))
      .field('map', JSON.stringify({ '0': ['variables.resume'] }))
      .attach('0', pdf, { filename: 'resume.pdf', contentType: 'application/pdf' });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.updateProfile.resume.id as string;
  };
  const skillsOf = (r: Reading) => r.proposals.flatMap((p) => (p.kind === 'SKILL' ? [p.skill!] : []));
  const find = (r: Reading, pred: (p: Proposal) => boolean) => {
    const p = r.proposals.find(pred);
    if (!p) throw new Error(`no such proposal in ${JSON.stringify(r.proposals)}`);
    return p;
  };

  it('a single-column resume uploaded over REST proposes skills, positions and the degree; nothing is added until accepted', async () => {
    const seeker = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Priya', lastName: 'Sharma' });
    expect((await reading(seeker)).status).toBe('NONE');
    await uploadRest(seeker, await singleColumnResume());
    const r = await readingDone(seeker);
    expect(r.status).toBe('DONE');
    // Docker is already a skill of the profile: not proposed again.
    expect(skillsOf(r)).toEqual(
      expect.arrayContaining(['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'JavaScript']),
    );
    expect(skillsOf(r)).not.toContain('Docker');
    expect(r.proposals.filter((p) => p.kind === 'EXPERIENCE').map((p) => p.experience)).toEqual([
      {
        jobTitle: 'Senior Software Engineer',
        company: 'Infosys Ltd',
        duration: 'Jan 2020 – Present',
        description: 'Built the customer portal in React and GraphQL\nMentored four engineers',
      },
      {
        jobTitle: 'Software Engineer',
        company: 'Wipro Technologies',
        duration: 'Jun 2017 - Dec 2019',
        description: 'Wrote REST APIs in Node.js and PostgreSQL',
      },
    ]);
    expect(find(r, (p) => p.kind === 'EDUCATION').college).toEqual({
      collegeName: 'IIT Delhi',
      degree: 'B.Tech in Computer Science',
      year: '2017',
      cgpa: '8.2/10',
    });
    expect(r.proposals.every((p) => p.status === 'PENDING')).toBe(true);
    const before = await profile(seeker);
    expect(before.skills).toEqual(['Docker']);
    expect(before.experiences).toEqual([]);
    expect(before.colleges).toEqual([]);

    // Accepting a skill, a position and the degree adds them; dismissing one changes nothing.
    const react = find(r, (p) => p.skill === 'React');
    const infosys = find(r, (p) => p.experience?.company === 'Infosys Ltd');
    const wipro = find(r, (p) => p.experience?.company === 'Wipro Technologies');
    const degree = find(r, (p) => p.kind === 'EDUCATION');
    for (const p of [react, infosys, degree]) {
      const res = await t.gql<{ acceptResumeProposal: Reading }>(ACCEPT, { id: p.id }, seeker.token);
      expect(res.errors).toBeUndefined();
      expect(find(res.data!.acceptResumeProposal, (q) => q.id === p.id).status).toBe('ACCEPTED');
    }
    const dismissed = await t.gql<{ dismissResumeProposal: Reading }>(
      DISMISS,
      { id: wipro.id },
      seeker.token,
    );
    expect(find(dismissed.data!.dismissResumeProposal, (q) => q.id === wipro.id).status).toBe('DISMISSED');
    const after = await profile(seeker);
    expect(after.skills).toEqual(['Docker', 'React']);
    expect(after.experiences).toEqual([infosys.experience]);
    expect(after.colleges).toEqual([degree.college]);

    // Decided proposals cannot be acted on twice.
    for (const [query, id] of [
      [ACCEPT, react.id],
      [DISMISS, react.id],
      [ACCEPT, wipro.id],
    ] as const) {
      const again = await t.gql(query, { id }, seeker.token);
      expect(errorCode(again)).toBe('CONFLICT');
      expect(again.errors![0].message).toBe('This suggestion was already accepted or dismissed');
    }
    expect(await profile(seeker)).toEqual(after);

    // Accept all skills adds every pending skill at once.
    const all = await t.gql<{ acceptAllResumeSkills: Reading }>(ACCEPT_SKILLS, {}, seeker.token);
    expect(all.errors).toBeUndefined();
    const skillsNow = (await profile(seeker)).skills;
    expect(skillsNow).toEqual(
      expect.arrayContaining(['Docker', 'React', 'TypeScript', 'Node.js', 'JavaScript']),
    );
    expect(new Set(skillsNow).size).toBe(skillsNow.length);
    expect(
      all
        .data!.acceptAllResumeSkills.proposals.filter((p) => p.kind === 'SKILL')
        .every((p) => p.status === 'ACCEPTED'),
    ).toBe(true);
  });

  it("another seeker, a recruiter or a visitor cannot see or act on a seeker's proposals", async () => {
    const owner = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Rahul', lastName: 'Mehta' });
    await uploadRest(owner, await twoColumnResume());
    const r = await readingDone(owner);
    const target = r.proposals[0];
    const other = await sessionAs(t, Role.JOB_SEEKER);
    await uploadRest(other, await singleColumnResume('Other Seeker'));
    await readingDone(other);
    for (const query of [ACCEPT, DISMISS]) {
      const res = await t.gql(query, { id: target.id }, other.token);
      expect(errorCode(res)).toBe('NOT_FOUND');
      expect(res.errors![0].message).toBe('This suggestion was not found');
    }
    expect((await reading(other)).proposals.map((p) => p.id)).not.toContain(target.id);
    const recruiter = await sessionAs(t, Role.RECRUITER);
    expect(errorCode(await t.gql(ACCEPT, { id: target.id }, recruiter.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(ACCEPT, { id: target.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(ACCEPT, { id: 'not-a-uuid' }, owner.token))).toBe('NOT_FOUND');
    expect((await reading(owner)).proposals.find((p) => p.id === target.id)!.status).toBe('PENDING');
    expect((await profile(owner)).skills).toEqual(['Docker']);
  });

  it('two-column, capitals-heading and three-page resumes uploaded through GraphQL multipart', async () => {
    const accountant = await sessionAs(t, Role.JOB_SEEKER);
    await uploadGraphql(accountant, await twoColumnResume());
    const a = await readingDone(accountant);
    expect(skillsOf(a)).toEqual(expect.arrayContaining(['Tally', 'GST', 'Microsoft Excel', 'TDS']));
    expect(a.proposals.filter((p) => p.kind === 'EXPERIENCE').map((p) => p.experience!.jobTitle)).toEqual([
      'Accountant',
      'Accounts Assistant',
    ]);

    const nurse = await sessionAs(t, Role.JOB_SEEKER);
    await uploadGraphql(nurse, await capitalsResume());
    const n = await readingDone(nurse);
    expect(skillsOf(n)).toEqual(expect.arrayContaining(['Patient Care', 'IV Cannulation', 'CPR']));
    expect(find(n, (p) => p.kind === 'EXPERIENCE').experience).toMatchObject({
      jobTitle: 'Staff Nurse',
      company: 'Apollo Hospitals',
      duration: 'March 2018 to Present',
    });
    // A school certificate sets the profile's school when accepted.
    const school = find(n, (p) => !!p.school);
    expect(school.school).toEqual({
      schoolName: 'Kendriya Vidyalaya',
      grade: '12th',
      percentage: '82%',
      year: '2012',
    });
    expect(errorCode(await t.gql(ACCEPT, { id: school.id }, nurse.token))).toBe('ok');
    expect((await profile(nurse)).school).toEqual(school.school);

    const analyst = await sessionAs(t, Role.JOB_SEEKER);
    await uploadGraphql(analyst, await threePageResume());
    const l = await readingDone(analyst);
    expect(l.proposals.filter((p) => p.kind === 'EXPERIENCE').map((p) => p.experience!.company)).toEqual([
      'Flipkart',
      'Deloitte',
    ]);
    expect(find(l, (p) => p.kind === 'EDUCATION').college!.degree).toBe('MBA (Business Analytics)');
  });

  it('a scanned (image-only) resume proposes nothing and says so; a corrupt one is FAILED, never an error', async () => {
    const scanned = await sessionAs(t, Role.JOB_SEEKER);
    await uploadRest(scanned, await imageOnlyResume());
    expect(await readingDone(scanned)).toMatchObject({ status: 'NO_TEXT', proposals: [] });

    const corrupt = await sessionAs(t, Role.JOB_SEEKER);
    await uploadGraphql(corrupt, corruptPdf());
    expect(await readingDone(corrupt)).toMatchObject({ status: 'FAILED', proposals: [] });
    // The job itself ended well: nothing is left failed in the queue for administrators.
    const counts = (await t.app.get(QueueService).counts()).find((c) => c.name === RESUME_PARSE_QUEUE)!;
    expect(counts.failed).toBe(0);
  });

  it('a newer resume supersedes the older proposals, and the generated resume is read too', async () => {
    const seeker = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Karthik', lastName: 'Iyer' });
    await uploadRest(seeker, await twoColumnResume());
    const first = await readingDone(seeker);
    const old = first.proposals[0];
    const newId = await uploadGraphql(seeker, await capitalsResume());
    const second = await readingDone(seeker);
    expect(second.resumeId).toBe(newId);
    expect(second.proposals.map((p) => p.id)).not.toContain(old.id);
    expect(skillsOf(second)).not.toContain('Tally');
    expect(errorCode(await t.gql(ACCEPT, { id: old.id }, seeker.token))).toBe('NOT_FOUND');

    // The resume builder's PDF becomes the resume: it is read as an upload would be.
    await t.gql(
      `mutation($input: ProfileInput!) { updateProfile(input: $input) { exists } }`,
      {
        input: {
          firstName: 'Karthik',
          lastName: 'Iyer',
          bio: 'Analyst',
          skills: ['Excel'],
          experiences: [
            {
              company: 'Flipkart',
              jobTitle: 'Data Analyst',
              duration: '2021 - 2024',
              description: 'Dashboards in Power BI',
            },
          ],
        },
      },
      seeker.token,
    );
    const attached = await t.gql<{ attachGeneratedResume: { resume: { id: string } } }>(
      ATTACH,
      {},
      seeker.token,
    );
    expect(attached.errors).toBeUndefined();
    const third = await readingDone(seeker);
    expect(third.resumeId).toBe(attached.data!.attachGeneratedResume.resume.id);
    expect(third.status).toBe('DONE');
    expect(skillsOf(third)).toContain('Power BI');
    expect(skillsOf(third)).not.toContain('Microsoft Excel');
  });

  it('a resume set before resumes were read (demo data, older profiles) is queued when the seeker asks, once', async () => {
    const seeker = await sessionAs(t, Role.JOB_SEEKER);
    const fileId = await createStoredFile(t.dataSource, {
      ownerId: seeker.user.id,
      kind: 'resume',
      originalName: 'old.pdf',
      mimeType: 'application/pdf',
      bytes: await capitalsResume(),
    });
    await t.dataSource
      .getRepository(ProfileEntity)
      .save({ userId: seeker.user.id, bio: 'Nurse', resumeFileId: fileId });
    const queue = t.app.get(QueueService);
    /** Jobs of the queue ever added (still queued, running or done). */
    const queued = async () => {
      const c = (await queue.counts()).find((q) => q.name === RESUME_PARSE_QUEUE)!;
      return c.queued + c.active + c.completed;
    };
    const before = await queued();
    const [first, second] = await Promise.all([reading(seeker), reading(seeker)]);
    expect([first.status, second.status]).toEqual(['PENDING', 'PENDING']);
    const done = await readingDone(seeker);
    expect(done.status).toBe('DONE');
    expect(find(done, (p) => p.kind === 'EXPERIENCE').experience!.company).toBe('Apollo Hospitals');
    await queue.settled(RESUME_PARSE_QUEUE);
    expect((await queued()) - before).toBe(1);
  });

  it('accepting checks the profile limits: a 51st skill is refused and nothing changes', async () => {
    const seeker = await sessionAs(t, Role.JOB_SEEKER);
    const fifty = Array.from({ length: 50 }, (_, i) => `Own skill ${i}`).join(',');
    await uploadRest(seeker, await singleColumnResume(), fifty);
    const r = await readingDone(seeker);
    const react = find(r, (p) => p.skill === 'React');
    const res = await t.gql(ACCEPT, { id: react.id }, seeker.token);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe('A profile may have at most 50 skills');
    expect((await profile(seeker)).skills).toHaveLength(50);
    expect(find(await reading(seeker), (p) => p.id === react.id).status).toBe('PENDING');
    await t.app.get(QueueService).settled(RESUME_PARSE_QUEUE);
  });
});
