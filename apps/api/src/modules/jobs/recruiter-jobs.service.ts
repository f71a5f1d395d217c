import { randomUUID } from 'node:crypto';
import { storedQuestions } from './screening-question.model';
import {
  defaultValidThrough,
  ErrorCode,
  JOB_EXPIRY_MESSAGES,
  JOB_EXTENSION_DAYS,
  JOB_VALIDITY_MAX_DAYS,
  JobStatus,
  KnockoutAction,
  PLAN_LIMITS,
  RECRUITER_MESSAGES,
  RecruiterPlan,
  Role,
  splitSkills,
  validateJob,
  validThroughProblem,
  WebhookEventType,
  yearlySalary,
} from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppError, BadInputError, NotFoundError } from '../../common/errors';
import { isUuid, pageOf, pageRequest } from '../../common/paging';
import { likePattern, queryOne, queryRow, selectColumns, splitRow } from '../../common/sql';
import { applicationCountsOf, inPipelineSql } from '../applications/applications.queries';
import { AdminAlertsService } from '../admin/admin-alerts.service';
import { Company } from '../companies/company.entity';
import { CompaniesService } from '../companies/companies.service';
import { ExtendLinkService } from '../job-expiry/extend-link.service';
import { User } from '../users/user.entity';
import { lockUser, planOf } from '../users/users.queries';
import { JobInput } from './dto/job.input';
import { Job } from './job.entity';
import { jobsPostedBy, lockJob, stampJobActivated } from './jobs.queries';
import { QueueService } from '../queue/queue.service';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { emitJobEvent } from './job-webhook';

/**
 * The queue that hears of each job that becomes active (posted active, published later, reopened, or
 * brought back by an extension after it expired): `{ jobId }`.
 * Job alerts define what runs on it (instant alert mails).
 */
export const JOB_ACTIVATED_QUEUE = 'jobs.activated';

export function postingLimitMessage(limit: number): string {
  return `You have reached your job posting limit of ${limit}. Upgrade your plan to post more jobs.`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses in which a job takes (or is about to take again) applications. */
function isOpen(status: JobStatus): boolean {
  return status === JobStatus.ACTIVE || status === JobStatus.PAUSED;
}

export interface StatusCountRow {
  status: JobStatus;
  count: number;
}

/** A recruiter's jobs: posting within the plan's limit, editing, My Jobs and company jobs. */
@Injectable()
export class RecruiterJobsService {
  private ownedSql?: string;
  private jobColumnsSql?: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesService,
    private readonly alerts: AdminAlertsService,
    private readonly clock: Clock,
    private readonly extendLinks: ExtendLinkService,
    private readonly queue: QueueService,
    private readonly webhooks: WebhookEvents,
  ) {}

  async postingLimit(user: Pick<User, 'id'>, manager?: EntityManager) {
    const m = manager ?? this.dataSource.manager;
    const used = await jobsPostedBy(m, user.id);
    const plan = await planOf(m, user.id);
    const limit = Object.hasOwn(PLAN_LIMITS, plan) ? PLAN_LIMITS[plan as RecruiterPlan] : PLAN_LIMITS.basic;
    return {
      plan: plan as RecruiterPlan,
      used,
      limit,
      canPost: limit === null || used < limit,
    };
  }

  /**
   * Posts a job for one of the recruiter's companies. The limit check and the insert run in one
   * transaction holding the recruiter's row lock, so concurrent posts cannot pass the limit.
   */
  async post(user: User, companyId: string, input: JobInput): Promise<Job> {
    const fields = this.check(input, companyId);
    const now = this.clock.now();
    const validThrough = input.validThrough ?? defaultValidThrough(now);
    const problem = validThroughProblem(validThrough, now);
    if (problem) throw new BadInputError(problem);
    const job = await this.dataSource.transaction(async (m) => {
      await lockUser(m, user.id);
      const company = await this.companies.owned(user, companyId, m);
      const allowance = await this.postingLimit(user, m);
      if (!allowance.canPost) throw new AppError(ErrorCode.FORBIDDEN, postingLimitMessage(allowance.limit!));
      const repo = m.getRepository(Job);
      const saved = await repo.save(
        repo.create({
          ...fields,
          status: input.status ?? JobStatus.ACTIVE,
          screeningQuestions: storedQuestions(input.screeningQuestions ?? [], [], randomUUID),
          knockoutAction: input.knockoutAction ?? KnockoutAction.FLAG,
          validThrough,
          companyId: company.id,
          postedById: user.id,
        }),
      );
      saved.company = company;
      if (saved.status === JobStatus.ACTIVE) await this.activated(saved.id, m);
      return saved;
    });
    this.queue.wake(JOB_ACTIVATED_QUEUE);
    this.alerts.newJob({ title: job.title, companyName: job.company.name });
    return job;
  }

  /**
   * Edits a job. A new closing date must be after now and at most JOB_VALIDITY_MAX_DAYS away (the one it
   * has may be sent back unchanged); it clears the expiry warning, so the new date gets its own. A job
   * made to take applications (a draft published) needs a closing date after now. An edit cannot change
   * an expired job's status: only an extension reopens it (within the plan's limit).
   */
  async update(user: User, jobId: string, input: JobInput): Promise<Job> {
    const fields = this.check(input, null);
    const saved = await this.dataSource.transaction(async (m) => {
      const job = await this.owned(user, jobId, m);
      const wasActive = job.status === JobStatus.ACTIVE;
      const wasStatus = job.status;
      const status = input.status ?? job.status;
      // Only an extension takes a job out of expired (counted against the plan): no edit changes its
      // status, not even to a draft or closed job that a later edit would make active.
      if (job.status === JobStatus.EXPIRED && status !== JobStatus.EXPIRED) {
        throw new BadInputError(JOB_EXPIRY_MESSAGES.expiredEdit);
      }
      const changes: Partial<Job> = { ...fields, status };
      // Without questions or a knock-out setting the edit keeps the job's; applications already sent keep
      // their answers (with the question text they answered) and their result.
      if (input.screeningQuestions) {
        changes.screeningQuestions = storedQuestions(
          input.screeningQuestions,
          job.screeningQuestions,
          randomUUID,
        );
      }
      if (input.knockoutAction) changes.knockoutAction = input.knockoutAction;
      const now = this.clock.now();
      if (input.validThrough && input.validThrough.getTime() !== job.validThrough.getTime()) {
        const problem = validThroughProblem(input.validThrough, now);
        if (problem) throw new BadInputError(problem);
        changes.validThrough = input.validThrough;
        changes.expiryWarnedAt = null;
      } else if (isOpen(status) && !isOpen(job.status) && job.validThrough.getTime() <= now.getTime()) {
        // Publishing a draft (or reopening a job) whose closing date has passed needs a new date.
        throw new BadInputError(JOB_EXPIRY_MESSAGES.validThroughPast);
      }
      Object.assign(job, changes);
      const saved = await m.getRepository(Job).save(job);
      if (!wasActive && saved.status === JobStatus.ACTIVE) await this.activated(saved.id, m);
      if (wasStatus !== JobStatus.CLOSED && saved.status === JobStatus.CLOSED) {
        await emitJobEvent(this.webhooks, m, WebhookEventType.JOB_CLOSED, saved.id);
      }
      return saved;
    });
    this.queue.wake(JOB_ACTIVATED_QUEUE);
    return saved;
  }

  /**
   * Stamps a job as activated now and announces it (instant alerts, `job.published` webhooks), in the
   * transaction that made it active. Alerts never mail a job twice (job_alert_sent), so a job announced again reaches only the
   * alerts that have not had it.
   */
  private async activated(jobId: string, m: EntityManager): Promise<void> {
    await stampJobActivated(m, jobId);
    await this.queue.send(JOB_ACTIVATED_QUEUE, { jobId }, { manager: m });
    await emitJobEvent(this.webhooks, m, WebhookEventType.JOB_PUBLISHED, jobId);
  }

  /**
   * Moves a job's closing date JOB_EXTENSION_DAYS later (from now when it has passed), at most
   * JOB_VALIDITY_MAX_DAYS away, and clears its expiry warning. An expired job becomes active again, and
   * that counts against its recruiter's plan like posting a job: refused at the limit. Only the job's
   * recruiter (or an administrator) may extend it. With `expected`, a job whose closing date is no longer
   * that one (extended meanwhile) is answered as it is.
   */
  async extend(user: User, jobId: string, expected?: Date): Promise<Job> {
    const extended = await this.dataSource.transaction(async (m) => {
      const probe = await this.owned(user, jobId, m);
      const recruiterId = probe.postedById ?? probe.company.ownerId;
      if (recruiterId) await lockUser(m, recruiterId);
      // The job's row too: the daily run may be expiring it right now.
      await lockJob(m, probe.id);
      const job = await this.owned(user, jobId, m);
      if (expected && job.validThrough.getTime() !== expected.getTime()) return job;
      const now = this.clock.now();
      const changes: Partial<Job> = { expiryWarnedAt: null };
      if (job.status === JobStatus.EXPIRED) {
        if (recruiterId) {
          const allowance = await this.postingLimit({ id: recruiterId }, m);
          if (!allowance.canPost) {
            throw new AppError(ErrorCode.FORBIDDEN, postingLimitMessage(allowance.limit!));
          }
        }
        changes.status = JobStatus.ACTIVE;
        changes.renewals = job.renewals + 1;
      }
      const from = Math.max(now.getTime(), job.validThrough.getTime());
      changes.validThrough = new Date(
        Math.min(from + JOB_EXTENSION_DAYS * DAY_MS, now.getTime() + JOB_VALIDITY_MAX_DAYS * DAY_MS),
      );
      await m.getRepository(Job).update(job.id, changes);
      if (changes.status === JobStatus.ACTIVE) await this.activated(job.id, m);
      return Object.assign(job, changes);
    });
    this.queue.wake(JOB_ACTIVATED_QUEUE);
    return extended;
  }

  /**
   * Extends the job of a mail's signed link, for the signed-in recruiter who owns it. A link whose job has
   * been extended since the mail changes nothing more (a second click does not extend twice).
   */
  async extendByLink(user: User, token: string): Promise<Job> {
    const claims = this.extendLinks.verify(token);
    if (!claims) throw new BadInputError(JOB_EXPIRY_MESSAGES.extendLinkInvalid);
    return this.extend(user, claims.jobId, claims.validThrough);
  }

  /** A job of one of the recruiter's companies (any status); NOT_FOUND for anyone else's. */
  async owned(user: User, jobId: string, manager?: EntityManager): Promise<Job> {
    const m = manager ?? this.dataSource.manager;
    // One plain statement (findOne with a relation would first select the distinct ids, then the row, and
    // build both queries anew on every call).
    this.ownedSql ??= `SELECT ${this.jobColumns(m)} FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.id = $1`;
    const row = isUuid(jobId)
      ? await queryRow<Record<string, unknown>>(m, this.ownedSql, [jobId])
      : undefined;
    const job = row ? this.jobOfRow(row, m) : null;
    if (!job || (job.company.ownerId !== user.id && user.role !== Role.ADMIN)) {
      throw new NotFoundError(RECRUITER_MESSAGES.jobNotFound);
    }
    return job;
  }

  /**
   * The SELECT list of a job (alias `j`) with its company (alias `c`), for statements that read a job the
   * way `owned` does; `jobOfRow` turns such a row into the entities.
   */
  jobColumns(manager?: EntityManager): string {
    const m = manager ?? this.dataSource.manager;
    this.jobColumnsSql ??=
      `${selectColumns(m.connection.getMetadata(Job), 'j')}, ` +
      `${selectColumns(m.connection.getMetadata(Company), 'c', 'company.')}`;
    return this.jobColumnsSql;
  }

  /** A row selected with `jobColumns` as a Job entity with its company (other keys of the row are ignored). */
  jobOfRow(row: Record<string, unknown>, manager?: EntityManager): Job {
    const m = manager ?? this.dataSource.manager;
    const [own, company] = splitRow(row, 'company.');
    const job = m.create(Job, own);
    job.company = m.create(Company, company);
    return job;
  }

  /** My Jobs: search over title, location, type, salary and company name; status filter; counts by status. */
  async mine(
    user: User,
    keyword: string | null | undefined,
    status: JobStatus | null | undefined,
    page: number,
    pageSize: number,
    maxPageSize?: number,
  ) {
    const req = pageRequest(page, pageSize, maxPageSize);
    const base = () => this.ofOwner(user).andWhere(this.keywordClause(keyword), this.keywordParams(keyword));
    const filtered = base();
    if (status) filtered.andWhere('job.status = :status', { status });
    const [items, total] = await filtered.offset(req.offset).limit(req.pageSize).getManyAndCount();
    const statusCounts = await this.statusCounts(base());
    return { ...pageOf(items, total, req), statusCounts };
  }

  /** A company's jobs with its three figures: active jobs, applicants over all jobs, positions over all jobs. */
  async ofCompany(
    user: User,
    companyId: string,
    status: JobStatus | null | undefined,
    page: number,
    pageSize: number,
    maxPageSize?: number,
  ) {
    const company = await this.companies.owned(user, companyId);
    const req = pageRequest(page, pageSize, maxPageSize);
    const base = () => this.ofOwner(user).andWhere('job.companyId = :companyId', { companyId: company.id });
    const filtered = base();
    if (status) filtered.andWhere('job.status = :status', { status });
    const [items, total] = await filtered.offset(req.offset).limit(req.pageSize).getManyAndCount();
    const statusCounts = await this.statusCounts(base());
    const stats = await queryOne<{ activeJobs: number; totalPositions: number; totalApplicants: number }>(
      this.dataSource,
      `SELECT count(*) FILTER (WHERE j.status = 'active')::int AS "activeJobs",
              coalesce(sum(j.positions), 0)::int AS "totalPositions",
              (SELECT count(*)::int FROM applications a JOIN jobs j2 ON j2.id = a.job_id WHERE j2.company_id = $1 AND ${inPipelineSql('a')}) AS "totalApplicants"
       FROM jobs j WHERE j.company_id = $1`,
      [company.id],
    );
    return { ...pageOf(items, total, req), statusCounts, company, stats };
  }

  /** Applications per job, in one statement. */
  async applicationCounts(jobIds: string[]): Promise<Map<string, number>> {
    if (!jobIds.length) return new Map();
    const rows = await applicationCountsOf(this.dataSource, jobIds);
    return new Map(rows.map((r) => [r.job_id, Number(r.count)]));
  }

  private ofOwner(user: User): SelectQueryBuilder<Job> {
    return this.dataSource
      .getRepository(Job)
      .createQueryBuilder('job')
      .innerJoinAndSelect('job.company', 'company')
      .where('company.ownerId = :ownerId', { ownerId: user.id })
      .orderBy('job.createdAt', 'DESC')
      .addOrderBy('job.id', 'DESC');
  }

  private keywordClause(keyword: string | null | undefined): string {
    return (keyword ?? '').trim()
      ? '(job.title ILIKE :term OR job.location ILIKE :term OR job.jobType ILIKE :term OR job.salary ILIKE :term OR company.name ILIKE :term)'
      : 'TRUE';
  }

  private keywordParams(keyword: string | null | undefined) {
    const term = (keyword ?? '').trim().slice(0, 200);
    return term ? { term: likePattern(term) } : {};
  }

  private async statusCounts(qb: SelectQueryBuilder<Job>): Promise<StatusCountRow[]> {
    const rows = await qb
      .select('job.status', 'status')
      .addSelect('count(*)::int', 'count')
      .groupBy('job.status')
      .orderBy('job.status')
      .getRawMany<{ status: JobStatus; count: number }>();
    return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
  }

  /** The spec's rules: required fields, blank requirements dropped (one must remain), positions >= 1. */
  private check(input: JobInput, companyId: string | null) {
    const requirements = input.requirements.map((r) => r.trim()).filter(Boolean);
    const problem = validateJob(
      {
        job_title: input.title,
        job_desc: input.description,
        salary: input.salary,
        location: input.location,
        job_type: input.jobType,
        company_id: companyId,
        requirements,
        positions: input.positions,
      },
      companyId !== null,
    );
    if (problem) throw new BadInputError(problem);
    const salary = input.salary.trim();
    const yearly = yearlySalary(salary);
    return {
      title: input.title.trim(),
      description: input.description.trim(),
      requirements,
      skills: splitSkills(input.skills),
      salary,
      salaryMinInr: yearly?.min ?? null,
      salaryMaxInr: yearly?.max ?? null,
      location: input.location.trim(),
      jobType: input.jobType.trim(),
      category: input.category.trim() || 'Other',
      positions: input.positions,
      shift: input.shift.trim() || 'Day',
    };
  }
}
