import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { SESSION_STORAGE_KEY } from '@hireloop/schema';

import { AdminLoginDocument, VerifyAdminLoginDocument } from '../../../gql/graphql';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { adminLoginPayload, authPayload } from '../../accounts/test/fixtures';
import { AdminLoginPage } from './AdminLoginPage';

function open(mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(<AdminLoginPage />, { path: '/admin/secure/auth', mocks });
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

function adminMock(result: MockLink.MockedResponse['result'], delay = 0): MockLink.MockedResponse {
  return {
    request: { query: AdminLoginDocument, variables: { email: 'admin@hireloop.in', password: 'Admin@123' } },
    result,
    delay,
  };
}

/** The password was right and the account signs in with a mailed code (reference ref-1). */
const twoFactorRequired = adminMock({
  data: {
    adminLogin: {
      __typename: 'AdminLoginPayload',
      twoFactorRequired: true,
      token: null,
      user: null,
      otp: { __typename: 'OtpTicket', reference: 'ref-1', email: 'admin@hireloop.in' },
    },
  },
});

describe('AdminLoginPage', () => {
  it('shows the texts of the spec', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
    expect(screen.getByText('Secure admin access only')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
  });

  it('shows field errors before any call, and clears each when its field is edited', () => {
    const result = vi.fn();
    open([{ request: { query: AdminLoginDocument, variables: () => true }, result }]);
    signIn();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(email(), { target: { value: 'admin' } });
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    fireEvent.change(password(), { target: { value: '123' } });
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    signIn();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('submits with Enter, shows Signing in... with the inputs disabled, welcomes and opens the dashboard after 1 s', async () => {
    const { router } = open([
      adminMock({ data: { adminLogin: adminLoginPayload('admin@hireloop.in', 'Asha') } }, 50),
    ]);
    fireEvent.change(email(), { target: { value: 'admin@hireloop.in' } });
    fireEvent.change(password(), { target: { value: 'Admin@123' } });
    fireEvent.submit(password().closest('form')!);

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(email()).toBeDisabled();
    expect(password()).toBeDisabled();

    expect(await screen.findByText('Welcome back admin@hireloop.in!')).toBeInTheDocument();
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}';
    expect(JSON.parse(raw)).toMatchObject({ token: 'admin-token', user: { role: 'ADMIN' } });
    expect(router.state.location.pathname).toBe('/admin/secure/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it("shows the server's message as a toast and a banner", async () => {
    open([adminMock(graphqlError('Invalid email or password', 'UNAUTHENTICATED'))]);
    fireEvent.change(email(), { target: { value: 'admin@hireloop.in' } });
    fireEvent.change(password(), { target: { value: 'Admin@123' } });
    signIn();
    await waitFor(() => expect(screen.getAllByText('Invalid email or password')).toHaveLength(2));
    expect(screen.getByTestId('admin-login-error')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('falls back to the default failure text without a server message', async () => {
    open([
      {
        request: { query: AdminLoginDocument, variables: () => true },
        error: new Error('Failed to fetch'),
      },
    ]);
    fireEvent.change(email(), { target: { value: 'admin@hireloop.in' } });
    fireEvent.change(password(), { target: { value: 'Admin@123' } });
    signIn();
    expect(await screen.findByTestId('admin-login-error')).toHaveTextContent(
      'Login failed. Please check your credentials and try again.',
    );
  });

  it('asks for the mailed code when two-factor sign-in is required, then signs in with it', async () => {
    const { router } = open([
      twoFactorRequired,
      {
        request: { query: VerifyAdminLoginDocument, variables: { reference: 'ref-1', code: '111111' } },
        result: graphqlError('Invalid OTP. Please try again.', 'BAD_USER_INPUT'),
      },
      {
        request: { query: VerifyAdminLoginDocument, variables: { reference: 'ref-1', code: '123456' } },
        result: { data: { verifyAdminLogin: authPayload('ADMIN', 'admin@hireloop.in', 'Asha') } },
      },
    ]);
    fireEvent.change(email(), { target: { value: 'admin@hireloop.in' } });
    fireEvent.change(password(), { target: { value: 'Admin@123' } });
    signIn();

    const step = await screen.findByTestId('admin-code-step');
    expect(step).toHaveTextContent('Enter the 6-digit sign-in code we sent to admin@hireloop.in.');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    const code = screen.getByLabelText('Sign-in code');
    const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify and Sign In' }));

    fireEvent.change(code, { target: { value: '111111' } });
    verify();
    expect(await screen.findByTestId('admin-login-error')).toHaveTextContent(
      'Invalid OTP. Please try again.',
    );
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    fireEvent.change(code, { target: { value: '123456' } });
    verify();
    expect(await screen.findByText('Welcome back admin@hireloop.in!')).toBeInTheDocument();
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}';
    expect(JSON.parse(raw)).toMatchObject({ token: 'admin-token', user: { role: 'ADMIN' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('goes back from the code step to the sign-in form with the e-mail kept and the focus in the cleared password', async () => {
    open([twoFactorRequired]);
    fireEvent.change(email(), { target: { value: 'admin@hireloop.in' } });
    fireEvent.change(password(), { target: { value: 'Admin@123' } });
    signIn();
    await screen.findByTestId('admin-code-step');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(password()).toHaveFocus());
    expect(password()).toHaveValue('');
    expect(email()).toHaveValue('admin@hireloop.in');
  });
});
