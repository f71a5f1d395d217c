import { baseUrl, screenshot } from './support/browser';
import { seekerJourney } from './support/journey';

/**
 * Journey 1: a seeker searches from the home page hero, narrows by a filter, goes to page 2, opens a job,
 * bookmarks it and finds it among the bookmarks.
 */
describe('seeker: search, filter, page, bookmark', () => {
  const journey = seekerJourney();

  it('finds a job from the hero, filters, pages, bookmarks it and sees it on /bookmark', async () => {
    const { page, consoleErrors } = journey;
    // The tab's title names the page shown, after a navigation inside the app and from the server alike.
    const titled = (expected: RegExp) =>
      page.waitForFunction((source) => new RegExp(source).test(document.title), expected.source);
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.goto(baseUrl());
    await page.getByTestId('featured-jobs').getByTestId('job-card').first().waitFor();

    // Hero search: Enter goes to /jobs?search={text}.
    const hero = page.getByRole('textbox', { name: 'Search jobs' });
    await hero.fill('engineer');
    await hero.press('Enter');
    await page.waitForURL(/\/jobs\?search=engineer$/);
    await page.getByTestId('job-card').first().waitFor();
    await page.getByTestId('jobs-found').filter({ hasText: 'jobs found for "engineer"' }).waitFor();
    await titled(/^Engineer jobs – /);
    const unfiltered = Number((await page.getByTestId('jobs-found').textContent())?.split(' ')[0]);
    expect(unfiltered).toBeGreaterThan(6);

    // Job Type filter: the options and counts come from the server.
    await page.getByTestId('filter-jobTypes').click();
    const panel = page.getByRole('group', { name: 'Job Type' });
    await panel.waitFor();
    const fullTime = panel.locator('label').filter({ hasText: 'Full-time' });
    const count = Number(/(?<!\d)(\d+)$/.exec((await fullTime.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(6);
    await fullTime.getByRole('checkbox').check();
    await page.waitForURL(/type=Full-time/);
    await page.keyboard.press('Escape');
    await page
      .getByTestId('jobs-found')
      .filter({ hasText: `${count} jobs found` })
      .waitFor();
    await titled(/^Full-time engineer jobs – /);
    await screenshot(page, 'seeker-search-filtered', false);

    // Page 2, kept in the address: a reload shows the same search, filter and page.
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await page.getByTestId('jobs-page-of').filter({ hasText: 'Page 2 of' }).waitFor();
    await page.reload();
    await page.getByTestId('jobs-page-of').filter({ hasText: 'Page 2 of' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Search jobs' }).inputValue()).toBe('engineer');
    await page.getByTestId('filter-jobTypes').filter({ hasText: '1' }).waitFor();
    await page.getByTestId('jobs-showing').filter({ hasText: `Showing 7 to` }).waitFor();
    await titled(/^Full-time engineer jobs \(page 2\) – /);

    // Open a job.
    const card = page.getByTestId('job-card').first();
    const title = (await card.getByTestId('job-card-title').textContent())?.trim() ?? '';
    const company = (await card.getByTestId('job-card-company').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await card.click();
    await page.waitForURL(/\/job\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await titled(new RegExp(`^${literal(title)} at ${literal(company)}, .+ – `));

    // Bookmark it (un-bookmarking first if an earlier run saved it).
    const bookmark = page.getByTestId('bookmark-button');
    await bookmark.waitFor();
    if ((await bookmark.getAttribute('aria-pressed')) === 'true') {
      await bookmark.click();
      await page.getByTestId('toast').filter({ hasText: 'Job removed from bookmarks' }).waitFor();
    }
    await bookmark.click();
    await page.getByTestId('toast').filter({ hasText: 'Job added to bookmarks' }).waitFor();
    expect(await bookmark.getAttribute('aria-pressed')).toBe('true');
    expect(await bookmark.textContent()).toContain('Bookmarked');
    await screenshot(page, 'seeker-job-bookmarked', false);

    // It is among the bookmarks, also when searched by its company.
    await page.goto(`${baseUrl()}/bookmark`);
    await page.getByRole('heading', { level: 1, name: 'Your Bookmarked Jobs' }).waitFor();
    await page.getByTestId('bookmark-card').first().waitFor();
    await page.getByRole('textbox', { name: 'Search bookmarked jobs' }).fill(company);
    await page.waitForURL(/\/bookmark\?search=/);
    const saved = page.getByTestId('bookmark-card').filter({ hasText: title }).filter({ hasText: company });
    await saved.first().waitFor();
    expect(await saved.first().getByTestId('bookmark-card-age').textContent()).toBe('Saved today');
    await screenshot(page, 'seeker-bookmarks', false);
    expect(consoleErrors).toEqual([]);
  });
});
