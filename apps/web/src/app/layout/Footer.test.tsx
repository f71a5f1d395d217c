import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { GraphQLError } from 'graphql';

import type { MockLink } from '@apollo/client/testing';

import { ALERT_MESSAGES } from '@hireloop/schema';

import { CreateJobAlertDocument } from '../../gql/graphql';
import { siteConfigAnswer } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { expectNoTimersLeft } from '../../test/timers';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';

function renderFooter(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(<Footer />, { mocks });
  return within(screen.getByTestId('site-footer'));
}

describe('Footer', () => {
  it('names the platform and tells how to reach support, as the administrator set them', async () => {
    const footer = renderFooter([
      siteConfigAnswer({
        platformName: 'Acme Jobs',
        contactEmail: 'help@acme.example',
        supportPhone: '+91 98765 43210',
      }),
    ]);
    const contact = within(await screen.findByTestId('footer-contact'));
    expect(contact.getByRole('link', { name: 'help@acme.example' })).toHaveAttribute(
      'href',
      'mailto:help@acme.example',
    );
    expect(contact.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(footer.getByText(/© \d{4} Acme Jobs\. All rights reserved\./)).toBeInTheDocument();
    expect(footer.getByText(/^Acme Jobs connects job seekers/)).toBeInTheDocument();
  });

  it('links the quick links', () => {
    const footer = renderFooter();
    expect(footer.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
    expect(footer.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/companies');
    expect(footer.queryByRole('link', { name: 'Career Advice' })).toBeNull();
    expect(footer.getByRole('link', { name: 'Resume Builder' })).toHaveAttribute('href', '/resume-builder');
  });

  it('links the five categories and twelve cities to a job search', () => {
    const footer = renderFooter();
    expect(footer.getByRole('link', { name: 'Technology' })).toHaveAttribute(
      'href',
      '/jobs?search=Technology',
    );
    expect(footer.getByRole('link', { name: 'Design & Creative' })).toHaveAttribute(
      'href',
      '/jobs?search=Design%20%26%20Creative',
    );
    const cities = within(footer.getByRole('region', { name: 'Top Locations' })).getAllByRole('link');
    expect(cities).toHaveLength(12);
    expect(cities[0]).toHaveAttribute('href', '/jobs?search=Mumbai');
    expect(cities[11]).toHaveAttribute('href', '/jobs?search=Indore');
  });

  it('keeps Privacy, Terms, Cookie and Help as placeholders', () => {
    const footer = renderFooter();
    for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Help Center']) {
      fireEvent.click(footer.getByRole('link', { name }));
    }
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  /** The footer's alert: weekly, all new jobs or a city's (its keyword, as the footer's city links search). */
  const alertOf = (email: string, keyword = '') => ({ input: { email, keyword, frequency: 'WEEKLY' } });

  it('ignores a blank newsletter address', async () => {
    const footer = renderFooter();
    // The box's code loads after the page's.
    const email = await footer.findByRole('textbox', { name: 'Email address for job updates' });
    fireEvent.change(email, { target: { value: '   ' } });
    fireEvent.click(footer.getByRole('button', { name: 'Subscribe' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a weekly alert of a city (double opt-in), then says to check the inbox, clears the address and closes on OK', async () => {
    const footer = renderFooter([
      {
        request: {
          query: CreateJobAlertDocument,
          variables: alertOf('priya@example.com', 'Pune'),
        },
        result: {
          data: {
            createJobAlert: { __typename: 'JobAlertCreation', alert: null, confirmationSent: true },
          },
        },
      },
    ]);
    fireEvent.change(await footer.findByRole('combobox', { name: 'Jobs to get by e-mail' }), {
      target: { value: 'Pune' },
    });
    const email = footer.getByRole('textbox', { name: 'Email address for job updates' });
    fireEvent.change(email, { target: { value: '  priya@example.com ' } });
    fireEvent.click(footer.getByRole('button', { name: 'Subscribe' }));

    const dialog = await screen.findByRole('dialog', { name: 'Subscription Successful' });
    expect(dialog).toHaveTextContent(ALERT_MESSAGES.confirmationSent);
    expect(email).toHaveValue('');

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the updates are on their way when the alert starts at once (a signed-in seeker)', async () => {
    const footer = renderFooter([
      {
        request: { query: CreateJobAlertDocument, variables: alertOf('seeker@example.com') },
        result: {
          data: {
            createJobAlert: {
              __typename: 'JobAlertCreation',
              alert: {
                __typename: 'JobAlert',
                id: 'a1',
                keyword: '',
                jobTypes: [],
                locations: [],
                categories: [],
                frequency: 'WEEKLY',
                paused: false,
                createdAt: '2026-11-26T08:00:00.000Z',
              },
              confirmationSent: false,
            },
          },
        },
      },
    ]);
    fireEvent.change(await footer.findByRole('textbox', { name: 'Email address for job updates' }), {
      target: { value: 'seeker@example.com' },
    });
    fireEvent.click(footer.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription Successful' });
    expect(dialog).toHaveTextContent('You will receive the latest job updates in your inbox.');
  });

  it("keeps the address and shows the server's message when the subscription is refused", async () => {
    const footer = renderFooter([
      {
        request: { query: CreateJobAlertDocument, variables: alertOf('not-an-address') },
        result: {
          errors: [
            new GraphQLError('Please enter a valid email address', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ]);
    const email = await footer.findByRole('textbox', { name: 'Email address for job updates' });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(footer.getByRole('button', { name: 'Subscribe' }));

    expect(await footer.findByTestId('newsletter-error')).toHaveTextContent(
      'Please enter a valid email address',
    );
    expect(email).toHaveValue('not-an-address');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    const footer = renderFooter([
      {
        request: { query: CreateJobAlertDocument, variables: alertOf('priya@example.com') },
        error: new Error('Network down'),
      },
    ]);
    fireEvent.change(await footer.findByRole('textbox', { name: 'Email address for job updates' }), {
      target: { value: 'priya@example.com' },
    });
    fireEvent.click(footer.getByRole('button', { name: 'Subscribe' }));
    expect(await footer.findByTestId('newsletter-error')).toHaveTextContent(
      'Could not subscribe right now. Please try again.',
    );
  });
});

describe('BackToTop', () => {
  function scrollTo(y: number) {
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    });
  }

  it('appears after scrolling past 300 px and scrolls back up', async () => {
    renderWithProviders(<BackToTop />);
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    scrollTo(301);
    fireEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
  });

  it('looks at the scroll position in the next frame, not during the render (that forces a layout)', async () => {
    const read = vi.fn();
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        read();
        return 500;
      },
    });
    renderWithProviders(<BackToTop />);
    expect(read).not.toHaveBeenCalled();
    // A page opened already scrolled shows the button.
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    expect(read).toHaveBeenCalled();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('leaves no frame or scroll listener behind when it unmounts', () => {
    vi.useFakeTimers();
    try {
      const listen = vi.spyOn(window, 'addEventListener');
      const unlisten = vi.spyOn(window, 'removeEventListener');
      const { unmount } = renderWithProviders(<BackToTop />);
      const onScroll = listen.mock.calls.find(([type]) => type === 'scroll')?.[1];
      // The first look waits for the next frame.
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      unmount();
      expectNoTimersLeft();
      expect(unlisten).toHaveBeenCalledWith('scroll', onScroll);
    } finally {
      vi.useRealTimers();
    }
  });
});
