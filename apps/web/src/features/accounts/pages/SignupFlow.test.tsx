import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { RegisterDocument, RequestSignupOtpDocument, VerifyOtpDocument } from '../../../gql/graphql';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { RecruiterOtpVerifyPage } from './RecruiterOtpVerifyPage';
import { RecruiterSignupCompletePage } from './RecruiterSignupCompletePage';
import { SignupCompletePage } from './SignupCompletePage';
import { SignupPage } from './SignupPage';

describe('SignupPage', () => {
  function open(mocks: MockLink.MockedResponse[] = [], state?: unknown) {
    return renderWithProviders(<SignupPage />, { path: '/signup', mocks, state });
  }

  it('has the Job Seeker / Recruiter tabs and a link to login', () => {
    open();
    expect(screen.getByRole('link', { name: 'Recruiter' })).toHaveAttribute('href', '/recruiter/signup');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['', 'Please enter your email address'],
    ['priya@', 'Please enter a valid email address'],
  ])('checks %j before any call', async (email, message) => {
    const result = vi.fn();
    open([{ request: { query: RequestSignupOtpDocument, variables: () => true }, result }]);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('sends the code and opens /email/verification with e-mail, reference and role', async () => {
    const { router } = open([
      {
        request: {
          query: RequestSignupOtpDocument,
          variables: { email: 'priya@example.com', role: 'JOB_SEEKER', companyName: null },
        },
        result: { data: { requestSignupOtp: { __typename: 'OtpTicket', reference: 'ref-1' } } },
      },
    ]);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' priya@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email/verification'));
    expect(router.state.location.state).toEqual({
      email: 'priya@example.com',
      value: 'ref-1',
      role: 'finder',
    });
  });

  it('prefills the e-mail coming back from Change Email', () => {
    open([], { email: 'priya@example.com' });
    expect(screen.getByLabelText('Email')).toHaveValue('priya@example.com');
  });
});

describe('SignupCompletePage', () => {
  const verified = { email: 'priya@example.com', verified: true, ticket: 'ticket-1' };

  function open(mocks: MockLink.MockedResponse[] = [], state: unknown = verified) {
    return renderWithProviders(<SignupCompletePage />, { path: '/signup/complete', mocks, state });
  }

  function fill(values: Partial<Record<'First Name' | 'Last Name' | 'Password' | 'Contact Number', string>>) {
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it.each([[{ email: 'priya@example.com' }], [{ email: 'priya@example.com', verified: true }]])(
    'goes to /signup without a verified e-mail and its ticket in state (%j)',
    (state) => {
      expect(open([], state).router.state.location.pathname).toBe('/signup');
    },
  );

  it('shows the verified e-mail read-only and the contact placeholder', () => {
    open();
    expect(screen.getByLabelText('Email')).toHaveValue('priya@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Contact Number')).toHaveAttribute('placeholder', '+91-99xx');
    expect(screen.getByTestId('email-verified')).toHaveTextContent('Email Verified');
  });

  it.each([
    [{}, 'Please enter your first name'],
    [{ 'First Name': 'Priya' }, 'Please enter your last name'],
    [
      { 'First Name': 'Priya', 'Last Name': 'Sharma', Password: '12345' },
      'Password must be at least 6 characters long',
    ],
    [
      { 'First Name': 'Priya', 'Last Name': 'Sharma', Password: '123456' },
      'Please enter your contact number',
    ],
  ])('checks the details in order before any call (%j)', async (values, message) => {
    const result = vi.fn();
    open([{ request: { query: RegisterDocument, variables: () => true }, result }]);
    fill(values);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('creates the account and opens /login after 1 s', async () => {
    const { router } = open([
      {
        request: {
          query: RegisterDocument,
          variables: {
            input: {
              email: 'priya@example.com',
              password: 'secret1',
              firstName: 'Priya',
              lastName: 'Sharma',
              contactNo: '+91-9876543210',
              role: 'JOB_SEEKER',
              companyName: null,
              ticket: 'ticket-1',
            },
          },
        },
        result: { data: { register: { __typename: 'User', id: 'u1' } } },
      },
    ]);
    fill({
      'First Name': 'Priya',
      'Last Name': 'Sharma',
      Password: 'secret1',
      'Contact Number': '+91-9876543210',
    });
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup/complete');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      email: 'priya@example.com',
      from: '/job/preference/survey',
    });
  });

  it("shows the server's message, else the default text", async () => {
    open([
      {
        request: { query: RegisterDocument, variables: () => true },
        result: graphqlError('Please verify your email with the OTP first.', 'FORBIDDEN'),
      },
    ]);
    fill({ 'First Name': 'Priya', 'Last Name': 'Sharma', Password: 'secret1', 'Contact Number': '99' });
    expect(await screen.findByText('Please verify your email with the OTP first.')).toBeInTheDocument();
  });

  it('falls back to the default text without a server message', async () => {
    open([
      { request: { query: RegisterDocument, variables: () => true }, error: new Error('Failed to fetch') },
    ]);
    fill({ 'First Name': 'Priya', 'Last Name': 'Sharma', Password: 'secret1', 'Contact Number': '99' });
    expect(await screen.findByText('Signup failed. Please try again.')).toBeInTheDocument();
  });
});

describe('RecruiterOtpVerifyPage', () => {
  const sent = {
    email: 'hr@kaverifintech.in',
    value: 'ref-9',
    role: 'recruiter',
    companyName: 'Kaveri Fintech',
  };

  it('goes to /recruiter/signup without state', () => {
    const { router } = renderWithProviders(<RecruiterOtpVerifyPage />, { path: '/recruiter/otp/verify' });
    expect(router.state.location.pathname).toBe('/recruiter/signup');
  });

  it('needs exactly 6 digits, then opens the completion with e-mail, verified and company', async () => {
    const { router } = renderWithProviders(<RecruiterOtpVerifyPage />, {
      path: '/recruiter/otp/verify',
      state: sent,
      mocks: [
        {
          request: { query: VerifyOtpDocument, variables: { reference: 'ref-9', code: '654321' } },
          result: {
            data: { verifyOtp: { __typename: 'OtpVerification', verified: true, ticket: 'ticket-7' } },
          },
        },
      ],
    });
    expect(screen.getByText('hr@kaverifintech.in')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Enter OTP'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter/signup/complete'));
    expect(router.state.location.state).toEqual({
      email: 'hr@kaverifintech.in',
      verified: true,
      ticket: 'ticket-7',
      companyName: 'Kaveri Fintech',
    });
  });
});

describe('RecruiterSignupCompletePage', () => {
  const verified = {
    email: 'hr@kaverifintech.in',
    verified: true,
    ticket: 'ticket-8',
    companyName: 'Kaveri Fintech',
  };

  it('goes to /recruiter/signup without state', () => {
    const { router } = renderWithProviders(<RecruiterSignupCompletePage />, {
      path: '/recruiter/signup/complete',
    });
    expect(router.state.location.pathname).toBe('/recruiter/signup');
  });

  it('prefills the company, checks it first, and creates the recruiter account', async () => {
    const { router } = renderWithProviders(<RecruiterSignupCompletePage />, {
      path: '/recruiter/signup/complete',
      state: verified,
      mocks: [
        {
          request: {
            query: RegisterDocument,
            variables: {
              input: {
                email: 'hr@kaverifintech.in',
                password: 'secret1',
                firstName: 'Arjun',
                lastName: 'Rao',
                contactNo: '+91-98',
                role: 'RECRUITER',
                companyName: 'Kaveri Fintech',
                ticket: 'ticket-8',
              },
            },
          },
          result: { data: { register: { __typename: 'User', id: 'r1' } } },
        },
      ],
    });
    expect(screen.getByTestId('email-verified')).toHaveTextContent('Email Verified');
    expect(screen.getByLabelText('Organisation Email')).toHaveValue('hr@kaverifintech.in');
    expect(screen.getByLabelText('Contact Number')).toHaveAttribute('placeholder', '+91-XX');
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'min 6 characters');
    const company = screen.getByLabelText('Company Name');
    expect(company).toHaveValue('Kaveri Fintech');
    expect(screen.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute(
      'href',
      '/recruiter/login',
    );

    fireEvent.change(company, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter company name')).toBeInTheDocument();
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveFocus();

    fireEvent.change(company, { target: { value: 'Kaveri Fintech' } });
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Arjun' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Rao' } });
    fireEvent.change(screen.getByLabelText('Contact Number'), { target: { value: '+91-98' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Recruiter account created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter/login'));
  });
});
