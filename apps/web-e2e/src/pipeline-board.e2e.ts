import { Page } from 'playwright-core';
import { signUpSeekerViaApi } from './support/accounts';
import { baseUrl, screenshot } from './support/browser';
import { pdfBytes } from './support/files';
import { graphqlData } from './support/graphql';
import { browserJourney } from './support/journey';
import { mailsTo } from './support/mailbox';
import { applyToJob, ensureResume, openDemoJob } from './support/recruiter-journey-api';
import { DEMO_RECRUITER, SignedIn, signIn } from './support/session';

interface Applicant {
  name: string;
  session: SignedIn;
  email: string;
  applicationId: string;
}

/** The seeker's notifications as the server keeps them. */
async function notificationsOf(session: SignedIn) {
  const { myNotifications } = await graphqlData<{
    myNotifications: { items: { title: string; body: string; applicationId: string | null }[] };
  }>('{ myNotifications(limit: 20) { items { title body applicationId } } }', {}, session.token);
  return myNotifications.items;
}

/** Waits until a condition holds (polling every 200 ms). */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Presses the left mouse button on one element and releases it over another, in small steps. */
async function mouseDrag(page: Page, from: string, to: string) {
  const source = await page.locator(from).boundingBox();
  const target = await page.locator(to).boundingBox();
  if (!source || !target) throw new Error('nothing to drag or nowhere to drop');
  await page.mouse.move(source.x + source.width / 2, source.y + 16);
  await page.mouse.down();
  // Past the board's activation distance, then a pause while it measures the columns, as a hand would.
  await page.mouse.move(source.x + source.width / 2 + 12, source.y + 22, { steps: 4 });
  await page.waitForTimeout(150);
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 20 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/**
 * The applicants page's board: a recruiter drags one applicant to Shortlisted with the mouse and moves
 * another with the keyboard, confirming each, and the seeker sees it in their own browser; then three
 * applicants are rejected at once and each of the three is notified (in the app and by e-mail).
 */
describe('pipeline board and bulk status changes in Chromium', () => {
  const journey = browserJourney();
  let recruiter: SignedIn;
  let jobId: string;
  let jobTitle: string;
  const applicants: Applicant[] = [];

  beforeAll(async () => {
    recruiter = await signIn(DEMO_RECRUITER, 'RECRUITER');
    ({ id: jobId, title: jobTitle } = await openDemoJob(recruiter.token));
    for (const firstName of ['Kavya', 'Rohan', 'Ishaan', 'Tara', 'Neel']) {
      const account = await signUpSeekerViaApi(firstName);
      const session = await signIn(account, 'JOB_SEEKER');
      await ensureResume(session.token, pdfBytes(`${firstName} Iyer`));
      const applicationId = await applyToJob(session.token, jobId);
      applicants.push({ name: `${firstName} Iyer`, session, email: account.email, applicationId });
    }
  }, 120_000);

  const card = (a: Applicant) => `[data-testid="board-card"][data-application="${a.applicationId}"]`;
  const column = (status: string) => `[data-testid="board-column"][data-status="${status}"]`;

  it('moves a card to Shortlisted by mouse and another by keyboard, after confirmation; the seeker sees it', async () => {
    const [dragged, keyed] = applicants;
    const consoleErrors: string[] = [];
    const { page: seekerPage } = await journey.open({ session: dragged.session, consoleErrors });
    await seekerPage.goto(`${baseUrl()}/${dragged.session.user.id}/jobs/applied`);
    await seekerPage.getByTestId('notification-bell').waitFor();

    // Tall enough that the card and the column are both on screen, away from the edges that scroll.
    const { page } = await journey.open({
      session: recruiter,
      consoleErrors,
      viewport: { width: 1280, height: 1400 },
    });
    await page.goto(`${baseUrl()}/recruiter/job/${jobId}/applicants`);
    await page.getByRole('button', { name: 'Board view' }).click();
    // The view is kept in the address (replaced in place, no navigation).
    await until('the board in the address', () => /[?&]view=board/.test(page.url()));
    await page.locator(`${column('pending')} ${card(dragged)}`).waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'pipeline-board', false);

    // 1. The mouse: drag the card onto the Shortlisted column, then confirm.
    await mouseDrag(page, card(dragged), column('shortlisted'));
    await page
      .locator('[id^="DndLiveRegion"]')
      .filter({ hasText: `Moved ${dragged.name} to Shortlisted.` })
      .waitFor({ state: 'attached' });
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(`Are you sure you want to change ${dragged.name}'s application status to shortlisted?`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Yes, change it' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Status Updated' }).waitFor();
    await page.locator(`${column('shortlisted')} ${card(dragged)}`).waitFor();

    // 2. The keyboard: space picks the card up, the arrows choose the column, space drops it.
    // The closed dialog hands the focus back first; then the keyboard takes the other card.
    await dialog.waitFor({ state: 'detached' });
    await page.locator(card(keyed)).focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `${keyed.name}, Sent`,
    );
    // dnd-kit listens for the arrows from the next tick after the pick-up: a person's pace, not a script's.
    const press = async (key: string) => {
      await page.keyboard.press(key);
      await page.waitForTimeout(150);
    };
    await press('Space');
    await page
      .locator('[id^="DndLiveRegion"]')
      .filter({
        hasText: new RegExp(`^(Picked up ${keyed.name}, in Sent|${keyed.name} is back in Sent)\\.$`),
      })
      .waitFor({ state: 'attached' });
    for (let i = 0; i < 3; i++) await press('ArrowRight');
    await page.getByText(`${keyed.name} is over Shortlisted.`).waitFor({ state: 'attached' });
    await press('Space');
    // The screen reader hears where it went.
    await page.getByText(`Moved ${keyed.name} to Shortlisted.`).waitFor({ state: 'attached' });
    await dialog
      .getByText(`Are you sure you want to change ${keyed.name}'s application status to shortlisted?`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Yes, change it' }).press('Enter');
    await page.locator(`${column('shortlisted')} ${card(keyed)}`).waitFor();

    // A withdrawn column takes no cards: its cards are not draggable.
    expect(
      await page.locator(`${column('withdrawn')} [role="button"][data-testid="board-card"]`).count(),
    ).toBe(0);

    // The seeker, in a browser of their own, gets the notification live and sees the status.
    const bell = seekerPage.getByTestId('notification-bell');
    await until('the live notification', async () =>
      /unread/.test((await bell.getAttribute('aria-label')) ?? ''),
    );
    await bell.click();
    await seekerPage
      .getByTestId('notification-item')
      .filter({ hasText: `Your application for ${jobTitle}` })
      .filter({ hasText: 'shortlisted' })
      .first()
      .waitFor();
    await seekerPage.keyboard.press('Escape');
    await seekerPage.reload();
    await seekerPage.getByText('Shortlisted').first().waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('rejects three chosen applicants at once; each of the three is notified in the app and by e-mail', async () => {
    const chosen = applicants.slice(2);
    const mailsBefore = chosen.map((a) => mailsTo(a.email).length);
    const consoleErrors: string[] = [];
    const { page } = await journey.open({ session: recruiter, consoleErrors });
    await page.goto(`${baseUrl()}/recruiter/job/${jobId}/applicants?view=board`);
    for (const a of chosen)
      await page
        .locator(card(a))
        .getByRole('checkbox', { name: `Select ${a.name}` })
        .check();
    await page.getByTestId('selected-count').filter({ hasText: '3 selected' }).waitFor();
    await page.getByTestId('bulk-status-select').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await page.getByRole('button', { name: 'Move selected' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Are you sure you want to change the application status of 3 applicants to reject?')
      .waitFor();
    await dialog.getByRole('button', { name: 'Yes, change it' }).click();
    await page.getByTestId('toast').filter({ hasText: '3 applicants moved to reject.' }).waitFor();
    for (const a of chosen) await page.locator(`${column('reject')} ${card(a)}`).waitFor();
    await screenshot(page, 'pipeline-board-bulk-rejected');

    for (const [i, a] of chosen.entries()) {
      const mine = (await notificationsOf(a.session)).filter((n) => n.applicationId === a.applicationId);
      expect(mine).toEqual([
        expect.objectContaining({ body: expect.stringContaining(`Thank you for applying for ${jobTitle}`) }),
      ]);
      await until(`the mail to ${a.name}`, () => mailsTo(a.email).length > mailsBefore[i]);
      expect(mailsTo(a.email).length).toBe(mailsBefore[i] + 1);
    }
    // The two applicants not chosen were left alone.
    for (const a of applicants.slice(0, 2)) {
      expect((await notificationsOf(a.session)).filter((n) => /Thank you for applying/.test(n.body))).toEqual(
        [],
      );
    }
    expect(consoleErrors).toEqual([]);
  });
});
