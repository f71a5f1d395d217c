import { singleColumnResume } from '../../api/test/support/resume-layouts';
import { signUpSeekerViaApi } from './support/accounts';
import { baseUrl, screenshot } from './support/browser';
import { graphqlData } from './support/graphql';
import { browserJourney } from './support/journey';
import { signIn } from './support/session';

/**
 * A seeker uploads a PDF resume on the profile form; My Profile then shows what was found in it; accepting
 * a skill adds it to the profile's skills, dismissing a position leaves the experience as it was.
 */
describe('resume parsing', () => {
  const journey = browserJourney();

  it('proposes what the uploaded resume holds; an accepted skill shows on the profile', async () => {
    const account = await signUpSeekerViaApi('Priya');
    const seeker = await signIn(account, 'JOB_SEEKER');
    await graphqlData(
      'mutation ($input: ProfileInput!) { updateProfile(input: $input) { exists } }',
      { input: { firstName: 'Priya', lastName: 'Sharma', bio: 'Frontend developer.', skills: ['Docker'] } },
      seeker.token,
    );

    const { page, consoleErrors } = await journey.open({ session: seeker });
    await page.goto(`${baseUrl()}/profile/${seeker.user.id}/edit`);
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    await form.getByTestId('resume-input').setInputFiles({
      name: 'priya-resume.pdf',
      mimeType: 'application/pdf',
      buffer: await singleColumnResume(),
    });
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Profile updated successfully!' }).waitFor();

    await page.goto(`${baseUrl()}/profile`);
    const panel = page.getByTestId('resume-proposals');
    await panel.getByRole('heading', { name: 'Found in your resume' }).waitFor();
    // Read in the background: the panel asks again until the proposals are there.
    await panel.getByRole('button', { name: 'Accept React', exact: true }).waitFor({ timeout: 30_000 });
    await panel.getByText('Senior Software Engineer — Infosys Ltd').waitFor();
    await panel.getByText('B.Tech in Computer Science, IIT Delhi').waitFor();
    await screenshot(page, 'resume-proposals');

    const skills = page.getByRole('region', { name: 'About You' });
    expect(await skills.getByText('React', { exact: true }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Accept React', exact: true }).click();
    await page.getByTestId('toast').filter({ hasText: 'Added to your profile' }).waitFor();
    await skills.getByText('React', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Accept React', exact: true }).waitFor({ state: 'detached' });

    await panel.getByRole('button', { name: 'Dismiss Software Engineer — Wipro Technologies' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Dismissed' }).waitFor();
    await panel.getByText('Software Engineer — Wipro Technologies').waitFor({ state: 'detached' });

    const saved = await graphqlData<{ myProfile: { skills: string[]; experiences: unknown[] } }>(
      '{ myProfile { skills experiences { company } } }',
      {},
      seeker.token,
    );
    expect(saved.myProfile.skills).toEqual(['Docker', 'React']);
    expect(saved.myProfile.experiences).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
