import { signUpSeekerViaApi } from './support/accounts';
import { baseUrl, screenshot } from './support/browser';
import { pdfBytes } from './support/files';
import { graphqlAnswer } from './support/graphql';
import { browserJourney } from './support/journey';
import { mailsTo, waitForCode } from './support/mailbox';
import { applyToJob, ensureResume, openDemoJob } from './support/recruiter-journey-api';
import { DEMO_RECRUITER, SESSION_STORAGE_KEY, SignedIn, signIn } from './support/session';

describe('deleting my account in Chromium', () => {
  const journey = browserJourney();
  let recruiter: SignedIn;
  let seeker: SignedIn;
  let email: string;
  let account: Awaited<ReturnType<typeof signUpSeekerViaApi>>;
  let job: { id: string; title: string };
  let applicationId: string;

  beforeAll(async () => {
    recruiter = await signIn(DEMO_RECRUITER, 'RECRUITER');
    account = await signUpSeekerViaApi('Kavya');
    email = account.email;
    seeker = await signIn(account, 'JOB_SEEKER');
    await ensureResume(seeker.token, pdfBytes('Kavya Iyer'));
    job = await openDemoJob(recruiter.token);
    applicationId = await applyToJob(seeker.token, job.id);
  });

  it('erases the account from /account/privacy with the mailed code, signs out, and leaves the recruiter a deleted account', async () => {
    const { page, consoleErrors } = await journey.open({ session: seeker });
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('nav-bar').getByTestId('menu-photo').click();
    await page.getByRole('menuitem', { name: 'Privacy & Your Data' }).click();
    await page.waitForURL(`${baseUrl()}/account/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy & your data' }).waitFor();
    const section = page.getByTestId('delete-account');
    await section.getByText('Erased at once').waitFor();
    await section.getByText(/withdrawn, account deleted/).waitFor();
    await screenshot(page, 'privacy-delete-account-light');

    const before = mailsTo(email).length;
    await section.getByRole('button', { name: 'Send code' }).click();
    await section.getByTestId('deletion-code-sent').filter({ hasText: email }).waitFor();
    const code = await waitForCode(email, before);

    // A wrong code is refused and changes nothing.
    const wrong = code === '000000' ? '000001' : '000000';
    await section.getByLabel('Deletion code').fill(wrong);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Invalid OTP. Please try again.' }).waitFor();
    expect((await graphqlAnswer('{ me { id } }', {}, seeker.token)).errors).toBeUndefined();

    await section.getByLabel('Deletion code').fill(code);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await screenshot(page, 'privacy-delete-confirm-light', false);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Your account has been deleted.' }).waitFor();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByTestId('nav-bar').getByRole('link', { name: 'Login', exact: true }).waitFor();
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
    expect(stored ?? '').not.toContain(seeker.token);
    // The old token no longer works anywhere.
    const me = await graphqlAnswer('{ me { id } }', {}, seeker.token);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Signing in with the old e-mail and password fails.
    await expect(signIn(account, 'JOB_SEEKER')).rejects.toThrow('Invalid email or password');

    // The recruiter keeps the application, withdrawn, as a deleted account with nothing of the person.
    const { page: r } = await journey.open({ session: recruiter, consoleErrors });
    await r.goto(`${baseUrl()}/recruiter/job/${job.id}/applicants?status=withdrawn`);
    const card = r.locator(`[data-application="${applicationId}"]`);
    await card.getByTestId('applicant-name').filter({ hasText: 'Deleted account' }).waitFor();
    expect(await card.getByTestId('applicant-withdrawn').innerText()).toBe(
      'Withdrawn: the applicant deleted their account.',
    );
    expect(await card.innerText()).not.toContain(email);
    expect(await card.getByTestId('open-resume').count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await screenshot(r, 'recruiter-applicant-deleted-account-light');
    expect(consoleErrors.filter((e) => !/401|Unauthorized/i.test(e))).toEqual([]);
  });

  it('tells a recruiter why their account is closed another way, with no delete button', async () => {
    const { page, consoleErrors } = await journey.open({ session: recruiter });
    await page.goto(`${baseUrl()}/account/privacy`);
    const section = page.getByTestId('delete-account');
    await section.getByText(/Recruiter accounts are closed by an administrator/).waitFor();
    expect(await section.getByRole('button').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
