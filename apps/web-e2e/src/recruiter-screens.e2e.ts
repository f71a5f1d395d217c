import { Locator } from 'playwright-core';
import { graphqlData } from './support/graphql';
import { baseUrl, screenshot } from './support/browser';
import { browserJourney } from './support/journey';
import { DEMO_RECRUITER, DEMO_SEEKER, SignedIn, signIn } from './support/session';

/**
 * Every recruiter screen (and the seeker's bell) in the light and the dark theme, read-only: each loads
 * its data without console errors, and a screenshot of it lands in the artifacts folder.
 */
describe('recruiter screens in Chromium', () => {
  const journey = browserJourney();
  let recruiter: SignedIn;
  let seeker: SignedIn;
  let companyId: string;
  let jobId: string;

  beforeAll(async () => {
    recruiter = await signIn(DEMO_RECRUITER, 'RECRUITER');
    seeker = await signIn(DEMO_SEEKER, 'JOB_SEEKER');
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

  const phone = { width: 390, height: 844 };

  for (const scheme of ['light', 'dark'] as const) {
    it(`shows the recruiter screens (${scheme})`, async () => {
      const base = baseUrl();
      const { page, consoleErrors: errors } = await journey.open({ colorScheme: scheme, session: recruiter });
      const shot = (name: string) => screenshot(page, `recruiter-${name}-${scheme}`, false);
      /** Opens a screen, waits for what shows it has loaded, and takes its screenshot. */
      const visit = async (path: string, name: string, ...loaded: Locator[]) => {
        await page.goto(`${base}${path}`);
        for (const part of loaded) await part.waitFor();
        await shot(name);
      };

      await visit('/recruiter/company/list', 'company-list', page.getByTestId('company-card').first());

      await visit(
        `/recruiter/company/${companyId}`,
        'company-details',
        page.getByRole('heading', { name: 'Quick Actions' }),
      );

      await visit(
        `/recruiter/company/${companyId}/edit`,
        'company-edit',
        page.getByLabel('Company Name *', { exact: true }),
      );

      await visit(
        `/recruiter/company/${companyId}/jobs`,
        'company-jobs',
        page.getByTestId('stat-active-jobs'),
        page.getByTestId('recruiter-job-card').first(),
      );

      await visit(
        '/recruiter/jobs',
        'my-jobs',
        page.getByTestId('recruiter-job-card').first(),
        page.getByTestId('posting-usage'),
      );

      await page.goto(`${base}/recruiter/job/post/new`);
      await page.getByLabel('Job Title *', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Post Job' }).click();
      await page.getByTestId('job-form-error').filter({ hasText: 'Job title is required' }).waitFor();
      await shot('post-job');

      await visit(`/recruiter/job/${jobId}`, 'job', page.getByRole('heading', { name: 'Job Overview' }));
      await visit(`/recruiter/job/${jobId}/edit`, 'job-edit', page.getByLabel('Status', { exact: true }));

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

      await visit('/recruiter/candidates', 'candidates', page.getByTestId('candidate-card').first());

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
    }, 120_000);

    it(`shows the seeker's notification bell (${scheme})`, async () => {
      const { page, consoleErrors: errors } = await journey.open({ colorScheme: scheme, session: seeker });
      await page.goto(baseUrl());
      await page.getByTestId('notification-bell').click();
      await page.getByRole('heading', { name: 'Notifications' }).waitFor();
      await page.waitForTimeout(400); // the list's fade-in
      await screenshot(page, `seeker-bell-${scheme}`, false);
      expect(errors).toEqual([]);
    });
  }

  it('fits a phone screen', async () => {
    const { page, consoleErrors: errors } = await journey.open({ session: recruiter, viewport: phone });
    const base = baseUrl();
    const fits = async (path: string, ready: () => Promise<unknown>) => {
      await page.goto(`${base}${path}`);
      await ready();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width <= 390 ? path : `${path} is ${width} px wide`).toBe(path);
    };
    await fits('/recruiter/jobs', () => page.getByTestId('recruiter-job-card').first().waitFor());
    await screenshot(page, 'recruiter-my-jobs-phone', false);
    await fits(`/recruiter/job/${jobId}/applicants`, () =>
      page.getByTestId('applicant-card').first().waitFor(),
    );
    await screenshot(page, 'recruiter-applicants-phone', false);
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
    await screenshot(page, 'recruiter-candidates-phone', false);
    expect(errors).toEqual([]);
  }, 120_000);

  it("fits the seeker's bell and its list on a phone screen (dark)", async () => {
    const { page, consoleErrors: errors } = await journey.open({
      colorScheme: 'dark',
      session: seeker,
      viewport: phone,
    });
    await page.goto(baseUrl());
    await page.getByTestId('notification-bell').click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.waitForTimeout(400); // the list's fade-in
    const list = await page.locator('.MuiPopover-paper').boundingBox();
    expect(list).not.toBeNull();
    expect(list!.x).toBeGreaterThanOrEqual(0);
    expect(list!.x + list!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await screenshot(page, 'seeker-bell-phone-dark', false);
    expect(errors).toEqual([]);
  });
});
