import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';

import { RequestSignupOtpDocument } from '../../../gql/graphql';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { RecruiterSignupPage } from './RecruiterSignupPage';

const sentTicket = () => ({ data: { requestSignupOtp: { __typename: 'OtpTicket', reference: 'ref-9' } } });

function open(result: Mock<() => object> = vi.fn(sentTicket)) {
  const view = renderWithProviders(<RecruiterSignupPage />, {
    path: '/recruiter/signup',
    mocks: [
      {
        request: { query: RequestSignupOtpDocument, variables: () => true },
        result,
        maxUsageCount: 5,
      },
    ],
  });
  return { ...view, result };
}

function fill(companyName: string, email: string) {
  fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: companyName } });
  fireEvent.change(screen.getByLabelText('Work Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('RecruiterSignupPage', () => {
  it('shows the heading and the line of the spec', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Join as Recruiter' })).toBeInTheDocument();
    expect(screen.getByText('Verify your organisation email to continue')).toBeInTheDocument();
  });

  it.each([
    ['', 'hr@kaverifintech.in', 'Please enter company name'],
    ['Kaveri Fintech', '', 'Please enter organisation ID'],
    ['Kaveri Fintech', 'kaveri@gmail.com', "Organisation ID cannot contain 'gmail'"],
    ['Kaveri Fintech', 'hr.kaverifintech.in', 'Organisation ID must be a valid email format'],
    ['Kaveri Fintech', 'hr@', 'Invalid organisation ID format'],
    ['Kaveri Fintech', 'hr@example.in', 'Organisation ID domain should contain company name or initials'],
  ])('checks %j / %j before any call: %s', async (companyName, email, message) => {
    const { result, router } = open();
    fill(companyName, email);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/recruiter/signup');
  });

  it('sends the code and opens the code check with the e-mail, reference, role and company', async () => {
    const { result, router } = open();
    fill('Kaveri Fintech', 'hr@kaverifintech.in');
    expect(await screen.findByText('OTP sent to your organisation email')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/recruiter/otp/verify');
    expect(router.state.location.state).toEqual({
      email: 'hr@kaverifintech.in',
      value: 'ref-9',
      role: 'recruiter',
      companyName: 'Kaveri Fintech',
    });
  });

  it('accepts the company initials in the domain', async () => {
    const { router } = open();
    fill('Kaveri Fintech', 'talent@kf.co.in');
    expect(await screen.findByText('OTP sent to your organisation email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/recruiter/otp/verify');
  });

  it('shows the server message when the e-mail already has an account', async () => {
    open(
      vi.fn(() =>
        graphqlError('An account with this email already exists. Please login instead.', 'CONFLICT'),
      ),
    );
    fill('Kaveri Fintech', 'hr@kaverifintech.in');
    expect(
      await screen.findByText('An account with this email already exists. Please login instead.'),
    ).toBeInTheDocument();
  });
});
