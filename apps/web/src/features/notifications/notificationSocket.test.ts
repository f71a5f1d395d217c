import { describe, expect, it } from 'vitest';

import { withNotification } from './hooks/useNotifications';
import { notificationsSocketUrl } from './notificationSocket';

describe('notification stream', () => {
  it('opens ws:// or wss:// like the page, on its host, at /graphql', () => {
    expect(notificationsSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/graphql',
    );
    expect(notificationsSocketUrl({ protocol: 'https:', host: 'hireloop.in' })).toBe(
      'wss://hireloop.in/graphql',
    );
  });

  it('puts a new notification on top once, raising the unread count and total', () => {
    const first = {
      id: 'n1',
      title: 'A',
      body: 'a',
      read: true,
      createdAt: '2026-11-20T10:00:00Z',
    };
    const next = { ...first, id: 'n2', read: false };
    const list = { unreadCount: 0, total: 1, items: [first] };
    const updated = withNotification(list, next);
    expect(updated).toEqual({ unreadCount: 1, total: 2, items: [next, first] });
    expect(withNotification(updated, next)).toBe(updated);
  });
});
