import { RateLimitService } from '../abuse/rate-limit.service';
import { ApplicationStatus, ErrorCode, JobStatus, SEEKER_MESSAGES } from '@hireloop/schema';
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
  ) {}

  /**
   * A seeker applies once to an active job before its closing date, with a profile that has at least one of bio, skills, resume
   * or work experience. The application starts `pending` and its history gets the first entry.
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
      const inserted = await queryRows<{ id: string }>(
        m,
        `INSERT INTO applications (job_id, applicant_id, status) VALUES ($1, $2, $3)
         ON CONFLICT ON CONSTRAINT applications_job_applicant_key DO NOTHING RETURNING id`,
        [job.id, user.id, ApplicationStatus.PENDING],
      );
      if (!inserted.length) throw new AppError(ErrorCode.CONFLICT, APPLY_ERRORS.already);
      await m.getRepository(ApplicationEvent).insert({
        applicationId: inserted[0].id,
        fromStatus: null,
        toStatus: ApplicationStatus.PENDING,
        actorId: user.id,
      });
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
