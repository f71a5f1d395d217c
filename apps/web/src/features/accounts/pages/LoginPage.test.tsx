import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { ADMIN_ACTION_MESSAGES, SESSION_STORAGE_KEY } from '@hireloop/schema';

import { LoginDocument } from '../../../gql/graphql';
import { siteConfigAnswer } from '../../../test/fixtures';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { authPayload } from '../test/fixtures';
import { LoginPage } from './LoginPage';
import { RecruiterLoginPage } from './RecruiterLoginPage';

const SITE = {
  platformName: 'Hireloop',
  contactEmail: 'support@hireloop.in',
  supportPhone: '+91-80-4000-1234',
};

const siteConfig: MockLink.MockedResponse = { ...siteConfigAnswer(SITE), maxUsageCount: 10 };

function loginMock(
  email: string,
  password: string,
  role: 'JOB_SEEKER' | 'RECRUITER',
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return {
    request: { query: LoginDocument, variables: { input: { email, password, role } } },
    result,
  };
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

function storedSession(): { user?: { firstName?: string; role?: string }; token?: string } | null {
  const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { user?: { firstName?: string; role?: string }; token?: string }) : null;
}

describe('LoginPage (job seeker)', () => {
  function open(mocks: MockLink.MockedResponse[] = [], state?: unknown) {
    return renderWithProviders(<LoginPage />, { path: '/login', state, mocks: [siteConfig, ...mocks] });
  }

  it('offers the Job Seeker / Recruiter switch, Forgot Password and Sign up', () => {
    const { router } = open();
    const tabs = screen.getByRole('navigation', { name: 'Account type' });
    expect(tabs).toHaveTextContent('Job Seeker');
    expect(screen.getByRole('link', { name: 'Job Seeker' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Recruiter' })).toHaveAttribute('href', '/recruiter/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');

    fireEvent.click(screen.getByRole('link', { name: 'Forgot Password' }));
    expect(router.state.location.pathname).toBe('/forgot/password');
    expect(router.state.location.state).toEqual({ role: 'finder' });
  });

  it('shows and hides the password', () => {
    open();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('hides Google sign-in when it is not configured', async () => {
    open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
    expect(document.head.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it("offers Google sign-in, loading Google's script, only when a client id is configured", async () => {
    renderWithProviders(<LoginPage />, {
      path: '/login',
      mocks: [siteConfigAnswer({ ...SITE, googleClientId: 'client-123' })],
    });
    expect(await screen.findByTestId('google-sign-in')).toBeInTheDocument();
    expect(
      document.head.querySelector('script[src="https://accounts.google.com/gsi/client"]'),
    ).not.toBeNull();
  });

  it('shows the one failure text of the spec, whatever the server said', async () => {
    open([
      loginMock(
        'ravi@example.com',
        'wrong-pass',
        'JOB_SEEKER',
        graphqlError('Invalid email or password', 'UNAUTHENTICATED'),
      ),
    ]);
    fill('ravi@example.com', 'wrong-pass');
    expect(
      await screen.findByText('Login Failed. Please check your credentials and try again'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
    expect(storedSession()).toBeNull();
  });

  it('says that the account is locked, for how long, instead of the failure text', async () => {
    const locked =
      'Too many failed logins: this account is locked for 15 minutes. Please try again later or reset your password.';
    open([
      loginMock('ravi@example.com', 'right-pass', 'JOB_SEEKER', graphqlError(locked, 'TOO_MANY_REQUESTS')),
    ]);
    fill('ravi@example.com', 'right-pass');
    expect(await screen.findByText(locked)).toBeInTheDocument();
    expect(
      screen.queryByText('Login Failed. Please check your credentials and try again'),
    ).not.toBeInTheDocument();
    expect(storedSession()).toBeNull();
  });

  it('says that the account is deactivated instead of the failure text', async () => {
    const deactivated = ADMIN_ACTION_MESSAGES.accountDeactivated;
    open([
      loginMock(
        'ravi@example.com',
        'right-pass',
        'JOB_SEEKER',
        graphqlError(deactivated, 'ACCOUNT_DEACTIVATED'),
      ),
    ]);
    fill('ravi@example.com', 'right-pass');
    expect(await screen.findByText(deactivated)).toBeInTheDocument();
    expect(
      screen.queryByText('Login Failed. Please check your credentials and try again'),
    ).not.toBeInTheDocument();
    expect(storedSession()).toBeNull();
  });

  it('stores the session, says so, and opens / after 1 s', async () => {
    const { router } = open([
      loginMock('priya@example.com', 'secret1', 'JOB_SEEKER', {
        data: { login: authPayload('JOB_SEEKER', 'priya@example.com') },
      }),
    ]);
    fill('priya@example.com', 'secret1');
    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
    expect(storedSession()).toMatchObject({
      token: 'job_seeker-token',
      user: { firstName: 'Priya', role: 'JOB_SEEKER' },
    });
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('returns to the page the guards sent the user away from', async () => {
    const { router } = open(
      [
        loginMock('priya@example.com', 'secret1', 'JOB_SEEKER', {
          data: { login: authPayload('JOB_SEEKER', 'priya@example.com') },
        }),
      ],
      { from: '/bookmark' },
    );
    fill('priya@example.com', 'secret1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookmark'));
  });

  it('ignores a `from` that leaves the site', async () => {
    const { router } = open(
      [
        loginMock('priya@example.com', 'secret1', 'JOB_SEEKER', {
          data: { login: authPayload('JOB_SEEKER', 'priya@example.com') },
        }),
      ],
      { from: '//evil.example/' },
    );
    fill('priya@example.com', 'secret1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('RecruiterLoginPage', () => {
  function open(mocks: MockLink.MockedResponse[] = []) {
    return renderWithProviders(<RecruiterLoginPage />, {
      path: '/recruiter/login',
      mocks: [siteConfig, ...mocks],
    });
  }

  it('links the Job Seeker tab, Forgot Password (role recruiter) and Sign up', () => {
    const { router } = open();
    expect(screen.getByRole('link', { name: 'Job Seeker' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Recruiter' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/recruiter/signup');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot Password' }));
    expect(router.state.location.state).toEqual({ role: 'recruiter' });
  });

  it.each(['arjun@gmail.com', 'arjun.kaverifintech.in', 'ARJUN@GMAIL.co.in'])(
    'refuses %s before any call',
    async (email) => {
      const result = vi.fn();
      open([{ request: { query: LoginDocument, variables: () => true }, result }]);
      fill(email, 'secret1');
      expect(
        await screen.findByText("Organisation ID cannot contain 'gmail' and must be a valid corporate email"),
      ).toBeInTheDocument();
      expect(result).not.toHaveBeenCalled();
    },
  );

  it("shows the server's message on failure", async () => {
    open([
      loginMock(
        'priya@kaverifintech.in',
        'secret1',
        'RECRUITER',
        graphqlError(
          'This account is registered as a job seeker. Please use the job seeker login.',
          'FORBIDDEN',
        ),
      ),
    ]);
    fill('priya@kaverifintech.in', 'secret1');
    expect(
      await screen.findByText('This account is registered as a job seeker. Please use the job seeker login.'),
    ).toBeInTheDocument();
  });

  it('falls back to the default text when the server cannot be reached', async () => {
    open([
      {
        request: { query: LoginDocument, variables: () => true },
        error: new Error('Failed to fetch'),
      },
    ]);
    fill('hr@kaverifintech.in', 'secret1');
    expect(
      await screen.findByText('Login Failed. Please check your credentials and try again'),
    ).toBeInTheDocument();
  });

  it('stores the session at the redirect to the company list after 1 s', async () => {
    const { router } = open([
      loginMock('hr@kaverifintech.in', 'secret1', 'RECRUITER', {
        data: { login: authPayload('RECRUITER', 'hr@kaverifintech.in', 'Arjun') },
      }),
    ]);
    fill('hr@kaverifintech.in', 'secret1');
    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter/company/list'));
    expect(storedSession()).toMatchObject({ user: { role: 'RECRUITER', firstName: 'Arjun' } });
  });
});
