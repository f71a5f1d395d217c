import { afterEach, describe, expect, it, vi } from 'vitest';

import { withNotification } from './hooks/useNotifications';
import { notificationsSocketUrl, subscribeToNotifications } from './notificationSocket';

/** A WebSocket whose server is down: every connection closes abnormally (1006) right after it is opened. */
class RefusedSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened = 0;
  readyState = RefusedSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  constructor() {
    RefusedSocket.opened += 1;
    queueMicrotask(() => {
      this.readyState = RefusedSocket.CLOSED;
      this.onerror?.(new Event('error'));
      this.onclose?.({ code: 1006, reason: '', wasClean: false });
    });
  }

  send(): void {}
  close(): void {}
}

describe('notification stream', () => {
  it('opens ws:// or wss:// like the page, on its host, at /graphql', () => {
    expect(notificationsSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/graphql',
    );
    expect(notificationsSocketUrl({ protocol: 'https:', host: 'hireloop.in' })).toBe(
      'wss://hireloop.in/graphql',
    );
  });

  describe('closed while waiting to reconnect', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('leaves no timer behind and makes no further attempt', async () => {
      vi.useFakeTimers();
      vi.stubGlobal('WebSocket', RefusedSocket);
      RefusedSocket.opened = 0;
      const close = subscribeToNotifications('seeker-token', { onNotification: vi.fn() });
      await vi.advanceTimersByTimeAsync(0);
      expect(RefusedSocket.opened).toBe(1);
      // The pause before the next attempt.
      expect(vi.getTimerCount()).toBe(1);

      close();
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(RefusedSocket.opened).toBe(1);
      expect(vi.getTimerCount()).toBe(0);
    });
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
