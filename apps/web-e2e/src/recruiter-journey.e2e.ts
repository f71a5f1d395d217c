import { randomBytes } from 'node:crypto';
import { BrowserContext, Page } from 'playwright-core';
import { baseUrl, screenshot } from './support/browser';
import { pdfBytes, pngImage } from './support/files';
import { graphqlData } from './support/graphql';
import { browserJourney, watchConsole } from './support/journey';
import { ensureResume, postingLimit } from './support/recruiter-journey-api';
import { unreadCount, waitForUnreadAbove } from './support/bell';
import { DEMO_RECRUITER, DEMO_SEEKER, SignedIn, adminLogin, signIn } from './support/session';

/** The seeker's own view of their application to a job (as the applied-jobs screen reads it). */
async function seekerApplicationStatus(token: string, jobTitle: string): Promise<string | undefined> {
  const { myApplications } = await graphqlData<{
    myApplications: { items: { status: string; job: { title: string } }[] };
  }>(
    `
      query ($keyword: String) {
        myApplications(keyword: $keyword, pageSize: 10) {
          items {
            status
            job {
              title
            }
          }
        }
      }
    `,
    { keyword: jobTitle },
    token,
  );
  return myApplications.items.find((item) => item.job.title === jobTitle)?.status;
}

/** The seeker's unread notifications as the server counts them (what a reload would show). */
async function serverUnreadCount(token: string): Promise<number> {
  const { myNotifications } = await graphqlData<{ myNotifications: { unreadCount: number } }>(
    'query { myNotifications { unreadCount } }',
    {},
    token,
  );
  return myNotifications.unreadCount;
}

describe('recruiter journey in Chromium', () => {
  // Unique names: other journeys may use the same demo accounts.
  const suffix = randomBytes(3).toString('hex');
  const companyName = `Journey Labs ${suffix}`;
  const jobTitle = `Journey Platform Engineer ${suffix}`;

  const journey = browserJourney();
  let recruiterContext: BrowserContext;
  let seekerContext: BrowserContext;
  let recruiterPage: Page;
  let seekerPage: Page;
  let recruiter: SignedIn;
  let seeker: SignedIn;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    recruiter = await signIn(DEMO_RECRUITER, 'RECRUITER');
    seeker = await signIn(DEMO_SEEKER, 'JOB_SEEKER');
    // Both sides' pages stay open through the journey; their console errors go to one list.
    ({ context: recruiterContext, page: recruiterPage } = await journey.open({
      session: recruiter,
      consoleErrors,
    }));
    ({ context: seekerContext, page: seekerPage } = await journey.open({ session: seeker, consoleErrors }));
  });

  /** The upgrade request this journey sent, declined again by the administrator (other runs start clean). */
  let upgradeRequestId: string | null = null;
  async function declineUpgradeRequest(): Promise<void> {
    if (!upgradeRequestId) return;
    const admin = await adminLogin();
    await graphqlData(
      'mutation ($id: ID!) { decideUpgradeRequest(id: $id, plan: null) }',
      { id: upgradeRequestId },
      admin.token,
    );
    upgradeRequestId = null;
  }

  afterAll(async () => {
    await declineUpgradeRequest().catch(() => undefined);
  });

  it('creates a company with a logo, posts a job, reviews the application and accepts it; the seeker sees the bell count rise live', async () => {
    const base = baseUrl();
    const usedBefore = (await postingLimit(recruiter.token)).used;

    // The seeker's home page is open from the start, with the live notification stream connected.
    const acknowledged = new Promise<void>((resolve) => {
      seekerPage.on('websocket', (socket) =>
        socket.on('framereceived', (frame) => {
          if (String(frame.payload).includes('connection_ack')) resolve();
        }),
      );
    });
    await seekerPage.goto(base);
    await seekerPage.getByTestId('notification-bell').waitFor();
    await acknowledged;
    await seekerPage.evaluate(() => Object.assign(window, { __journeyNoReload: true }));
    const unreadBefore = await unreadCount(seekerPage);

    // 1. Add a company with a logo generated here.
    const r = recruiterPage;
    await r.goto(`${base}/recruiter/company/list`);
    await r.getByRole('heading', { name: 'Manage your company profiles' }).waitFor();
    await r.getByRole('link', { name: 'Add Company' }).first().click();
    await r.waitForURL(/\/recruiter\/register-company$/);
    await r.getByLabel('Company Name *', { exact: true }).fill(companyName);
    await r.getByLabel('Industry *', { exact: true }).fill('Developer Tools');
    await r.getByLabel('Location *', { exact: true }).fill('Pune, Maharashtra');
    await r.getByRole('combobox', { name: 'Company Size *' }).click();
    await r.getByRole('option', { name: '11-50 employees' }).click();
    await r.getByLabel('Website *', { exact: true }).fill('https://journeylabs.example.in');
    await r.getByLabel('Contact Number *', { exact: true }).fill('+91-20-5555-0101');
    await r
      .getByLabel('Company Description *', { exact: true })
      .fill('Tools that make hiring journeys smooth.');
    expect(await r.getByLabel('Contact Email', { exact: true }).inputValue()).toBe(DEMO_RECRUITER.email);
    await r
      .getByTestId('logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage() });
    await r.getByText('logo.png').waitFor();
    await screenshot(r, 'recruiter-register-company-light');
    await r.getByRole('button', { name: 'Create Company' }).click();
    await r.getByText('Company profile created successfully!').waitFor();
    await r.waitForURL(/\/recruiter\/company\/list$/);

    const card = r.getByTestId('company-card').filter({ hasText: companyName });
    await card.waitFor();
    const logo = card.locator('[data-logo="image"] img');
    await logo.waitFor();
    await r.waitForFunction((img) => (img as HTMLImageElement).naturalWidth > 0, await logo.elementHandle());
    // The card shows the logo's square WebP copy for its size (64 px, or 128 px on a 2x screen).
    const shown = await logo.evaluate((img: HTMLImageElement) => [img.currentSrc, img.naturalWidth] as const);
    const copy = /\/api\/v1\/images\/[0-9a-f-]{36}\/(64|128)\.webp$/.exec(shown[0]);
    expect(copy).toBeTruthy();
    expect([shown[1], await logo.getAttribute('width')]).toEqual([Number(copy?.[1]), '56']);
    const companyHref = await card.locator('a').first().getAttribute('href');
    const companyId = /\/recruiter\/company\/([^/]+)$/.exec(companyHref ?? '')?.[1];
    expect(companyId).toBeTruthy();
    await screenshot(r, 'recruiter-company-list-light');

    // 2. Post a job for it.
    await r.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
    await r.waitForURL(/\/recruiter\/jobs$/);
    await r
      .getByTestId('posting-usage')
      .filter({ hasText: `${usedBefore}/3` })
      .waitFor();
    await r.getByTestId('post-job-button').click();
    await r.waitForURL(/\/recruiter\/job\/post\/new$/);
    await r.getByRole('combobox', { name: 'Company *' }).click();
    await r.getByRole('option', { name: companyName }).click();
    await r.getByLabel('Job Title *', { exact: true }).fill(jobTitle);
    await r.getByLabel('Job Description *', { exact: true }).fill('Own the hiring platform end to end.');
    await r.getByLabel('Requirement 1', { exact: true }).fill('4+ years with TypeScript');
    await r.getByRole('button', { name: 'Add Requirement' }).click();
    await r.getByLabel('Requirement 2', { exact: true }).fill('Comfortable with GraphQL');
    await r.getByLabel('Skills', { exact: true }).fill('TypeScript, GraphQL, React');
    expect(await r.getByLabel('Salary *', { exact: true }).inputValue()).toBe('₹');
    await r.getByLabel('Salary *', { exact: true }).fill('₹18,00,000 - ₹24,00,000 per annum');
    await r.getByLabel('Location *', { exact: true }).fill('Pune, Maharashtra');
    await r.getByLabel('Category', { exact: true }).fill('Software');
    await r.getByRole('option', { name: 'Software Development' }).click();
    await r.getByLabel('Positions *', { exact: true }).fill('2');
    await r.getByRole('button', { name: 'Post Job' }).click();
    await r.getByText('Job posted successfully!').waitFor();
    await r.waitForURL(/\/recruiter\/jobs$/);

    // 3. My Jobs shows it, with the limit used up: Upgrade instead of Post Job, and the red notice.
    const jobCard = r.getByTestId('recruiter-job-card').filter({ hasText: jobTitle });
    await jobCard.waitFor();
    const usedAfter = usedBefore + 1;
    await r
      .getByTestId('posting-usage')
      .filter({ hasText: `${usedAfter}/3` })
      .waitFor();
    if (usedAfter >= 3) {
      await r.getByTestId('upgrade-button').waitFor();
      await r.getByTestId('posting-limit-notice').waitFor();
      expect(await r.getByTestId('post-job-button').count()).toBe(0);
    }
    await screenshot(r, 'recruiter-my-jobs-light');
    if (usedAfter >= 3) {
      // The upgrade modal lists the benefits (its request is not sent here).
      await r.getByTestId('upgrade-button').click();
      const modal = r.getByRole('dialog');
      for (const benefit of [
        'Unlimited job postings',
        'Priority listing',
        'Analytics',
        'Dedicated support',
      ]) {
        await modal.getByText(benefit, { exact: true }).waitFor();
      }
      await r.waitForTimeout(400);
      await screenshot(r, 'recruiter-upgrade-modal-light');
      // The request is a real call: the server then has an open request; the modal closes itself ~3 s later.
      await modal.getByRole('button', { name: 'Request Upgrade' }).click();
      await modal.getByText('Upgrade request sent! Our team will contact you shortly.').waitFor();
      const sentAt = Date.now();
      const { myUpgradeRequest } = await graphqlData<{
        myUpgradeRequest: { id: string; status: string } | null;
      }>('query { myUpgradeRequest { id status } }', {}, recruiter.token);
      expect(myUpgradeRequest?.status).toBe('OPEN');
      upgradeRequestId = myUpgradeRequest?.id ?? null;
      await modal.waitFor({ state: 'detached', timeout: 8_000 });
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2_500);
    }
    const jobHref = await jobCard.getByTestId('view-details-button').getAttribute('href');
    const jobId = /\/recruiter\/job\/([^/]+)$/.exec(jobHref ?? '')?.[1];
    expect(jobId).toBeTruthy();

    // 4. The seeker (with a resume uploaded first when the profile has none) applies on the job's page, in
    // a second tab: the first one stays open on the home page with its live bell.
    await ensureResume(seeker.token, pdfBytes(`Rahul Verma - resume ${suffix}`));
    const applyTab = await seekerContext.newPage();
    watchConsole(applyTab, { into: consoleErrors });
    await applyTab.goto(`${base}/job/${jobId}`);
    await applyTab.getByRole('heading', { level: 1, name: jobTitle }).waitFor();
    await applyTab.getByRole('button', { name: 'Apply Now' }).click();
    await applyTab.getByText('Application submitted successfully!').waitFor();
    await applyTab.getByRole('button', { name: 'Already Applied' }).waitFor();
    await applyTab.close();
    expect(await seekerApplicationStatus(seeker.token, jobTitle)).toBe('PENDING');

    // 5. The recruiter opens the applicants, then the resume: the application becomes 'seen'.
    await jobCard.getByTestId('applicants-button').click();
    await r.waitForURL(new RegExp(`/recruiter/job/${jobId}/applicants$`));
    const applicant = r.getByTestId('applicant-card').first();
    await applicant.getByTestId('application-status').filter({ hasText: 'Sent' }).waitFor();
    await r.getByRole('tab', { name: 'Sent (1)' }).waitFor();
    const [viewer] = await Promise.all([
      recruiterContext.waitForEvent('page'),
      applicant.getByTestId('open-resume').click(),
    ]);
    await viewer.waitForURL(/^blob:/);
    await viewer.close();
    await applicant.getByTestId('application-status').filter({ hasText: 'Seen' }).waitFor();
    await r.getByRole('tab', { name: 'Seen (1)' }).waitFor();
    // The seeker's own application is 'seen' now, silently: no toast, no notification.
    expect(await seekerApplicationStatus(seeker.token, jobTitle)).toBe('SEEN');
    expect(await r.getByText('Status Updated').count()).toBe(0);
    expect(await serverUnreadCount(seeker.token)).toBe(unreadBefore);

    // 6. Accept after confirming.
    await applicant.getByTestId('status-menu-button').click();
    await r.getByRole('menuitem', { name: 'Accept' }).click();
    const dialog = r.getByRole('dialog');
    await dialog
      .getByText(
        `Are you sure you want to change ${seeker.user.firstName} ${seeker.user.lastName}'s application status to accept?`,
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Yes, change it' }).click();
    await r.getByText('Status Updated').waitFor();
    await applicant.getByTestId('application-status').filter({ hasText: 'Accept' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await seekerApplicationStatus(seeker.token, jobTitle)).toBe('ACCEPT');
    await screenshot(r, 'recruiter-applicants-light');

    // 7. The seeker's open page shows the count go up, without a reload.
    await waitForUnreadAbove(seekerPage, unreadBefore, 15_000);
    expect(await unreadCount(seekerPage)).toBe(unreadBefore + 1);
    expect(
      await seekerPage.evaluate(() => (window as { __journeyNoReload?: boolean }).__journeyNoReload),
    ).toBe(true);
    await seekerPage.getByTestId('notification-bell').click();
    const accepted = seekerPage.getByTestId('notification-item').filter({ hasText: jobTitle }).first();
    await accepted.getByText('Application Accepted!').waitFor();
    expect(await accepted.getAttribute('data-read')).toBe('false');
    await seekerPage.waitForTimeout(400); // the list's fade-in
    await screenshot(seekerPage, 'seeker-notification-bell-light', false);
    // The bell clears at once (an optimistic answer); the server's answer is awaited before asking it.
    const markedAll = seekerPage.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('markAllNotificationsRead'),
    );
    await seekerPage.getByRole('button', { name: 'Mark all as read' }).click();
    expect((await markedAll).ok()).toBe(true);
    await seekerPage.waitForFunction(
      () =>
        document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') ===
        'Notifications',
    );
    expect(await accepted.getAttribute('data-read')).toBe('true');
    // Read on the server too, not only on screen.
    const { myNotifications } = await graphqlData<{
      myNotifications: { items: { title: string; body: string; read: boolean }[] };
    }>('{ myNotifications(limit: 20) { items { title body read } } }', {}, seeker.token);
    expect(
      myNotifications.items.filter((n) => n.title === 'Application Accepted!' && n.body.includes(jobTitle)),
    ).toEqual([expect.objectContaining({ read: true })]);

    // 8. Clean up through the UI: deleting the company removes its job, so the posting count is back.
    await r.goto(`${base}/recruiter/company/${companyId}`);
    await r.getByRole('heading', { level: 1, name: companyName }).waitFor();
    await r.getByRole('button', { name: /Delete Company/ }).click();
    await r.getByRole('dialog').getByText(`Are you sure you want to delete ${companyName}?`).waitFor();
    await r.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await r.waitForURL(/\/recruiter\/company\/list$/);
    await r.getByText(`${companyName} has been deleted`).waitFor();
    expect(await r.getByTestId('company-card').filter({ hasText: companyName }).count()).toBe(0);
    expect((await postingLimit(recruiter.token)).used).toBe(usedBefore);
    await declineUpgradeRequest();

    expect(consoleErrors).toEqual([]);
  }, 180_000);
});
