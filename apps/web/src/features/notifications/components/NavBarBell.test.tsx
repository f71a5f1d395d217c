import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { NavBar } from '../../../app/layout/NavBar';
import { saveSession, type SessionSnapshot } from '../../../app/session';
import { admin, loggedOut, notificationsAnswer, recruiter, seeker } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';

// No live stream in these tests.
vi.mock('../notificationSocket', () => ({ subscribeToNotifications: () => () => undefined }));

const list: MockLink.MockedResponse = {
  ...notificationsAnswer(
    [1, 2].map((n) => ({
      __typename: 'NotificationModel' as const,
      id: `notification-${n}`,
      title: 'Application Accepted!',
      body: `Your application for Frontend Engineer ${n} was accepted.`,
      read: false,
      createdAt: new Date().toISOString(),
    })),
  ),
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderNavBar(session: SessionSnapshot) {
  saveSession(session);
  return renderWithProviders(<NavBar />, { session, route: '/', mocks: [list] });
}

describe('the notification bell in the nav bar', () => {
  it("shows a job seeker's unread count", async () => {
    renderNavBar(seeker);
    expect(await screen.findByRole('button', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
  });

  it.each([
    ['a recruiter', recruiter],
    ['an administrator', admin],
    ['a visitor', loggedOut],
  ])('is not there for %s', async (_who, session) => {
    renderNavBar(session);
    expect(await screen.findByTestId('nav-bar')).toBeInTheDocument();
    // The bell is loaded lazily: give it the chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  });
});
