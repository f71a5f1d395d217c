import type { Page } from 'playwright-core';
import { pdfBytes } from './support/files';
import { graphqlData } from './support/graphql';
import { baseUrl, screenshot } from './support/browser';
import { seekerJourney } from './support/journey';

/** A valid PDF of about `bytes` bytes: a real page, then a comment after its end as padding. */
function bigPdf(bytes: number): Buffer {
  const pdf = pdfBytes();
  return Buffer.concat([pdf, Buffer.from(`\n%${'x'.repeat(Math.max(0, bytes - pdf.length - 2))}`)]);
}

/** Slows what the page sends to `bytesPerSecond` (Chromium's network emulation), so progress shows. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Records every value the upload bar shows, including ones shown between two looks of the test. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { __uploadProgress: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label^="Uploading"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen[seen.length - 1] !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

async function openProfileForm(page: Page, userId: string) {
  await page.goto(`${baseUrl()}/profile/${userId}/edit`);
  const form = page.getByTestId('profile-form');
  await form.waitFor();
  return form;
}

const resumeName = async (token: string) =>
  (
    await graphqlData<{ myProfile: { resume: { name: string } | null } }>(
      'query Resume { myProfile { resume { name } } }',
      {},
      token,
    )
  ).myProfile.resume?.name ?? null;

/** The resume's upload shows its progress to the end, and a cancelled one leaves the stored resume. */
describe('seeker: resume upload progress and cancel', () => {
  const journey = seekerJourney();
  const stamp = Date.now().toString(36);
  const kept = `progress-${stamp}.pdf`;

  it('shows a progress bar that reaches 100% while the resume is sent, then saves it', async () => {
    const { page, session, consoleErrors } = journey;
    const form = await openProfileForm(page, session.user.id);
    await form.getByTestId('resume-input').setInputFiles({
      name: kept,
      mimeType: 'application/pdf',
      buffer: bigPdf(1_500_000),
    });
    await throttleUploads(page, 400_000);
    await recordProgress(page);
    await form.getByRole('button', { name: 'Save Profile' }).click();

    const bar = page.getByRole('progressbar', { name: 'Uploading resume' });
    await bar.waitFor();
    await page.waitForFunction(() => {
      const value = Number(
        document
          .querySelector('[role="progressbar"][aria-label^="Uploading"]')
          ?.getAttribute('aria-valuenow'),
      );
      return value >= 20 && value < 100;
    });
    await page.getByRole('button', { name: 'Cancel upload' }).waitFor();
    await screenshot(page, 'seeker-resume-upload-progress', false);

    await page.getByTestId('toast').filter({ hasText: 'Profile updated successfully!' }).waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { __uploadProgress: number[] }).__uploadProgress,
    );
    expect(seen[seen.length - 1]).toBe(100);
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await bar.waitFor({ state: 'detached' });
    expect(await resumeName(session.token)).toBe(kept);
    expect(consoleErrors).toEqual([]);
  });

  it('cancels a slow upload: the stored resume stays and the page says so', async () => {
    const { page, session } = journey;
    expect(await resumeName(session.token)).toBe(kept);
    const form = await openProfileForm(page, session.user.id);
    await form.getByTestId('document-resume-name').filter({ hasText: kept }).waitFor();
    await form.getByTestId('resume-input').setInputFiles({
      name: `cancelled-${stamp}.pdf`,
      mimeType: 'application/pdf',
      buffer: bigPdf(3_000_000),
    });
    await throttleUploads(page, 100_000);
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByRole('progressbar', { name: 'Uploading resume' }).waitFor();
    await page.getByRole('button', { name: 'Cancel upload' }).click();

    await page
      .getByTestId('toast')
      .filter({
        hasText: 'Upload cancelled: nothing was saved, and your previous resume and cover letter are kept.',
      })
      .waitFor();
    await form.getByTestId('document-resume-name').filter({ hasText: kept }).waitFor();
    await screenshot(page, 'seeker-resume-upload-cancelled', false);
    expect(await resumeName(session.token)).toBe(kept);
  });
});
