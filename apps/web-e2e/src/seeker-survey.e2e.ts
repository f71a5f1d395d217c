import { graphqlData } from './support/graphql';
import { baseUrl, screenshot } from './support/browser';
import { seekerJourney } from './support/journey';

/** Journey 3: the seeker answers the 7-step preference survey and the answers are stored. */
describe('seeker: job preference survey', () => {
  const journey = seekerJourney('dark');

  const option = (name: string) =>
    journey.page.getByTestId('survey-option').filter({ hasText: name }).first();
  const step = (text: string) => journey.page.getByTestId('survey-step').filter({ hasText: text }).waitFor();
  const next = () => journey.page.getByRole('button', { name: 'Next' }).click();

  it('walks the seven steps, validating each, and saves the answers', async () => {
    const { page, session, consoleErrors } = journey;
    const title = `Accessibility Engineer ${Date.now().toString(36)}`;

    await page.goto(`${baseUrl()}/job/preference/survey`);
    await page.getByRole('heading', { level: 1, name: 'Job Preference Survey' }).waitFor();
    await step('Step 1 of 7');
    expect(await page.getByTestId('survey-percent').textContent()).toBe('14% complete');

    // A step does not advance unanswered (a saved survey may prefill it: pick Other and clear it).
    await page
      .getByTestId('survey-option')
      .filter({ hasText: /^Other$/ })
      .click();
    await page.getByRole('textbox', { name: 'Custom job title' }).fill('');
    await next();
    await page
      .getByTestId('survey-message')
      .filter({ hasText: 'Please select or enter a job title' })
      .waitFor();
    await page.getByRole('textbox', { name: 'Custom job title' }).fill(title);
    await next();

    await step('Step 2 of 7');
    await page.getByTestId('survey-summary').filter({ hasText: 'Your Preferences So Far' }).waitFor();
    if ((await option('TypeScript').getAttribute('aria-pressed')) !== 'true')
      await option('TypeScript').click();
    await page
      .getByRole('textbox', { name: 'Add custom skills' })
      .fill('Playwright, Screen Readers, playwright');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await next();

    // Job type, category, location, salary: one choice each.
    for (const [n, choice] of [
      [3, 'Hybrid'],
      [4, 'Finance'],
      [5, 'Kochi'],
      [6, '₹10–15 LPA'],
    ] as const) {
      await step(`Step ${n} of 7`);
      await option(choice).click();
      await next();
    }
    await step('Step 7 of 7');
    expect(await page.getByTestId('survey-percent').textContent()).toBe('100% complete');
    await option('Evening Shift').click();
    await screenshot(page, 'seeker-survey-last-step-dark', false);
    await page.getByRole('button', { name: 'Submit Survey' }).click();

    await page.getByTestId('toast').filter({ hasText: 'Preferences saved successfully!' }).waitFor();
    await page.getByTestId('survey-done').waitFor();
    await screenshot(page, 'seeker-survey-saved-dark', false);

    // Stored: myPreferenceSurvey returns the answers.
    const saved = await graphqlData<{
      myPreferenceSurvey: {
        jobTitle: string;
        skills: string[];
        jobType: string;
        category: string;
        location: string;
        salary: string;
        shift: string;
      } | null;
    }>(
      'query Survey { myPreferenceSurvey { jobTitle skills jobType category location salary shift } }',
      {},
      session.token,
    );
    expect(saved.myPreferenceSurvey).toMatchObject({
      jobTitle: title,
      jobType: 'Hybrid',
      category: 'Finance',
      location: 'Kochi',
      salary: '₹10–15 LPA',
      shift: 'Evening Shift',
    });
    expect(saved.myPreferenceSurvey?.skills).toEqual(
      expect.arrayContaining(['TypeScript', 'Playwright', 'Screen Readers']),
    );
    expect(saved.myPreferenceSurvey?.skills.filter((s) => s.toLowerCase() === 'playwright')).toHaveLength(1);

    // Coming back starts from the saved answers.
    await page.reload();
    await step('Step 1 of 7');
    expect(await page.getByRole('textbox', { name: 'Custom job title' }).inputValue()).toBe(title);
    expect(consoleErrors).toEqual([]);
  });

  it('is reached from the account menu and from My Profile', async () => {
    const { page, consoleErrors } = journey;
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('nav-bar').getByTestId('menu-photo').click();
    await page.getByRole('menuitem', { name: 'Job Preferences' }).click();
    await page.waitForURL(`${baseUrl()}/job/preference/survey`);
    await step('Step 1 of 7');

    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole('link', { name: 'Job Preferences' }).click();
    await page.waitForURL(`${baseUrl()}/job/preference/survey`);
    await step('Step 1 of 7');
    expect(consoleErrors).toEqual([]);
  });
});
