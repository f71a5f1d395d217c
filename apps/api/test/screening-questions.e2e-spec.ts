import { RecruiterPlan, Role, SCREENING_MESSAGES, SCREENING_REJECTION_DELAY_MS } from '@hireloop/schema';
import { parse } from 'csv-parse/sync';
import { Clock } from '../src/common/clock';
import { Company } from '../src/modules/companies/company.entity';
import { ApplicationsService } from '../src/modules/applications/applications.service';
import { SCREENING_NOTICE_QUEUE } from '../src/modules/applications/screening.service';
import { createCompany } from './factories/company.factory';
import { JOB_INPUT } from './factories/job.factory';
import { renewSession, Session, sessionAs } from './support/sessions';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, errorCode, TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const QUESTION_FIELDS = `id kind text required options requiredAnswer min max acceptedOptions`;
const POST = `mutation($companyId: ID!, $input: JobInput!) {
  postJob(companyId: $companyId, input: $input) { id knockoutAction screeningQuestions { ${QUESTION_FIELDS} } }
}`;
const UPDATE = `mutation($id: ID!, $input: JobInput!) {
  updateJob(id: $id, input: $input) { id knockoutAction screeningQuestions { ${QUESTION_FIELDS} } }
}`;
const JOB = `query($id: ID!) { job(id: $id) { id knockoutAction screeningQuestions { ${QUESTION_FIELDS} } } }`;
const APPLY = `mutation($id: ID!, $answers: [ScreeningAnswerInput!]) {
  applyToJob(jobId: $id, answers: $answers) {
    id status timeline { status } screeningAnswers { questionId question value passed }
  }
}`;
const MINE = `query($id: ID!) { myApplication(jobId: $id) { id status } }`;
const WITHDRAW = `mutation($id: ID!) { withdrawApplication(input: { applicationId: $id }) { id status } }`;
const SET_STATUS = `mutation($id: ID!, $status: ApplicationStatus!) {
  setApplicationStatus(applicationId: $id, status: $status) { id status }
}`;
const APPLICANTS = `query($jobId: ID!, $screening: ScreeningResult) {
  jobApplicants(jobId: $jobId, screening: $screening) {
    total
    items { id status screeningResult autoRejected applicant { email }
            screeningAnswers { questionId kind question value passed } }
  }
}`;

interface QuestionOut {
  id: string;
  kind: string;
  text: string;
  required: boolean;
  options: string[];
  requiredAnswer: boolean | null;
  min: number | null;
  max: number | null;
  acceptedOptions: string[] | null;
}
interface ApplicantOut {
  id: string;
  status: string;
  screeningResult: string;
  autoRejected: boolean;
  applicant: { email: string };
  screeningAnswers: {
    questionId: string;
    kind: string;
    question: string;
    value: string;
    passed: boolean | null;
  }[];
}

const QUESTIONS = [
  { kind: 'YES_NO', text: 'Can you work from Pune?', required: true, requiredAnswer: true },
  { kind: 'NUMBER', text: 'Years of experience with Go?', required: true, min: 3 },
  {
    kind: 'SINGLE_CHOICE',
    text: 'Notice period?',
    required: false,
    options: ['Immediate', '30 days', '90 days'],
    acceptedOptions: ['Immediate', '30 days'],
  },
  { kind: 'SHORT_TEXT', text: 'Anything else we should know?', required: false },
];

describe('screening questions with knock-out rules', () => {
  const smtp = new SmtpCatcher();
  const clock = new TestClock();
  let t: TestApp;
  let recruiter: Session;
  let otherRecruiter: Session;
  let admin: Session;
  let company: Company;
  const seekers: Session[] = [];

  const gql = <T>(query: string, variables: Record<string, unknown>, s?: Session) =>
    t.gql<T>(query, variables, s?.token);

  async function post(input: Record<string, unknown>, s = recruiter) {
    return gql<{ postJob: { id: string; knockoutAction: string; screeningQuestions: QuestionOut[] } }>(
      POST,
      { companyId: company.id, input: { ...JOB_INPUT, ...input } },
      s,
    );
  }

  async function postOk(input: Record<string, unknown>) {
    const res = await post(input);
    expect(res.errors).toBeUndefined();
    return res.data!.postJob;
  }

  async function applicants(jobId: string, screening?: string, s = recruiter) {
    const res = await gql<{ jobApplicants: { total: number; items: ApplicantOut[] } }>(
      APPLICANTS,
      { jobId, screening },
      s,
    );
    return res;
  }

  /** Answers passing every rule of QUESTIONS (ids from the posted job). */
  const passing = (q: QuestionOut[]) => [
    { questionId: q[0].id, value: 'yes' },
    { questionId: q[1].id, value: '5' },
    { questionId: q[2].id, value: 'Immediate' },
    { questionId: q[3].id, value: 'I like Go.' },
  ];
  const failing = (q: QuestionOut[]) => [
    { questionId: q[0].id, value: 'yes' },
    { questionId: q[1].id, value: '1' },
  ];

  const notificationsOf = async (s: Session) =>
    (await t.dataSource.query(`SELECT title, body FROM notifications WHERE user_id = $1`, [s.user.id])) as {
      title: string;
      body: string;
    }[];

  /** Makes the pending notices of the queue due in the database's time (the Clock is moved apart). */
  const releaseNotices = () =>
    t.dataSource.query(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'created'`, [
      SCREENING_NOTICE_QUEUE,
    ]);
  const noticesQueued = async () =>
    Number(
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
          [SCREENING_NOTICE_QUEUE],
        )
      )[0].n,
    );
  const waitUntilNoQueuedNotices = async () => {
    for (let i = 0; i < 100 && (await noticesQueued()) > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  /** Moves the Clock on; sessions are signed again at its new time. */
  async function advance(ms: number) {
    clock.advance(ms);
    recruiter = await renewSession(t, recruiter);
    otherRecruiter = await renewSession(t, otherRecruiter);
    for (let i = 0; i < seekers.length; i++) seekers[i] = await renewSession(t, seekers[i]);
  }

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      configure: (b) => b.overrideProvider(Clock).useValue(clock),
    });
    recruiter = await sessionAs(t, Role.RECRUITER, {
      firstName: 'Priya',
      lastName: 'Nair',
      plan: RecruiterPlan.PREMIUM,
    });
    otherRecruiter = await sessionAs(t, Role.RECRUITER, { firstName: 'Vikram', lastName: 'Rao' });
    admin = await sessionAs(t, Role.ADMIN);
    for (let i = 0; i < 6; i++) {
      const s = await sessionAs(t, Role.JOB_SEEKER, { firstName: `Seeker${i}` });
      await t.dataSource.query(`INSERT INTO profiles (user_id, bio) VALUES ($1, 'Engineer who ships.')`, [
        s.user.id,
      ]);
      seekers.push(s);
    }
    company = await createCompany(t.dataSource, { ownerId: recruiter.user.id, name: 'TechNova' });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('validates questions with the shared messages and changes nothing on bad input', async () => {
    const before = Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM jobs`))[0].n);
    const cases: [Record<string, unknown>[], string][] = [
      [
        Array.from({ length: 11 }, (_, i) => ({ kind: 'SHORT_TEXT', text: `Question ${i}?` })),
        SCREENING_MESSAGES.tooMany,
      ],
      [[{ kind: 'YES_NO', text: 'Ok?' }], SCREENING_MESSAGES.textLength],
      [[{ kind: 'YES_NO', text: 'x'.repeat(301) }], SCREENING_MESSAGES.textLength],
      [[{ kind: 'SINGLE_CHOICE', text: 'Pick one please', options: ['A'] }], SCREENING_MESSAGES.optionsCount],
      [
        [{ kind: 'SINGLE_CHOICE', text: 'Pick one please', options: ['Onsite', 'Remote\u202Eetisno'] }],
        SCREENING_MESSAGES.hiddenCharacters,
      ],
      [
        [
          {
            kind: 'SINGLE_CHOICE',
            text: 'Pick one please',
            options: Array.from({ length: 11 }, (_, i) => `O${i}`),
          },
        ],
        SCREENING_MESSAGES.optionsCount,
      ],
      [
        [{ kind: 'SINGLE_CHOICE', text: 'Pick one please', options: ['A', 'B'], acceptedOptions: ['C'] }],
        SCREENING_MESSAGES.acceptedUnknown,
      ],
      [[{ kind: 'NUMBER', text: 'Years of Go?', min: 5, max: 2 }], SCREENING_MESSAGES.minAboveMax],
      [
        [{ kind: 'SHORT_TEXT', text: 'Tell us more', requiredAnswer: true }],
        SCREENING_MESSAGES.ruleNotForKind,
      ],
      [[{ kind: 'YES_NO', text: 'Relocate to Pune?', min: 1 }], SCREENING_MESSAGES.ruleNotForKind],
    ];
    for (const [questions, message] of cases) {
      const res = await post({ screeningQuestions: questions });
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(res.errors)).toContain(message);
    }
    expect(Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM jobs`))[0].n)).toBe(before);
  });

  it('keeps the questions with ids; only the owner and admins see the knock-out rules', async () => {
    const job = await postOk({ screeningQuestions: QUESTIONS, knockoutAction: 'REJECT' });
    expect(job.knockoutAction).toBe('REJECT');
    expect(job.screeningQuestions).toHaveLength(4);
    expect(job.screeningQuestions[1]).toMatchObject({ kind: 'NUMBER', min: 3, max: null, required: true });
    expect(job.screeningQuestions[2].acceptedOptions).toEqual(['Immediate', '30 days']);
    for (const s of [seekers[0], otherRecruiter, undefined]) {
      const res = await gql<{ job: { knockoutAction: string | null; screeningQuestions: QuestionOut[] } }>(
        JOB,
        { id: job.id },
        s,
      );
      expect(res.data!.job.knockoutAction).toBeNull();
      expect(res.data!.job.screeningQuestions.map((q) => q.text)).toEqual(QUESTIONS.map((q) => q.text));
      expect(res.data!.job.screeningQuestions[2].options).toEqual(['Immediate', '30 days', '90 days']);
      for (const q of res.data!.job.screeningQuestions) {
        expect([q.requiredAnswer, q.min, q.max, q.acceptedOptions]).toEqual([null, null, null, null]);
      }
    }
    const asAdmin = await gql<{ job: { knockoutAction: string } }>(JOB, { id: job.id }, admin);
    expect(asAdmin.data!.job.knockoutAction).toBe('REJECT');
    // Another recruiter cannot edit them.
    const other = await gql(
      UPDATE,
      { id: job.id, input: { ...JOB_INPUT, screeningQuestions: [] } },
      otherRecruiter,
    );
    expect(errorCode(other)).toBe('NOT_FOUND');
  });

  it('checks answers when applying: required ones, by kind; nothing is stored on bad input', async () => {
    const job = await postOk({ screeningQuestions: QUESTIONS });
    const q = job.screeningQuestions;
    const cases: [unknown[], string][] = [
      [[], SCREENING_MESSAGES.answerRequired],
      [[{ questionId: q[0].id, value: 'yes' }], SCREENING_MESSAGES.answerRequired],
      [
        [
          { questionId: q[0].id, value: 'maybe' },
          { questionId: q[1].id, value: '4' },
        ],
        SCREENING_MESSAGES.answerYesNo,
      ],
      [
        [
          { questionId: q[0].id, value: 'yes' },
          { questionId: q[1].id, value: 'four' },
        ],
        SCREENING_MESSAGES.answerNumber,
      ],
      [[...failing(q), { questionId: q[2].id, value: '6 months' }], SCREENING_MESSAGES.answerChoice],
      [[...failing(q), { questionId: q[3].id, value: 'x'.repeat(301) }], SCREENING_MESSAGES.answerTextLength],
      // A right-to-left override would make the answer display as other text to the recruiter.
      [
        [...failing(q), { questionId: q[3].id, value: 'I am \u202Eyrarropmet' }],
        SCREENING_MESSAGES.hiddenCharacters,
      ],
      [
        [...failing(q), { questionId: '00000000-0000-4000-8000-000000000000', value: 'yes' }],
        SCREENING_MESSAGES.answerUnknownQuestion,
      ],
    ];
    for (const [answers, message] of cases) {
      const res = await gql(APPLY, { id: job.id, answers }, seekers[0]);
      expect(res.errors?.[0]?.message).toBe(message);
    }
    expect((await t.dataSource.query(`SELECT id FROM applications WHERE job_id = $1`, [job.id])).length).toBe(
      0,
    );
  });

  it('flags failures on a FLAG job; the recruiter sees answers, results and filters by them', async () => {
    const job = await postOk({ screeningQuestions: QUESTIONS });
    const q = job.screeningQuestions;
    const passed = await gql<{
      applyToJob: { status: string; screeningAnswers: { passed: boolean | null }[] };
    }>(APPLY, { id: job.id, answers: passing(q) }, seekers[0]);
    expect(passed.errors).toBeUndefined();
    // The seeker sees their own answers, not the knock-out verdict.
    expect(passed.data!.applyToJob.screeningAnswers.map((a) => a.passed)).toEqual([null, null, null, null]);
    const failed = await gql<{ applyToJob: { status: string } }>(
      APPLY,
      { id: job.id, answers: failing(q) },
      seekers[1],
    );
    expect(failed.data!.applyToJob.status).toBe('PENDING');

    const all = await applicants(job.id);
    expect(all.data!.jobApplicants.total).toBe(2);
    const bad = all.data!.jobApplicants.items.find((a) => a.applicant.email === seekers[1].user.email)!;
    expect(bad).toMatchObject({ status: 'PENDING', screeningResult: 'FAILED', autoRejected: false });
    expect(bad.screeningAnswers).toEqual([
      { questionId: q[0].id, kind: 'YES_NO', question: QUESTIONS[0].text, value: 'yes', passed: true },
      { questionId: q[1].id, kind: 'NUMBER', question: QUESTIONS[1].text, value: '1', passed: false },
      { questionId: q[2].id, kind: 'SINGLE_CHOICE', question: QUESTIONS[2].text, value: '', passed: null },
      { questionId: q[3].id, kind: 'SHORT_TEXT', question: QUESTIONS[3].text, value: '', passed: null },
    ]);
    const onlyFailed = await applicants(job.id, 'FAILED');
    expect(onlyFailed.data!.jobApplicants.total).toBe(1);
    expect(onlyFailed.data!.jobApplicants.items.map((a) => a.applicant.email)).toEqual([
      seekers[1].user.email,
    ]);
    const onlyPassed = await applicants(job.id, 'PASSED');
    expect(onlyPassed.data!.jobApplicants.items.map((a) => a.applicant.email)).toEqual([
      seekers[0].user.email,
    ]);
    // Other recruiters do not see them.
    expect(errorCode(await applicants(job.id, undefined, otherRecruiter))).toBe('NOT_FOUND');

    // Editing the questions keeps the answers sent and their result.
    const edited = await gql<{ updateJob: { screeningQuestions: QuestionOut[] } }>(
      UPDATE,
      {
        id: job.id,
        input: {
          ...JOB_INPUT,
          screeningQuestions: [
            { id: q[1].id, kind: 'NUMBER', text: 'Years of experience with Rust?', min: 1 },
          ],
        },
      },
      recruiter,
    );
    expect(edited.data!.updateJob.screeningQuestions.map((x) => x.id)).toEqual([q[1].id]);
    const after = (await applicants(job.id, 'FAILED')).data!.jobApplicants.items[0];
    expect(after.screeningAnswers[1]).toMatchObject({ question: QUESTIONS[1].text, passed: false });

    // The CSV export has the result and the answers.
    const csv = await t.http
      .get(`/api/v1/recruiter/jobs/${job.id}/applicants.csv`)
      .set('Authorization', recruiter.bearer);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Screening result,Screening answers');
    expect(csv.text).toContain('FAILED');
    expect(csv.text).toContain('Years of experience with Go?: 1 (knock-out failed)');
  });

  it('keeps answers with line breaks in one CSV cell: a seeker cannot start rows or formulas of their own', async () => {
    const job = await postOk({ screeningQuestions: QUESTIONS });
    const q = job.screeningQuestions;
    const text = "ok\n=1+1\n=cmd|' /C calc'!A0\n@SUM(1+1)";
    const applied = await gql(
      APPLY,
      { id: job.id, answers: [...passing(q).slice(0, 3), { questionId: q[3].id, value: text }] },
      seekers[0],
    );
    expect(applied.errors).toBeUndefined();
    const csv = await t.http
      .get(`/api/v1/recruiter/jobs/${job.id}/applicants.csv`)
      .set('Authorization', recruiter.bearer);
    expect(csv.status).toBe(200);
    // Read back as a spreadsheet reads it (any line break outside quotes ends a row): one heading row and
    // one row for the one applicant.
    const rows = parse(csv.text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][];
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveLength(rows[0].length);
    const answers = rows[1][rows[0].indexOf('Screening answers')];
    expect(answers.startsWith(`${QUESTIONS[0].text}: yes`)).toBe(true);
    expect(answers).toContain(`${QUESTIONS[3].text}: ${text}`);
    expect(rows.flat().filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('REJECT jobs: rejected at once for the recruiter, the seeker is told after 24 hours', async () => {
    const job = await postOk({ screeningQuestions: QUESTIONS, knockoutAction: 'REJECT' });
    const seeker = seekers[2];
    const res = await gql<{ applyToJob: { id: string; status: string; timeline: { status: string }[] } }>(
      APPLY,
      { id: job.id, answers: failing(job.screeningQuestions) },
      seeker,
    );
    expect(res.errors).toBeUndefined();
    // The seeker still sees it pending.
    expect(res.data!.applyToJob.status).toBe('PENDING');
    expect(res.data!.applyToJob.timeline.map((s) => s.status)).toEqual(['PENDING']);
    const id = res.data!.applyToJob.id;
    const [mine] = (await applicants(job.id)).data!.jobApplicants.items;
    expect(mine).toMatchObject({ status: 'REJECT', screeningResult: 'FAILED', autoRejected: true });
    // Nor do the legacy job page or their data export tell them earlier (else they could learn the rules
    // by applying, looking, withdrawing and applying again).
    // (The clock moves below and renews the sessions: the seeker's current one is seekers[2].)
    const legacyStatus = async () =>
      (await t.http.get(`/api/v1/job/${job.id}`).set('Authorization', seekers[2].bearer).expect(200)).body.job
        .applications;
    const exported = async () =>
      (await t.app.get(ApplicationsService).exportFor(seeker.user.id)).find((a) => a.jobId === job.id)!;
    expect(await legacyStatus()).toEqual([{ _id: id, applicant: seeker.user.id, status: 'pending' }]);
    expect(await exported()).toMatchObject({ status: 'pending', timeline: [{ from: null, to: 'pending' }] });
    expect((await exported()).timeline).toHaveLength(1);

    const [queued] = (await t.dataSource.query(
      `SELECT start_after FROM pgboss.job WHERE name = $1 AND data->>'applicationId' = $2`,
      [SCREENING_NOTICE_QUEUE, id],
    )) as { start_after: Date }[];
    expect(
      Math.abs(queued.start_after.getTime() - (clock.now().getTime() + SCREENING_REJECTION_DELAY_MS)),
    ).toBeLessThan(60_000);

    // Run early (the Clock says it is not due yet): nothing is sent, the notice waits again.
    await releaseNotices();
    await new Promise((r) => setTimeout(r, 3000));
    expect(await notificationsOf(seeker)).toEqual([]);
    expect(smtp.mailsTo(seeker.user.email)).toHaveLength(0);
    const mineNow = await gql<{ myApplication: { status: string } }>(MINE, { id: job.id }, seeker);
    expect(mineNow.data!.myApplication.status).toBe('PENDING');

    await advance(SCREENING_REJECTION_DELAY_MS + 1000);
    await releaseNotices();
    const mails = await smtp.waitForMails(seeker.user.email, 1, 15_000);
    expect(mails[0].raw).toContain('Application Update');
    const notes = await notificationsOf(seeker);
    expect(notes).toHaveLength(1);
    expect(notes[0].body).toContain('decided not to move forward');
    const told = await gql<{ myApplication: { status: string } }>(MINE, { id: job.id }, seekers[2]);
    expect(told.data!.myApplication.status).toBe('REJECT');
    expect(await legacyStatus()).toEqual([{ _id: id, applicant: seeker.user.id, status: 'reject' }]);
    expect((await exported()).status).toBe('reject');
    expect((await exported()).timeline.map((step) => step.to)).toEqual(['pending', 'reject']);
  });

  it('sends no stale rejection after the recruiter changed the status or the seeker withdrew', async () => {
    const job = await postOk({ screeningQuestions: QUESTIONS, knockoutAction: 'REJECT' });
    const [moved, withdrawn] = [seekers[3], seekers[4]];
    const ids: string[] = [];
    for (const s of [moved, withdrawn]) {
      const res = await gql<{ applyToJob: { id: string } }>(
        APPLY,
        { id: job.id, answers: failing(job.screeningQuestions) },
        s,
      );
      ids.push(res.data!.applyToJob.id);
    }
    const shortlisted = await gql(SET_STATUS, { id: ids[0], status: 'SHORTLISTED' }, recruiter);
    expect(shortlisted.errors).toBeUndefined();
    await smtp.waitForMails(moved.user.email, 1);
    const out = await gql<{ withdrawApplication: { status: string } }>(WITHDRAW, { id: ids[1] }, withdrawn);
    expect(out.data!.withdrawApplication.status).toBe('WITHDRAWN');

    await advance(SCREENING_REJECTION_DELAY_MS + 1000);
    await releaseNotices();
    await waitUntilNoQueuedNotices();
    await new Promise((r) => setTimeout(r, 500));
    expect((await notificationsOf(moved)).map((n) => n.title)).toEqual(["You've Been Shortlisted!"]);
    expect(await notificationsOf(withdrawn)).toEqual([]);
    expect(smtp.mailsTo(withdrawn.user.email)).toHaveLength(0);
    expect(smtp.mailsTo(moved.user.email)).toHaveLength(1);
  });

  it('a bulk change clears the knock-out notice as the single one does: rejected again, the seeker sees it at once', async () => {
    const job = await postOk({ screeningQuestions: QUESTIONS, knockoutAction: 'REJECT' });
    const res = await gql<{ applyToJob: { id: string } }>(
      APPLY,
      { id: job.id, answers: failing(job.screeningQuestions) },
      seekers[3],
    );
    const id = res.data!.applyToJob.id;
    for (const status of ['SHORTLISTED', 'REJECT']) {
      const moved = await gql<{ setApplicationStatuses: { changed: string[] } }>(
        `mutation($input: SetApplicationStatusesInput!) { setApplicationStatuses(input: $input) { changed } }`,
        { input: { applicationIds: [id], status } },
        recruiter,
      );
      expect(moved.data?.setApplicationStatuses.changed).toEqual([id]);
    }
    const mine = await gql<{ myApplication: { status: string } }>(MINE, { id: job.id }, seekers[3]);
    expect(mine.data!.myApplication.status).toBe('REJECT');
    const [{ due }] = await t.dataSource.query(
      `SELECT rejection_notice_due_at AS due FROM applications WHERE id = $1`,
      [id],
    );
    expect(due).toBeNull();
  });

  it('legacy GET /apply answers 400 for jobs with required questions and works for the others', async () => {
    const required = await postOk({ screeningQuestions: QUESTIONS });
    const optional = await postOk({
      screeningQuestions: [{ kind: 'YES_NO', text: 'Can you relocate?', requiredAnswer: true }],
    });
    const seeker = seekers[5];
    const refused = await t.http.get(`/api/v1/apply/${required.id}`).set('Authorization', seeker.bearer);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This job asks screening questions. Please apply on the website.');
    expect(
      (await t.dataSource.query(`SELECT id FROM applications WHERE job_id = $1`, [required.id])).length,
    ).toBe(0);
    const ok = await t.http.get(`/api/v1/apply/${optional.id}`).set('Authorization', seeker.bearer);
    expect(ok.status).toBe(200);
    expect(ok.body.application.status).toBe('pending');
    const [row] = (await applicants(optional.id)).data!.jobApplicants.items;
    // An unanswered optional knock-out question is not failed.
    expect(row.screeningResult).toBe('PASSED');
  });
});
