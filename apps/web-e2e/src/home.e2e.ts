import { Page } from 'playwright-core';
import { appReady, baseUrl, screenshot } from './support/browser';
import { browserJourney } from './support/journey';

describe('home page in Chromium', () => {
  const journey = browserJourney();
  let page: Page;
  /** The console errors of every test's page so far. */
  const consoleErrors: string[] = [];

  beforeEach(async () => {
    ({ page } = await journey.open({ colorScheme: 'light', consoleErrors }));
  });

  it('shows six seeded featured jobs, and a card opens the job', async () => {
    await page.goto(baseUrl());
    // The jobs are in the prerendered page (light and dark) already: count the app's own.
    await appReady(page);
    const featured = page.getByTestId('featured-jobs');
    const cards = featured.getByTestId('job-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    // The newest seeded job is the demo recruiter's, with a rupee salary.
    const firstTitle = (
      await cards.first().locator('h3, h2, h6, [data-testid="job-title"]').first().textContent()
    )?.trim();
    expect(firstTitle).toBeTruthy();
    await expect(featured.textContent()).resolves.toContain('TechNova Solutions');
    await screenshot(page, 'home-light');

    await cards.first().click();
    await page.waitForURL(/\/job\/[0-9a-f-]{36}$/);
    await page.getByText(firstTitle!, { exact: false }).first().waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('offers "Skip to main content" as the first Tab stop, and lands on the heading after a link', async () => {
    await page.goto(baseUrl());
    await appReady(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    // Hidden until focused: now it is drawn.
    expect((await skip.boundingBox())?.width).toBeGreaterThan(50);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).press('Enter');
    await page.waitForURL(/\/login$/);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Job Seeker Login');
    expect(consoleErrors).toEqual([]);
  });

  it('toggles the theme and keeps it after a reload', async () => {
    await page.goto(baseUrl());
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    // Its buttons work once the app has taken over the prerendered page (its links before).
    await appReady(page);
    await page.getByTestId('theme-toggle').first().click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByTestId('featured-jobs').getByTestId('job-card').first().waitFor();
    expect(await isDark()).toBe(true);
    await screenshot(page, 'home-dark');
    await page.getByTestId('theme-toggle').first().click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  it('follows the system colour scheme when nothing is stored', async () => {
    const { page: p } = await journey.open({ colorScheme: 'dark' });
    await p.goto(baseUrl());
    expect(await p.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });

  it('serves client-side routes from index.html and shows a not-found screen, with 404, for unknown paths', async () => {
    const res = await page.goto(`${baseUrl()}/search?search=engineer`);
    expect(res?.status()).toBe(200);
    await page
      .getByText(/jobs found/i)
      .first()
      .waitFor();
    const missing = await page.goto(`${baseUrl()}/no/such/page`);
    expect(missing?.status()).toBe(404);
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    expect(await page.title()).toMatch(/^Page not found – /);
  });
});
