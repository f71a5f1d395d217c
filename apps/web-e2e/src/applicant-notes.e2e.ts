import { parse } from 'csv-parse/sync';
import { signUpSeekerViaApi } from './support/accounts';
import { baseUrl, screenshot } from './support/browser';
import { downloadedBytes, pdfBytes } from './support/files';
import { browserJourney } from './support/journey';
import { applyToJob, ensureResume, openDemoJob } from './support/recruiter-journey-api';
import { DEMO_RECRUITER, SignedIn, signIn } from './support/session';

/**
 * A recruiter rates an applicant with the keyboard, writes a private note and downloads the applicants as
 * CSV; the file opens with the rating and the note, the applicant's accented name intact.
 */
describe('applicant notes, ratings and the CSV export in Chromium', () => {
  const journey = browserJourney();
  let recruiter: SignedIn;
  let jobId: string;
  let applicationId: string;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    recruiter = await signIn(DEMO_RECRUITER, 'RECRUITER');
    const account = await signUpSeekerViaApi('Aarav');
    const seeker = await signIn(account, 'JOB_SEEKER');
    await ensureResume(seeker.token, pdfBytes('Aarav Sharma'));
    jobId = (await openDemoJob(recruiter.token)).id;
    applicationId = await applyToJob(seeker.token, jobId);
  });

  it('rates and notes an applicant, and downloads every applicant as CSV', async () => {
    const { page } = await journey.open({ session: recruiter, consoleErrors });
    await page.goto(`${baseUrl()}/recruiter/job/${jobId}/applicants`);
    const card = page.locator(`[data-application="${applicationId}"]`);
    await card.waitFor();

    // Four stars with the keyboard: the stars are radio buttons.
    await card.getByRole('radio', { name: '4 stars' }).focus();
    await page.keyboard.press('Space');
    await card.getByTestId('rating-by').filter({ hasText: /^by / }).waitFor();

    await card.getByRole('button', { name: /^Notes on .* \(0\)$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Notes on / });
    await dialog.getByLabel('New note').fill('Strong on SQL, "Spark" too.\nCall on Monday.');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Note added' }).waitFor();
    const note = dialog.getByTestId('applicant-note');
    await note.filter({ hasText: 'Call on Monday.' }).waitFor();
    expect(await note.innerText()).toMatch(/\d{4}, \d{1,2}:\d{2} (AM|PM)/);
    await screenshot(page, 'applicant-notes-dialog', false);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await card.getByRole('button', { name: /^Notes on .* \(1\)$/ }).waitFor();

    // Both are kept: after a reload the card shows them again.
    await page.reload();
    await card.getByRole('button', { name: /^Notes on .* \(1\)$/ }).waitFor();
    expect(await card.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'applicant-card-rated');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all applicants as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^applicants-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await downloadedBytes(download)).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[];
    const row = rows.find((r) => r.Notes.includes('Call on Monday.'));
    expect(row).toMatchObject({ 'First name': 'Aarav', Rating: '4', Status: 'pending' });
    expect(row?.Notes).toMatch(/UTC: Strong on SQL, "Spark" too\.\nCall on Monday\.$/);
    expect(consoleErrors).toEqual([]);
  });
});
