import { Page } from 'playwright-core';

/** The unread count in the bell's accessible name ('Notifications (2 unread)'; 0 without a count). */
export async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  const match = /\((\d+) unread\)/.exec(label);
  return match ? Number(match[1]) : 0;
}

/** Waits, without a reload, until the bell's unread count on the open page is above `before`. */
export async function waitForUnreadAbove(page: Page, before: number, timeout: number): Promise<void> {
  await page.waitForFunction(
    (above) => {
      const label =
        document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') ?? '';
      const match = /\((\d+) unread\)/.exec(label);
      return match !== null && Number(match[1]) > above;
    },
    before,
    { timeout },
  );
}
