import { randomBytes } from 'node:crypto';
import { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { graphqlData } from './graphql';
import { mailsTo, waitForCode } from './mailbox';

/** A unique suffix for e-mail addresses, so every journey works with accounts of its own. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export interface SeekerAccount {
  email: string;
  password: string;
  firstName: string;
}

/** Signs a new job seeker up through the API, with the code of the real mail. */
export async function signUpSeekerViaApi(firstName = 'Meera'): Promise<SeekerAccount> {
  const account = { email: `seeker.${uniqueSuffix()}@example.com`, password: 'Start@123', firstName };
  const before = mailsTo(account.email).length;
  const { requestSignupOtp } = await graphqlData<{ requestSignupOtp: { reference: string } }>(
    'mutation ($email: String!) { requestSignupOtp(email: $email) { reference } }',
    { email: account.email },
  );
  const code = await waitForCode(account.email, before);
  const { verifyOtp } = await graphqlData<{ verifyOtp: { ticket: string } }>(
    'mutation ($reference: ID!, $code: String!) { verifyOtp(reference: $reference, code: $code) { ticket } }',
    {
      reference: requestSignupOtp.reference,
      code,
    },
  );
  await graphqlData('mutation ($input: RegisterInput!) { register(input: $input) { id } }', {
    input: {
      email: account.email,
      password: account.password,
      firstName,
      lastName: 'Iyer',
      contactNo: '+91-9876543210',
      role: 'JOB_SEEKER',
      ticket: verifyOtp.ticket,
    },
  });
  return account;
}

/** Types a code into the one-time-code field. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Enter OTP').fill(code);
}

/** Logs in at /login through the form and waits for the home page. */
export async function logInAsSeeker(page: Page, account: SeekerAccount): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('heading', { level: 1, name: 'Job Seeker Login' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login successful! Redirecting...').waitFor();
  await page.waitForURL(`${baseUrl()}/`);
}
