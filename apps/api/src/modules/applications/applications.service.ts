import { RateLimitService } from '../abuse/rate-limit.service';
import {
  ApplicationStatus,
  ErrorCode,
  isWithdrawable,
  JobStatus,
  SEEKER_MESSAGES,
  WebhookEventType,
  WITHDRAWAL_MESSAGES,
} from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppError, NotFoundError } from '../../common/errors';
import { isUuid, pageOf, pageRequest } from '../../common/paging';
import { AdminAlertsService } from '../admin/admin-alerts.service';
import { Job } from '../jobs/job.entity';
import { JOB_NOT_FOUND } from '../jobs/jobs.service';
import { ProfilesService } from '../profiles/profiles.service';
import { User } from '../users/user.entity';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { emitApplicationEvent } from './application-webhook';
import { ApplicationEvent } from './application-event.entity';
import { Application } from './application.entity';
import { likePattern, queryRows } from '../../common/sql';

export const APPLY_ERRORS = {
  already: 'You have already applied for this job',
  closed: 'This job is no longer accepting applications',
  incomplete:
    'Your profile is empty. Please add a bio, skills, a resume or work experience to your profile before applying.',
} as const;

@Injectable()
export class ApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: ProfilesService,
    private readonly limits: RateLimitService,
    private readonly alerts: AdminAlertsService,
    private readonly clock: Clock,
    private readonly webhooks: WebhookEvents,
  ) {}

  /**
   * A seeker applies once to an active job before its closing date, with a profile that has at least one of bio, skills, resume
   * or work experience. The application starts `pending` and its history gets the first entry. A seeker who
   * withdrew from the job applies again under the same rules: the withdrawn application is sent again
   * (`pending`, its history going on with that step).
   */
  async apply(user: User, jobId: string): Promise<Application> {
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
    const profile = await this.profiles.view(user);
    if (!profile.exists) throw new AppError(ErrorCode.PROFILE_REQUIRED, SEEKER_MESSAGES.profileRequired);
    if (!profile.complete) throw new AppError(ErrorCode.PROFILE_INCOMPLETE, APPLY_ERRORS.incomplete);
    const application = await this.dataSource.transaction(async (m) => {
      const resent = await queryRows<{ id: string }>(
        m,
        `UPDATE applications SET status = $3, updated_at = now()
         WHERE job_id = $1 AND applicant_id = $2 AND status = $4 RETURNING id`,
        [job.id, user.id, ApplicationStatus.PENDING, ApplicationStatus.WITHDRAWN],
      );
      const inserted = resent.length
        ? resent
        : await queryRows<{ id: string }>(
            m,
            `INSERT INTO applications (job_id, applicant_id, status) VALUES ($1, $2, $3)
             ON CONFLICT ON CONSTRAINT applications_job_applicant_key DO NOTHING RETURNING id`,
            [job.id, user.id, ApplicationStatus.PENDING],
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
      const application = await m.getRepository(Application).findOneByOrFail({ id: inserted[0].id });
      application.job = job;
      return application;
    });
    this.alerts.newApplication({
      applicantName: `${user.firstName} ${user.lastName}`.trim() || user.email,
      jobTitle: job.title,
      companyName: job.company.name,
    });
    return application;
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
      const found = await queryRows<{ status: ApplicationStatus }>(
        m,
        `SELECT status FROM applications WHERE id = $1 AND applicant_id = $2 FOR UPDATE`,
        [applicationId, user.id],
      );
      if (!found.length) throw new NotFoundError(WITHDRAWAL_MESSAGES.notFound);
      const from = found[0].status;
      if (from === ApplicationStatus.WITHDRAWN) {
        throw new AppError(ErrorCode.CONFLICT, WITHDRAWAL_MESSAGES.alreadyWithdrawn);
      }
      if (!isWithdrawable(from)) {
        throw new AppError(ErrorCode.CONFLICT, WITHDRAWAL_MESSAGES.decided);
      }
      await m.getRepository(Application).update(applicationId, { status: ApplicationStatus.WITHDRAWN });
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

  /** The seeker's application to one job (withdrawn included), with the job; null when they never applied. */
  async mineForJob(user: User, jobId: string): Promise<Application | null> {
    if (!isUuid(jobId)) return null;
    return this.dataSource
      .getRepository(Application)
      .findOne({ where: { jobId, applicantId: user.id }, relations: { job: { company: true } } });
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
}
