import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { signUpSeekerViaApi } from './support/accounts';
import { baseUrl, screenshot } from './support/browser';
import { browserJourney } from './support/journey';
import { downloadedBytes } from './support/files';
import { mailsTo } from './support/mailbox';
import { signIn } from './support/session';

/** A mail's raw source with quoted-printable undone (soft breaks joined, =XX bytes decoded). */
function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

async function waitForMail(address: string, containing: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = mailsTo(address).find((raw) => decoded(raw).includes(containing));
    if (found) return decoded(found);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} with "${containing}" within ${timeoutMs} ms`);
}

/** The names of a zip's entries and the text of its data.json. */
function readZip(bytes: Buffer): Promise<{ names: string[]; data: string }> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip?: ZipFile) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      let data = '';
      zip.on('error', reject);
      zip.on('end', () => resolve({ names, data }));
      zip.on('entry', (entry: Entry) => {
        names.push(entry.fileName);
        if (entry.fileName !== 'data.json') return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const parts: Buffer[] = [];
          stream.on('data', (d: Buffer) => parts.push(d));
          stream.on('end', () => {
            data = Buffer.concat(parts).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/**
 * "Download my data": a new seeker opens Privacy & Your Data from the account menu, sees their sign-up
 * consent, requests an export, watches it become ready, follows the mailed link and downloads the zip.
 */
describe('seeker: download my data in Chromium', () => {
  const journey = browserJourney();

  it('requests an export, gets the mail, and downloads the zip from the privacy page', async () => {
    const account = await signUpSeekerViaApi('Kavya');
    const seeker = await signIn(account, 'JOB_SEEKER');
    const { page, consoleErrors } = await journey.open({ session: seeker });

    await page.goto(`${baseUrl()}/`);
    await page.getByRole('button', { name: /Kavya/ }).click();
    await page.getByRole('menuitem', { name: 'Privacy & Your Data' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy & your data' }).waitFor();
    // Signing up accepted the terms and privacy notice.
    await page
      .getByTestId('consent-row')
      .filter({ hasText: 'Terms of service and privacy notice' })
      .filter({ hasText: 'Sign-up' })
      .waitFor();

    await page.getByRole('button', { name: 'Request my data' }).click();
    await page.getByText('Your data export is being prepared').first().waitFor();
    // The list is asked again until the export is ready.
    const row = page.getByTestId('data-export-row').first();
    await row.getByText('Ready').waitFor({ timeout: 30_000 });
    await screenshot(page, 'data-export-ready', false);
    expect(await page.getByRole('button', { name: 'Request my data' }).isEnabled()).toBe(true);

    const mail = await waitForMail(account.email, 'Your data export is ready');
    const link = new RegExp(`${baseUrl()}/account/privacy\\?export=[0-9a-f-]{36}`).exec(mail)?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: 'Privacy & your data' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('data-export-row').first().getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hireloop-data-\d{4}-\d\d-\d\d\.zip$/);
    const zip = await readZip(await downloadedBytes(download));
    expect(zip.names).toContain('data.json');
    const data = JSON.parse(zip.data) as { account: { email: string }; consents: { purpose: string }[] };
    expect(data.account.email).toBe(account.email);
    expect(data.consents.map((c) => c.purpose)).toEqual(['terms_and_privacy']);

    expect(consoleErrors).toEqual([]);
  });
});
