import {
  JOB_EXPIRY_MESSAGES,
  PLAN_LIMITS,
  RECRUITER_MESSAGES,
  Role,
  SEEKER_MESSAGES,
} from '@hireloop/schema';
import { Clock } from '../src/common/clock';
import { indianDay, JOB_EXPIRY_QUEUE } from '../src/modules/job-expiry/job-expiry.service';
import { postingLimitMessage } from '../src/modules/jobs/recruiter-jobs.service';
import { MailService } from '../src/modules/mail/mail.service';
import { Profile } from '../src/modules/profiles/profile.entity';
import { QueueService } from '../src/modules/queue/queue.service';
import { createCompany } from './factories/company.factory';
import { JOB_INPUT } from './factories/job.factory';
import { renewSession, Session, sessionAs } from './support/sessions';
import { SmtpCatcher } from './support/smtp-catcher';
import { TestClock } from './support/test-clock';
import { createTestApp, TestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const JOB_FIELDS = `id status validThrough`;
const POST_JOB = `mutation($c: ID!, $i: JobInput!) { postJob(companyId: $c, input: $i) { ${JOB_FIELDS} } }`;
/** The legacy REST job form. */
const REST_JOB = {
  job_title: 'Test Engineer',
  job_desc: 'A job posted by a test.',
  requirements: ['Patience'],
  salary: '₹6,00,000 per annum',
  location: 'Pune',
};
const UPDATE_JOB = `mutation($id: ID!, $i: JobInput!) { updateJob(id: $id, input: $i) { ${JOB_FIELDS} } }`;
const EXTEND_BY_LINK = `mutation($t: String!) { extendJobByLink(token: $t) { ${JOB_FIELDS} } }`;
const EXTEND = `mutation($id: ID!) { extendJob(id: $id) { ${JOB_FIELDS} } }`;
const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id) { id } }`;
const SEARCH = `{ jobs(pageSize: 50) { items { id } } }`;
const HOME = `{ homeJobs { featured { id } categories { jobs { id } } } }`;
const JOB = `query($id: ID!) { job(id: $id) { id status validThrough } }`;

interface JobRow {
  id: string;
  status: string;
  validThrough: string;
}

/** A caught mail's text with quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('jobs expire', () => {
  let t: TestApp;
  const smtp = new SmtpCatcher();
  const clock = new TestClock();
  let recruiter: Session;
  let other: Session;
  let seeker: Session;
  let companyId: string;
  let otherCompanyId: string;

  /** A session signed at the clock's current time (the clock moves days ahead in these tests). */
  const as = async (s: Session) => (await renewSession(t, s)).token;
  const gql = async <T>(query: string, variables: Record<string, unknown>, s?: Session) =>
    t.gql<T>(query, variables, s ? await as(s) : undefined);

  async function runExpiry(): Promise<void> {
    const queue = t.app.get(QueueService);
    await queue.send(JOB_EXPIRY_QUEUE, {});
    await queue.settled(JOB_EXPIRY_QUEUE);
    await t.app.get(MailService).drain();
  }

  async function post(s: Session, company: string, input: Record<string, unknown> = {}) {
    const res = await gql<{ postJob: JobRow }>(POST_JOB, { c: company, i: { ...JOB_INPUT, ...input } }, s);
    return res;
  }

  const publicIds = async () => {
    const search = await gql<{ jobs: { items: { id: string }[] } }>(SEARCH, {});
    const home = await gql<{
      homeJobs: { featured: { id: string }[]; categories: { jobs: { id: string }[] }[] };
    }>(HOME, {});
    return {
      search: search.data!.jobs.items.map((j) => j.id),
      home: [
        ...home.data!.homeJobs.featured.map((j) => j.id),
        ...home.data!.homeJobs.categories.flatMap((c) => c.jobs.map((j) => j.id)),
      ],
    };
  };

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      configure: (b) => b.overrideProvider(Clock).useValue(clock),
    });
    recruiter = await sessionAs(t, Role.RECRUITER, { firstName: 'Kavya' });
    other = await sessionAs(t, Role.RECRUITER);
    seeker = await sessionAs(t, Role.JOB_SEEKER);
    await t.dataSource
      .getRepository(Profile)
      .save({ userId: seeker.user.id, bio: 'I test payment systems.', skills: ['Testing'] });
    companyId = (await createCompany(t.dataSource, { ownerId: recruiter.user.id })).id;
    otherCompanyId = (await createCompany(t.dataSource, { ownerId: other.user.id })).id;
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('closes a posted job 30 days later unless the recruiter picks a date, at most 90 days away', async () => {
    const before = clock.now().getTime();
    const plain = await post(other, otherCompanyId);
    const validThrough = new Date(plain.data!.postJob.validThrough).getTime();
    expect(validThrough - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(validThrough - before).toBeLessThan(30 * DAY + 60_000);

    const picked = new Date(before + 45 * DAY).toISOString();
    expect((await post(other, otherCompanyId, { validThrough: picked })).data!.postJob.validThrough).toBe(
      picked,
    );

    const count = async () =>
      (
        await t.dataSource.query(`SELECT count(*)::int AS n FROM jobs WHERE posted_by_id = $1`, [
          other.user.id,
        ])
      )[0].n as number;
    const jobs = await count();
    const tooLate = await post(other, otherCompanyId, {
      validThrough: new Date(before + 91 * DAY).toISOString(),
    });
    expect(tooLate.errors?.[0].message).toBe(JOB_EXPIRY_MESSAGES.validThroughTooLate);
    const past = await post(other, otherCompanyId, { validThrough: new Date(before - DAY).toISOString() });
    expect(past.errors?.[0].message).toBe(JOB_EXPIRY_MESSAGES.validThroughPast);
    // The same rules over the legacy REST form.
    const rest = await t.http
      .post(`/api/v1/job/create/${otherCompanyId}`)
      .set('Authorization', `Bearer ${await as(other)}`)
      .send({
        job_title: 'QA Lead',
        job_desc: 'Lead testing.',
        requirements: ['Patience'],
        salary: '₹9,00,000 per annum',
        location: 'Pune',
        job_type: 'Full-time',
        valid_through: new Date(before + 100 * DAY).toISOString(),
      });
    expect([rest.status, rest.body.message]).toEqual([400, JOB_EXPIRY_MESSAGES.validThroughTooLate]);
    expect(await count()).toBe(jobs);

    // An edit may move the date (within 90 days of now) or send the current one back unchanged.
    const id = plain.data!.postJob.id;
    const same = await gql<{ updateJob: JobRow }>(
      UPDATE_JOB,
      { id, i: { ...JOB_INPUT, validThrough: plain.data!.postJob.validThrough } },
      other,
    );
    expect(same.data!.updateJob.validThrough).toBe(plain.data!.postJob.validThrough);
    const moved = new Date(before + 60 * DAY).toISOString();
    const edited = await t.http
      .patch(`/api/v1/job/update/${id}`)
      .set('Authorization', `Bearer ${await as(other)}`)
      .send({
        ...REST_JOB,
        valid_through: moved,
      })
      .expect(200);
    expect(edited.body.job.valid_through).toBe(moved);
    const refused = await gql(
      UPDATE_JOB,
      { id, i: { ...JOB_INPUT, validThrough: new Date(before + 95 * DAY).toISOString() } },
      other,
    );
    expect(refused.errors?.[0].message).toBe(JOB_EXPIRY_MESSAGES.validThroughTooLate);
    expect((await gql<{ job: JobRow }>(JOB, { id }, other)).data!.job.validThrough).toBe(moved);

    // A draft whose closing date passed is published only with a new date.
    const draft = await post(other, otherCompanyId, {
      status: 'DRAFT',
      validThrough: new Date(before + DAY).toISOString(),
    });
    const draftId = draft.data!.postJob.id;
    clock.advance(2 * DAY);
    const stale = await gql(UPDATE_JOB, { id: draftId, i: { ...JOB_INPUT, status: 'ACTIVE' } }, other);
    expect(stale.errors?.[0].message).toBe(JOB_EXPIRY_MESSAGES.validThroughPast);
    const fresh = new Date(clock.now().getTime() + 10 * DAY).toISOString();
    const published = await gql<{ updateJob: JobRow }>(
      UPDATE_JOB,
      { id: draftId, i: { ...JOB_INPUT, status: 'ACTIVE', validThrough: fresh } },
      other,
    );
    expect(published.data!.updateJob).toMatchObject({ status: 'ACTIVE', validThrough: fresh });
  });

  it('warns the recruiter once three days before, then expires the job: gone from search and home, apply refused', async () => {
    const start = clock.now().getTime();
    const posted = await post(recruiter, companyId, {
      title: 'Payments QA Engineer',
      validThrough: new Date(start + 5 * DAY).toISOString(),
    });
    const id = posted.data!.postJob.id;
    const mailsBefore = smtp.mailsTo(recruiter.user.email).length;

    // Five days ahead: no warning yet.
    await runExpiry();
    expect(smtp.mailsTo(recruiter.user.email)).toHaveLength(mailsBefore);

    // Two and a half days later the closing date is within three days: one warning with an extend link.
    clock.advance(2.5 * DAY);
    await runExpiry();
    const [warning] = (await smtp.waitForMails(recruiter.user.email, mailsBefore + 1)).slice(mailsBefore);
    const mail = decoded(warning.raw);
    expect(mail).toContain('Your job "Payments QA Engineer" at Factory Company');
    expect(mail).toContain(
      `stops taking applications on ${indianDay(new Date(posted.data!.postJob.validThrough))}.`,
    );
    expect(mail).toContain('Hi Kavya,');
    expect(mail).toContain('Extend 30 days');
    const link = /(https?:\/\/[^\s"<>]+\/recruiter\/jobs\?extend=)([\w.-]+)/.exec(mail);
    expect(link?.[1]).toBe(`${t.config.publicUrl}/recruiter/jobs?extend=`);
    const token = link![2];

    // A second run (the same day, or the next) does not warn again.
    await runExpiry();
    clock.advance(0.5 * DAY);
    await runExpiry();
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mailsTo(recruiter.user.email)).toHaveLength(mailsBefore + 1);
    expect((await gql<{ job: JobRow }>(JOB, { id })).data!.job.status).toBe('ACTIVE');
    expect((await publicIds()).search).toContain(id);

    // Past the closing date: expired.
    clock.advance(2.5 * DAY);
    await runExpiry();
    const page = await gql<{ job: JobRow }>(JOB, { id });
    expect(page.data!.job.status).toBe('EXPIRED');
    const ids = await publicIds();
    expect(ids.search).not.toContain(id);
    expect(ids.home).not.toContain(id);
    const applied = await gql(APPLY, { id }, seeker);
    expect(applied.errors?.[0]).toMatchObject({
      message: SEEKER_MESSAGES.jobExpired,
      extensions: { code: 'CONFLICT' },
    });
    const legacy = await t.http.get(`/api/v1/apply/${id}`).set('Authorization', `Bearer ${await as(seeker)}`);
    expect(legacy.body.message).toBe(SEEKER_MESSAGES.jobExpired);
    const publicJob = await t.http.get(`/api/v1/job/${id}`).expect(200);
    expect(publicJob.body.job).toMatchObject({ job_status: 'expired', status: 'expired' });
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM applications WHERE job_id = $1`, [id]),
    ).toEqual([{ n: 0 }]);

    // Another recruiter can use neither the link nor the Extend action; nothing changes.
    for (const res of [await gql(EXTEND_BY_LINK, { t: token }, other), await gql(EXTEND, { id }, other)]) {
      expect(res.errors?.[0]).toMatchObject({
        message: RECRUITER_MESSAGES.jobNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const forged = await gql(EXTEND_BY_LINK, { t: `${token.slice(0, -2)}xx` }, recruiter);
    expect(forged.errors?.[0].message).toBe(JOB_EXPIRY_MESSAGES.extendLinkInvalid);
    // The link is no session: it signs no one in.
    expect((await t.gql(`{ myJobs { total } }`, {}, token)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await gql<{ job: JobRow }>(JOB, { id })).data!.job.status).toBe('EXPIRED');

    // The recruiter's click reopens it for 30 days from now; the reopening counts against the plan.
    const usedBefore = (
      await gql<{ postingLimit: { used: number } }>(`{ postingLimit { used } }`, {}, recruiter)
    ).data!.postingLimit.used;
    // Two clicks at once (a double click) extend it once.
    const [extended, twin] = await Promise.all([
      gql<{ extendJobByLink: JobRow }>(EXTEND_BY_LINK, { t: token }, recruiter),
      gql<{ extendJobByLink: JobRow }>(EXTEND_BY_LINK, { t: token }, recruiter),
    ]);
    expect(extended.data!.extendJobByLink.status).toBe('ACTIVE');
    expect(twin.data!.extendJobByLink).toEqual(extended.data!.extendJobByLink);
    const until = new Date(extended.data!.extendJobByLink.validThrough).getTime();
    expect(Math.abs(until - (clock.now().getTime() + 30 * DAY))).toBeLessThan(60_000);
    const usedAfter = (
      await gql<{ postingLimit: { used: number } }>(`{ postingLimit { used } }`, {}, recruiter)
    ).data!.postingLimit.used;
    expect(usedAfter).toBe(usedBefore + 1);
    expect((await publicIds()).search).toContain(id);

    // A later click changes nothing.
    const again = await gql<{ extendJobByLink: JobRow }>(EXTEND_BY_LINK, { t: token }, recruiter);
    expect(again.data!.extendJobByLink.validThrough).toBe(extended.data!.extendJobByLink.validThrough);
  });

  it('extends an active job without counting it; an expired one only within the plan limit', async () => {
    const s = await sessionAs(t, Role.RECRUITER);
    const company = (await createCompany(t.dataSource, { ownerId: s.user.id })).id;
    const limit = PLAN_LIMITS.basic!;
    const ids: string[] = [];
    for (let i = 0; i < limit; i++) {
      const res = await post(s, company, {
        validThrough: new Date(clock.now().getTime() + 2 * DAY).toISOString(),
      });
      ids.push(res.data!.postJob.id);
    }
    // Extending an active job is free, even at the limit: 30 days after its current date.
    const active = await t.http
      .patch(`/api/v1/job/extend/${ids[0]}`)
      .set('Authorization', `Bearer ${await as(s)}`)
      .expect(200);
    expect(active.body).toMatchObject({
      success: true,
      message: JOB_EXPIRY_MESSAGES.extended,
      job: { job_status: 'active' },
    });
    expect(new Date(active.body.job.valid_through).getTime() - clock.now().getTime()).toBeGreaterThan(
      31 * DAY,
    );

    clock.advance(3 * DAY);
    await runExpiry();
    const status = async (id: string) => (await gql<{ job: JobRow }>(JOB, { id }, s)).data!.job.status;
    expect(await status(ids[0])).toBe('ACTIVE');
    expect(await status(ids[1])).toBe('EXPIRED');

    // At the limit, reopening an expired job is refused and changes nothing.
    const refused = await gql(EXTEND, { id: ids[1] }, s);
    expect(refused.errors?.[0].message).toBe(postingLimitMessage(limit));
    expect(await status(ids[1])).toBe('EXPIRED');
    // An edit cannot reopen it either.
    const reopened = await gql(UPDATE_JOB, { id: ids[1], i: { ...JOB_INPUT, status: 'ACTIVE' } }, s);
    expect(reopened.errors?.[0].message).toBe(JOB_EXPIRY_MESSAGES.expiredEdit);
    expect(await status(ids[1])).toBe('EXPIRED');
    // Nor a detour through another status with a new date, then active (an outsider's probe found it).
    const fresh = new Date(clock.now().getTime() + 20 * DAY).toISOString();
    for (const detour of ['DRAFT', 'CLOSED', 'INACTIVE']) {
      const res = await gql(
        UPDATE_JOB,
        { id: ids[1], i: { ...JOB_INPUT, status: detour, validThrough: fresh } },
        s,
      );
      expect([detour, res.errors?.[0].message]).toEqual([detour, JOB_EXPIRY_MESSAGES.expiredEdit]);
      expect(await status(ids[1])).toBe('EXPIRED');
    }
    for (const jobStatus of ['draft', 'closed', 'inactive']) {
      const res = await t.http
        .patch(`/api/v1/job/update/${ids[1]}`)
        .set('Authorization', `Bearer ${await as(s)}`)
        .send({ ...REST_JOB, job_status: jobStatus, valid_through: fresh });
      expect([jobStatus, res.status, res.body.message]).toEqual([
        jobStatus,
        400,
        JOB_EXPIRY_MESSAGES.expiredEdit,
      ]);
      expect(await status(ids[1])).toBe('EXPIRED');
    }

    // On a bigger plan it reopens.
    await t.dataSource.query(`UPDATE users SET plan = 'standard' WHERE id = $1`, [s.user.id]);
    const ok = await gql<{ extendJob: JobRow }>(EXTEND, { id: ids[1] }, s);
    expect(ok.data!.extendJob.status).toBe('ACTIVE');
  });
});
