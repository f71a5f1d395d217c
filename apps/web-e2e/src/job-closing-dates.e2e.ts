import { randomBytes } from 'node:crypto';
import { baseUrl } from './support/browser';
import { graphqlData } from './support/graphql';
import { browserJourney } from './support/journey';
import { adminLogin, DEMO_RECRUITER, SEEDED_PASSWORD, SignedIn, signIn } from './support/session';

const DAY = 24 * 60 * 60 * 1000;

function url(path: string): string {
  return `${baseUrl()}${path}`;
}

/** The day `days` from now as the date input holds it ('YYYY-MM-DD', the browser's time zone). */
function dayInput(days: number): string {
  const date = new Date(Date.now() + days * DAY);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `days` from now as the recruiter's cards write it ('Dec 20, 2026'). */
function cardDay(days: number): string {
  return new Date(Date.now() + days * DAY).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

describe('job closing dates in Chromium', () => {
  const journey = browserJourney();
  const jobTitle = `Closing Date Engineer ${randomBytes(3).toString('hex')}`;
  let recruiter: { email: string; session: SignedIn };

  beforeAll(async () => {
    // A seeded recruiter on the premium plan (the demo one's postings are counted by other journeys), the
    // first by company name: the admin console's journey removes the last.
    const admin = await adminLogin();
    const { adminCompanies } = await graphqlData<{ adminCompanies: { items: { email: string }[] } }>(
      'query { adminCompanies(query: { sortBy: "company", sortDir: ASC, pageSize: 100 }) { items { email } } }',
      {},
      admin.token,
    );
    const email = adminCompanies.items.find((row) => row.email !== DEMO_RECRUITER.email)?.email;
    if (!email) throw new Error('no seeded recruiter besides the demo one');
    recruiter = { email, session: await signIn({ email, password: SEEDED_PASSWORD }, 'RECRUITER') };
  });

  it('posts a job closing on a picked day, shows the day in My Jobs and extends it by 30 days', async () => {
    const { page, consoleErrors } = await journey.open({ session: recruiter.session });
    await page.goto(url('/recruiter/job/post/new'));
    const closing = page.getByLabel('Closing Date *', { exact: true });
    await closing.waitFor();
    expect(await closing.inputValue()).toBe(dayInput(30));

    await page.getByRole('combobox', { name: 'Company *' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Job Title *', { exact: true }).fill(jobTitle);
    await page.getByLabel('Job Description *', { exact: true }).fill('Keep the listings fresh.');
    await page.getByLabel('Requirement 1', { exact: true }).fill('2+ years of QA');
    await page.getByLabel('Salary *', { exact: true }).fill('₹8,00,000 per annum');
    await page.getByLabel('Location *', { exact: true }).fill('Pune, Maharashtra');

    // More than 90 days away is refused before anything is sent.
    await closing.fill(dayInput(100));
    await page.getByRole('button', { name: 'Post Job' }).click();
    await page
      .getByTestId('job-form-error')
      .filter({ hasText: 'The closing date can be at most 90 days away' })
      .waitFor();

    await closing.fill(dayInput(10));
    await page.getByRole('button', { name: 'Post Job' }).click();
    await page.getByText('Job posted successfully!').waitFor();
    await page.waitForURL(/\/recruiter\/jobs$/);

    const search = page.getByRole('searchbox', { name: 'Search my jobs' });
    await search.fill(jobTitle);
    await search.press('Enter');
    const card = page.getByTestId('recruiter-job-card').filter({ hasText: jobTitle });
    await card
      .getByTestId('recruiter-job-closing')
      .filter({ hasText: `Closes ${cardDay(10)}` })
      .waitFor();

    await card.getByRole('button', { name: `Extend ${jobTitle} by 30 days` }).click();
    await page.getByText('Job extended by 30 days').waitFor();
    await card
      .getByTestId('recruiter-job-closing')
      .filter({ hasText: `Closes ${cardDay(40)}` })
      .waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("sends a signed-out visitor of a mail's extend link to sign in, then back to the link", async () => {
    const { page, consoleErrors } = await journey.open({ session: null });
    await page.goto(url('/recruiter/jobs?extend=not-a-signed-link'));
    await page.getByRole('heading', { level: 1, name: 'Recruiter Login' }).waitFor();
    await page.getByLabel('Work Email').fill(recruiter.email);
    await page.getByLabel('Password', { exact: true }).fill(SEEDED_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    // Back on My Jobs, the link is tried (this one is no signed link) and taken out of the address.
    await page
      .getByText('This extend link is invalid or has expired. Extend the job from My Jobs instead.')
      .waitFor();
    await page.waitForURL(/\/recruiter\/jobs$/);
    await page.getByRole('heading', { level: 1, name: 'My Jobs' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
