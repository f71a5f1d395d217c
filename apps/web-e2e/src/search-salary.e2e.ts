import { yearlySalary } from '@hireloop/schema';
import { Page } from 'playwright-core';
import { appReady, baseUrl, screenshot } from './support/browser';
import { browserJourney } from './support/journey';

/** The yearly maximum of each card's salary on the page (null where it cannot be read), in order. */
async function cardMaxima(page: Page): Promise<(number | null)[]> {
  const salaries = await page
    .getByTestId('job-card-salary')
    .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('title') ?? ''));
  return salaries.map((text) => yearlySalary(text)?.max ?? null);
}

function isDescending(values: (number | null)[]): boolean {
  return values.every((v, i) => i === 0 || (v ?? 0) <= (values[i - 1] ?? 0));
}

/**
 * A visitor narrows a search to jobs paying at least 10 L a year and orders them by the highest salary:
 * the address keeps both, every card pays that much, highest first, and a reload shows the same.
 */
describe('search by salary in Chromium', () => {
  const journey = browserJourney();

  it('filters by a salary band, sorts by highest salary and keeps both in the address', async () => {
    const consoleErrors: string[] = [];
    const { page } = await journey.open({ colorScheme: 'light', consoleErrors });
    await page.goto(`${baseUrl()}/jobs?search=engineer`);
    await appReady(page);
    await page.getByTestId('job-card').first().waitFor();
    const before = Number((await page.getByTestId('jobs-found').textContent())?.split(/[ +]/)[0]);

    const salary = page.getByRole('combobox', { name: 'Salary' });
    await salary.selectOption({ label: '10 L+' });
    await page.waitForURL(/\/jobs\?search=engineer&salaryMin=1000000$/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Highest salary' });
    await page.waitForURL(/\/jobs\?search=engineer&salaryMin=1000000&sort=salary$/);
    await page.waitForFunction((n) => {
      const found = document.querySelector('[data-testid="jobs-found"]')?.textContent ?? '';
      return Number(found.split(/[ +]/)[0]) < n;
    }, before);

    // The new order arrives after the address changes: read the cards until they are in it (bounded).
    await page.waitForLoadState('networkidle');
    let maxima = await cardMaxima(page);
    for (let tries = 0; tries < 50 && !isDescending(maxima); tries++) {
      await page.waitForTimeout(200);
      maxima = await cardMaxima(page);
    }
    expect(maxima.length).toBeGreaterThan(0);
    for (const max of maxima) expect(max).toBeGreaterThanOrEqual(1_000_000);
    expect(isDescending(maxima)).toBe(true);
    await screenshot(page, 'search-salary-sorted', false);

    await page.reload();
    await appReady(page);
    await page.getByTestId('job-card').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Salary' }).inputValue()).toBe('1000000');
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('salary');
    expect(await cardMaxima(page)).toEqual(maxima);
    // Search engines get no page of their own for a salary-filtered search.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow');
    expect(consoleErrors).toEqual([]);
  });
});
