import { Locator } from 'playwright-core';
import { signUpSeekerViaApi } from './support/accounts';
import { baseUrl, loadedImageSrc, screenshot } from './support/browser';
import { pdfBytes, pngImage } from './support/files';
import { graphqlData } from './support/graphql';
import { browserJourney } from './support/journey';
import { applyToJob, ensureResume } from './support/recruiter-journey-api';
import { DEMO_RECRUITER, signIn } from './support/session';

/** The image inside an avatar, once the browser has loaded and decoded it: its address. */
const loadedImage = (avatar: Locator) => loadedImageSrc(avatar.locator('img'));

/**
 * A new seeker adds a profile photo on My Profile: it shows there and in the account menu, a GIF is refused
 * with the message, and the recruiter the seeker applied to sees it on the applicant card.
 */
describe('profile photo', () => {
  const journey = browserJourney();

  it('is added on My Profile and shown in the menu and on the applicant card', async () => {
    const account = await signUpSeekerViaApi('Kavya');
    const seeker = await signIn(account, 'JOB_SEEKER');
    await ensureResume(seeker.token, pdfBytes('Kavya resume'));

    const { context, page } = await journey.open({ session: seeker });
    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await page.getByRole('button', { name: 'Add photo' }).waitFor();

    const input = page.getByTestId('profile-photo-input');
    await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText('Please select a valid image file').waitFor();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(96) });
    await page.getByText('Profile photo updated').waitFor();
    const src = await loadedImage(page.getByTestId('profile-photo'));
    expect(src).toMatch(/^\/api\/v1\/photos\/[0-9a-f-]{36}$/);
    expect(await loadedImage(page.getByTestId('menu-photo'))).toBe(src);
    await page.getByRole('button', { name: 'Change photo' }).waitFor();
    await screenshot(page, 'profile-photo-seeker', false);

    // A fresh page load shows the stored photo in the menu too.
    await page.reload();
    expect(await loadedImage(page.getByTestId('menu-photo'))).toBe(src);
    await context.close();

    const recruiter = await signIn(DEMO_RECRUITER, 'RECRUITER');
    const { myJobs } = await graphqlData<{ myJobs: { items: { id: string; status: string }[] } }>(
      `
        query {
          myJobs(pageSize: 50) {
            items {
              id
              status
            }
          }
        }
      `,
      {},
      recruiter.token,
    );
    const job = myJobs.items.find((j) => j.status === 'ACTIVE') ?? myJobs.items[0];
    await applyToJob(seeker.token, job.id);

    const { page: recruiterPage } = await journey.open({ session: recruiter });
    await recruiterPage.goto(`${baseUrl()}/recruiter/job/${job.id}/applicants`);
    const card = recruiterPage
      .getByTestId('applicant-card')
      .filter({ has: recruiterPage.getByTestId('applicant-name').filter({ hasText: 'Kavya' }) });
    expect(await loadedImage(card.getByTestId('person-photo'))).toBe(src);
    await screenshot(recruiterPage, 'profile-photo-applicant-card', false);
  });
});
