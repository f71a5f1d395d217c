import { signUpSeekerViaApi } from './support/accounts';
import { appReady, baseUrl, screenshot } from './support/browser';
import { pdfBytes } from './support/files';
import { graphqlData } from './support/graphql';
import { browserJourney } from './support/journey';
import { applyToJob, ensureResume } from './support/recruiter-journey-api';
import { DEMO_RECRUITER, SignedIn, signIn, tryLogin } from './support/session';

interface ListedJob {
  id: string;
  title: string;
  status: string;
  company: { id: string };
}

/**
 * What a new user tripped over on the screens, walked again in Chromium: the lockout message, candidates
 * with a resume only, login from a job's prompt returning to the job, one status word on both sides,
 * toasts that cover nothing and leave with their page, Edit only on one's own job, and the small texts.
 */
describe('parity tour in Chromium', () => {
  const journey = browserJourney();
  let recruiter: SignedIn;
  let ownJob: ListedJob;
  let otherJob: ListedJob;

  const open = (session?: SignedIn) => journey.open({ viewport: { width: 1280, height: 800 }, session });

  beforeAll(async () => {
    recruiter = await signIn(DEMO_RECRUITER, 'RECRUITER');
    const { myJobs } = await graphqlData<{ myJobs: { items: ListedJob[] } }>(
      `
        query {
          myJobs(pageSize: 50) {
            items {
              id
              title
              status
              company {
                id
              }
            }
          }
        }
      `,
      {},
      recruiter.token,
    );
    ownJob = myJobs.items.find((j) => j.status === 'ACTIVE')!;
    const mine = new Set(myJobs.items.map((j) => j.id));
    const { jobs } = await graphqlData<{ jobs: { items: ListedJob[] } }>(
      `
        query {
          jobs(page: 1, pageSize: 100) {
            items {
              id
              title
              status
              company {
                id
              }
            }
          }
        }
      `,
      {},
    );
    otherJob = jobs.items.find((j) => !mine.has(j.id))!;
  });

  it('tells a locked-out seeker for how long, even with the right password', async () => {
    const account = await signUpSeekerViaApi('Lakshmi');
    for (let i = 0; i < 10; i += 1) {
      await tryLogin({ email: account.email, password: 'Wrong@123' }, 'JOB_SEEKER');
    }
    const { context, page } = await open();
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByText(
        /^Too many failed logins: this account is locked for \d+ minutes?\. Please try again later or reset your password\.$/,
      )
      .waitFor();
    expect(await page.getByText(/Please check your credentials/).count()).toBe(0);
    await context.close();
  });

  it('lists only candidates with a resume', async () => {
    const { context, page } = await open(recruiter);
    await page.goto(`${baseUrl()}/recruiter/candidates`);
    const cards = page.getByTestId('candidate-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.filter({ hasText: 'Resume not available' }).count()).toBe(0);
    await context.close();
  });

  it("returns a visitor who logs in from a job's bookmark prompt to the job", async () => {
    const account = await signUpSeekerViaApi('Farah');
    const { context, page } = await open();
    await page.goto(`${baseUrl()}/job/${ownJob.id}`);
    await appReady(page);
    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Please login to bookmark jobs' });
    await toast.waitFor();
    await toast.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl()}/login`);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl()}/job/${ownJob.id}`);
    await page.getByRole('button', { name: 'Bookmark', exact: true }).waitFor();
    await context.close();
  });

  it('goes Back from a job to the search it was opened from', async () => {
    const { context, page } = await open();
    await page.goto(`${baseUrl()}/jobs?search=engineer`);
    // Opened by the app (a plain link before it has the page would load the job page anew, without
    // the list it came from).
    await appReady(page);
    const card = page.getByTestId('job-card-title').first();
    await card.waitFor();
    await card.click();
    await page.waitForURL(/\/job\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/jobs?search=engineer`);
    expect(await page.getByRole('textbox', { name: 'Search jobs' }).inputValue()).toBe('engineer');
    await context.close();
  });

  it('puts toasts at the bottom left and drops an error toast when the page changes', async () => {
    const { context, page } = await open();
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Email', { exact: true }).fill('nobody.here@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong@123');
    await page.getByRole('button', { name: 'Login' }).click();
    const toast = page.getByTestId('toasts').getByRole('alert').filter({ hasText: 'Login Failed' });
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeLessThan(100);
    expect(box.y + box.height).toBeGreaterThan(800 - 100);
    await screenshot(page, 'tour-toast-bottom-left', false);
    await page.getByRole('link', { name: 'Sign Up' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Create Your Account' }).waitFor();
    await toast.waitFor({ state: 'detached' });
    await context.close();
  });

  it('uses the same status word for an application on the seeker and the recruiter side', async () => {
    const account = await signUpSeekerViaApi('Zoya');
    const seeker = await signIn(account, 'JOB_SEEKER');
    await ensureResume(seeker.token, pdfBytes('Zoya resume'));
    await applyToJob(seeker.token, ownJob.id);

    const seekerSide = await open(seeker);
    await seekerSide.page.goto(`${baseUrl()}/${seeker.user.id}/jobs/applied`);
    const card = seekerSide.page.getByTestId('application-card').filter({ hasText: ownJob.title }).first();
    await card.waitFor();
    const seekerWord = (await card.getByTestId('application-status').textContent())?.trim();
    await seekerSide.context.close();

    const recruiterSide = await open(recruiter);
    await recruiterSide.page.goto(`${baseUrl()}/recruiter/job/${ownJob.id}/applicants`);
    const applicant = recruiterSide.page
      .getByTestId('applicant-card')
      .filter({ has: recruiterSide.page.getByTestId('applicant-name').filter({ hasText: 'Zoya' }) });
    await applicant.waitFor();
    const recruiterWord = (await applicant.getByTestId('application-status').textContent())?.trim();
    await recruiterSide.context.close();

    expect(seekerWord).toBe('Sent');
    expect(recruiterWord).toBe(seekerWord);
  });

  it("shows Edit and View Applicants on the recruiter's own job only", async () => {
    const { context, page } = await open(recruiter);
    await page.goto(`${baseUrl()}/recruiter/job/${ownJob.id}`);
    await page.getByRole('link', { name: 'Edit' }).waitFor();
    await page.goto(`${baseUrl()}/recruiter/job/${otherJob.id}`);
    await page.getByRole('heading', { name: 'Job Description' }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /View Applicants/ }).count()).toBe(0);
    await context.close();
  });

  it('says what to do with no bookmarks, and highlights Search on the job list', async () => {
    const account = await signUpSeekerViaApi('Ira');
    const seeker = await signIn(account, 'JOB_SEEKER');
    const { context, page } = await open(seeker);
    await page.goto(`${baseUrl()}/bookmark`);
    await page.getByText('Save jobs with the bookmark icon to find them here').waitFor();
    expect(await page.getByText(/0 saved jobs waiting/).count()).toBe(0);
    await page.goto(`${baseUrl()}/jobs`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Search' }).and(page.locator('[data-active="true"]')).waitFor();
    expect(await nav.locator('[data-active="true"]').count()).toBe(1);
    await context.close();
  });

  it.each([
    [1280, 800],
    [390, 844],
  ])('keeps the back-to-top button off the footer links at %i px', async (width, height) => {
    const { context, page } = await journey.open({ viewport: { width, height } });
    await page.goto(`${baseUrl()}/`);
    // The app's footer (the server-drawn copy of the page is not in the accessibility tree).
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    // Scrolled to the end again until the app has taken over the page and shows the button.
    const button = page.getByTestId('back-to-top');
    for (let i = 0; i < 20 && !(await button.isVisible()); i += 1) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(500);
    }
    await button.waitFor();
    await page.waitForTimeout(400); // the button's zoom-in transition
    for (const name of ['Help Center', 'Cookie Policy', 'Terms of Service', 'Privacy Policy']) {
      const link = footer.getByRole('link', { name });
      const hit = await link.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return top === el || el.contains(top);
      });
      expect({ name, hit }).toEqual({ name, hit: true });
    }
    await screenshot(page, `tour-footer-${width}`, false);
    await context.close();
  });
});
