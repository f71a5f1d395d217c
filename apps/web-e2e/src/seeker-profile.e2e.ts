import { pdfBytes } from './support/files';
import { graphqlData } from './support/graphql';
import { baseUrl, screenshot } from './support/browser';
import { seekerJourney } from './support/journey';

interface OpenJob {
  id: string;
  title: string;
  viewerHasApplied: boolean;
  company: { name: string; recruiterPortalLink: string | null };
}

/** An active job the seeker has not applied to yet (one without a recruiter portal, when there is one). */
async function jobNotAppliedTo(token: string): Promise<OpenJob> {
  const data = await graphqlData<{ jobs: { items: OpenJob[] } }>(
    `query OpenJobs { jobs(page: 1, pageSize: 100) {
      items { id title viewerHasApplied company { name recruiterPortalLink } }
    } }`,
    {},
    token,
  );
  const open = data.jobs.items.filter((job) => !job.viewerHasApplied);
  const job = open.find((item) => !item.company.recruiterPortalLink) ?? open[0];
  if (!job) throw new Error('The seeded data has no job left to apply to');
  return job;
}

/**
 * Journey 2: the seeker edits the profile with a PDF resume, applies to a job and sees the application on
 * the applied-jobs screen as 'Sent'.
 */
describe('seeker: profile with a PDF resume, apply, applied jobs', () => {
  const journey = seekerJourney();

  it('saves the profile with an uploaded resume, applies, and lists the application as Sent', async () => {
    const { page, session, consoleErrors } = journey;
    const stamp = Date.now().toString(36);
    const bio = `Full stack developer (journey ${stamp}) who enjoys building accessible products.`;
    const fileName = `resume-${stamp}.pdf`;

    // Profile: /profile -> Edit Profile -> the form.
    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL(new RegExp(`/profile/${session.user.id}/edit$`));
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    await form.getByRole('textbox', { name: 'Bio' }).fill(bio);
    await form.getByTestId('resume-input').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: pdfBytes(),
    });
    await form.getByTestId('document-resume-name').filter({ hasText: fileName }).waitFor();
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Profile updated successfully!' }).waitFor();
    await screenshot(page, 'seeker-profile-saved', false);

    // Stored for real: the API returns the new bio and the uploaded resume.
    const saved = await graphqlData<{
      myProfile: { bio: string; resume: { name: string; sizeBytes: number } | null };
    }>('query Profile { myProfile { bio resume { name sizeBytes } } }', {}, session.token);
    expect(saved.myProfile.bio).toBe(bio);
    expect(saved.myProfile.resume?.name).toBe(fileName);
    expect(saved.myProfile.resume?.sizeBytes).toBe(pdfBytes().length);

    // The read-only view shows it too.
    await page.goto(`${baseUrl()}/profile`);
    await page.getByTestId('profile-bio').filter({ hasText: bio }).waitFor();
    await page.getByTestId('profile-resume').filter({ hasText: fileName }).waitFor();

    // Apply to a job not applied to yet.
    const job = await jobNotAppliedTo(session.token);
    await page.goto(`${baseUrl()}/job/${job.id}`);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    expect(await page.getByTestId('job-application-state').textContent()).toBe('Open');
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Application submitted successfully!' }).waitFor();
    await page.getByRole('button', { name: 'Already Applied' }).waitFor();
    expect(await page.getByTestId('job-application-state').textContent()).toBe('Applied');
    await screenshot(page, 'seeker-applied', false);

    // The applied-jobs screen lists it first (newest first) as 'Sent'.
    await page.goto(`${baseUrl()}/${session.user.id}/jobs/applied`);
    await page.getByRole('heading', { level: 1, name: 'Applied Jobs' }).waitFor();
    const first = page.getByTestId('application-card').first();
    await first.waitFor();
    expect((await first.getByTestId('application-card-title').textContent())?.trim()).toBe(job.title);
    expect(await first.getByTestId('application-status').textContent()).toBe('Sent');
    expect(await first.textContent()).toContain(job.company.name);

    // Searching by the company keeps it.
    await page.getByRole('textbox', { name: 'Search applied jobs' }).fill(job.company.name);
    await page.waitForURL(/jobs\/applied\?search=/);
    await page
      .getByTestId('application-card')
      .filter({ hasText: job.title })
      .filter({ has: page.getByTestId('application-status').filter({ hasText: 'Sent' }) })
      .first()
      .waitFor();
    await screenshot(page, 'seeker-applied-jobs', false);
    expect(consoleErrors).toEqual([]);
  });
});
