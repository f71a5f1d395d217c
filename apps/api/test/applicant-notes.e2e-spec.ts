import { APPLICANT_NOTE_MAX_LENGTH, APPLICANT_NOTE_MESSAGES, Role } from '@hireloop/schema';
import { Company } from '../src/modules/companies/company.entity';
import { Job } from '../src/modules/jobs/job.entity';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { captureStatements } from './support/statements';
import { createTestApp, errorCode, TestApp } from './support/test-app';

const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id) { id } }`;
const APPLICANTS = `query($jobId: ID!) {
  jobApplicants(jobId: $jobId, pageSize: 100) {
    items {
      id
      applicant { firstName }
      rating { value ratedAt ratedBy { id name } }
      notes { id body mine createdAt updatedAt author { id name } }
    }
  }
}`;
const ADD = `mutation($input: AddApplicantNoteInput!) {
  addApplicantNote(input: $input) { id body mine createdAt updatedAt author { id name } }
}`;
const UPDATE = `mutation($input: UpdateApplicantNoteInput!) {
  updateApplicantNote(input: $input) { id body mine updatedAt }
}`;
const DELETE = `mutation($id: ID!) { deleteApplicantNote(noteId: $id) }`;
const RATE = `mutation($input: RateApplicantInput!) {
  rateApplicant(input: $input) { value ratedAt ratedBy { id name } }
}`;

interface NoteOut {
  id: string;
  body: string;
  mine: boolean;
  createdAt: string;
  updatedAt: string;
  author: { id: string; name: string } | null;
}
interface ApplicantOut {
  id: string;
  applicant: { firstName: string };
  rating: { value: number; ratedAt: string; ratedBy: { id: string; name: string } | null } | null;
  notes: NoteOut[];
}

describe('private notes and ratings on applicants', () => {
  let t: TestApp;
  let seeker: Session;
  let seeker2: Session;
  let recruiter: Session;
  let otherRecruiter: Session;
  let admin: Session;
  let company: Company;
  let job: Job;
  let applicationId: string;
  let application2Id: string;

  const gql = (query: string, variables: Record<string, unknown>, s: Session | null) =>
    t.gql(query, variables, s?.token);

  async function applicants(s: Session, jobId = job.id): Promise<ApplicantOut[]> {
    const res = await gql(APPLICANTS, { jobId }, s);
    expect(res.errors).toBeUndefined();
    return (res.data as { jobApplicants: { items: ApplicantOut[] } }).jobApplicants.items;
  }

  const stored = async () => ({
    notes: (await t.dataSource.query(
      `SELECT id, application_id, author_id, body, updated_at FROM applicant_notes ORDER BY id`,
    )) as unknown[],
    ratings: (await t.dataSource.query(
      `SELECT application_id, rating, rated_by_id, rated_at FROM applicant_ratings ORDER BY application_id`,
    )) as unknown[],
  });

  async function addNote(s: Session, appId: string, body: string): Promise<NoteOut> {
    const res = await gql(ADD, { input: { applicationId: appId, body } }, s);
    expect(res.errors).toBeUndefined();
    return (res.data as { addApplicantNote: NoteOut }).addApplicantNote;
  }

  beforeAll(async () => {
    t = await createTestApp();
    seeker = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Aarav', lastName: 'Śarmā' });
    seeker2 = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'अनन्या', lastName: 'Iyer' });
    recruiter = await sessionAs(t, Role.RECRUITER, { firstName: 'Priya', lastName: 'Nair' });
    otherRecruiter = await sessionAs(t, Role.RECRUITER, { firstName: 'Vikram', lastName: 'Rao' });
    admin = await sessionAs(t, Role.ADMIN, { firstName: 'Site', lastName: 'Admin' });
    for (const s of [seeker, seeker2]) {
      await t.dataSource.query(`INSERT INTO profiles (user_id, bio) VALUES ($1, 'Engineer who ships.')`, [
        s.user.id,
      ]);
    }
    company = await createCompany(t.dataSource, { ownerId: recruiter.user.id });
    job = await createJob(t.dataSource, { companyId: company.id });
    const apply = async (s: Session) =>
      ((await gql(APPLY, { id: job.id }, s)).data as { applyToJob: { id: string } }).applyToJob.id;
    applicationId = await apply(seeker);
    application2Id = await apply(seeker2);
  });

  afterAll(() => t.close());

  it('lets the owning recruiter write, edit and delete notes, shown with author and time', async () => {
    const first = await addNote(recruiter, applicationId, '  Strong on SQL.\nAsk about notice period.  ');
    expect(first).toMatchObject({
      body: 'Strong on SQL.\nAsk about notice period.',
      mine: true,
      author: { id: recruiter.user.id, name: 'Priya Nair' },
    });
    expect(Date.parse(first.createdAt)).not.toBeNaN();
    const second = await addNote(recruiter, applicationId, 'Second round on Friday');

    let [mine] = (await applicants(recruiter)).filter((a) => a.id === applicationId);
    expect(mine.notes.map((n) => n.body)).toEqual([
      'Strong on SQL.\nAsk about notice period.',
      'Second round on Friday',
    ]);

    const edited = await gql(
      UPDATE,
      { input: { noteId: first.id, body: 'Strong on SQL and Spark.' } },
      recruiter,
    );
    expect(edited.errors).toBeUndefined();
    expect((edited.data as { updateApplicantNote: NoteOut }).updateApplicantNote).toMatchObject({
      id: first.id,
      body: 'Strong on SQL and Spark.',
    });

    const deleted = await gql(DELETE, { id: second.id }, recruiter);
    expect(deleted.data).toEqual({ deleteApplicantNote: second.id });
    [mine] = (await applicants(recruiter)).filter((a) => a.id === applicationId);
    expect(mine.notes).toEqual([
      expect.objectContaining({ id: first.id, body: 'Strong on SQL and Spark.', mine: true }),
    ]);
    // The other applicant has notes of their own: none.
    const [other] = (await applicants(recruiter)).filter((a) => a.id === application2Id);
    expect(other.notes).toEqual([]);
  });

  it('keeps one rating per applicant: set, replaced, cleared, with who and when', async () => {
    const rate = (s: Session, rating: number | null, id = applicationId) =>
      gql(RATE, { input: { applicationId: id, rating } }, s);
    const set = await rate(recruiter, 4);
    expect(set.errors).toBeUndefined();
    expect((set.data as { rateApplicant: unknown }).rateApplicant).toMatchObject({
      value: 4,
      ratedBy: { id: recruiter.user.id, name: 'Priya Nair' },
    });
    expect((await rate(admin, 2)).data).toMatchObject({
      rateApplicant: { value: 2, ratedBy: { name: 'Site Admin' } },
    });
    let [a] = (await applicants(recruiter)).filter((x) => x.id === applicationId);
    expect(a.rating).toMatchObject({ value: 2, ratedBy: { id: admin.user.id } });

    expect((await rate(recruiter, null)).data).toEqual({ rateApplicant: null });
    [a] = (await applicants(recruiter)).filter((x) => x.id === applicationId);
    expect(a.rating).toBeNull();
    expect(await t.dataSource.query(`SELECT * FROM applicant_ratings`)).toEqual([]);
    await rate(recruiter, 5);
  });

  it('refuses bad notes and ratings with clear messages and changes nothing', async () => {
    const before = await stored();
    const cases: [string, Record<string, unknown>, string][] = [
      [ADD, { input: { applicationId, body: '   ' } }, APPLICANT_NOTE_MESSAGES.noteEmpty],
      [
        ADD,
        { input: { applicationId, body: 'x'.repeat(APPLICANT_NOTE_MAX_LENGTH + 1) } },
        APPLICANT_NOTE_MESSAGES.noteTooLong,
      ],
      [ADD, { input: { applicationId, body: 'looks fine\u202Eevil' } }, APPLICANT_NOTE_MESSAGES.noteHidden],
      [RATE, { input: { applicationId, rating: 0 } }, APPLICANT_NOTE_MESSAGES.ratingRange],
      [RATE, { input: { applicationId, rating: 6 } }, APPLICANT_NOTE_MESSAGES.ratingRange],
    ];
    for (const [query, variables, message] of cases) {
      const res = await gql(query, variables, recruiter);
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toContain(message);
    }
    // A note of exactly the limit is fine.
    const full = await addNote(recruiter, application2Id, 'y'.repeat(APPLICANT_NOTE_MAX_LENGTH));
    expect(full.body).toHaveLength(APPLICANT_NOTE_MAX_LENGTH);
    await gql(DELETE, { id: full.id }, recruiter);
    expect(await stored()).toEqual(before);
  });

  it('hides notes and ratings from another recruiter, who can neither read nor change them', async () => {
    const note = await addNote(recruiter, applicationId, 'Private to Priya');
    const before = await stored();
    // Reading: the job is not theirs, on GraphQL and in the CSV download.
    const read = await gql(APPLICANTS, { jobId: job.id }, otherRecruiter);
    expect(errorCode(read)).toBe('NOT_FOUND');
    expect(JSON.stringify(read)).not.toContain('Private to Priya');
    const csv = await t.http
      .get(`/api/v1/recruiter/jobs/${job.id}/applicants.csv`)
      .set('Authorization', otherRecruiter.bearer);
    expect(csv.status).toBe(404);
    expect(csv.text).not.toContain('Private to Priya');
    // Writing: the application and the note do not exist for them.
    const attempts: [string, Record<string, unknown>][] = [
      [ADD, { input: { applicationId, body: 'Sneaky' } }],
      [UPDATE, { input: { noteId: note.id, body: 'Sneaky' } }],
      [DELETE, { id: note.id }],
      [RATE, { input: { applicationId, rating: 1 } }],
      [RATE, { input: { applicationId, rating: null } }],
    ];
    for (const [query, variables] of attempts) {
      expect(errorCode(await gql(query, variables, otherRecruiter))).toBe('NOT_FOUND');
    }
    expect(await stored()).toEqual(before);
  });

  it("lets an administrator read and add notes, but nobody changes another author's note", async () => {
    const adminNote = await addNote(admin, applicationId, 'Checked by trust and safety');
    const [a] = (await applicants(recruiter)).filter((x) => x.id === applicationId);
    const shown = a.notes.find((n) => n.id === adminNote.id);
    expect(shown).toMatchObject({ mine: false, author: { id: admin.user.id, name: 'Site Admin' } });
    const mineByRecruiter = a.notes.find((n) => n.author?.id === recruiter.user.id)!;
    const before = await stored();
    for (const [s, id] of [
      [recruiter, adminNote.id],
      [admin, mineByRecruiter.id],
    ] as const) {
      const res = await gql(UPDATE, { input: { noteId: id, body: 'Rewritten' } }, s);
      expect(errorCode(res)).toBe('FORBIDDEN');
      expect(res.errors?.[0].message).toBe(APPLICANT_NOTE_MESSAGES.notAuthor);
      expect(errorCode(await gql(DELETE, { id }, s))).toBe('FORBIDDEN');
    }
    expect(await stored()).toEqual(before);
    // Unknown or malformed note ids are simply not found.
    expect(errorCode(await gql(DELETE, { id: 'not-a-uuid' }, recruiter))).toBe('NOT_FOUND');
    expect(errorCode(await gql(DELETE, { id: '00000000-0000-4000-8000-000000000000' }, recruiter))).toBe(
      'NOT_FOUND',
    );
  });

  it('never shows a seeker the notes or the rating, on GraphQL or REST', async () => {
    // The mutations are not theirs.
    expect(errorCode(await gql(ADD, { input: { applicationId, body: 'Me' } }, seeker))).toBe('FORBIDDEN');
    expect(errorCode(await gql(RATE, { input: { applicationId, rating: 5 } }, seeker))).toBe('FORBIDDEN');
    expect(errorCode(await gql(APPLICANTS, { jobId: job.id }, seeker))).toBe('FORBIDDEN');
    // No type a seeker is given has the fields.
    for (const name of ['ApplicationModel', 'ApplicationEvent', 'Job']) {
      const res = await gql(
        `query($n: String!) { __type(name: $n) { fields { name } } }`,
        { n: name },
        seeker,
      );
      const fields = (res.data as { __type: { fields: { name: string }[] } }).__type.fields.map(
        (f) => f.name,
      );
      expect(fields).not.toContain('notes');
      expect(fields).not.toContain('rating');
    }
    const mine = await gql(
      `{ myApplications(pageSize: 10) { items { id status timeline { status reason } } } }`,
      {},
      seeker,
    );
    expect(JSON.stringify(mine)).not.toMatch(/Private to Priya|Strong on SQL|Checked by trust/);
    const legacy = await t.http.get('/api/v1/user/applied-jobs').set('Authorization', seeker.bearer);
    expect(legacy.status).toBe(200);
    expect(legacy.text).not.toMatch(/Private to Priya|Strong on SQL|Checked by trust|rating/i);
    const csv = await t.http
      .get(`/api/v1/recruiter/jobs/${job.id}/applicants.csv`)
      .set('Authorization', seeker.bearer);
    expect(csv.status).toBe(403);
  });

  it('reads the notes and ratings of a whole page in the page’s own statement, however many there are', async () => {
    const count = async () =>
      (await captureStatements(t.dataSource, () => applicants(recruiter))).filter((q) =>
        /applicant_notes|applicant_ratings/.test(q),
      ).length;
    const few = await count();
    for (let i = 0; i < 5; i++) {
      const s = await sessionAs(t, Role.JOB_SEEKER);
      await t.dataSource.query(`INSERT INTO profiles (user_id, bio) VALUES ($1, 'Bio')`, [s.user.id]);
      const id = ((await gql(APPLY, { id: job.id }, s)).data as { applyToJob: { id: string } }).applyToJob.id;
      await addNote(recruiter, id, `Note ${i}`);
    }
    expect(await count()).toBe(few);
    expect(few).toBe(1);
  });
});
