import {
  ApplicationStatus,
  ErrorCode,
  formatIst,
  INTERVIEW_LINK_DAYS,
  INTERVIEW_MESSAGES,
  INTERVIEW_PICK_PATH,
  INTERVIEW_REMINDER_HOURS,
  InterviewEventKind,
  InterviewStatus,
  istLocalToDate,
  OPEN_INTERVIEW_STATUSES,
  Role,
} from '@hireloop/schema';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppError, BadInputError, NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/paging';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { RateLimitService } from '../abuse/rate-limit.service';
import { Application } from '../applications/application.entity';
import { ApplicationsService } from '../applications/applications.service';
import { RecruiterApplicantsService } from '../applications/recruiter-applicants.service';
import { RecruiterJobsService } from '../jobs/recruiter-jobs.service';
import { escapeHtml } from '../mail/mail-layout';
import { CalendarMethod, Mail, MailService, senderAddress } from '../mail/mail.service';
import { Notification } from '../notifications/notification.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { QueueService } from '../queue/queue.service';
import { User } from '../users/user.entity';
import { interviewCalendar } from './interview-calendar';
import { signPickToken, verifyPickToken } from './interview-tokens';
import { Interview, InterviewEvent, InterviewSlot } from './interview.entity';
import { InterviewModel, InterviewPickLinkModel } from './interview.model';
import { interviewsOf } from './interviews.queries';

/** The queue of the reminders sent a day before an interview. */
export const INTERVIEW_REMINDER_QUEUE = 'interviews.reminder';

interface ReminderJob {
  interviewId: string;
  /** The interview's sequence when the reminder was queued: a changed interview voids it. */
  sequence: number;
}

export interface InterviewTerms {
  slots: string[];
  durationMinutes: number;
  meetingUrl?: string | null;
  address?: string | null;
  message?: string | null;
}

/** Who an interview is between, and for what. */
interface Parties {
  app: Application;
  seeker: User;
  recruiter: User | null;
  jobTitle: string;
  companyName: string;
}

/** Work to do once the transaction committed: push notifications, wake the mail worker. */
type AfterCommit = (() => Promise<void>)[];

const ms = (minutes: number) => minutes * 60_000;
const personName = (u: User) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/**
 * Interviews of applications. The recruiter who owns the job (or an administrator) proposes one to five
 * slots; the applicant picks one (in the app or by a signed, single-use, expiring link in the mail),
 * and both get a calendar invite (iCalendar REQUEST, the recruiter organizing) and a reminder a day
 * before. Either side may cancel (an invite already sent is withdrawn with METHOD:CANCEL), the recruiter
 * may propose new slots or move the time (the invite's SEQUENCE goes up), and the applicant may ask for
 * other times. Every step is in the interview's history, which the applicant's timeline shows.
 */
/**
 * The parties of an interview that may be arranged (proposed, rescheduled or moved): not with an
 * applicant who has deactivated their account, who would get neither mail nor notification of it.
 */
function arrangeable(parties: Parties): Parties {
  if (parties.seeker.deactivatedAt)
    throw new AppError(ErrorCode.CONFLICT, INTERVIEW_MESSAGES.applicantDeactivated);
  return parties;
}

@Injectable()
export class InterviewsService {
  private readonly logger = new Logger('Interviews');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly applications: ApplicationsService,
    private readonly applicants: RecruiterApplicantsService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly queue: QueueService,
    private readonly limits: RateLimitService,
    private readonly recruiterJobs: RecruiterJobsService,
  ) {
    queue.define<ReminderJob>({
      name: INTERVIEW_REMINDER_QUEUE,
      run: (job) => this.remind(job),
      retryLimit: 5,
      retryDelaySeconds: 30,
    });
  }

  // ---- reading ----

  /** The interviews of these applications, oldest first (for loaders; callers check access). */
  async ofApplications(applicationIds: readonly string[]): Promise<Map<string, InterviewModel[]>> {
    const byApplication = new Map<string, InterviewModel[]>();
    if (!applicationIds.length) return byApplication;
    for (const interview of await interviewsOf(this.dataSource, applicationIds)) {
      const list = byApplication.get(interview.applicationId) ?? [];
      list.push(interview);
      byApplication.set(interview.applicationId, list);
    }
    return byApplication;
  }

  /** The latest interview of each applicant of one of my jobs (any job for an administrator). */
  async ofJob(user: User, jobId: string): Promise<InterviewModel[]> {
    const job = await this.recruiterJobs.owned(user, jobId);
    const ids = await this.applications.idsOfJob(job.id);
    const found = await this.ofApplications(ids);
    return [...found.values()].map((list) => list.at(-1)!);
  }

  private async model(interviewId: string, applicationId: string): Promise<InterviewModel> {
    const all = await interviewsOf(this.dataSource, [applicationId]);
    return all.find((i) => i.id === interviewId)!;
  }

  // ---- the recruiter's side ----

  /** Proposes slots for an applicant of my job that has no interview under way. */
  async propose(user: User, applicationId: string, terms: InterviewTerms): Promise<InterviewModel> {
    await this.limits.consume('interview:user', user.id);
    const after: AfterCommit = [];
    const id = await this.tx(async (m) => {
      const app = await this.applicants.owned(user, applicationId, m, true);
      const parties = arrangeable(await this.parties(m, app, user.id));
      const { slots, place } = this.checkTerms(terms);
      const open = await m
        .getRepository(Interview)
        .findOneBy({ applicationId: app.id, status: In([...OPEN_INTERVIEW_STATUSES]) });
      if (open) throw new AppError(ErrorCode.CONFLICT, INTERVIEW_MESSAGES.alreadyOpen);
      const interview = await m.getRepository(Interview).save(
        m.getRepository(Interview).create({
          applicationId: app.id,
          organizerId: user.id,
          status: InterviewStatus.PROPOSED,
          durationMinutes: terms.durationMinutes,
          ...place,
          message: terms.message?.trim() || null,
          round: 1,
          startsAt: null,
          sequence: 0,
          remindedSequence: null,
        }),
      );
      const saved = await this.addSlots(m, interview, slots);
      await this.addEvent(m, interview.id, InterviewEventKind.PROPOSED, false);
      await this.offerSlots(m, after, interview, saved, parties, false);
      return interview.id;
    });
    await this.runAfter(after);
    return this.model(id, applicationId);
  }

  /**
   * New slots (and terms) for an interview under way. A time already set no longer stands: its invite
   * is withdrawn (METHOD:CANCEL, a higher SEQUENCE) and its reminder is not sent.
   */
  async reschedule(user: User, interviewId: string, terms: InterviewTerms): Promise<InterviewModel> {
    await this.limits.consume('interview:user', user.id);
    await this.limits.consume('interview-change:user-interview', `${user.id}:${interviewId}`);
    const after: AfterCommit = [];
    const applicationId = await this.tx(async (m) => {
      const { interview, parties } = await this.recruiterOpen(user, interviewId, m);
      arrangeable(parties);
      const { slots, place } = this.checkTerms(terms);
      if (interview.startsAt) {
        interview.sequence += 1;
        await this.sendInvites(m, after, interview, parties, 'CANCEL', {
          subject: `Interview time withdrawn: ${parties.jobTitle} at ${parties.companyName}`,
          lead: `The interview on ${formatIst(interview.startsAt)} no longer stands: new times have been proposed.`,
        });
      }
      Object.assign(interview, {
        status: InterviewStatus.PROPOSED,
        startsAt: null,
        round: interview.round + 1,
        durationMinutes: terms.durationMinutes,
        ...place,
        message: terms.message?.trim() || null,
      });
      await m.getRepository(Interview).save(interview);
      const saved = await this.addSlots(m, interview, slots);
      await this.addEvent(m, interview.id, InterviewEventKind.RESCHEDULED, false);
      await this.offerSlots(m, after, interview, saved, parties, true);
      return interview.applicationId;
    });
    await this.runAfter(after);
    return this.model(interviewId, applicationId);
  }

  /** Moves a scheduled interview to another time: an updated invite (higher SEQUENCE) to both. */
  async changeTime(user: User, interviewId: string, startsAtLocal: string): Promise<InterviewModel> {
    await this.limits.consume('interview:user', user.id);
    await this.limits.consume('interview-change:user-interview', `${user.id}:${interviewId}`);
    const startsAt = istLocalToDate(startsAtLocal);
    if (!startsAt) throw new BadInputError(INTERVIEW_MESSAGES.slotFormat);
    if (startsAt.getTime() <= this.clock.now().getTime())
      throw new BadInputError(INTERVIEW_MESSAGES.slotInPast);
    const after: AfterCommit = [];
    const applicationId = await this.tx(async (m) => {
      const { interview, parties } = await this.recruiterOpen(user, interviewId, m);
      arrangeable(parties);
      if (interview.status !== InterviewStatus.SCHEDULED || !interview.startsAt) {
        throw new AppError(ErrorCode.CONFLICT, INTERVIEW_MESSAGES.notScheduled);
      }
      const before = interview.startsAt;
      interview.startsAt = startsAt;
      interview.sequence += 1;
      await m.getRepository(Interview).save(interview);
      await this.addEvent(m, interview.id, InterviewEventKind.RESCHEDULED, false, startsAt);
      await this.sendInvites(m, after, interview, parties, 'REQUEST', {
        subject: `Interview moved: ${parties.jobTitle} at ${parties.companyName}`,
        lead: `The interview on ${formatIst(before)} has moved to ${formatIst(startsAt)}.`,
      });
      await this.notify(
        m,
        after,
        parties.seeker,
        parties.app.id,
        'Interview Moved',
        `Your interview for ${parties.jobTitle} at ${parties.companyName} has moved to ${formatIst(startsAt)}.`,
      );
      await this.queueReminder(m, interview);
      return interview.applicationId;
    });
    await this.runAfter(after);
    return this.model(interviewId, applicationId);
  }

  // ---- the applicant's side ----

  /** The applicant picks a slot in the app. */
  async pick(user: User, slotId: string): Promise<InterviewModel> {
    await this.limits.consume('interview:user', user.id);
    return this.pickSlot(slotId, user.id);
  }

  /** What a pick link would schedule, without changing anything. */
  async pickLink(token: string, ip: string): Promise<InterviewPickLinkModel> {
    await this.limits.consume('interview-link:ip', ip);
    const empty = { startsAt: null, durationMinutes: null, jobTitle: null, companyName: null };
    const verified = verifyPickToken(this.config.jwt.secret, token);
    if (!verified) return { valid: false, reason: INTERVIEW_MESSAGES.linkInvalid, ...empty };
    const m = this.dataSource.manager;
    const slot = await m.getRepository(InterviewSlot).findOneBy({ id: verified.slotId });
    const interview = slot && (await m.getRepository(Interview).findOneBy({ id: slot.interviewId }));
    if (!slot || !interview) return { valid: false, reason: INTERVIEW_MESSAGES.linkInvalid, ...empty };
    const app = await this.applications.withJob(interview.applicationId, m);
    const shown = {
      startsAt: slot.startsAt,
      durationMinutes: interview.durationMinutes,
      jobTitle: app?.job?.title ?? null,
      companyName: app?.job?.company.name ?? null,
    };
    const refusal = this.linkRefusal(verified.expiresAt, slot, interview);
    return { valid: !refusal, reason: refusal, ...shown };
  }

  /** The applicant picks a slot with the link of their mail (no sign-in): once, before it expires. */
  async pickByToken(token: string, ip: string): Promise<InterviewModel> {
    await this.limits.consume('interview-link:ip', ip);
    const verified = verifyPickToken(this.config.jwt.secret, token);
    if (!verified) throw new BadInputError(INTERVIEW_MESSAGES.linkInvalid);
    return this.pickSlot(verified.slotId, null, verified.expiresAt);
  }

  /** The applicant asks for other times; the recruiter is told and proposes new slots. */
  async requestReschedule(user: User, interviewId: string, reason?: string | null): Promise<InterviewModel> {
    await this.limits.consume('interview:user', user.id);
    const note = reason?.trim() || null;
    const after: AfterCommit = [];
    const applicationId = await this.tx(async (m) => {
      const { interview, parties } = await this.seekerOpen(user, interviewId, m);
      if (interview.status === InterviewStatus.RESCHEDULE_REQUESTED) return interview.applicationId;
      interview.status = InterviewStatus.RESCHEDULE_REQUESTED;
      await m.getRepository(Interview).save(interview);
      await this.addEvent(m, interview.id, InterviewEventKind.RESCHEDULE_REQUESTED, true, null, note);
      if (parties.recruiter) {
        const who = personName(parties.seeker);
        const text = [
          `${who} asked for other times for the interview for ${parties.jobTitle}${interview.startsAt ? ` (now ${formatIst(interview.startsAt)})` : ''}.`,
          ...(note ? ['', `Their reason: ${note}`] : []),
          '',
          'Propose new slots from the applicant’s card on the job’s applicants page.',
        ].join('\n');
        await this.notify(m, after, parties.recruiter, parties.app.id, 'Interview: other times asked', text);
        await this.sendMail(m, after, parties.recruiter, {
          subject: `${who} asked for other interview times: ${parties.jobTitle}`,
          text,
        });
      }
      return interview.applicationId;
    });
    await this.runAfter(after);
    return this.model(interviewId, applicationId);
  }

  // ---- both sides ----

  /**
   * Cancels an interview under way, by the applicant or by the recruiter who owns the job (or an
   * administrator). An invite already sent is withdrawn (METHOD:CANCEL, STATUS:CANCELLED, higher
   * SEQUENCE) and its reminder is not sent; the other side is told.
   */
  async cancel(user: User, interviewId: string, reason?: string | null): Promise<InterviewModel> {
    await this.limits.consume('interview:user', user.id);
    const note = reason?.trim() || null;
    const after: AfterCommit = [];
    const applicationId = await this.tx(async (m) => {
      const bySeeker = user.role === Role.JOB_SEEKER;
      const { interview, parties } = bySeeker
        ? await this.seekerOpen(user, interviewId, m)
        : await this.recruiterOpen(user, interviewId, m);
      const wasSet = interview.startsAt;
      interview.status = InterviewStatus.CANCELLED;
      if (wasSet) interview.sequence += 1;
      await m.getRepository(Interview).save(interview);
      await this.addEvent(m, interview.id, InterviewEventKind.CANCELLED, bySeeker, null, note);
      const who = bySeeker ? personName(parties.seeker) : parties.companyName;
      const lead = `${who} cancelled the interview for ${parties.jobTitle} at ${parties.companyName}${wasSet ? ` on ${formatIst(wasSet)}` : ''}.${note ? `\n\nReason: ${note}` : ''}`;
      const subject = `Interview cancelled: ${parties.jobTitle} at ${parties.companyName}`;
      if (wasSet) {
        await this.sendInvites(m, after, interview, parties, 'CANCEL', { subject, lead });
      } else {
        const other = bySeeker ? parties.recruiter : parties.seeker;
        if (other) await this.sendMail(m, after, other, { subject, text: lead });
      }
      const other = bySeeker ? parties.recruiter : parties.seeker;
      if (other) await this.notify(m, after, other, parties.app.id, 'Interview Cancelled', lead);
      return interview.applicationId;
    });
    await this.runAfter(after);
    return this.model(interviewId, applicationId);
  }

  // ---- the steps ----

  private async pickSlot(
    slotId: string,
    seekerId: string | null,
    linkExpiresAt?: Date,
  ): Promise<InterviewModel> {
    if (!isUuid(slotId)) throw new NotFoundError(INTERVIEW_MESSAGES.slotNotFound);
    const after: AfterCommit = [];
    const applicationId = await this.tx(async (m) => {
      const slot = await m.getRepository(InterviewSlot).findOneBy({ id: slotId });
      if (!slot)
        throw new NotFoundError(seekerId ? INTERVIEW_MESSAGES.slotNotFound : INTERVIEW_MESSAGES.linkInvalid);
      const interview = await this.lockInterview(m, slot.interviewId);
      const app = interview && (await this.applications.withJob(interview.applicationId, m, true));
      if (!interview || !app || (seekerId && app.applicantId !== seekerId)) {
        throw new NotFoundError(INTERVIEW_MESSAGES.slotNotFound);
      }
      const parties = await this.parties(m, app, interview.organizerId);
      if (linkExpiresAt) {
        const refusal = this.linkRefusal(linkExpiresAt, slot, interview);
        if (refusal)
          throw new AppError(
            refusal === INTERVIEW_MESSAGES.linkExpired ? ErrorCode.GONE : ErrorCode.CONFLICT,
            refusal,
          );
      } else {
        if (interview.status === InterviewStatus.CANCELLED)
          throw new AppError(ErrorCode.CONFLICT, INTERVIEW_MESSAGES.closed);
        if (interview.startsAt || slot.round !== interview.round)
          throw new AppError(ErrorCode.CONFLICT, INTERVIEW_MESSAGES.notProposed);
        if (slot.startsAt.getTime() <= this.clock.now().getTime())
          throw new AppError(ErrorCode.CONFLICT, INTERVIEW_MESSAGES.slotPassed);
      }
      // A time set before (and withdrawn by new slots) raises the sequence of the new invite.
      const invitedBefore = await m
        .getRepository(InterviewEvent)
        .existsBy({ interviewId: interview.id, kind: In([InterviewEventKind.SCHEDULED]) });
      if (invitedBefore) interview.sequence += 1;
      interview.status = InterviewStatus.SCHEDULED;
      interview.startsAt = slot.startsAt;
      await m.getRepository(Interview).save(interview);
      await m.getRepository(InterviewSlot).update(slot.id, { pickedAt: this.clock.now() });
      await this.addEvent(m, interview.id, InterviewEventKind.SCHEDULED, true, slot.startsAt);
      await this.sendInvites(m, after, interview, parties, 'REQUEST', {
        subject: `Interview scheduled: ${parties.jobTitle} at ${parties.companyName}, ${formatIst(slot.startsAt)}`,
        lead: `The interview for ${parties.jobTitle} at ${parties.companyName} is scheduled for ${formatIst(slot.startsAt)}.`,
      });
      if (parties.recruiter) {
        await this.notify(
          m,
          after,
          parties.recruiter,
          app.id,
          'Interview Scheduled',
          `${personName(parties.seeker)} picked ${formatIst(slot.startsAt)} for the interview for ${parties.jobTitle}.`,
        );
      }
      await this.queueReminder(m, interview);
      return interview.applicationId;
    });
    await this.runAfter(after);
    return this.model(
      (await this.dataSource.getRepository(InterviewSlot).findOneByOrFail({ id: slotId })).interviewId,
      applicationId,
    );
  }

  /** Why a pick link cannot be used now, or null when it can. */
  private linkRefusal(expiresAt: Date, slot: InterviewSlot, interview: Interview): string | null {
    if (interview.status === InterviewStatus.CANCELLED) return INTERVIEW_MESSAGES.closed;
    if (interview.startsAt || slot.round !== interview.round || slot.pickedAt)
      return INTERVIEW_MESSAGES.linkUsed;
    const now = this.clock.now().getTime();
    if (expiresAt.getTime() <= now) return INTERVIEW_MESSAGES.linkExpired;
    if (slot.startsAt.getTime() <= now) return INTERVIEW_MESSAGES.slotPassed;
    return null;
  }

  /** The reminder job: sent once, only while the interview still stands at the time it was queued for. */
  private async remind({ interviewId, sequence }: ReminderJob): Promise<void> {
    const after: AfterCommit = [];
    await this.tx(async (m) => {
      const interview = await this.lockInterview(m, interviewId);
      if (
        !interview ||
        !interview.startsAt ||
        interview.sequence !== sequence ||
        interview.remindedSequence === sequence ||
        ![InterviewStatus.SCHEDULED, InterviewStatus.RESCHEDULE_REQUESTED].includes(interview.status)
      ) {
        return;
      }
      const due = interview.startsAt.getTime() - ms(INTERVIEW_REMINDER_HOURS * 60);
      const now = this.clock.now().getTime();
      if (interview.startsAt.getTime() <= now) return;
      // Woken early (the queue's clock ahead of ours): wait until it is due.
      if (due > now + 60_000) {
        await this.queue.send<ReminderJob>(
          INTERVIEW_REMINDER_QUEUE,
          { interviewId, sequence },
          { manager: m, startAfter: new Date(due) },
        );
        return;
      }
      const app = await this.applications.withJob(interview.applicationId, m);
      if (!app) return;
      const parties = await this.parties(m, app, interview.organizerId);
      interview.remindedSequence = sequence;
      await m.getRepository(Interview).save(interview);
      const when = formatIst(interview.startsAt);
      const place = interview.meetingUrl
        ? `Join online: ${interview.meetingUrl}`
        : `Address: ${interview.address}`;
      const subject = `Reminder: interview for ${parties.jobTitle} at ${parties.companyName}, ${when}`;
      const text = `This is a reminder of the interview for ${parties.jobTitle} at ${parties.companyName} on ${when} (${interview.durationMinutes} minutes).\n\n${place}`;
      await this.sendMail(m, after, parties.seeker, { subject, text });
      if (parties.recruiter) {
        await this.sendMail(m, after, parties.recruiter, {
          subject: `${subject} with ${personName(parties.seeker)}`,
          text,
        });
      }
    });
    await this.runAfter(after);
  }

  // ---- helpers ----

  /** Checks the slots against the clock and each other, and the place; answers the slots' moments. */
  private checkTerms(terms: InterviewTerms) {
    const meetingUrl = terms.meetingUrl?.trim() || null;
    const address = terms.address?.trim() || null;
    if (!meetingUrl && !address) throw new BadInputError(INTERVIEW_MESSAGES.placeRequired);
    if (meetingUrl && address) throw new BadInputError(INTERVIEW_MESSAGES.placeBoth);
    const slots = terms.slots.map((s) => istLocalToDate(s));
    if (slots.some((s) => !s)) throw new BadInputError(INTERVIEW_MESSAGES.slotFormat);
    const sorted = (slots as Date[]).slice().sort((a, b) => a.getTime() - b.getTime());
    const now = this.clock.now().getTime();
    if (sorted[0].getTime() <= now) throw new BadInputError(INTERVIEW_MESSAGES.slotInPast);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i - 1].getTime() + ms(terms.durationMinutes) > sorted[i].getTime()) {
        throw new BadInputError(INTERVIEW_MESSAGES.slotsOverlap);
      }
    }
    return { slots: sorted, place: { meetingUrl, address } };
  }

  private async lockInterview(m: EntityManager, id: string): Promise<Interview | null> {
    if (!isUuid(id)) return null;
    return m.getRepository(Interview).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** An interview under way of an application of my job (any job for an administrator), locked. */
  private async recruiterOpen(user: User, interviewId: string, m: EntityManager) {
    const interview = await this.lockInterview(m, interviewId);
    if (!interview) throw new NotFoundError(INTERVIEW_MESSAGES.notFound);
    let app: Application;
    try {
      app = await this.applicants.owned(user, interview.applicationId, m, true);
    } catch (error) {
      if (error instanceof NotFoundError) throw new NotFoundError(INTERVIEW_MESSAGES.notFound);
      throw error;
    }
    if (interview.status === InterviewStatus.CANCELLED)
      throw new AppError(ErrorCode.CONFLICT, INTERVIEW_MESSAGES.closed);
    const parties = await this.parties(m, app, interview.organizerId ?? user.id);
    return { interview, parties };
  }

  /** An interview under way of one of my applications, locked. */
  private async seekerOpen(user: User, interviewId: string, m: EntityManager) {
    const interview = await this.lockInterview(m, interviewId);
    const app = interview && (await this.applications.withJob(interview.applicationId, m, true));
    if (!interview || !app || app.applicantId !== user.id)
      throw new NotFoundError(INTERVIEW_MESSAGES.notFound);
    if (interview.status === InterviewStatus.CANCELLED)
      throw new AppError(ErrorCode.CONFLICT, INTERVIEW_MESSAGES.closed);
    const parties = await this.parties(m, app, interview.organizerId);
    return { interview, parties };
  }

  /**
   * The applicant and the recruiter (the organizer, else the company's owner) of an application that may
   * have interviews: not withdrawn, rejected or of a deleted account.
   */
  private async parties(m: EntityManager, app: Application, organizerId: string | null): Promise<Parties> {
    if (!app.applicantId || [ApplicationStatus.WITHDRAWN, ApplicationStatus.REJECT].includes(app.status)) {
      throw new AppError(ErrorCode.CONFLICT, INTERVIEW_MESSAGES.applicationClosed);
    }
    const users = m.getRepository(User);
    const seeker = await users.findOneByOrFail({ id: app.applicantId });
    const recruiterId = organizerId ?? app.job!.company.ownerId;
    let recruiter = recruiterId ? await users.findOneBy({ id: recruiterId }) : null;
    // An administrator who proposed stays the organizer; the company's owner is told too only through the app.
    if (!recruiter && app.job!.company.ownerId)
      recruiter = await users.findOneBy({ id: app.job!.company.ownerId });
    return { app, seeker, recruiter, jobTitle: app.job!.title, companyName: app.job!.company.name };
  }

  private async addSlots(m: EntityManager, interview: Interview, slots: Date[]): Promise<InterviewSlot[]> {
    const repo = m.getRepository(InterviewSlot);
    return repo.save(
      slots.map((startsAt) =>
        repo.create({ interviewId: interview.id, round: interview.round, startsAt, pickedAt: null }),
      ),
    );
  }

  private async addEvent(
    m: EntityManager,
    interviewId: string,
    kind: InterviewEventKind,
    byApplicant: boolean,
    startsAt: Date | null = null,
    note: string | null = null,
  ): Promise<void> {
    await m.getRepository(InterviewEvent).insert({ interviewId, kind, byApplicant, startsAt, note });
  }

  /** The mail and notification offering the round's slots to the applicant, each with its pick link. */
  private async offerSlots(
    m: EntityManager,
    after: AfterCommit,
    interview: Interview,
    slots: InterviewSlot[],
    parties: Parties,
    again: boolean,
  ): Promise<void> {
    const from = parties.recruiter
      ? `${personName(parties.recruiter)} of ${parties.companyName}`
      : parties.companyName;
    const place = interview.meetingUrl ? `online (${interview.meetingUrl})` : `at ${interview.address}`;
    const links = slots.map((s) => ({ when: formatIst(s.startsAt), url: this.pickUrl(s) }));
    const lead = `${from} ${again ? 'proposes new times for' : 'invites you to'} an interview for ${parties.jobTitle}: ${interview.durationMinutes} minutes, ${place}. Pick the time that suits you (India Standard Time):`;
    const closing = 'You can also pick a time, ask for other times or decline on Applied Jobs.';
    const text = [
      lead,
      '',
      ...links.map((l, i) => `${i + 1}. ${l.when}: ${l.url}`),
      ...(interview.message ? ['', `Message from the recruiter:`, interview.message] : []),
      '',
      closing,
    ].join('\n');
    const html = [
      `<p style="margin:0 0 16px">${escapeHtml(lead)}</p>`,
      `<ul style="margin:0 0 16px;padding-left:20px">${links
        .map(
          (l) =>
            `<li style="margin:0 0 8px">${escapeHtml(l.when)}: <a href="${escapeHtml(l.url)}">Pick this time</a></li>`,
        )
        .join('')}</ul>`,
      ...(interview.message
        ? [
            `<p style="margin:0 0 16px">Message from the recruiter:<br>${escapeHtml(interview.message).replace(/\n/g, '<br>')}</p>`,
          ]
        : []),
      `<p style="margin:0 0 16px">${escapeHtml(closing)}</p>`,
    ].join('');
    const subject = `${again ? 'New interview times' : 'Interview invitation'}: ${parties.jobTitle} at ${parties.companyName}`;
    await this.sendMail(m, after, parties.seeker, { subject, text, html });
    await this.notify(
      m,
      after,
      parties.seeker,
      parties.app.id,
      again ? 'New Interview Times' : 'Interview Invitation',
      `${from} ${again ? 'proposes new times for' : 'invites you to'} an interview for ${parties.jobTitle}. Pick a time on Applied Jobs.`,
    );
  }

  /** The link of a slot: valid until the slot starts, at most INTERVIEW_LINK_DAYS days. */
  private pickUrl(slot: InterviewSlot): string {
    const expires = new Date(
      Math.min(slot.startsAt.getTime(), this.clock.now().getTime() + INTERVIEW_LINK_DAYS * 86_400_000),
    );
    const token = signPickToken(this.config.jwt.secret, slot.id, expires);
    return `${this.config.publicUrl ?? ''}${INTERVIEW_PICK_PATH}?token=${encodeURIComponent(token)}`;
  }

  /** The calendar invite (or its cancellation) to both, the recruiter organizing. */
  private async sendInvites(
    m: EntityManager,
    after: AfterCommit,
    interview: Interview,
    parties: Parties,
    method: CalendarMethod,
    words: { subject: string; lead: string },
  ): Promise<void> {
    const startsAt = interview.startsAt!;
    const from = senderAddress(this.config.mail.from);
    const organizer = parties.recruiter
      ? { name: personName(parties.recruiter), email: parties.recruiter.email }
      : { name: parties.companyName, email: from };
    const place = interview.meetingUrl
      ? `Join online: ${interview.meetingUrl}`
      : `Address: ${interview.address}`;
    const description = [
      `Interview for ${parties.jobTitle} at ${parties.companyName} with ${personName(parties.seeker)}.`,
      place,
      ...(interview.message ? ['', interview.message] : []),
    ].join('\n');
    const calendar = interviewCalendar({
      interviewId: interview.id,
      domain: from.split('@')[1] ?? 'hireloop.in',
      method,
      sequence: interview.sequence,
      startsAt,
      durationMinutes: interview.durationMinutes,
      title: `Interview: ${parties.jobTitle} at ${parties.companyName}`,
      description,
      meetingUrl: interview.meetingUrl,
      address: interview.address,
      organizer,
      attendee: { name: personName(parties.seeker), email: parties.seeker.email },
    });
    const text = `${words.lead}\n\n${formatIst(startsAt)}, ${interview.durationMinutes} minutes.\n${place}\n\n${
      method === 'CANCEL'
        ? 'The attached calendar update removes it from your calendar.'
        : 'The attached invite adds it to your calendar.'
    }`;
    const recipients = [parties.seeker, ...(parties.recruiter ? [parties.recruiter] : [])];
    for (const to of recipients) {
      await this.sendMail(m, after, to, {
        subject: words.subject,
        text,
        calendar: { method, content: calendar },
      });
    }
  }

  /** Queues the reminder of a scheduled interview a day before it (none when it is closer than that). */
  private async queueReminder(m: EntityManager, interview: Interview): Promise<void> {
    const due = interview.startsAt!.getTime() - ms(INTERVIEW_REMINDER_HOURS * 60);
    if (due <= this.clock.now().getTime()) return;
    await this.queue.send<ReminderJob>(
      INTERVIEW_REMINDER_QUEUE,
      { interviewId: interview.id, sequence: interview.sequence },
      { manager: m, startAfter: new Date(due) },
    );
  }

  /** Queues a mail to a person; a deactivated account gets none. */
  private async sendMail(
    m: EntityManager,
    after: AfterCommit,
    to: User,
    mail: Omit<Mail, 'to'>,
  ): Promise<void> {
    if (to.deactivatedAt) return;
    await this.mail.send({ ...mail, to: to.email }, { manager: m });
    if (!after.includes(this.wakeMail)) after.push(this.wakeMail);
  }

  private readonly wakeMail = async () => this.mail.wake();

  private async notify(
    m: EntityManager,
    after: AfterCommit,
    to: User,
    applicationId: string,
    title: string,
    body: string,
  ) {
    // A deactivated account gets no notification.
    if (to.deactivatedAt) return;
    const notification: Notification = await this.notifications.create(
      { userId: to.id, title, body, applicationId },
      m,
    );
    after.push(() => this.notifications.deliver(notification));
  }

  /** A transaction that may queue jobs (on the embedded database the queue starts before it). */
  private async tx<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    await this.queue.ready();
    return this.dataSource.transaction(work);
  }

  private async runAfter(after: AfterCommit): Promise<void> {
    for (const run of after) {
      await run().catch((error: unknown) => this.logger.warn(`after an interview change: ${String(error)}`));
    }
  }
}
