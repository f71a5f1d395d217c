import { baseUrl, screenshot } from './support/browser';
import { adminJourney } from './support/journey';
import { DEMO_RECRUITER, signIn } from './support/session';

/** REST GET with an API key: the status and the key's remaining allowance. */
async function getWithKey(path: string, key: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${key}` } });
  return { status: res.status, remaining: res.headers.get('ratelimit-remaining') };
}

/**
 * API keys in Chromium: a recruiter creates a key on /recruiter/api-keys, copies the secret shown once,
 * calls the REST API with it, sees its last use, and revokes it (after a confirmation), which the API
 * refuses from the next request; an administrator makes a read-only key in the admin area.
 */
describe('API keys in Chromium', () => {
  const journey = adminJourney();

  it('creates a key shown once, uses it, sees its last use and revokes it at once', async () => {
    const recruiter = await signIn(DEMO_RECRUITER, 'RECRUITER');
    const { page, consoleErrors } = await journey.open({ session: recruiter });
    await page.goto(`${baseUrl()}/recruiter/api-keys`);
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();

    const name = `Journey ATS ${Date.now()}`;
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: /^jobs:read/ }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    const secret = await shown.getByTestId('api-key-secret').inputValue();
    expect(secret).toMatch(/^hl_[A-Za-z0-9]{12}_[\w-]{43}$/);
    await screenshot(page, 'api-key-created', false);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    // The secret is not on the page any more: only the prefix is listed.
    expect(await page.content()).not.toContain(secret);
    const row = page.getByTestId('api-key-row').filter({ hasText: name });
    await row.filter({ hasText: `${secret.slice(0, 16)}…` }).waitFor();

    const used = await getWithKey('/api/v1/jobs/posted', secret);
    expect(used.status).toBe(200);
    expect(Number(used.remaining)).toBeGreaterThan(0);
    expect((await getWithKey('/api/v1/company/all', secret)).status).toBe(403);

    await page.reload();
    await row.waitFor();
    expect(await row.locator('td').nth(4).innerText()).not.toBe('Never');

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Revoke' }).click();
    await row.filter({ hasText: 'Revoked' }).waitFor();
    await screenshot(page, 'api-key-revoked', false);
    expect((await getWithKey('/api/v1/jobs/posted', secret)).status).toBe(401);
    expect(consoleErrors).toEqual([]);
  });

  it('lets an administrator make a read-only key in the admin area', async () => {
    const { page, consoleErrors } = await journey.open();
    await page.goto(`${baseUrl()}/admin/api-keys`);
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Reporting ${Date.now()}`);
    expect(await dialog.getByRole('radio', { name: 'Read-only' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /^jobs:write/ }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: /^applications:read/ }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const secret = await page
      .getByRole('dialog', { name: 'Your new API key' })
      .getByTestId('api-key-secret')
      .inputValue();

    const res = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: '{ adminApplications { total } }' }),
    });
    const body = (await res.json()) as { data?: { adminApplications: { total: number } } };
    expect(body.data?.adminApplications.total).toBeGreaterThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });
});
