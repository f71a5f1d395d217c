import { signUpSeekerViaApi } from './support/accounts';
import { baseUrl, screenshot } from './support/browser';
import { graphqlData } from './support/graphql';
import { browserJourney } from './support/journey';
import { signIn, type SignedIn } from './support/session';

/**
 * A seeker with a profile and a survey sees jobs recommended for them on the home page, with their score
 * and reasons, and orders /jobs by Best match (kept in the address); a visitor sees neither.
 */
describe('seeker: recommended jobs and best match', () => {
  const journey = browserJourney();
  let seeker: SignedIn;

  beforeAll(async () => {
    const account = await signUpSeekerViaApi('Arjun');
    seeker = await signIn(account, 'JOB_SEEKER');
    await graphqlData(
      'mutation ($input: ProfileInput!) { updateProfile(input: $input) { exists } }',
      {
        input: {
          firstName: 'Arjun',
          lastName: 'Iyer',
          skills: ['React', 'TypeScript', 'JavaScript', 'Node.js'],
          experiences: [{ company: 'Flipkart', jobTitle: 'Engineer', duration: '3 years', description: '' }],
        },
      },
      seeker.token,
    );
    await graphqlData(
      'mutation ($i: PreferenceSurveyInput!) { savePreferenceSurvey(input: $i) { jobTitle } }',
      {
        i: {
          jobTitle: 'Frontend Developer',
          skills: ['React'],
          jobType: 'Full-time',
          category: 'Technology',
          location: 'Bangalore',
          salary: '₹6–10 LPA',
          shift: 'Day Shift',
        },
      },
      seeker.token,
    );
  });

  /** The match scores of the cards shown, as numbers. */
  const scores = async (cards: import('playwright-core').Locator) =>
    (await cards.getByTestId('job-card-match').allTextContents()).map((t) =>
      Number(t.replace('% match', '')),
    );

  it('shows a seeker Recommended for you with reasons, and Best match on /jobs kept in the address', async () => {
    const { page, consoleErrors } = await journey.open({ session: seeker });
    await page.goto(baseUrl());
    const recommended = page.getByTestId('recommended-jobs');
    await recommended.getByRole('heading', { level: 2, name: 'Recommended for you' }).waitFor();
    const cards = recommended.getByTestId('job-card');
    await cards.first().getByTestId('job-card-match').waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    const first = await scores(cards);
    expect(first[0]).toBeGreaterThan(0);
    expect(first).toEqual([...first].sort((a, b) => b - a));
    // Reasons in words: the seeker's skills, their city, their category.
    const reasons = ((await cards.first().getByTestId('job-card-reasons').textContent()) ?? '').split(' · ');
    const known = [
      /^\d{1,2} of \d{1,2} skills$/,
      /^in Bangalore$/,
      /^Technology$/,
      /^Your preferred title$/,
      /^Full-time$/,
      /^Pays up to /,
    ];
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(known.some((k) => k.test(reason))).toBe(true);
    // The featured jobs below stay as they were.
    await page.getByTestId('featured-jobs').getByTestId('job-card').first().waitFor();
    expect(await page.getByTestId('featured-jobs').getByTestId('job-card-match').count()).toBe(0);
    await screenshot(page, 'recommended-jobs-home', false);

    await page.goto(`${baseUrl()}/jobs`);
    await page.getByTestId('job-card').first().getByTestId('job-card-match').waitFor();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Best match' });
    await page.waitForURL(/\/jobs\?sort=best_match$/);
    await page.waitForFunction(() => {
      const texts = [...document.querySelectorAll('[data-testid="job-card-match"]')].map((e) =>
        Number(e.textContent?.replace('% match', '')),
      );
      return texts.length > 0 && texts.every((n, i) => i === 0 || texts[i - 1] >= n);
    });
    const ordered = await scores(page.getByTestId('job-card'));
    expect(ordered[0]).toBeGreaterThanOrEqual(first[0]);
    // A reload keeps the order.
    await page.reload();
    await page.getByTestId('job-card').first().getByTestId('job-card-match').waitFor();
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('best_match');
    expect(await scores(page.getByTestId('job-card'))).toEqual(ordered);
    await screenshot(page, 'recommended-jobs-best-match', false);
    expect(consoleErrors).toEqual([]);
  });

  it('shows a visitor neither recommendations, scores nor Best match', async () => {
    const { page, consoleErrors } = await journey.open();
    await page.goto(baseUrl());
    await page.getByTestId('featured-jobs').getByTestId('job-card').first().waitFor();
    expect(await page.getByTestId('recommended-jobs').count()).toBe(0);
    expect(await page.getByTestId('job-card-match').count()).toBe(0);

    // A shared best-match address is the default order for a visitor.
    await page.goto(`${baseUrl()}/jobs?sort=best_match`);
    await page.getByTestId('job-card').first().waitFor();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.waitFor();
    expect(await sort.locator('option').allTextContents()).toEqual(['Newest', 'Highest salary']);
    expect(await sort.inputValue()).toBe('newest');
    expect(await page.getByTestId('job-card-match').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
