import { Page } from 'playwright-core';
import { baseUrl, screenshot } from './support/browser';
import { browserJourney } from './support/journey';

/**
 * The account screens (login, sign-up, password reset, admin sign-in and the steps after a mailed code)
 * in both colour modes, each drawn with its heading and captured once its entry animations are over.
 */
const journey = browserJourney();

const url = (path: string) => `${baseUrl()}${path}`;

/** Lets entry animations (a toast sliding in) finish before a screenshot. */
const settle = (p: Page) => p.waitForTimeout(500);

describe.each(['light', 'dark'] as const)('account screens in %s mode', (mode) => {
  let p: Page;

  beforeEach(async () => {
    ({ page: p } = await journey.open({ colorScheme: mode }));
  });

  /** Opens a screen with the router state the step before would pass (history.state.usr). */
  async function openWithState(path: string, state: unknown) {
    await p.goto(url('/signup'));
    await p.evaluate(([to, usr]) => window.history.replaceState({ usr, key: 'e2e', idx: 0 }, '', to), [
      path,
      state,
    ] as const);
    await p.reload();
  }

  it.each([
    ['login', '/login', 'Job Seeker Login'],
    ['recruiter-login', '/recruiter/login', 'Recruiter Login'],
    ['signup', '/signup', 'Create Your Account'],
    ['recruiter-signup', '/recruiter/signup', 'Join as Recruiter'],
    ['forgot-password', '/forgot/password', 'Forgot Password'],
    ['admin-login', '/admin/secure/auth', 'Admin Dashboard'],
  ])('%s', async (name, path, heading) => {
    await p.goto(url(path));
    await p.getByRole('heading', { level: 1, name: heading }).waitFor();
    await settle(p);
    await screenshot(p, `accounts-${name}-${mode}`, false);
  });

  it.each([
    [
      'email-verification',
      '/email/verification',
      { email: 'priya@example.com', value: 'x', role: 'finder' },
      'Verify Your Email',
    ],
    [
      'signup-complete',
      '/signup/complete',
      { email: 'priya@example.com', verified: true, ticket: 'screenshot' },
      'Complete Your Account',
    ],
    [
      'recruiter-complete',
      '/recruiter/signup/complete',
      { email: 'hr@kaverifintech.in', verified: true, ticket: 'screenshot', companyName: 'Kaveri Fintech' },
      'Complete Your Recruiter Account',
    ],
    [
      'reset-password',
      '/reset/password',
      { email: 'priya@example.com', ticket: 'screenshot', role: 'finder' },
      'Reset Password',
    ],
  ])('%s', async (name, path, state, heading) => {
    await openWithState(path, state);
    await p.getByRole('heading', { level: 1, name: heading }).waitFor();
    await settle(p);
    await screenshot(p, `accounts-${name}-${mode}`, false);
  });
});
