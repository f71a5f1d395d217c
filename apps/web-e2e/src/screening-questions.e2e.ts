import { Page } from 'playwright-core';
import { SeekerAccount, signUpSeekerViaApi, uniqueSuffix } from './support/accounts';
import { appReady, baseUrl, screenshot } from './support/browser';
import { sql } from './support/database';
import { pdfBytes } from './support/files';
import { graphqlData } from './support/graphql';
import { browserJourney } from './support/journey';
import { ensureResume } from './support/recruiter-journey-api';
import { unreadCount, waitForUnreadAbove } from './support/bell';
import { DEMO_RECRUITER, SignedIn, adminLogin, signIn } from './support/session';

/** The queue of the delayed knock-out rejection notices (apps/api screening.service.ts). */
const NOTICE_QUEUE = 'screening-rejection-notice';
const REACT_QUESTION = 'Years of experience with React';
const PUNE_QUESTION = 'Can you work from Pune?';

interface Applicant {
  account: SeekerAccount;
  session: SignedIn;
}

/** A seeker of this run only, with a resume so the profile takes applications. */
async function freshSeeker(firstName: string): Promise<Applicant> {
  const account = await signUpSeekerViaApi(firstName);
  const session = await signIn(account, 'JOB_SEEKER');
  await ensureResume(session.token, pdfBytes(`${firstName} Iyer`));
  return { account, session };
}

/** Applies in the browser through the questions' dialog, answering the React question with `years`. */
async function applyInBrowser(page: Page, jobId: string, years: string, shot?: string): Promise<void> {
  await page.goto(`${baseUrl()}/job/${jobId}`);
  await appReady(page);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: /^Apply for / });
  await dialog.waitFor();
  const yearsField = dialog.getByRole('textbox', { name: new RegExp(`^${REACT_QUESTION}`) });
  // The dialog opens on its first field.
  await page.waitForFunction(() => document.activeElement?.getAttribute('inputmode') === 'decimal');
  if (shot) {
    // Sent empty first: the shared message under each required question, nothing sent.
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    expect(
      await dialog.getByText('Please answer every required screening question', { exact: true }).count(),
    ).toBe(2);
    await page.waitForTimeout(300); // the dialog's entrance transition
    await screenshot(page, `${shot}-errors-light`, false);
  }
  await yearsField.fill(years);
  await dialog
    .getByRole('radiogroup', { name: new RegExp(`^${PUNE_QUESTION.replace('?', '\\?')}`) })
    .getByRole('radio', { name: 'Yes' })
    .check();
  if (shot) {
    expect(await dialog.getByText('Please answer every required screening question').count()).toBe(0);
    await screenshot(page, `${shot}-light`, false);
  }
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Application submitted successfully!' }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Already Applied' }).waitFor();
}

/** The status the seeker's Applied Jobs shows for the job, once the list has loaded. */
async function appliedStatus(page: Page, seekerId: string, title: string): Promise<string> {
  await page.goto(`${baseUrl()}/${seekerId}/jobs/applied`);
  const card = page.getByTestId('application-card').filter({ hasText: title });
  await card.waitFor();
  return card.getByTestId('application-status').innerText();
}

describe('screening questions with a knock-out rule, in Chromium', () => {
  const journey = browserJourney();
  const title = `Screening Journey React Developer ${uniqueSuffix()}`;
  let recruiter: SignedIn;
  let jobId: string;

  beforeAll(async () => {
    recruiter = await signIn(DEMO_RECRUITER, 'RECRUITER');
  });

  afterAll(async () => {
    // The demo recruiter's posting count is back where it was (deleting a job is the administrators').
    if (!jobId) return;
    const admin = await adminLogin();
    await graphqlData('mutation ($id: ID!) { deleteJob(id: $id) }', { id: jobId }, admin.token);
  });

  it('rejects the failing applicant for the recruiter at once, and tells the applicant only after the delay', async () => {
    const [a, b] = [await freshSeeker('Arjun'), await freshSeeker('Bhavna')];
    const consoleErrors: string[] = [];

    // The recruiter posts the job through the form, with two required questions, a knock-out minimum of
    // 3 years, and automatic rejection.
    const { page: r } = await journey.open({ session: recruiter, consoleErrors });
    await r.goto(`${baseUrl()}/recruiter/job/post/new`);
    await r.getByRole('combobox', { name: 'Company *' }).click();
    await r.getByRole('option').first().click();
    await r.getByLabel('Job Title *', { exact: true }).fill(title);
    await r.getByLabel('Job Description *', { exact: true }).fill('Builds the screens seekers apply on.');
    await r.getByLabel('Requirement 1', { exact: true }).fill('React in production');
    await r.getByLabel('Skills', { exact: true }).fill('React, TypeScript');
    await r.getByLabel('Salary *', { exact: true }).fill('₹12,00,000 - ₹18,00,000 per annum');
    await r.getByLabel('Location *', { exact: true }).fill('Pune, Maharashtra');
    // No knock-out rule yet: the flag-or-reject choice is not offered.
    await r.getByRole('button', { name: 'Add question' }).click();
    const first = r.getByRole('group', { name: 'Question 1' });
    await first.getByRole('combobox', { name: 'Kind' }).click();
    await r.getByRole('option', { name: 'Number' }).click();
    await first.getByLabel('Question text').fill(REACT_QUESTION);
    await first.getByLabel('Required').check();
    expect(await r.getByText('Applicants who fail a knock-out question').count()).toBe(0);
    await first.getByLabel('Minimum').fill('3');
    await r.getByRole('button', { name: 'Add question' }).click();
    const second = r.getByRole('group', { name: 'Question 2' });
    await second.getByRole('combobox', { name: 'Kind' }).click();
    await r.getByRole('option', { name: 'Yes / No' }).click();
    await second.getByLabel('Question text').fill(PUNE_QUESTION);
    await second.getByLabel('Required').check();
    await r.getByRole('radio', { name: /^Reject them automatically/ }).check();
    await screenshot(r, 'screening-question-editor-light');
    await r.getByRole('button', { name: 'Post Job' }).click();
    await r.getByText('Job posted successfully!').waitFor();
    const { myJobs } = await graphqlData<{
      myJobs: {
        items: {
          id: string;
          title: string;
          knockoutAction: string;
          screeningQuestions: { kind: string; text: string; required: boolean; min: number | null }[];
        }[];
      };
    }>(
      'query { myJobs(status: ACTIVE, pageSize: 50) { items { id title knockoutAction screeningQuestions { kind text required min } } } }',
      {},
      recruiter.token,
    );
    const posted = myJobs.items.find((j) => j.title === title);
    expect(posted).toMatchObject({
      knockoutAction: 'REJECT',
      screeningQuestions: [
        { kind: 'NUMBER', text: REACT_QUESTION, required: true, min: 3 },
        { kind: 'YES_NO', text: PUNE_QUESTION, required: true },
      ],
    });
    jobId = posted!.id;

    // The job's own page lists the questions read-only with their rules, in the light and the dark theme.
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await journey.open({ colorScheme, session: recruiter, consoleErrors });
      await page.goto(`${baseUrl()}/recruiter/job/${jobId}`);
      const listed = page.getByTestId('screening-question-summary');
      await listed.first().waitFor();
      const texts = (await listed.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
      expect(texts).toEqual([
        `${REACT_QUESTION} Number Required Knock-out: fewer than 3`,
        `${PUNE_QUESTION} Yes / No Required`,
      ]);
      expect(await page.getByTestId('knockout-action').innerText()).toBe(
        'Applicants who fail a knock-out question: Reject them automatically (they are told 24 hours later)',
      );
      await page.getByTestId('knockout-action').scrollIntoViewIfNeeded();
      await screenshot(page, `recruiter-job-screening-questions-${colorScheme}`, false);
    }

    // Seeker A answers 1 (below the minimum of 3), seeker B answers 5.
    const { page: pageA } = await journey.open({ session: a.session, consoleErrors });
    await applyInBrowser(pageA, jobId, '1', 'apply-questions-dialog');
    const { page: pageB } = await journey.open({ session: b.session, consoleErrors });
    await applyInBrowser(pageB, jobId, '5');

    // The recruiter sees A rejected by the knock-out and B passing, with their answers.
    await r.goto(`${baseUrl()}/recruiter/job/${jobId}/applicants`);
    const card = (email: string) => r.getByTestId('applicant-card').filter({ hasText: email });
    const cardA = card(a.account.email);
    const cardB = card(b.account.email);
    await cardA.getByTestId('screening-result').waitFor();
    await cardB.getByTestId('screening-result').waitFor();
    expect(await cardA.getByTestId('screening-result').innerText()).toBe('Rejected (auto, knock-out)');
    expect(await cardA.getByTestId('application-status').innerText()).toBe('Rejected');
    expect(await cardB.getByTestId('screening-result').innerText()).toBe('Passed screening');
    expect(await cardB.getByTestId('application-status').innerText()).not.toBe('Rejected');
    const answers = async (c: typeof cardA) =>
      (await c.getByRole('region', { name: 'Screening answers' }).locator('dd').allInnerTexts()).map((t) =>
        t.trim(),
      );
    expect(await answers(cardA)).toEqual(['1 (knock-out failed)', 'yes']);
    expect(await answers(cardB)).toEqual(['5', 'yes']);
    expect(await cardA.getByText(REACT_QUESTION).count()).toBe(1);
    await cardA.scrollIntoViewIfNeeded();
    await screenshot(r, 'screening-applicants-light', false);

    // Before the delay, seeker A's Applied Jobs still shows the application pending (Sent), not rejected.
    expect(await appliedStatus(pageA, a.session.user.id, title)).toBe('Sent');
    const [{ id: applicationId }] = await sql<{ id: string }>(
      `SELECT a.id FROM applications a JOIN users u ON u.id = a.applicant_id
       WHERE u.email = $1 AND a.job_id = $2`,
      [a.account.email, jobId],
    );
    const queued = await sql(
      `SELECT id FROM pgboss.job WHERE name = $1 AND data->>'applicationId' = $2 AND state = 'created'`,
      [NOTICE_QUEUE, applicationId],
    );
    expect(queued).toHaveLength(1);

    const unreadBefore = await unreadCount(pageA);

    // The delay passes: the notice's due time and its queued job move into the past.
    await sql(`UPDATE applications SET rejection_notice_due_at = now() - interval '1 minute' WHERE id = $1`, [
      applicationId,
    ]);
    await sql(
      `UPDATE pgboss.job SET start_after = now() - interval '1 minute'
       WHERE name = $1 AND data->>'applicationId' = $2 AND state = 'created'`,
      [NOTICE_QUEUE, applicationId],
    );

    // Seeker A sees the rejection: a notification on the open page, then the status on Applied Jobs
    // (bounded waits; the notice's queue is polled every 2 s).
    await waitForUnreadAbove(pageA, unreadBefore, 30_000);
    let status = '';
    for (let i = 0; i < 10 && status !== 'Rejected'; i++) {
      status = await appliedStatus(pageA, a.session.user.id, title);
      if (status !== 'Rejected') await pageA.waitForTimeout(1000);
    }
    expect(status).toBe('Rejected');
    await pageA.getByTestId('notification-bell').click();
    const notice = pageA.getByTestId('notification-item').filter({ hasText: title });
    await notice.getByText('Application Update').waitFor();
    expect(await notice.innerText()).toContain('The recruiter has decided not to move forward');
    await pageA.waitForTimeout(400); // the list's fade-in
    await screenshot(pageA, 'screening-rejection-notice-light', false);

    // Seeker B's application was never rejected.
    expect(await appliedStatus(pageB, b.session.user.id, title)).toBe('Sent');
    expect(consoleErrors).toEqual([]);
  }, 180_000);
});
