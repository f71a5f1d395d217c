import { RateLimitService } from '../abuse/rate-limit.service';
import {
  ApplicationStatus,
  ErrorCode,
  isWithdrawable,
  JobStatus,
  ScreeningAnswerShape,
  SCREENING_MESSAGES,
  SCREENING_REJECTION_NOTE,
  SEEKER_MESSAGES,
  WebhookEventType,
  WITHDRAWAL_MESSAGES,
} from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppError, BadInputError, NotFoundError } from '../../common/errors';
import { isUuid, pageOf, pageRequest } from '../../common/paging';
import { AdminAlertsService } from '../admin/admin-alerts.service';
import { Job } from '../jobs/job.entity';
import { JOB_NOT_FOUND } from '../jobs/jobs.service';
import { ProfilesService } from '../profiles/profiles.service';
import { User } from '../users/user.entity';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { emitApplicationEvent, emitApplicationEvents } from './application-webhook';
import { ApplicationEvent } from './application-event.entity';
import { Application } from './application.entity';
import { likePattern, queryRows } from '../../common/sql';
import { timelinesOf } from './applications.queries';
import { ScreeningService } from './screening.service';

export const APPLY_ERRORS = {
  already: 'You have already applied for this job',
  closed: 'This job is no longer accepting applications',
  incomplete:
    'Your profile is empty. Please add a bio, skills, a resume or work experience to your profile before applying.',
} as const;

/**
 * The status an application's applicant sees: a knock-out rejection they are not yet notified of is
 * still pending to them.
 */
export function statusForApplicant(
  a: Pick<Application, 'status' | 'rejectionNoticeDueAt'>,
): ApplicationStatus {
  return a.status === ApplicationStatus.REJECT && a.rejectionNoticeDueAt
    ? ApplicationStatus.PENDING
    : a.status;
}

/**
 * The history an application's applicant sees: a knock-out rejection they are not yet notified of is not
 * in it (it is the last step until a later change clears the notice).
 */
export function timelineForApplicant<T extends { status: ApplicationStatus }>(
  a: Pick<Application, 'status' | 'rejectionNoticeDueAt'>,
  steps: readonly T[],
): T[] {
  return statusForApplicant(a) === a.status
    ? [...steps]
    : steps.filter((s, i) => !(i === steps.length - 1 && s.status === ApplicationStatus.REJECT));
}

/** An application as it appears in its applicant's data export. */
export interface ExportedApplication {
  id: string;
  jobId: string;
  status: string;
  appliedAt: string;
  timeline: { from: string | null; to: string; byYou: boolean; reason: string | null; at: string }[];
}

@Injectable()
export class ApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: ProfilesService,
    private readonly limits: RateLimitService,
    private readonly alerts: AdminAlertsService,
    private readonly clock: Clock,
    private readonly webhooks: WebhookEvents,
    private readonly screening: ScreeningService,
  ) {}

  /**
   * A seeker applies once to an active job before its closing date, with a profile that has at least one of bio, skills, resume
   * or work experience. The application starts `pending` and its history gets the first entry. A seeker who
   * withdrew from the job applies again under the same rules: the withdrawn application is sent again
   * (`pending`, its history going on with that step).
   */
  async apply(
    user: User,
    jobId: string,
    answers: readonly ScreeningAnswerShape[] = [],
    options: { legacy?: boolean } = {},
  ): Promise<Application> {
    await this.limits.consume('apply:user', user.id);
    if (!isUuid(jobId)) throw new NotFoundError(JOB_NOT_FOUND);
    const job = await this.dataSource
      .getRepository(Job)
      .findOne({ where: { id: jobId }, relations: { company: true } });
    if (!job) throw new NotFoundError(JOB_NOT_FOUND);
    // Past its closing date a job takes no applications, even before the daily run marks it expired.
    if (
      job.status === JobStatus.EXPIRED ||
      (job.status === JobStatus.ACTIVE && job.validThrough.getTime() <= this.clock.now().getTime())
    ) {
      throw new AppError(ErrorCode.CONFLICT, SEEKER_MESSAGES.jobExpired);
    }
    if (job.status !== JobStatus.ACTIVE) throw new AppError(ErrorCode.CONFLICT, APPLY_ERRORS.closed);
    // The legacy apply link sends no answers: it takes only jobs without required questions.
    if (options.legacy && job.screeningQuestions.some((q) => q.required)) {
      throw new BadInputError(SCREENING_MESSAGES.legacyApply);
    }
    const profile = await this.profiles.view(user);
    if (!profile.exists) throw new AppError(ErrorCode.PROFILE_REQUIRED, SEEKER_MESSAGES.profileRequired);
    if (!profile.complete) throw new AppError(ErrorCode.PROFILE_INCOMPLETE, APPLY_ERRORS.incomplete);
    const screening = this.screening.evaluate(job, answers);
    if (screening.reject) await this.screening.ready();
    const application = await this.dataSource.transaction(async (m) => {
      const screened = [JSON.stringify(screening.answers), screening.result];
      const resent = await queryRows<{ id: string }>(
        m,
        `UPDATE applications SET status = $3, updated_at = now(), screening_answers = $5::jsonb,
           screening_result = $6, rejection_notice_due_at = NULL
         WHERE job_id = $1 AND applicant_id = $2 AND status = $4 RETURNING id`,
        [job.id, user.id, ApplicationStatus.PENDING, ApplicationStatus.WITHDRAWN, ...screened],
      );
      const inserted = resent.length
        ? resent
        : await queryRows<{ id: string }>(
            m,
            `INSERT INTO applications (job_id, applicant_id, status, screening_answers, screening_result)
             VALUES ($1, $2, $3, $4::jsonb, $5)
             ON CONFLICT ON CONSTRAINT applications_job_applicant_key DO NOTHING RETURNING id`,
            [job.id, user.id, ApplicationStatus.PENDING, ...screened],
          );
      if (!inserted.length) throw new AppError(ErrorCode.CONFLICT, APPLY_ERRORS.already);
      await m.getRepository(ApplicationEvent).insert({
        applicationId: inserted[0].id,
        fromStatus: resent.length ? ApplicationStatus.WITHDRAWN : null,
        toStatus: ApplicationStatus.PENDING,
        actorId: user.id,
      });
      await emitApplicationEvent(
        this.webhooks,
        m,
        WebhookEventType.APPLICATION_CREATED,
        inserted[0].id,
        resent.length ? ApplicationStatus.WITHDRAWN : null,
      );
      if (screening.reject) {
        // Rejected at once for the recruiter (a step without an actor); its applicant is told later.
        const dueAt = this.screening.noticeDueAt();
        await m.query(`UPDATE applications SET status = $2, rejection_notice_due_at = $3 WHERE id = $1`, [
          inserted[0].id,
          ApplicationStatus.REJECT,
          dueAt,
        ]);
        await m.getRepository(ApplicationEvent).insert({
          applicationId: inserted[0].id,
          fromStatus: ApplicationStatus.PENDING,
          toStatus: ApplicationStatus.REJECT,
          actorId: null,
          note: SCREENING_REJECTION_NOTE,
        });
        await emitApplicationEvent(
          this.webhooks,
          m,
          WebhookEventType.APPLICATION_STATUS_CHANGED,
          inserted[0].id,
          ApplicationStatus.PENDING,
        );
        await this.screening.scheduleNotice(m, inserted[0].id, dueAt);
      }
      const application = await m.getRepository(Application).findOneByOrFail({ id: inserted[0].id });
      application.job = job;
      return { application, reapplied: resent.length > 0 };
    });
    // The administrators hear of a seeker's first application to a job, not of each return after a
    // withdrawal (which would let one seeker fill their inboxes).
    if (!application.reapplied) {
      this.alerts.newApplication({
        applicantName: `${user.firstName} ${user.lastName}`.trim() || user.email,
        jobTitle: job.title,
        companyName: job.company.name,
      });
    }
    return application.application;
  }

  /**
   * The seeker withdraws one of their applications, with an optional reason (trimmed; blank is none). It
   * leaves the recruiter's pipeline: its status becomes `withdrawn` and its history records the step with
   * the reason. Refused, changing nothing, for another's application, for one already withdrawn, and for
   * one the recruiter has decided (rejected or hired).
   */
  async withdraw(user: User, applicationId: string, reason?: string | null): Promise<Application> {
    if (!isUuid(applicationId)) throw new NotFoundError(WITHDRAWAL_MESSAGES.notFound);
    const note = reason?.trim() || null;
    return this.dataSource.transaction(async (m) => {
      const found = await queryRows<{ status: ApplicationStatus; noticeDue: boolean }>(
        m,
        `SELECT status, rejection_notice_due_at IS NOT NULL AS "noticeDue" FROM applications
         WHERE id = $1 AND applicant_id = $2 FOR UPDATE`,
        [applicationId, user.id],
      );
      if (!found.length) throw new NotFoundError(WITHDRAWAL_MESSAGES.notFound);
      const from = found[0].status;
      if (from === ApplicationStatus.WITHDRAWN) {
        throw new AppError(ErrorCode.CONFLICT, WITHDRAWAL_MESSAGES.alreadyWithdrawn);
      }
      // A knock-out rejection not yet told to its applicant is pending to them, and so withdrawable
      // (the notice is then never sent).
      if (!isWithdrawable(from) && !found[0].noticeDue) {
        throw new AppError(ErrorCode.CONFLICT, WITHDRAWAL_MESSAGES.decided);
      }
      await m
        .getRepository(Application)
        .update(applicationId, { status: ApplicationStatus.WITHDRAWN, rejectionNoticeDueAt: null });
      await m.getRepository(ApplicationEvent).insert({
        applicationId,
        fromStatus: from,
        toStatus: ApplicationStatus.WITHDRAWN,
        actorId: user.id,
        note,
      });
      await emitApplicationEvent(
        this.webhooks,
        m,
        WebhookEventType.APPLICATION_WITHDRAWN,
        applicationId,
        from,
      );
      return m
        .getRepository(Application)
        .findOneOrFail({ where: { id: applicationId }, relations: { job: { company: true } } });
    });
  }

  /**
   * Detaches a seeker who deletes their account from their applications (in the caller's transaction).
   * The applications stay for the recruiters' records: each one still in the pipeline is withdrawn, its
   * history recording the step without an actor; the applicant is removed from every one of them, and the
   * reasons they wrote when withdrawing are erased. Answers how many applications were kept.
   */
  async detachApplicant(userId: string, manager: EntityManager): Promise<number> {
    const rows = await queryRows<{ id: string; status: ApplicationStatus }>(
      manager,
      `SELECT id, status FROM applications WHERE applicant_id = $1 ORDER BY id FOR UPDATE`,
      [userId],
    );
    if (!rows.length) return 0;
    const ids = rows.map((r) => r.id);
    await manager.query(
      `UPDATE application_events SET note = NULL WHERE application_id = ANY($1::uuid[]) AND actor_id = $2`,
      [ids, userId],
    );
    const open = rows.filter((r) => r.status !== ApplicationStatus.WITHDRAWN);
    if (open.length) {
      await manager.getRepository(ApplicationEvent).insert(
        open.map((r) => ({
          applicationId: r.id,
          fromStatus: r.status,
          toStatus: ApplicationStatus.WITHDRAWN,
          actorId: null,
          note: null,
        })),
      );
    }
    await manager.query(
      `UPDATE applications SET status = $2, applicant_id = NULL, updated_at = now() WHERE id = ANY($1::uuid[])`,
      [ids, ApplicationStatus.WITHDRAWN],
    );
    // The recruiters' integrations hear of each withdrawal as of any other (without the person).
    await emitApplicationEvents(
      this.webhooks,
      manager,
      WebhookEventType.APPLICATION_WITHDRAWN,
      open.map((r) => ({ id: r.id, previousStatus: r.status })),
    );
    return rows.length;
  }

  /**
   * An application with its job and company (in the caller's transaction; `lock` holds it until the
   * transaction ends); null when there is none with this id.
   */
  async withJob(applicationId: string, m: EntityManager, lock = false): Promise<Application | null> {
    if (!isUuid(applicationId)) return null;
    if (lock) await queryRows(m, `SELECT id FROM applications WHERE id = $1 FOR UPDATE`, [applicationId]);
    return m
      .getRepository(Application)
      .findOne({ where: { id: applicationId }, relations: { job: { company: true } } });
  }

  /** A job with its company, as an application shows it. */
  jobOf(jobId: string): Promise<Job> {
    return this.dataSource
      .getRepository(Job)
      .findOneOrFail({ where: { id: jobId }, relations: { company: true } });
  }

  /** The ids of every application to a job (withdrawn included). */
  async idsOfJob(jobId: string): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      this.dataSource,
      `SELECT id FROM applications WHERE job_id = $1`,
      [jobId],
    );
    return rows.map((r) => r.id);
  }

  /** The seeker's application to one job (withdrawn included), with the job; null when they never applied. */
  async mineForJob(user: User, jobId: string): Promise<Application | null> {
    if (!isUuid(jobId)) return null;
    return this.dataSource
      .getRepository(Application)
      .findOne({ where: { jobId, applicantId: user.id }, relations: { job: { company: true } } });
  }

  /**
   * Every application of a seeker with its history (as the seeker sees it: who the recruiter was stays
   * out), oldest first, for their data export.
   */
  async exportFor(userId: string): Promise<ExportedApplication[]> {
    const rows = await queryRows<{
      id: string;
      jobId: string;
      status: ApplicationStatus;
      rejectionNoticeDueAt: Date | null;
      createdAt: Date;
    }>(
      this.dataSource,
      `SELECT id, job_id AS "jobId", status, rejection_notice_due_at AS "rejectionNoticeDueAt",
              created_at AS "createdAt"
       FROM applications WHERE applicant_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    const steps = await timelinesOf(
      this.dataSource,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      jobId: r.jobId,
      status: statusForApplicant(r),
      appliedAt: r.createdAt.toISOString(),
      timeline: timelineForApplicant(
        r,
        steps.filter((s) => s.applicationId === r.id),
      ).map((s) => ({
        from: s.fromStatus,
        to: s.status,
        byYou: s.byApplicant,
        reason: s.reason,
        at: s.at.toISOString(),
      })),
    }));
  }

  /** The seeker's applications with job and company, newest first, searchable by title, company, location. */
  async mine(
    user: User,
    keyword: string | null | undefined,
    page: number,
    pageSize: number,
    maxPageSize?: number,
  ) {
    const req = pageRequest(page, pageSize, maxPageSize);
    const qb = this.dataSource
      .getRepository(Application)
      .createQueryBuilder('a')
      .innerJoinAndSelect('a.job', 'job')
      .innerJoinAndSelect('job.company', 'company')
      .where('a.applicantId = :userId', { userId: user.id });
    const term = (keyword ?? '').trim().slice(0, 200);
    if (term) {
      qb.andWhere('(job.title ILIKE :term OR company.name ILIKE :term OR job.location ILIKE :term)', {
        term: likePattern(term),
      });
    }
    const [items, total] = await qb
      .orderBy('a.createdAt', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .offset(req.offset)
      .limit(req.pageSize)
      .getManyAndCount();
    return { ...pageOf(items, total, req) };
  }

  /** How many applications each of the jobs has, by status (counts only: no applicant), for a data export. */
  async countsByStatusForJobs(jobIds: string[]): Promise<Map<string, Record<string, number>>> {
    const counts = new Map<string, Record<string, number>>();
    if (!jobIds.length) return counts;
    const rows = await queryRows<{ jobId: string; status: string; n: number }>(
      this.dataSource,
      `SELECT job_id AS "jobId", status, count(*)::int AS n FROM applications
       WHERE job_id = ANY($1::uuid[]) GROUP BY job_id, status`,
      [jobIds],
    );
    for (const r of rows) counts.set(r.jobId, { ...counts.get(r.jobId), [r.status]: r.n });
    return counts;
  }
}
