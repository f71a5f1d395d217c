import { Page } from 'playwright-core';
import { signUpSeekerViaApi } from './support/accounts';
import { graphqlAnswer, graphqlData } from './support/graphql';
import { baseUrl, screenshot } from './support/browser';
import { adminJourney } from './support/journey';
import { tryLogin } from './support/session';

/**
 * The administrator's row edits through the table icons, in Chromium at a 1280 × 800 window: close a
 * job, change a recruiter's plan, deactivate a seeker. Seeded rows are put back as they were afterwards,
 * so other journeys find the data they expect.
 */
describe('admin row actions in Chromium at 1280 px', () => {
  const journey = adminJourney();
  const windowSize = { viewport: { width: 1280, height: 800 } };
  let page: Page;
  let consoleErrors: string[];

  const url = (path: string) => `${baseUrl()}${path}`;

  beforeEach(async () => {
    ({ page, consoleErrors } = await journey.open(windowSize));
  });

  it('fits the Jobs, Recruiters and Seekers tables in the window, with no sideways scrolling', async () => {
    for (const [key, testId, status] of [
      ['jobs', 'jobs-table', 'Status'],
      ['recruiters', 'companies-table', 'Subscription'],
      ['seekers', 'seekers-table', 'Status'],
    ] as const) {
      await page.goto(url(`/admin/${key}`));
      const table = page.getByTestId(testId);
      await table.getByTestId('table-row').first().waitFor();
      const sizes = await table
        .locator('.MuiTableContainer-root')
        .evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
      expect([key, sizes.scroll <= sizes.client]).toEqual([key, true]);
      const header = table.getByRole('columnheader', { name: status, exact: true });
      expect(await header.isVisible()).toBe(true);
      // The whole header is inside the box, not under the sticky Actions column.
      const [cell, box] = await Promise.all([
        header.boundingBox(),
        table.locator('.MuiTableContainer-root').boundingBox(),
      ]);
      expect(cell!.x + cell!.width).toBeLessThanOrEqual(box!.x + box!.width);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-${key}-1280`, false);
    }
    expect(consoleErrors).toEqual([]);
  });

  it('closes a job through its edit icon', async () => {
    type Jobs = { adminJobs: { items: { id: string; title: string; company: string; status: string }[] } };
    const jobs = () =>
      graphqlData<Jobs>(
        'query { adminJobs(query: { sortBy: "posted", sortDir: DESC, pageSize: 50 }) { items { id title company status } } }',
        {},
        journey.admin.token,
      );
    const target = (await jobs()).adminJobs.items.find((j) => j.status === 'ACTIVE');
    if (!target) throw new Error('no active seeded job');
    try {
      await page.goto(url(`/admin/jobs?q=${encodeURIComponent(target.title)}`));
      const table = page.getByTestId('jobs-table');
      // Other companies may post a job of the same title: the row of this job's company.
      const row = table.getByTestId('table-row').filter({ hasText: target.company }).first();
      await row.getByText(target.title, { exact: true }).waitFor();
      await row.getByRole('button', { name: `Close job ${target.title}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Close job' });
      await dialog.getByText(`Are you sure you want to close ${target.title}?`, { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Close job', exact: true }).click();
      await page.getByText(`${target.title} is now closed`, { exact: true }).waitFor();
      // The row now offers to reopen it, and shows it as no longer active.
      await row.getByRole('button', { name: `Reopen job ${target.title}`, exact: true }).waitFor();
      const { adminJobs: now } = await jobs();
      expect(now.items.find((j) => j.id === target.id)?.status).toBe('CLOSED');
      const pub = await graphqlAnswer('query ($id: ID!) { job(id: $id) { id } }', { id: target.id });
      expect(pub.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      // Its page is gone for search engines (410), and a visitor's browser opens it without an error.
      const visitor = await journey.open({ ...windowSize, session: null });
      const gone = await visitor.page.goto(url(`/job/${target.id}`));
      expect(gone?.status()).toBe(410);
      await visitor.page.getByText('Job not found', { exact: true }).waitFor();
      await visitor.page.waitForLoadState('networkidle');
      // (The browser reports the 410 itself on the console.)
      expect(visitor.consoleErrors.filter((e) => !e.includes('status of 410'))).toEqual([]);
    } finally {
      await graphqlData(
        'mutation ($id: ID!) { adminSetJobOpen(id: $id, open: true) }',
        { id: target.id },
        journey.admin.token,
      );
    }
    expect(consoleErrors).toEqual([]);
  });

  it("changes a recruiter's plan through the edit icon", async () => {
    type Companies = {
      adminCompanies: { items: { id: string; company: string; contact: string; subscription: string }[] };
    };
    const companies = () =>
      graphqlData<Companies>(
        'query { adminCompanies(query: { sortBy: "company", sortDir: ASC, pageSize: 50 }) { items { id company contact subscription } } }',
        {},
        journey.admin.token,
      );
    const target = (await companies()).adminCompanies.items.find((c) => c.company !== 'TechNova Solutions');
    if (!target) throw new Error('no seeded recruiter besides the demo one');
    const [plan, label] =
      target.subscription === 'PREMIUM' ? ['STANDARD', 'Standard'] : ['PREMIUM', 'Premium'];
    try {
      await page.goto(url(`/admin/recruiters?q=${encodeURIComponent(target.company)}`));
      const table = page.getByTestId('companies-table');
      await table.getByText(target.company, { exact: true }).waitFor();
      await table.getByRole('button', { name: `Change plan of ${target.company}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Change plan' });
      await dialog.getByRole('radio', { name: new RegExp(`^${label} · `) }).check();
      await page.waitForTimeout(300);
      await screenshot(page, 'admin-recruiter-plan-1280', false);
      await dialog.getByRole('button', { name: 'Change plan', exact: true }).click();
      await page.getByText(`${target.contact} is now on the ${label} plan`, { exact: true }).waitFor();
      await table.getByTestId('plan').filter({ hasText: label }).first().waitFor();
      const now = (await companies()).adminCompanies.items.find((c) => c.id === target.id);
      expect(now?.subscription).toBe(plan);
    } finally {
      await graphqlData(
        'mutation ($id: ID!, $plan: RecruiterPlan!) { adminSetRecruiterPlan(id: $id, plan: $plan) }',
        { id: target.id, plan: target.subscription },
        journey.admin.token,
      );
    }
    expect(consoleErrors).toEqual([]);
  });

  it('deactivates a seeker through the edit icon: their session ends and the login page says why', async () => {
    const account = await signUpSeekerViaApi('Kavya');
    const login = () => tryLogin(account, 'JOB_SEEKER');
    const token = (await login()).data?.login.token;
    expect(token).toBeTruthy();

    await page.goto(url(`/admin/seekers?q=${encodeURIComponent(account.email)}`));
    const table = page.getByTestId('seekers-table');
    await table.getByText(account.email, { exact: true }).waitFor();
    const name = `${account.firstName} Iyer`;
    await table.getByRole('button', { name: `Deactivate ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate job seeker' });
    await dialog.getByText(`Are you sure you want to deactivate ${name}?`, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByText(`${name} has been deactivated`, { exact: true }).waitFor();
    await table.getByTestId('seeker-status').filter({ hasText: 'Deactivated' }).waitFor();
    await table.getByRole('button', { name: `Reactivate ${name}`, exact: true }).waitFor();

    const old = await graphqlAnswer('query { me { id } }', {}, token);
    expect(old.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const refused = await login();
    expect(refused.errors?.[0]?.extensions?.code).toBe('ACCOUNT_DEACTIVATED');

    const { page: seekerPage } = await journey.open({ ...windowSize, session: null });
    await seekerPage.goto(url('/login'));
    await seekerPage.getByRole('heading', { level: 1, name: 'Job Seeker Login' }).waitFor();
    await seekerPage.getByLabel('Email', { exact: true }).fill(account.email);
    await seekerPage.getByLabel('Password', { exact: true }).fill(account.password);
    await seekerPage.getByRole('button', { name: 'Login' }).click();
    await seekerPage.getByText(refused.errors![0].message, { exact: true }).first().waitFor();
    expect(seekerPage.url()).toBe(url('/login'));
    expect(consoleErrors).toEqual([]);
  });
});
