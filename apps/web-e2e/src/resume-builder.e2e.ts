import { signUpSeekerViaApi } from './support/accounts';
import { baseUrl, screenshot } from './support/browser';
import { graphqlData } from './support/graphql';
import { downloadedBytes } from './support/files';
import { browserJourney } from './support/journey';
import { DEMO_RECRUITER, signIn } from './support/session';

const SKILLS = ['TypeScript', 'PostgreSQL', 'Café POS'];

/**
 * A new seeker opens Resume Builder from the footer, sees their profile's sections, downloads the PDF and
 * makes it their resume in one click; My Profile then shows it.
 */
describe('resume builder', () => {
  const journey = browserJourney();

  it('downloads the profile as a PDF and attaches it as the resume', async () => {
    const account = await signUpSeekerViaApi('Tara');
    const seeker = await signIn(account, 'JOB_SEEKER');
    await graphqlData(
      'mutation ($input: ProfileInput!) { updateProfile(input: $input) { exists } }',
      {
        input: {
          firstName: 'Tara',
          lastName: 'Iyer',
          contactNo: '+91-9876543210',
          bio: 'Backend engineer; expected CTC ₹20 LPA.',
          skills: SKILLS,
          experiences: [
            {
              company: 'Kaveri Fintech',
              jobTitle: 'Engineer',
              duration: '2021–2024',
              description: 'Payments.',
            },
          ],
          colleges: [{ collegeName: 'COEP', degree: 'B.Tech', year: '2020', cgpa: '8.1' }],
        },
      },
      seeker.token,
    );

    const { page, consoleErrors } = await journey.open({ session: seeker });
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Resume Builder' }).click();
    await page.getByRole('heading', { level: 1, name: 'Resume Builder' }).waitFor();
    const preview = page.getByTestId('resume-preview');
    await preview.getByRole('heading', { name: 'Tara Iyer' }).waitFor();
    for (const skill of SKILLS) await preview.getByText(skill, { exact: true }).waitFor();
    await page.getByTestId('current-resume').getByText('No resume yet').waitFor();
    await screenshot(page, 'resume-builder-seeker');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Tara-Iyer-resume.pdf');
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('button', { name: 'Use as my resume' }).click();
    await page.getByText('Your new resume is attached to your profile').waitFor();
    await page
      .getByTestId('current-resume')
      .getByText(/Tara-Iyer-resume\.pdf/)
      .waitFor();

    await page.getByRole('link', { name: 'View profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await page
      .getByTestId('profile-resume')
      .getByText(/Tara-Iyer-resume\.pdf/)
      .waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('shows visitors what it makes with the way in, and recruiters a note without actions', async () => {
    const visitor = await journey.open();
    await visitor.page.goto(`${baseUrl()}/resume-builder`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Resume Builder' }).waitFor();
    await visitor.page.getByRole('link', { name: 'Sign in to build yours' }).waitFor();
    await visitor.page.getByRole('link', { name: 'Create an account' }).waitFor();
    await screenshot(visitor.page, 'resume-builder-visitor');

    const recruiter = await journey.open({ session: await signIn(DEMO_RECRUITER, 'RECRUITER') });
    await recruiter.page.goto(`${baseUrl()}/resume-builder`);
    await recruiter.page.getByText(/Resume Builder is for job seekers/).waitFor();
    expect(await recruiter.page.getByRole('button', { name: 'Download PDF' }).count()).toBe(0);
    expect([...visitor.consoleErrors, ...recruiter.consoleErrors]).toEqual([]);
  });
});
