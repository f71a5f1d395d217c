import { graphqlData } from './support/graphql';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser';
import { SignedIn, signIn, startSession, viewportShot } from './support/recruiter-journey-api';

/**
 * Every recruiter screen (and the seeker's bell) in the light and the dark theme, read-only: each loads
 * its data without console errors, and a screenshot of it lands in the artifacts folder.
 */
describe('recruiter screens in Chromium', () => {
  let browser: Browser;
  let recruiter: SignedIn;
  let seeker: SignedIn;
  let companyId: string;
  let jobId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    recruiter = await signIn('recruiter@technova.in', 'Recruiter@123', 'RECRUITER');
    seeker = await signIn('seeker@hireloop.in', 'Seeker@123', 'JOB_SEEKER');
    const { myCompanies } = await graphqlData<{ myCompanies: { id: string; name: string }[] }>(
      `
        query {
          myCompanies {
            id
            name
          }
        }
      `,
      {},
      recruiter.token,
    );
    companyId = (myCompanies.find((c) => c.name === 'TechNova Solutions') ?? myCompanies[0]).id;
    const { myJobs } = await graphqlData<{ myJobs: { items: { id: string; applicationCount: number }[] } }>(
      `
        query {
          myJobs(pageSize: 50) {
            items {
              id
              applicationCount
            }
          }
        }
      `,
      {},
      recruiter.token,
    );
    const withApplicants = [...myJobs.items].sort((a, b) => b.applicationCount - a.applicationCount)[0];
    jobId = withApplicants.id;
  });

  afterAll(() => browser?.close());

  async function open(
    scheme: 'light' | 'dark',
    session: SignedIn,
    viewport = { width: 1280, height: 900 },
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ colorScheme: scheme, viewport });
    await startSession(context, session);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    return { context, page, errors };
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`shows the recruiter screens (${scheme})`, async () => {
      const base = baseUrl();
      const { context, page, errors } = await open(scheme, recruiter);
      const shot = (name: string) => viewportShot(page, `recruiter-${name}-${scheme}`);

      await page.goto(`${base}/recruiter/company/list`);
      await page.getByTestId('company-card').first().waitFor();
      await shot('company-list');

      await page.goto(`${base}/recruiter/company/${companyId}`);
      await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
      await shot('company-details');

      await page.goto(`${base}/recruiter/company/${companyId}/edit`);
      await page.getByLabel('Company Name *', { exact: true }).waitFor();
      await shot('company-edit');

      await page.goto(`${base}/recruiter/company/${companyId}/jobs`);
      await page.getByTestId('stat-active-jobs').waitFor();
      await page.getByTestId('recruiter-job-card').first().waitFor();
      await shot('company-jobs');

      await page.goto(`${base}/recruiter/jobs`);
      await page.getByTestId('recruiter-job-card').first().waitFor();
      await page.getByTestId('posting-usage').waitFor();
      await shot('my-jobs');

      await page.goto(`${base}/recruiter/job/post/new`);
      await page.getByLabel('Job Title *', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Post Job' }).click();
      await page.getByTestId('job-form-error').filter({ hasText: 'Job title is required' }).waitFor();
      await shot('post-job');

      await page.goto(`${base}/recruiter/job/${jobId}`);
      await page.getByRole('heading', { name: 'Job Overview' }).waitFor();
      await shot('job');

      await page.goto(`${base}/recruiter/job/${jobId}/edit`);
      await page.getByLabel('Status', { exact: true }).waitFor();
      await shot('job-edit');

      await page.goto(`${base}/recruiter/job/${jobId}/applicants`);
      await page.getByRole('tab', { name: /^All/ }).waitFor();
      await page.getByTestId('applicant-card').first().waitFor();
      await page.getByTestId('status-menu-button').first().click();
      await page.getByRole('menuitem', { name: 'Recruited' }).click();
      await page
        .getByRole('dialog')
        .getByText(/application status to recruited\?$/)
        .waitFor();
      await page.waitForTimeout(400); // the menu's fade-out and the dialog's fade-in
      await shot('status-confirm');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await page.goto(`${base}/recruiter/candidates`);
      await page.getByTestId('candidate-card').first().waitFor();
      await shot('candidates');

      await page.goto(`${base}/recruiter/jobs`);
      await page.getByTestId('recruiter-job-card').first().waitFor();
      const upgrade = page.getByTestId('upgrade-button');
      if (await upgrade.count()) {
        await upgrade.click();
        await page.getByRole('dialog').getByText('Dedicated support').waitFor();
        await page.waitForTimeout(400);
        await shot('upgrade-modal');
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /Maybe Later|Close/ })
          .first()
          .click();
      }

      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);

    it(`shows the seeker's notification bell (${scheme})`, async () => {
      const { context, page, errors } = await open(scheme, seeker);
      await page.goto(baseUrl());
      await page.getByTestId('notification-bell').click();
      await page.getByRole('heading', { name: 'Notifications' }).waitFor();
      await page.waitForTimeout(400); // the list's fade-in
      await viewportShot(page, `seeker-bell-${scheme}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('fits a phone screen', async () => {
    const { context, page, errors } = await open('light', recruiter, { width: 390, height: 844 });
    const base = baseUrl();
    const fits = async (path: string, ready: () => Promise<unknown>) => {
      await page.goto(`${base}${path}`);
      await ready();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width <= 390 ? path : `${path} is ${width} px wide`).toBe(path);
    };
    await fits('/recruiter/jobs', () => page.getByTestId('recruiter-job-card').first().waitFor());
    await viewportShot(page, 'recruiter-my-jobs-phone');
    await fits(`/recruiter/job/${jobId}/applicants`, () =>
      page.getByTestId('applicant-card').first().waitFor(),
    );
    await viewportShot(page, 'recruiter-applicants-phone');
    await fits('/recruiter/company/list', () => page.getByTestId('company-card').first().waitFor());
    await fits(`/recruiter/company/${companyId}`, () =>
      page.getByRole('heading', { name: 'Quick Actions' }).waitFor(),
    );
    await fits(`/recruiter/company/${companyId}/jobs`, () => page.getByTestId('stat-active-jobs').waitFor());
    await fits('/recruiter/register-company', () =>
      page.getByLabel('Company Name *', { exact: true }).waitFor(),
    );
    await fits('/recruiter/job/post/new', () => page.getByLabel('Job Title *', { exact: true }).waitFor());
    await fits(`/recruiter/job/${jobId}`, () =>
      page.getByRole('heading', { name: 'Job Overview' }).waitFor(),
    );
    await fits(`/recruiter/job/${jobId}/edit`, () => page.getByLabel('Status', { exact: true }).waitFor());
    await fits('/recruiter/candidates', () => page.getByTestId('candidate-card').first().waitFor());
    await viewportShot(page, 'recruiter-candidates-phone');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("fits the seeker's bell and its list on a phone screen (dark)", async () => {
    const { context, page, errors } = await open('dark', seeker, { width: 390, height: 844 });
    await page.goto(baseUrl());
    await page.getByTestId('notification-bell').click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.waitForTimeout(400); // the list's fade-in
    const list = await page.locator('.MuiPopover-paper').boundingBox();
    expect(list).not.toBeNull();
    expect(list!.x).toBeGreaterThanOrEqual(0);
    expect(list!.x + list!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await viewportShot(page, 'seeker-bell-phone-dark');
    expect(errors).toEqual([]);
    await context.close();
  });
});
