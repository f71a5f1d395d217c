import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { JoinWaitlistDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { WaitlistPage } from './WaitlistPage';

function joinMock(email: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: JoinWaitlistDocument, variables: { email } }, result };
}

const input = () => screen.getByLabelText('Email address');
const button = () => screen.getByRole('button', { name: 'Join Waitlist' });

describe('WaitlistPage', () => {
  it('shows the claims, the figures and the privacy note', () => {
    renderWithProviders(<WaitlistPage />, { route: '/waitlist' });
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText('AI-powered matching')).toBeInTheDocument();
    expect(screen.getByText('Streamlined applications')).toBeInTheDocument();
    expect(screen.getByText('Intelligent notifications')).toBeInTheDocument();
    const figures = screen.getByTestId('waitlist-figures');
    expect(figures).toHaveTextContent('5,000+Early signups');
    expect(figures).toHaveTextContent('500+Partner companies');
    expect(figures).toHaveTextContent('50+Beta testers');
    expect(screen.getByText('We respect your privacy. Unsubscribe at any time.')).toBeInTheDocument();
  });

  it('keeps Join Waitlist disabled while the address is blank after trimming', () => {
    renderWithProviders(<WaitlistPage />, { route: '/waitlist' });
    expect(button()).toBeDisabled();
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(button()).toBeDisabled();
    fireEvent.change(input(), { target: { value: 'a' } });
    expect(button()).toBeEnabled();
  });

  it('records the address, shows the modal, and after Got it, thanks! welcomes the visitor', async () => {
    const joined = vi.fn(() => ({ data: { joinWaitlist: true } }));
    renderWithProviders(<WaitlistPage />, {
      route: '/waitlist',
      mocks: [joinMock('meera@example.com', joined)],
    });
    fireEvent.change(input(), { target: { value: '  meera@example.com ' } });
    fireEvent.click(button());

    const modal = await screen.findByRole('dialog', { name: 'Email Recorded Successfully!' });
    expect(joined).toHaveBeenCalledTimes(1);
    expect(modal).toHaveTextContent("What's Next?");
    expect(modal).toHaveTextContent('meera@example.com is on the Hireloop waitlist.');
    expect(screen.queryByText('Welcome to the Waitlist!')).not.toBeInTheDocument();

    fireEvent.click(within(modal).getByRole('button', { name: 'Got it, thanks!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByTestId('waitlist-card');
    expect(within(card).getByRole('heading', { name: 'Welcome to the Waitlist!' })).toBeInTheDocument();
    expect(card).toHaveTextContent('meera@example.com');
    expect(within(card).queryByRole('button', { name: 'Join Waitlist' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('We respect your privacy. Unsubscribe at any time.');
  });

  it("shows the server's answer to an address it refuses, and keeps the form", async () => {
    renderWithProviders(<WaitlistPage />, {
      route: '/waitlist',
      mocks: [
        joinMock('not-an-email', {
          errors: [
            new GraphQLError('Please enter a valid email address', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        }),
      ],
    });
    fireEvent.change(input(), { target: { value: 'not-an-email' } });
    fireEvent.click(button());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.change(input(), { target: { value: 'meera@example.com' } });
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('goes back to the page before in the browser history', async () => {
    const { router } = renderWithProviders(<WaitlistPage />, { route: '/jobs?q=react' });
    await act(() => router.navigate('/waitlist'));
    expect(screen.getByTestId('location')).toHaveTextContent('/waitlist');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs?q=react'));
  });

  it('does not call the server for a blank address, even when the form is submitted', () => {
    const joined = vi.fn(() => ({ data: { joinWaitlist: true } }));
    renderWithProviders(<WaitlistPage />, { route: '/waitlist', mocks: [joinMock('', joined)] });
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.submit(input().closest('form')!);
    expect(joined).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes back in history, or home when opened directly', async () => {
    renderWithProviders(<WaitlistPage />, { route: '/waitlist' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
