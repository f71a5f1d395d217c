import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import {
  RequestPasswordResetDocument,
  ResendOtpDocument,
  ResetPasswordDocument,
  VerifyOtpDocument,
} from '../../../gql/graphql';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const requestMock: MockLink.MockedResponse = {
  request: { query: RequestPasswordResetDocument, variables: { email: 'priya@example.com' } },
  result: { data: { requestPasswordReset: { __typename: 'OtpTicket', reference: 'reset-1' } } },
};

describe('ForgotPasswordPage', () => {
  afterEach(() => vi.useRealTimers());

  function open(mocks: MockLink.MockedResponse[] = [], state?: unknown) {
    return renderWithProviders(<ForgotPasswordPage />, { path: '/forgot/password', mocks, state });
  }

  async function sendCode() {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'priya@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP has been sent to your email address')).toBeInTheDocument();
  }

  it('goes Back to Login of the side it came from', () => {
    open();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('goes Back to the recruiter login for recruiters', () => {
    open([], { role: 'recruiter' });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/recruiter/login');
  });

  it('checks the e-mail before any call', async () => {
    const result = vi.fn();
    open([{ request: { query: RequestPasswordResetDocument, variables: () => true }, result }]);
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('sends the code, needs 6 digits, verifies and opens /reset/password with e-mail and role', async () => {
    const { router } = open(
      [
        requestMock,
        {
          request: { query: VerifyOtpDocument, variables: { reference: 'reset-1', code: '112233' } },
          result: {
            data: { verifyOtp: { __typename: 'OtpVerification', verified: true, ticket: 'ticket-1' } },
          },
        },
      ],
      { role: 'recruiter' },
    );
    await sendCode();
    const input = screen.getByLabelText('Enter OTP');
    fireEvent.change(input, { target: { value: '11a' } });
    expect(input).toHaveValue('11');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: '112233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset/password'));
    expect(router.state.location.state).toEqual({
      email: 'priya@example.com',
      ticket: 'ticket-1',
      role: 'recruiter',
    });
  });

  it("shows the server's message for a wrong code", async () => {
    open([
      requestMock,
      {
        request: { query: VerifyOtpDocument, variables: { reference: 'reset-1', code: '000000' } },
        result: graphqlError('Invalid OTP. Please try again.', 'BAD_USER_INPUT'),
      },
    ]);
    await sendCode();
    fireEvent.change(screen.getByLabelText('Enter OTP'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
  });

  it('goes back from the code to the e-mail form on Change, with the e-mail kept and focused', async () => {
    open([requestMock]);
    await sendCode();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const field = await screen.findByLabelText('Email');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('priya@example.com');
  });

  it('falls back to the spec texts when the server cannot be reached', async () => {
    open([
      {
        request: { query: RequestPasswordResetDocument, variables: () => true },
        error: new Error('offline'),
      },
    ]);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'priya@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP. Please try again.')).toBeInTheDocument();
  });

  it("offers Didn't receive OTP? Resend after 60 s", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const resent = vi.fn(() => ({ data: { resendOtp: { __typename: 'OtpTicket', reference: 'reset-1' } } }));
    open([
      requestMock,
      { request: { query: ResendOtpDocument, variables: { reference: 'reset-1' } }, result: resent },
    ]);
    await sendCode();
    const resend = screen.getByRole('button', { name: "Didn't receive OTP? Resend" });
    expect(resend).toBeDisabled();
    expect(screen.getByText('Resend in 60s')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    expect(await screen.findByText('OTP resent successfully!')).toBeInTheDocument();
    expect(resent).toHaveBeenCalledTimes(1);
    expect(resend).toBeDisabled();
  });
});

describe('ResetPasswordPage', () => {
  function open(
    mocks: MockLink.MockedResponse[] = [],
    state: unknown = { email: 'priya@example.com', ticket: 'ticket-1', role: 'finder' },
  ) {
    return renderWithProviders(<ResetPasswordPage />, { path: '/reset/password', mocks, state });
  }

  function fill(password: string, confirm: string) {
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  }

  it.each([[{ role: 'recruiter' }], [{ email: 'priya@example.com', role: 'recruiter' }]])(
    'goes to /forgot/password without an e-mail and a verified ticket in state (%j)',
    (state) => {
      const { router } = open([], state);
      expect(router.state.location.pathname).toBe('/forgot/password');
      expect(router.state.location.state).toEqual({ role: 'recruiter' });
    },
  );

  it.each([
    ['', '', 'Please enter a new password'],
    ['secret1', '', 'Please confirm your password'],
    ['secret1', 'secret2', 'Passwords do not match'],
    ['12345', '12345', 'Password must be at least 6 characters long'],
  ])('checks %j / %j before any call', async (password, confirm, message) => {
    const result = vi.fn();
    open([{ request: { query: ResetPasswordDocument, variables: () => true }, result }]);
    fill(password, confirm);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('updates the password and opens the recruiter login after 1 s', async () => {
    const { router } = open(
      [
        {
          request: {
            query: ResetPasswordDocument,
            variables: { email: 'hr@kaverifintech.in', password: 'secret9', ticket: 'ticket-9' },
          },
          result: { data: { resetPassword: true } },
        },
      ],
      { email: 'hr@kaverifintech.in', ticket: 'ticket-9', role: 'recruiter' },
    );
    fill('secret9', 'secret9');
    expect(await screen.findByText('Password has been updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter/login'));
  });

  it("shows the server's message, else the spec's texts", async () => {
    open([
      {
        request: { query: ResetPasswordDocument, variables: () => true },
        result: graphqlError('Please verify your email with the OTP first.', 'FORBIDDEN'),
      },
    ]);
    fill('secret9', 'secret9');
    expect(await screen.findByText('Please verify your email with the OTP first.')).toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    open([{ request: { query: ResetPasswordDocument, variables: () => true }, error: new Error('offline') }]);
    fill('secret9', 'secret9');
    expect(await screen.findByText('Failed to update password. Please try again.')).toBeInTheDocument();
  });
});
