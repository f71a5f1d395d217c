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

/**
 * A WebSocket whose server acknowledges the connection, then closes it with `closeCode` (a session that
 * ended closes with 4401 Unauthorized).
 */
class ClosingSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened = 0;
  static closeCode = 4401;
  readonly protocol = 'graphql-transport-ws';
  readyState = ClosingSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  constructor() {
    ClosingSocket.opened += 1;
    queueMicrotask(() => {
      this.readyState = ClosingSocket.OPEN;
      this.onopen?.();
    });
  }

  send(data: string): void {
    if ((JSON.parse(data) as { type: string }).type !== 'connection_init') return;
    queueMicrotask(() => {
      this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) });
      queueMicrotask(() => {
        this.readyState = ClosingSocket.CLOSED;
        this.onclose?.({ code: ClosingSocket.closeCode, reason: 'Unauthorized', wasClean: true });
      });
    });
  }

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

  describe('closed by the server', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('reports an ended session (4401) once and does not reconnect with the dead token', async () => {
      vi.useFakeTimers();
      vi.stubGlobal('WebSocket', ClosingSocket);
      ClosingSocket.opened = 0;
      ClosingSocket.closeCode = 4401;
      const onSessionEnded = vi.fn();
      const close = subscribeToNotifications('seeker-token', { onNotification: vi.fn(), onSessionEnded });
      await vi.advanceTimersByTimeAsync(0);
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(ClosingSocket.opened).toBe(1);
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
      close();
    });

    it('does not report a session ended for a restart (1012), and reconnects', async () => {
      vi.useFakeTimers();
      vi.stubGlobal('WebSocket', ClosingSocket);
      ClosingSocket.opened = 0;
      ClosingSocket.closeCode = 1012;
      const onSessionEnded = vi.fn();
      const close = subscribeToNotifications('seeker-token', { onNotification: vi.fn(), onSessionEnded });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(ClosingSocket.opened).toBeGreaterThan(1);
      expect(onSessionEnded).not.toHaveBeenCalled();
      close();
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
