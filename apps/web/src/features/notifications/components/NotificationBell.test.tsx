import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { MarkAllNotificationsReadDocument, MarkNotificationReadDocument } from '../../../gql/graphql';
import { notificationsAnswer, seeker, type NotificationFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import type { NotificationStreamHandlers } from '../notificationSocket';
import { NotificationBell } from './NotificationBell';

// The live stream is replaced by a fake whose events the tests push.
const stream = vi.hoisted(() => ({
  handlers: null as NotificationStreamHandlers | null,
  token: null as string | null,
  closed: 0,
}));
vi.mock('../notificationSocket', () => ({
  subscribeToNotifications: (token: string, handlers: NotificationStreamHandlers) => {
    stream.token = token;
    stream.handlers = handlers;
    return () => {
      stream.closed += 1;
    };
  },
}));

function notification(n: number, read = false): NotificationFixture {
  return {
    __typename: 'NotificationModel',
    id: `notification-${n}`,
    title: n === 1 ? 'Application Reviewed' : 'Application Accepted!',
    body: `Your application for Frontend Engineer ${n} was updated.`,
    read,
    createdAt: new Date().toISOString(),
  };
}

const list = notificationsAnswer([notification(1), notification(0, true)]);

function count() {
  return screen.getByTestId('notification-count');
}

describe('NotificationBell', () => {
  beforeEach(() => {
    stream.handlers = null;
    stream.closed = 0;
  });

  it('shows the unread count and raises it when a subscription event arrives, without a reload', async () => {
    const view = renderWithProviders(<NotificationBell />, { session: seeker, mocks: [list] });
    await waitFor(() => expect(count()).toHaveTextContent('1'));
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    expect(stream.token).toBe('seeker-token');

    act(() => stream.handlers?.onNotification(notification(2)));
    await waitFor(() => expect(count()).toHaveTextContent('2'));
    expect(screen.getByRole('button', { name: 'Notifications (2 unread)' })).toBeInTheDocument();

    // The same event twice counts once.
    act(() => stream.handlers?.onNotification(notification(2)));
    expect(count()).toHaveTextContent('2');

    fireEvent.click(screen.getByTestId('notification-bell'));
    const items = await screen.findAllByTestId('notification-item');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('Application Accepted!')).toBeInTheDocument();
    expect(items[0]).toHaveAttribute('data-read', 'false');

    view.unmount();
    expect(stream.closed).toBe(1);
  });

  it('marks one notification read when it is opened, and goes to the applied jobs', async () => {
    const marked: MockLink.MockedResponse = {
      request: { query: MarkNotificationReadDocument, variables: { id: 'notification-1' } },
      result: { data: { markNotificationRead: notification(1, true) } },
    };
    renderWithProviders(<NotificationBell />, { session: seeker, mocks: [list, marked] });
    await waitFor(() => expect(count()).toHaveTextContent('1'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click((await screen.findAllByTestId('notification-item'))[0]);
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell')).toHaveAttribute('aria-label', 'Notifications'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/seeker-1/jobs/applied');
  });

  it('marks all read', async () => {
    const allRead: MockLink.MockedResponse = {
      request: { query: MarkAllNotificationsReadDocument },
      result: { data: { markAllNotificationsRead: 1 } },
    };
    renderWithProviders(<NotificationBell />, { session: seeker, mocks: [list, allRead] });
    await waitFor(() => expect(count()).toHaveTextContent('1'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell')).toHaveAttribute('aria-label', 'Notifications'),
    );
    for (const item of screen.getAllByTestId('notification-item'))
      expect(item).toHaveAttribute('data-read', 'true');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('reloads the list after the stream reconnects', async () => {
    const reloaded = notificationsAnswer([
      notification(3),
      notification(2),
      notification(1),
      notification(0, true),
    ]);
    renderWithProviders(<NotificationBell />, { session: seeker, mocks: [list, reloaded] });
    await waitFor(() => expect(count()).toHaveTextContent('1'));
    act(() => stream.handlers?.onReconnect?.());
    await waitFor(() => expect(count()).toHaveTextContent('3'));
  });
});
