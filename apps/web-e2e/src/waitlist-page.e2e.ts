import { randomBytes } from 'node:crypto';
import { baseUrl, screenshot } from './support/browser';
import { browserJourney } from './support/journey';

/** The waitlist page in Chromium: a visitor joins with an address the real API records. */
describe('waitlist page in Chromium', () => {
  const journey = browserJourney();

  const url = (path: string) => `${baseUrl()}${path}`;

  it('a visitor joins the waitlist and is welcomed', async () => {
    const { page, consoleErrors } = await journey.open({ colorScheme: 'light' });
    await page.goto(url('/'));
    await page.goto(url('/waitlist'));
    const join = page.getByRole('button', { name: 'Join Waitlist' });
    await join.waitFor();
    expect(await join.isDisabled()).toBe(true);
    await page.getByText('5,000+').waitFor();
    await page.getByText('We respect your privacy. Unsubscribe at any time.').waitFor();

    const email = page.getByLabel('Email address', { exact: true });
    await email.fill('   ');
    expect(await join.isDisabled()).toBe(true);

    // The server checks the format (there is no check in the browser).
    await email.fill('not-an-email');
    await join.click();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await screenshot(page, 'waitlist-invalid-light', false);

    const address = `early.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
    await email.fill(`  ${address} `);
    // The address (trimmed) is stored through the API's joinWaitlist mutation.
    const stored = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('joinWaitlist') &&
        (response.request().postData() ?? '').includes(address),
    );
    await join.click();
    const answer = (await (await stored).json()) as { data?: { joinWaitlist?: boolean } };
    expect(answer.data?.joinWaitlist).toBe(true);
    expect(JSON.parse((await stored).request().postData() ?? '{}').variables).toEqual({ email: address });
    const modal = page.getByRole('dialog', { name: 'Email Recorded Successfully!' });
    await modal.getByText("What's Next?").waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'waitlist-recorded-light', false);
    await modal.getByRole('button', { name: 'Got it, thanks!' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Welcome to the Waitlist!' }).waitFor();
    expect(await page.getByTestId('waitlist-card').textContent()).toContain(address);
    await screenshot(page, 'waitlist-joined-light', false);

    // Back returns to the page before.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(url('/'));
    expect(consoleErrors).toEqual([]);
  });

  it('fits a phone', async () => {
    const { page, consoleErrors } = await journey.open({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    await page.goto(url('/waitlist'));
    await page.getByRole('button', { name: 'Join Waitlist' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'waitlist-phone');
    expect(consoleErrors).toEqual([]);
  });

  it('looks right in dark mode', async () => {
    const { page, consoleErrors } = await journey.open({ colorScheme: 'dark' });
    await page.goto(url('/waitlist'));
    await page.getByRole('button', { name: 'Join Waitlist' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await screenshot(page, 'waitlist-dark');
    expect(consoleErrors).toEqual([]);
  });
});
