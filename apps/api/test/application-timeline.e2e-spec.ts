import { ApplicationStatus, JobStatus, Role, SEEKER_MESSAGES, WITHDRAWAL_MESSAGES } from '@hireloop/schema';
import { APPLY_ERRORS } from '../src/modules/applications/applications.service';
import { Company } from '../src/modules/companies/company.entity';
import { Job } from '../src/modules/jobs/job.entity';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { captureStatements } from './support/statements';
import { createTestApp, errorCode, TestApp } from './support/test-app';

const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id) { id status } }`;
const WITHDRAW = `mutation($input: WithdrawApplicationInput!) {
  withdrawApplication(input: $input) { id status timeline { status reason byApplicant } }
}`;
const SET_STATUS = `mutation($id: ID!, $status: ApplicationStatus!) {
  setApplicationStatus(applicationId: $id, status: $status) { id status }
}`;
const MINE = `query($page: Int, $size: Int) {
  myApplications(page: $page, pageSize: $size) {
    items { id status job { id } timeline { id fromStatus status byApplicant reason at } }
  }
}`;
const MINE_FOR_JOB = `query($jobId: ID!) {
  myApplication(jobId: $jobId) { id status timeline { fromStatus status byApplicant reason } }
}`;
const APPLICANTS = `query($jobId: ID!) {
  jobApplicants(jobId: $jobId) { total items { id status withdrawalReason } statusCounts { status count } }
}`;

type Step = {
  fromStatus: string | null;
  status: string;
  byApplicant: boolean;
  reason: string | null;
  at: string;
};

describe('application timeline and withdrawal', () => {
  let t: TestApp;
  let seeker: Session;
  let other: Session;
  let recruiter: Session;
  let admin: Session;
  let company: Company;

  const gql = (query: string, variables: Record<string, unknown>, s: Session | null) =>
    t.gql(query, variables, s?.token);

  async function withProfile(s: Session): Promise<void> {
    await t.dataSource.query(`INSERT INTO profiles (user_id, bio) VALUES ($1, 'Engineer who ships.')`, [
      s.user.id,
    ]);
  }

  async function applyTo(s: Session, job: Job): Promise<string> {
    const res = await gql(APPLY, { id: job.id }, s);
    expect(res.errors).toBeUndefined();
    return (res.data as { applyToJob: { id: string } }).applyToJob.id;
  }

  async function timelineOf(s: Session, jobId: string): Promise<Step[]> {
    const res = await gql(MINE_FOR_JOB, { jobId }, s);
    expect(res.errors).toBeUndefined();
    return (res.data as { myApplication: { timeline: Step[] } }).myApplication.timeline;
  }

  /** The rows that a refused request must leave as they were. */
  const snapshot = () =>
    t.dataSource.query(
      `SELECT a.id, a.status, a.updated_at, (SELECT count(*)::int FROM application_events e WHERE e.application_id = a.id) AS events
       FROM applications a ORDER BY a.id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    seeker = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Anjali' });
    other = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Rohan' });
    recruiter = await sessionAs(t, Role.RECRUITER);
    admin = await sessionAs(t, Role.ADMIN);
    await withProfile(seeker);
    await withProfile(other);
    company = await createCompany(t.dataSource, { ownerId: recruiter.user.id });
  });

  afterAll(() => t.close());

  it('shows the seeker each step, oldest first: sent, seen, shortlisted, never who the recruiter was', async () => {
    const job = await createJob(t.dataSource, { companyId: company.id });
    const id = await applyTo(seeker, job);
    expect(await timelineOf(seeker, job.id)).toEqual([
      { fromStatus: null, status: 'PENDING', byApplicant: true, reason: null },
    ]);
    for (const status of ['SEEN', 'SHORTLISTED']) {
      expect(errorCode(await gql(SET_STATUS, { id, status }, recruiter))).toBe('ok');
    }
    const res = await gql(MINE, { page: 1, size: 10 }, seeker);
    const items = (res.data as { myApplications: { items: { id: string; timeline: Step[] }[] } })
      .myApplications.items;
    const mine = items.find((a) => a.id === id)!;
    expect(
      mine.timeline.map(({ fromStatus, status, byApplicant }) => ({ fromStatus, status, byApplicant })),
    ).toEqual([
      { fromStatus: null, status: 'PENDING', byApplicant: true },
      { fromStatus: 'PENDING', status: 'SEEN', byApplicant: false },
      { fromStatus: 'SEEN', status: 'SHORTLISTED', byApplicant: false },
    ]);
    const times = mine.timeline.map((s) => new Date(s.at).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // A step says what happened and when; who did it on the recruiter's side is not the seeker's to see.
    const type = await gql(`{ __type(name: "ApplicationEvent") { fields { name } } }`, {}, null);
    const fields = (type.data as { __type: { fields: { name: string }[] } }).__type.fields.map((f) => f.name);
    expect(fields.sort()).toEqual(['at', 'byApplicant', 'fromStatus', 'id', 'reason', 'status']);
    // Another seeker's application to the job is not theirs to read.
    expect((await gql(MINE_FOR_JOB, { jobId: job.id }, other)).data).toEqual({ myApplication: null });
  });

  it('loads the timelines of a page of applications in the same number of statements as of one', async () => {
    for (let i = 0; i < 4; i++)
      await applyTo(seeker, await createJob(t.dataSource, { companyId: company.id }));
    await gql(MINE, { page: 1, size: 1 }, seeker); // the session's first look-ups are cached after it
    const one = await captureStatements(t.dataSource, () => gql(MINE, { page: 1, size: 1 }, seeker));
    const many = await captureStatements(t.dataSource, () => gql(MINE, { page: 1, size: 20 }, seeker));
    const res = await gql(MINE, { page: 1, size: 20 }, seeker);
    const items = (res.data as { myApplications: { items: { timeline: Step[] }[] } }).myApplications.items;
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.every((a) => a.timeline.length >= 1)).toBe(true);
    expect(many.length).toBe(one.length);
    expect(many.filter((s) => /FROM application_events/i.test(s))).toHaveLength(1);
  });

  describe('withdrawing', () => {
    let job: Job;
    let id: string;

    beforeAll(async () => {
      job = await createJob(t.dataSource, { companyId: company.id, title: 'Data Engineer' });
      id = await applyTo(seeker, job);
      await applyTo(other, job);
      expect(errorCode(await gql(SET_STATUS, { id, status: 'REVIEWED' }, recruiter))).toBe('ok');
    });

    it("refuses someone else's application, a too long reason and hidden characters, changing nothing", async () => {
      const before = await snapshot();
      const foreign = await gql(WITHDRAW, { input: { applicationId: id } }, other);
      expect(foreign.errors?.[0]).toMatchObject({
        message: WITHDRAWAL_MESSAGES.notFound,
        extensions: { code: 'NOT_FOUND' },
      });
      const byRecruiter = await gql(WITHDRAW, { input: { applicationId: id } }, recruiter);
      expect(errorCode(byRecruiter)).toBe('FORBIDDEN');
      const long = await gql(WITHDRAW, { input: { applicationId: id, reason: 'x'.repeat(501) } }, seeker);
      expect(long.errors?.[0]).toMatchObject({
        message: expect.stringContaining(WITHDRAWAL_MESSAGES.reasonTooLong),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const hidden = await gql(
        WITHDRAW,
        { input: { applicationId: id, reason: 'Other\u202Eoffer' } },
        seeker,
      );
      expect(hidden.errors?.[0].message).toContain(WITHDRAWAL_MESSAGES.reasonHidden);
      const unknown = await gql(WITHDRAW, { input: { applicationId: 'not-an-id' } }, seeker);
      expect(errorCode(unknown)).toBe('NOT_FOUND');
      expect(await snapshot()).toEqual(before);
    });

    it('records the step with the trimmed reason; the timeline shows it; twice is refused', async () => {
      const reason = ' Took another offer.\nThank you for your time! ';
      const res = await gql(WITHDRAW, { input: { applicationId: id, reason } }, seeker);
      expect(res.errors).toBeUndefined();
      const withdrawn = (res.data as { withdrawApplication: { status: string; timeline: object[] } })
        .withdrawApplication;
      expect(withdrawn.status).toBe('WITHDRAWN');
      expect(withdrawn.timeline.at(-1)).toEqual({
        status: 'WITHDRAWN',
        reason: reason.trim(),
        byApplicant: true,
      });
      const before = await snapshot();
      const twice = await gql(WITHDRAW, { input: { applicationId: id } }, seeker);
      expect(twice.errors?.[0]).toMatchObject({
        message: WITHDRAWAL_MESSAGES.alreadyWithdrawn,
        extensions: { code: 'CONFLICT' },
      });
      expect(await snapshot()).toEqual(before);
    });

    it('shows the recruiter "withdrawn" with the reason, and refuses to move it (GraphQL and REST)', async () => {
      const list = await gql(APPLICANTS, { jobId: job.id }, recruiter);
      const data = (
        list.data as {
          jobApplicants: {
            items: { id: string; status: string; withdrawalReason: string | null }[];
            statusCounts: { status: string; count: number }[];
          };
        }
      ).jobApplicants;
      expect(data.items.find((a) => a.id === id)).toEqual({
        id,
        status: 'WITHDRAWN',
        withdrawalReason: 'Took another offer.\nThank you for your time!',
      });
      expect(data.items.filter((a) => a.id !== id).map((a) => a.withdrawalReason)).toEqual([null]);
      expect(data.statusCounts).toEqual(
        expect.arrayContaining([
          { status: 'WITHDRAWN', count: 1 },
          { status: 'PENDING', count: 1 },
        ]),
      );
      const before = await snapshot();
      const moved = await gql(SET_STATUS, { id, status: 'SHORTLISTED' }, recruiter);
      expect(moved.errors?.[0]).toMatchObject({
        message: WITHDRAWAL_MESSAGES.pipelineClosed,
        extensions: { code: 'CONFLICT' },
      });
      const rest = await t.http
        .patch(`/api/v1/applicant/${id}/status`)
        .set('Authorization', recruiter.bearer)
        .send({ status: 'accept' });
      expect([rest.status, rest.body.message]).toEqual([409, WITHDRAWAL_MESSAGES.pipelineClosed]);
      expect(await snapshot()).toEqual(before);
      const notifications = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND application_id = $2`,
        [seeker.user.id, id],
      );
      expect(notifications).toEqual([{ n: 1 }]); // the one for REVIEWED, none since
    });

    it('lets only the applicant withdraw: a recruiter cannot set the status to withdrawn', async () => {
      const [{ id: otherId }] = await t.dataSource.query(
        `SELECT id FROM applications WHERE job_id = $1 AND applicant_id = $2`,
        [job.id, other.user.id],
      );
      const before = await snapshot();
      const res = await gql(SET_STATUS, { id: otherId, status: 'WITHDRAWN' }, recruiter);
      expect(res.errors?.[0]).toMatchObject({
        message: WITHDRAWAL_MESSAGES.onlyApplicant,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await snapshot()).toEqual(before);
    });

    it("leaves the recruiter's and the public figures; the admin sees it as its own status", async () => {
      const pub = await gql(
        `query($id: ID!) { job(id: $id) { applicationCount viewerHasApplied } }`,
        { id: job.id },
        seeker,
      );
      expect(pub.data).toEqual({ job: { applicationCount: 1, viewerHasApplied: false } });
      const all = (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM applications a JOIN jobs j ON j.id = a.job_id
         WHERE j.company_id = $1 AND a.status <> 'withdrawn'`,
        [company.id],
      )) as { n: number }[];
      const stats = await gql(
        `query($id: ID!) { companyJobs(companyId: $id) { stats { totalApplicants } items { id applicationCount } } }`,
        { id: company.id },
        recruiter,
      );
      const page = (
        stats.data as {
          companyJobs: {
            stats: { totalApplicants: number };
            items: { id: string; applicationCount: number }[];
          };
        }
      ).companyJobs;
      expect(page.stats.totalApplicants).toBe(all[0].n);
      expect(page.items.find((j) => j.id === job.id)?.applicationCount).toBe(1);
      const summary = await gql(
        `{ adminApplications { summary { totalApplicants inReview pipeline { status count } } } }`,
        {},
        admin,
      );
      const s = (
        summary.data as {
          adminApplications: {
            summary: {
              totalApplicants: number;
              inReview: number;
              pipeline: { status: string; count: number }[];
            };
          };
        }
      ).adminApplications.summary;
      const [{ pending, total }] = await t.dataSource.query(
        `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*)::int AS total FROM applications`,
      );
      expect(s.pipeline).toContainEqual({ status: 'WITHDRAWN', count: 1 });
      expect([s.inReview, s.totalApplicants]).toEqual([pending, total]);
    });

    it('applies again while the job is open: the same application, sent again, its history going on', async () => {
      const again = await gql(APPLY, { id: job.id }, seeker);
      expect(again.data).toEqual({ applyToJob: { id, status: 'PENDING' } });
      const steps = await timelineOf(seeker, job.id);
      expect(steps.map((s) => [s.fromStatus, s.status, s.byApplicant])).toEqual([
        [null, 'PENDING', true],
        ['PENDING', 'REVIEWED', false],
        ['REVIEWED', 'WITHDRAWN', true],
        ['WITHDRAWN', 'PENDING', true],
      ]);
      const twice = await gql(APPLY, { id: job.id }, seeker);
      expect(twice.errors?.[0].message).toBe(APPLY_ERRORS.already);
      const pub = await gql(
        `query($id: ID!) { job(id: $id) { applicationCount viewerHasApplied } }`,
        { id: job.id },
        seeker,
      );
      expect(pub.data).toEqual({ job: { applicationCount: 2, viewerHasApplied: true } });
    });

    it('refuses applying again to a closed or expired job, changing nothing', async () => {
      expect(errorCode(await gql(WITHDRAW, { input: { applicationId: id } }, seeker))).toBe('ok');
      await t.dataSource.getRepository(Job).update(job.id, { status: JobStatus.CLOSED });
      const before = await snapshot();
      const closed = await gql(APPLY, { id: job.id }, seeker);
      expect(closed.errors?.[0].message).toBe(APPLY_ERRORS.closed);
      await t.dataSource
        .getRepository(Job)
        .update(job.id, { status: JobStatus.ACTIVE, validThrough: new Date(Date.now() - 60_000) });
      const expired = await gql(APPLY, { id: job.id }, seeker);
      expect(expired.errors?.[0].message).toBe(SEEKER_MESSAGES.jobExpired);
      expect(await snapshot()).toEqual(before);
      const [{ status }] = await t.dataSource.query(`SELECT status FROM applications WHERE id = $1`, [id]);
      expect(status).toBe(ApplicationStatus.WITHDRAWN);
    });
  });

  it('refuses withdrawing an application the recruiter rejected or hired', async () => {
    const job = await createJob(t.dataSource, { companyId: company.id });
    const id = await applyTo(other, job);
    for (const status of ['REJECT', 'RECRUITED']) {
      expect(errorCode(await gql(SET_STATUS, { id, status }, recruiter))).toBe('ok');
      const before = await snapshot();
      const res = await gql(WITHDRAW, { input: { applicationId: id } }, other);
      expect(res.errors?.[0]).toMatchObject({
        message: WITHDRAWAL_MESSAGES.decided,
        extensions: { code: 'CONFLICT' },
      });
      expect(await snapshot()).toEqual(before);
    }
  });
});
