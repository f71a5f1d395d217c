import { Page } from 'playwright-core';
import { enterCode, logInAsSeeker, signUpSeekerViaApi, uniqueSuffix } from './support/accounts';
import { baseUrl, screenshot } from './support/browser';
import { browserJourney } from './support/journey';
import { mailsTo, waitForCode } from './support/mailbox';

/**
 * Sign-up, login, password reset and admin sign-in in Chromium against the real API, which mails its codes
 * to a real SMTP catcher (started in global setup). Each journey has a fresh browser context and accounts
 * of its own.
 */
describe('accounts in Chromium', () => {
  const journey = browserJourney();
  let page: Page;
  let consoleErrors: string[];

  beforeEach(async () => {
    ({ page, consoleErrors } = await journey.open({ colorScheme: 'light' }));
  });

  const url = (path: string) => `${baseUrl()}${path}`;

  /** Lets entry animations (a toast sliding in) finish before a screenshot. */
  const settle = (p: Page) => p.waitForTimeout(500);

  /**
   * Waits for a page change to finish: the address, then the new page's heading (while a page's code loads,
   * the previous page stays on screen).
   */
  async function arrive(path: string, heading: string) {
    await page.waitForURL(url(path));
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }

  it('signs a job seeker up with the mailed code, and the new account logs in', async () => {
    const email = `priya.${uniqueSuffix()}@example.com`;
    await page.goto(url('/signup'));
    await page.getByRole('heading', { level: 1, name: 'Create Your Account' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();

    await arrive('/email/verification', 'Verify Your Email');
    await page.getByText('OTP sent to your email').waitFor();
    await page.getByTestId('otp-email').getByText(email).waitFor();
    expect(await page.getByTestId('resend').textContent()).toMatch(/^Resend in \d+s$/);
    await screenshot(page, 'accounts-email-verification-light', false);
    await enterCode(page, await waitForCode(email));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Email verified successfully', { exact: true }).waitFor();

    await arrive('/signup/complete', 'Complete Your Account');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await page.getByLabel('First Name').fill('Priya');
    await page.getByLabel('Last Name').fill('Nair');
    await page.getByLabel('Password', { exact: true }).fill('Priya@123');
    await page.getByLabel('Contact Number').fill('+91-9812345678');
    await screenshot(page, 'accounts-signup-complete-light', false);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created successfully!').waitFor();

    await arrive('/login', 'Job Seeker Login');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill('Priya@123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login successful! Redirecting...').waitFor();
    // A new seeker's first login leads on to the preference survey.
    await page.waitForURL(url('/job/preference/survey'));
    await page.getByText('Step 1 of 7').waitFor();
    const header = page.getByTestId('nav-bar');
    await header.getByRole('button', { name: 'Priya' }).waitFor();
    expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await screenshot(page, 'accounts-seeker-logged-in-light', false);
    expect(consoleErrors).toEqual([]);
  });

  it('signs a recruiter up with an organisation e-mail, and the recruiter lands on the company list', async () => {
    const email = `hr${uniqueSuffix()}@kaverifintech.in`;
    await page.goto(url('/recruiter/signup'));
    await page.getByRole('heading', { level: 1, name: 'Join as Recruiter' }).waitFor();
    await page.getByText('Verify your organisation email to continue').waitFor();
    await page.getByLabel('Company Name').fill('Kaveri Fintech');
    await page.getByLabel('Work Email').fill(`hr${uniqueSuffix()}@example.in`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Organisation ID domain should contain company name or initials').waitFor();
    await settle(page);
    await screenshot(page, 'accounts-recruiter-signup-error-light', false);

    await page.getByLabel('Work Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await arrive('/recruiter/otp/verify', 'Verify OTP');
    await page.getByText('OTP sent to your organisation email').waitFor();
    await page.getByTestId('otp-email').getByText(email).waitFor();
    await enterCode(page, await waitForCode(email));
    await screenshot(page, 'accounts-recruiter-otp-light', false);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Email verified successfully!').waitFor();

    await arrive('/recruiter/signup/complete', 'Complete Your Recruiter Account');
    await page.getByTestId('email-verified').waitFor();
    expect(await page.getByLabel('Organisation Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Company Name').inputValue()).toBe('Kaveri Fintech');
    await page.getByLabel('First Name').fill('Arjun');
    await page.getByLabel('Last Name').fill('Rao');
    await page.getByLabel('Contact Number').fill('+91-9845012345');
    await page.getByLabel('Password', { exact: true }).fill('Kaveri@123');
    await screenshot(page, 'accounts-recruiter-complete-light', false);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Recruiter account created successfully!').waitFor();

    await arrive('/recruiter/login', 'Recruiter Login');
    expect(await page.getByLabel('Work Email').inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill('Kaveri@123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login successful! Redirecting...').waitFor();
    await arrive('/recruiter/company/list', 'Manage your company profiles');
    const header = page.getByTestId('nav-bar');
    await header.getByRole('button', { name: 'Logout' }).waitFor();
    await header.getByRole('link', { name: 'Company' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('resets a forgotten password with the mailed code, and the new password works', async () => {
    const account = await signUpSeekerViaApi('Kavya');
    await page.goto(url('/login'));
    await page.getByRole('heading', { level: 1, name: 'Job Seeker Login' }).waitFor();
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await arrive('/forgot/password', 'Forgot Password');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    const before = mailsTo(account.email).length;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('OTP has been sent to your email address').waitFor();
    await enterCode(page, await waitForCode(account.email, before));
    await settle(page);
    await screenshot(page, 'accounts-forgot-code-light', false);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('OTP verified successfully').waitFor();

    await arrive('/reset/password', 'Reset Password');
    await page.getByLabel('New Password').fill('Changed@456');
    await page.getByLabel('Confirm Password').fill('Changed@456');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password has been updated successfully').waitFor();
    await arrive('/login', 'Job Seeker Login');

    // The old password no longer works; the new one does.
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login Failed. Please check your credentials and try again').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Changed@456');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/'));
    await page.getByTestId('nav-bar').getByRole('button', { name: 'Kavya' }).waitFor();
  });

  it('sends a logged-in job seeker who opens a recruiter page to /', async () => {
    const account = await signUpSeekerViaApi('Rohan');
    await logInAsSeeker(page, account);
    await page.goto(url('/recruiter/jobs'));
    await page.waitForURL(url('/'));
    await page.getByTestId('nav-bar').getByRole('button', { name: 'Rohan' }).waitFor();
  });

  it('signs the administrator in and opens the dashboard', async () => {
    await page.goto(url('/admin/secure/auth'));
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email', { exact: true }).fill('admin@hireloop.in');
    expect(await page.getByText('Email is required').count()).toBe(0);
    await page.getByLabel('Password', { exact: true }).fill('Admin@123');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByText('Welcome back admin@hireloop.in!').waitFor();
    await page.waitForURL(url('/admin/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('shows the admin a failed sign-in as a banner', async () => {
    await page.goto(url('/admin/secure/auth'));
    await page.getByLabel('Email', { exact: true }).fill('admin@hireloop.in');
    await page.getByLabel('Password', { exact: true }).fill('Wrong@999');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('admin-login-error').getByText('Invalid email or password').waitFor();
    await settle(page);
    await screenshot(page, 'accounts-admin-error-light', false);
  });

  it('fits a phone screen', async () => {
    const { page: p } = await journey.open({ viewport: { width: 390, height: 844 }, isMobile: true });
    await p.goto(url('/login'));
    await p.getByRole('heading', { level: 1, name: 'Job Seeker Login' }).waitFor();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(p, 'accounts-login-phone', false);
    await p.goto(url('/recruiter/signup'));
    await p.getByRole('heading', { level: 1, name: 'Join as Recruiter' }).waitFor();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(p, 'accounts-recruiter-signup-phone', false);
  });
});
