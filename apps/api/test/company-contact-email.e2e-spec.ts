import { Role } from '@hireloop/schema';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp } from './support/test-app';

/**
 * A company's contact e-mail is its recruiter's login address. Harvesting it from the public job
 * listings must not work: only the company's owner and administrators see it, everyone else gets null
 * on every path that returns a company.
 */
describe("Recruiters' login e-mails", () => {
  let t: TestApp;
  let owner: Session;
  let otherRecruiter: Session;
  let seeker: Session;
  let admin: Session;
  let companyId: string;
  let jobId: string;

  const PUBLIC_PATHS = `query($id: ID!) {
    jobs(pageSize: 100) { items { id company { id contactEmail } } }
    job(id: $id) { company { contactEmail } }
    homeJobs { featured { id company { id contactEmail } } categories { jobs { id company { id contactEmail } } } }
  }`;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await sessionAs(t, Role.RECRUITER);
    otherRecruiter = await sessionAs(t, Role.RECRUITER);
    seeker = await sessionAs(t, Role.JOB_SEEKER);
    admin = await sessionAs(t, Role.ADMIN);
    const company = await createCompany(t.dataSource, {
      ownerId: owner.user.id,
      contactEmail: owner.user.email,
    });
    companyId = company.id;
    jobId = (await createJob(t.dataSource, { companyId })).id;
  });

  afterAll(() => t.close());

  type Listing = {
    jobs: { items: { id: string; company: { id: string; contactEmail: string | null } }[] };
    job: { company: { contactEmail: string | null } };
    homeJobs: {
      featured: { id: string; company: { id: string; contactEmail: string | null } }[];
      categories: { jobs: { id: string; company: { id: string; contactEmail: string | null } }[] }[];
    };
  };

  /** Every contact e-mail of our company that the caller can see on the public paths. */
  async function seen(token?: string): Promise<(string | null)[]> {
    const res = await t.gql<Listing>(PUBLIC_PATHS, { id: jobId }, token);
    expect(res.errors).toBeUndefined();
    const d = res.data!;
    const ours = [
      ...d.jobs.items,
      ...d.homeJobs.featured,
      ...d.homeJobs.categories.flatMap((c) => c.jobs),
    ].filter((j) => j.company.id === companyId);
    expect(ours.length).toBeGreaterThanOrEqual(2);
    return [...ours.map((j) => j.company.contactEmail), d.job.company.contactEmail];
  }

  it('is null for anonymous visitors, job seekers and other recruiters on the public job paths', async () => {
    for (const token of [undefined, seeker.token, otherRecruiter.token]) {
      for (const email of await seen(token)) expect(email).toBeNull();
    }
  });

  it("is null in a seeker's bookmarks", async () => {
    const toggled = await t.gql(
      'mutation($id: ID!) { toggleBookmark(jobId: $id) { bookmarked } }',
      { id: jobId },
      seeker.token,
    );
    expect(toggled.errors).toBeUndefined();
    const res = await t.gql<{
      bookmarks: { items: { job: { company: { contactEmail: string | null } } }[] };
    }>('{ bookmarks { items { job { company { contactEmail } } } } }', {}, seeker.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.bookmarks.items).toHaveLength(1);
    expect(res.data!.bookmarks.items[0].job.company.contactEmail).toBeNull();
  });

  it("is shown to the company's owner and to administrators", async () => {
    for (const token of [owner.token, admin.token]) {
      for (const email of await seen(token)) expect(email).toBe(owner.user.email);
    }
    const mine = await t.gql<{ myCompanies: { contactEmail: string | null }[] }>(
      '{ myCompanies { contactEmail } }',
      {},
      owner.token,
    );
    expect(mine.data!.myCompanies).toEqual([{ contactEmail: owner.user.email }]);
    const viaAdmin = await t.gql<{ company: { contactEmail: string | null } }>(
      'query($id: ID!) { company(id: $id) { contactEmail } }',
      { id: companyId },
      admin.token,
    );
    expect(viaAdmin.data!.company.contactEmail).toBe(owner.user.email);
  });

  it('never appears in the legacy REST job listings, nor does the phone number', async () => {
    const list = await t.http.get('/api/v1/jobs').expect(200);
    expect(JSON.stringify(list.body)).not.toContain(owner.user.email);
    const one = await t.http.get(`/api/v1/job/${jobId}`).set('Authorization', `Bearer ${seeker.token}`);
    expect(JSON.stringify(one.body)).not.toContain(owner.user.email);
    // The phone number is the owner's and administrators' too, on REST as in GraphQL.
    type LegacyJob = { _id: string; company: { comp_contact_no: string; user_Id: string } };
    const ours = (list.body as { job: LegacyJob[] }).job.filter((j) => j._id === jobId);
    expect(ours.map((j) => j.company.comp_contact_no)).toEqual(['']);
    expect((one.body as { job: LegacyJob }).job.company.comp_contact_no).toBe('');
    expect(ours.map((j) => j.company.user_Id)).toEqual(['']);
    expect(JSON.stringify(list.body)).not.toContain(owner.user.id);
    const bookmarked = await t.http
      .get('/api/v1/bookmark/jobs')
      .set('Authorization', `Bearer ${seeker.token}`)
      .expect(200);
    expect((bookmarked.body as { jobs: LegacyJob[] }).jobs.map((j) => j.company.comp_contact_no)).toEqual([
      '',
    ]);
    // The owner still reads it on their own company's jobs.
    const mine = await t.http
      .get(`/api/v1/jobs/company/${companyId}`)
      .set('Authorization', `Bearer ${owner.token}`)
      .expect(200);
    expect((mine.body as { jobs: LegacyJob[] }).jobs[0].company.comp_contact_no).toBe('+91-9000000000');
  });
});
