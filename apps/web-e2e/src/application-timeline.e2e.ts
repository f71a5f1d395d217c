import { BrowserContext, Page } from 'playwright-core';
import { signUpSeekerViaApi } from './support/accounts';
import { baseUrl, screenshot } from './support/browser';
import { pdfBytes } from './support/files';
import { graphqlData } from './support/graphql';
import { browserJourney } from './support/journey';
import { applyToJob, ensureResume, openDemoJob } from './support/recruiter-journey-api';
import { DEMO_RECRUITER, SignedIn, signIn } from './support/session';

describe('application timeline and withdrawal in Chromium', () => {
  const journey = browserJourney();
  let recruiter: SignedIn;
  let seeker: SignedIn;
  let job: { id: string; title: string };
  let applicationId: string;
  let seekerContext: BrowserContext;
  let seekerPage: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    recruiter = await signIn(DEMO_RECRUITER, 'RECRUITER');
    // A seeker of this run only: nobody else's applications show in their list.
    const account = await signUpSeekerViaApi('Anjali');
    seeker = await signIn(account, 'JOB_SEEKER');
    await ensureResume(seeker.token, pdfBytes('Anjali Iyer'));
    job = await openDemoJob(recruiter.token);
    applicationId = await applyToJob(seeker.token, job.id);
    ({ context: seekerContext, page: seekerPage } = await journey.open({ session: seeker, consoleErrors }));
  });

  afterAll(async () => {
    await seekerContext?.close();
  });

  it('shows the seeker the timeline after the recruiter shortlists the application', async () => {
    await graphqlData(
      'mutation ($id: ID!, $status: ApplicationStatus!) { setApplicationStatus(applicationId: $id, status: $status) { id } }',
      { id: applicationId, status: 'SHORTLISTED' },
      recruiter.token,
    );
    const s = seekerPage;
    await s.goto(`${baseUrl()}/${seeker.user.id}/jobs/applied`);
    const card = s.getByTestId('application-card').filter({ hasText: job.title });
    await card.getByTestId('application-status').filter({ hasText: 'Shortlisted' }).waitFor();
    // Folded at first; the toggle says how many steps it holds and opens them.
    const toggle = card.getByRole('button', { name: 'Show timeline (2 steps)' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await card.getByTestId('application-timeline').count()).toBe(0);
    await toggle.click();
    const timeline = card.getByRole('list', { name: `Timeline of ${job.title}` });
    await timeline.waitFor();
    const steps = timeline.getByRole('listitem');
    expect(await steps.count()).toBe(2);
    expect(await steps.nth(0).innerText()).toMatch(/^Applied\s+\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/);
    expect(await steps.nth(1).innerText()).toMatch(/^Status changed to Shortlisted\s+\d{1,2} \w{3} \d{4}/);
    await card.scrollIntoViewIfNeeded();
    await screenshot(s, 'applied-jobs-timeline-light');

    // The same in dark mode, on a phone.
    const { page: dark } = await journey.open({
      session: seeker,
      consoleErrors,
      colorScheme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    await dark.goto(`${baseUrl()}/${seeker.user.id}/jobs/applied`);
    const darkCard = dark.getByTestId('application-card').filter({ hasText: job.title });
    await darkCard.getByTestId('timeline-toggle').click();
    await darkCard.getByTestId('application-timeline').waitFor();
    await darkCard.scrollIntoViewIfNeeded();
    await screenshot(dark, 'applied-jobs-timeline-phone-dark', false);
  });

  it('withdraws from the job page with a reason; the recruiter sees it Withdrawn, without the status menu', async () => {
    const s = seekerPage;
    await s.goto(`${baseUrl()}/job/${job.id}`);
    const panel = s.getByTestId('my-application');
    await panel.getByRole('list', { name: `Timeline of ${job.title}` }).waitFor();
    await panel.getByRole('button', { name: `Withdraw application for ${job.title}` }).click();
    const dialog = s.getByRole('dialog', { name: 'Withdraw application' });
    await dialog.getByLabel('Reason (optional)').fill('I accepted another offer.');
    await screenshot(s, 'withdraw-dialog-light', false);
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await s.getByTestId('toast').filter({ hasText: 'Application withdrawn' }).waitFor();
    await panel.getByTestId('application-status').filter({ hasText: 'Withdrawn' }).waitFor();
    const last = panel.getByTestId('timeline-step').last();
    expect(await last.innerText()).toMatch(
      /^You withdrew your application\s+\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m\s+“I accepted another offer\.”$/,
    );
    expect(await panel.getByTestId('withdraw-button').count()).toBe(0);
    // The job takes an application again.
    await s.getByRole('button', { name: 'Apply Now' }).waitFor();
    await screenshot(s, 'job-page-withdrawn-light');

    const { page: r } = await journey.open({ session: recruiter, consoleErrors });
    await r.goto(`${baseUrl()}/recruiter/job/${job.id}/applicants?status=withdrawn`);
    const applicant = r.locator(`[data-application="${applicationId}"]`);
    await applicant.getByTestId('application-status').filter({ hasText: 'Withdrawn' }).waitFor();
    expect(await applicant.getByTestId('applicant-withdrawn').innerText()).toBe(
      'Withdrawn by the applicant: “I accepted another offer.”',
    );
    expect(await applicant.getByTestId('status-menu-button').count()).toBe(0);
    expect(await r.getByRole('tab', { name: /^Withdrawn \(\d+\)$/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await screenshot(r, 'recruiter-applicants-withdrawn-light');
    expect(consoleErrors).toEqual([]);
  });
});
