import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { ResendOtpDocument, VerifyOtpDocument } from '../../../gql/graphql';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { EmailVerificationPage } from './EmailVerificationPage';

const sent = { email: 'priya@example.com', value: 'ref-1', role: 'finder' };

function open(mocks: MockLink.MockedResponse[] = [], state: unknown = sent) {
  return renderWithProviders(<EmailVerificationPage />, { path: '/email/verification', state, mocks });
}

const resendMock = (
  result = vi.fn(() => ({ data: { resendOtp: { __typename: 'OtpTicket', reference: 'ref-1' } } })),
) => ({
  request: { query: ResendOtpDocument, variables: { reference: 'ref-1' } },
  result,
});

/** The countdown runs on setInterval and the clock; toasts, React and the mock link keep real timeouts. */
function fakeCountdownTimers() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
}

describe('EmailVerificationPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes back to /signup when opened without the e-mail and code reference', () => {
    const { router } = open([], null);
    expect(router.state.location.pathname).toBe('/signup');
  });

  it.each([
    ['no reference', { email: 'priya@example.com' }],
    ['no e-mail', { value: 'ref-1' }],
  ])('goes back to /signup with %s in state', (_case, state) => {
    const { router } = open([], state);
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('shows the e-mail and counts down 60 s before Resend is offered, then restarts after a resend', async () => {
    fakeCountdownTimers();
    const result = vi.fn(() => ({ data: { resendOtp: { __typename: 'OtpTicket', reference: 'ref-1' } } }));
    open([resendMock(result)]);
    expect(screen.getByTestId('otp-email')).toHaveTextContent('priya@example.com');

    const resend = screen.getByTestId('resend');
    expect(resend).toHaveTextContent('Resend in 60s');
    expect(resend).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(resend).toHaveTextContent('Resend in 59s');
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(resend).toHaveTextContent('Resend in 1s');
    expect(resend).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(resend).toHaveTextContent(/^Resend$/);
    expect(resend).toBeEnabled();

    const input = screen.getByLabelText('Enter OTP');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(resend);
    expect(await screen.findByText('OTP resent successfully!')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(resend).toHaveTextContent('Resend in 60s');
    expect(resend).toBeDisabled();
    expect(input).toHaveValue('');
  });

  it('keeps digits only, at most six', () => {
    open();
    const input = screen.getByLabelText('Enter OTP');
    fireEvent.change(input, { target: { value: '12a 34-5678' } });
    expect(input).toHaveValue('123456');
  });

  it('asks for the code before any call', async () => {
    const verify = vi.fn();
    open([{ request: { query: VerifyOtpDocument, variables: () => true }, result: verify }]);
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please enter the OTP')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Enter OTP'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
  });

  it('shows the server message for a wrong code', async () => {
    open([
      {
        request: { query: VerifyOtpDocument, variables: { reference: 'ref-1', code: '000000' } },
        result: graphqlError('Invalid OTP. Please try again.', 'BAD_USER_INPUT'),
      },
    ]);
    fireEvent.change(screen.getByLabelText('Enter OTP'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
  });

  it('confirms a right code and opens /signup/complete with the verified e-mail after 1 s', async () => {
    const { router } = open([
      {
        request: { query: VerifyOtpDocument, variables: { reference: 'ref-1', code: '123456' } },
        result: {
          data: { verifyOtp: { __typename: 'OtpVerification', verified: true, ticket: 'ticket-1' } },
        },
      },
    ]);
    fireEvent.change(screen.getByLabelText('Enter OTP'), { target: { value: '123456' } });
    // The toast comes after the click and the page opens 1 s after the toast: at least 1 s after the
    // click (the moment a busy machine's test notices the toast can be late, the click's is not).
    const clickedAt = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    // The seeker's toast has no exclamation mark.
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/email/verification');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/complete'));
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(990);
    expect(router.state.location.state).toEqual({
      email: 'priya@example.com',
      verified: true,
      ticket: 'ticket-1',
    });
  });

  it('goes back to /signup with the e-mail on Change Email', () => {
    const { router } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.state).toEqual({ email: 'priya@example.com' });
  });
});
