import { dateToIstLocal, formatIst, istLocalToDate } from '@hireloop/schema';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { signUpSeekerViaApi } from './support/accounts';
import { baseUrl, screenshot } from './support/browser';
import { pdfBytes } from './support/files';
import { browserJourney } from './support/journey';
import { mailsTo } from './support/mailbox';
import { applyToJob, ensureResume, openDemoJob } from './support/recruiter-journey-api';
import { DEMO_RECRUITER, SignedIn, signIn } from './support/session';

/** The calendar invite of the newest mail to `address` whose subject has `subject`, parsed back. */
async function waitForInvite(address: string, subject: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const raw of mailsTo(address).reverse()) {
      const mail = await simpleParser(raw);
      if (!mail.subject?.includes(subject)) continue;
      const part = mail.attachments.find((a) => /calendar|ics/.test(a.contentType));
      if (!part) throw new Error(`no calendar in the mail "${mail.subject}"`);
      const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      return {
        method: String(calendar.getFirstPropertyValue('method')),
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        sequence: event.sequence,
        organizer: String(event.component.getFirstPropertyValue('organizer')).toLowerCase(),
        attendee: String(event.component.getFirstPropertyValue('attendee')).toLowerCase(),
      };
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A recruiter proposes two interview slots from the applicant card, the seeker picks one on Applied Jobs,
 * both get a calendar invite whose times parse back in UTC, and the seeker's timeline shows the interview.
 */
describe('interview booking in Chromium', () => {
  const journey = browserJourney();
  let recruiter: SignedIn;
  let seeker: SignedIn;
  let job: { id: string; title: string };
  let applicationId: string;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    recruiter = await signIn(DEMO_RECRUITER, 'RECRUITER');
    const account = await signUpSeekerViaApi('Kavya');
    seeker = await signIn(account, 'JOB_SEEKER');
    await ensureResume(seeker.token, pdfBytes('Kavya Menon'));
    job = await openDemoJob(recruiter.token);
    applicationId = await applyToJob(seeker.token, job.id);
  });

  it('proposes slots, lets the seeker pick one, and sends both an invite in UTC', async () => {
    // Two slots in India Standard Time, three and four days ahead.
    const day = (n: number) => dateToIstLocal(new Date(Date.now() + n * 86_400_000)).slice(0, 10);
    const first = `${day(3)}T10:30`;
    const second = `${day(4)}T16:00`;
    const secondUtc = istLocalToDate(second)!;

    const { page } = await journey.open({ session: recruiter, consoleErrors });
    await page.goto(`${baseUrl()}/recruiter/job/${job.id}/applicants`);
    const card = page.locator(`[data-application="${applicationId}"]`);
    await card.waitFor();
    await card.getByTestId('schedule-interview').click();
    const dialog = page.getByRole('dialog', { name: /^Schedule interview with / });
    await dialog.getByTestId('interview-slot-0').fill(first);
    await dialog.getByTestId('add-slot').click();
    await dialog.getByTestId('interview-slot-1').fill(second);
    await dialog.getByTestId('interview-duration').fill('45');
    await dialog.getByTestId('interview-place').fill('https://meet.example.in/kavya-round-1');
    await dialog.getByTestId('interview-message').fill('A short technical chat.');
    await dialog.getByTestId('send-interview').click();
    await page.getByTestId('toast').filter({ hasText: 'Interview slots sent to the applicant' }).waitFor();
    await card
      .getByTestId('applicant-interview-status')
      .filter({ hasText: 'Interview proposed: 2 slots to pick' })
      .waitFor();
    await screenshot(page, 'interview-proposed-card');

    const { page: s } = await journey.open({ session: seeker, consoleErrors });
    await s.goto(`${baseUrl()}/${seeker.user.id}/jobs/applied`);
    const application = s.getByTestId('application-card').filter({ hasText: job.title });
    const current = application.getByTestId('seeker-interview-current');
    await current.waitFor();
    const slots = current.getByTestId('pick-slot');
    expect(await slots.allInnerTexts()).toEqual([formatIst(istLocalToDate(first)!), formatIst(secondUtc)]);
    await screenshot(s, 'interview-slots-to-pick');
    await slots.nth(1).click();
    await s.getByTestId('toast').filter({ hasText: 'Interview scheduled' }).waitFor();
    await current.filter({ hasText: `Interview for ${job.title}: ${formatIst(secondUtc)}` }).waitFor();
    const steps = application.getByTestId('interview-step');
    await steps.filter({ hasText: `Interview scheduled for ${formatIst(secondUtc)}` }).waitFor();
    expect(await steps.first().innerText()).toContain('Interview proposed');
    await screenshot(s, 'interview-scheduled-timeline');

    // Both invites carry the picked time in UTC, the recruiter organizing and the seeker attending.
    for (const address of [seeker.user.email, DEMO_RECRUITER.email]) {
      const invite = await waitForInvite(address, `Interview scheduled: ${job.title}`);
      expect(invite.method).toBe('REQUEST');
      expect(invite.sequence).toBe(0);
      expect(invite.start.toISOString()).toBe(secondUtc.toISOString());
      expect(invite.end.getTime() - invite.start.getTime()).toBe(45 * 60_000);
      expect(invite.organizer).toBe(`mailto:${recruiter.user.email}`.toLowerCase());
      expect(invite.attendee).toBe(`mailto:${seeker.user.email}`.toLowerCase());
    }

    // The recruiter's card shows the time.
    await page.reload();
    await card
      .getByTestId('applicant-interview-status')
      .filter({ hasText: `Interview scheduled for ${formatIst(secondUtc)}` })
      .waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
