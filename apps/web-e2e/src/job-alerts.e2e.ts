import { uniqueSuffix, signUpSeekerViaApi } from './support/accounts';
import { baseUrl, screenshot } from './support/browser';
import { graphqlData } from './support/graphql';
import { browserJourney } from './support/journey';
import { mailsTo } from './support/mailbox';
import { DEMO_RECRUITER, SEEDED_PASSWORD, SignedIn, adminLogin, signIn } from './support/session';

/** A mail's raw source with quoted-printable undone (soft breaks joined, =XX bytes decoded). */
function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** A header of a raw mail (folded lines joined). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

async function waitForMail(address: string, containing: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = mailsTo(address).find((raw) => decoded(raw).includes(containing));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} with "${containing}" within ${timeoutMs} ms`);
}

/**
 * Job alerts end to end: a seeker saves a search as an instant alert on /jobs in Chromium, a recruiter
 * posts a matching job, the alert mail arrives through the real SMTP catcher with the job and a one-click
 * unsubscribe link (and its List-Unsubscribe headers), and the link's page unsubscribes without signing in.
 */
describe('seeker: job alerts in Chromium', () => {
  const journey = browserJourney();
  let recruiter: SignedIn;
  let companyId: string;

  beforeAll(async () => {
    // A seeded premium recruiter other than the demo one (whose posting limit other journeys count), the
    // first by company name (the admin journey deletes the last).
    const admin = await adminLogin();
    const { adminCompanies } = await graphqlData<{
      adminCompanies: { items: { company: string; email: string }[] };
    }>(
      'query { adminCompanies(query: { sortBy: "company", sortDir: ASC, pageSize: 100 }) { items { company email } } }',
      {},
      admin.token,
    );
    const owner = adminCompanies.items.find((row) => row.email !== DEMO_RECRUITER.email);
    if (!owner) throw new Error('no seeded recruiter besides the demo one');
    recruiter = await signIn({ email: owner.email, password: SEEDED_PASSWORD }, 'RECRUITER');
    const { myCompanies } = await graphqlData<{ myCompanies: { id: string }[] }>(
      'query { myCompanies { id } }',
      {},
      recruiter.token,
    );
    companyId = myCompanies[0].id;
  });

  it('mails a newly posted matching job to an alert saved in the browser, and its link unsubscribes', async () => {
    const word = `zircon${uniqueSuffix()}`;
    const account = await signUpSeekerViaApi('Asha');
    const seeker = await signIn(account, 'JOB_SEEKER');
    const { page, consoleErrors } = await journey.open({ session: seeker });

    // Save the search on /jobs as an instant alert.
    await page.goto(`${baseUrl()}/jobs?search=${word}`);
    await page.getByTestId('jobs-found').filter({ hasText: '0 jobs found' }).waitFor();
    await page.getByTestId('save-alert').click();
    await page.getByTestId('alert-search').filter({ hasText: word }).waitFor();
    await page.getByRole('radio', { name: /Instant/ }).check();
    await page.getByRole('button', { name: 'Save alert' }).click();
    await page.getByTestId('alert-saved').filter({ hasText: 'Job alert saved' }).waitFor();
    await screenshot(page, 'job-alert-saved', false);
    await page.getByRole('link', { name: 'Manage alerts' }).click();
    await page.getByTestId('alert-card').filter({ hasText: word }).waitFor();

    // A recruiter posts a matching job.
    const title = `Alert Journey Engineer ${word}`;
    const { postJob } = await graphqlData<{ postJob: { id: string } }>(
      'mutation ($c: ID!, $i: JobInput!) { postJob(companyId: $c, input: $i) { id } }',
      {
        c: companyId,
        i: {
          title,
          description: 'Keeps the alerts flowing.',
          requirements: ['Curiosity'],
          skills: ['Testing'],
          salary: '₹6,00,000 - ₹9,00,000 per annum',
          location: 'Pune, Maharashtra',
          jobType: 'Full-time',
          category: 'Technology',
          positions: 1,
          shift: 'Day',
        },
      },
      recruiter.token,
    );

    // The instant mail: the job, its link, and a one-click unsubscribe.
    const raw = await waitForMail(account.email, title);
    const text = decoded(raw);
    expect(text).toContain(`${baseUrl()}/job/${postJob.id}`);
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<([^>]+)>$/.exec(header(raw, 'List-Unsubscribe') ?? '')?.[1];
    expect(unsubscribe).toBeDefined();
    const inText = new RegExp(`${baseUrl()}/alerts/unsubscribe\\?token=[^\\s"<>]+`).exec(text)?.[0];
    expect(inText).toBe(unsubscribe);

    // The link works without signing in.
    const visitor = await journey.open();
    await visitor.page.goto(inText!);
    await visitor.page.getByRole('heading', { level: 1, name: 'Unsubscribed' }).waitFor();
    await visitor.page
      .getByTestId('alert-link-outcome')
      .filter({ hasText: 'You are unsubscribed' })
      .waitFor();
    await screenshot(visitor.page, 'job-alert-unsubscribed', false);
    const { jobAlerts } = await graphqlData<{ jobAlerts: { id: string }[] }>(
      'query { jobAlerts { id } }',
      {},
      seeker.token,
    );
    expect(jobAlerts).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(visitor.consoleErrors).toEqual([]);
  });
});
