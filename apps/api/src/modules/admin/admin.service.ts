import {
  ADMIN_ACTION_MESSAGES,
  ApplicationStatus,
  JobStatus,
  PLAN_LIMITS,
  PLAN_PRICES_USD,
  RecruiterPlan,
  UpgradeRequestStatus,
  WebhookEventType,
} from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BadInputError, NotFoundError } from '../../common/errors';
import { ExportCursors } from '../../database/export-cursors';
import {
  Listing,
  listingConnection,
  listingPage,
  ListingQuery,
  listingRows,
  listingStatement,
} from '../../common/listing';
import type { ConnectionPage, KeysetRequest } from '../../common/cursor';
import { isUuid } from '../../common/paging';
import {
  APPLICATION_LISTING,
  ApplicationListingRow,
  applicantsOfJobs,
  applicationCounts,
  applicationsPerCategory,
  applicationsPerDay,
  applicationsPerStatus,
  deleteApplication,
  recentApplicationActivities,
  recentApplications,
} from '../applications/applications.queries';
import { recordAuditEvent } from '../audit/audit.queries';
import { COMPANY_LISTING, CompanyListingRow, companyCounts } from '../companies/companies.queries';
import { FilesService } from '../files/files.service';
import {
  deleteJob,
  JOB_LISTING,
  JobListingRow,
  jobCounts,
  jobsPerDay,
  jobTitle,
  lockJob,
  recentPostings,
  setJobStatus,
} from '../jobs/jobs.queries';
import { JOB_ACTIVATED_QUEUE } from '../jobs/recruiter-jobs.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PLAN_RANK } from '../plans/plans.service';
import { QueueService } from '../queue/queue.service';
import {
  decideUpgradeRequest,
  openUpgradeRequest,
  openUpgradeRequestCount,
  openUpgradeRequestOf,
  upgradeRequestHistory,
} from '../plans/upgrade-requests.queries';
import { profileCounts, SEEKER_LISTING, SeekerListingRow } from '../profiles/profiles.queries';
import { SessionStates } from '../users/session-states.service';
import { User } from '../users/user.entity';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { emitJobEvent } from '../jobs/job-webhook';
import {
  deleteUser,
  lockRecruiter,
  lockSeeker,
  recentSignups,
  recruiterByIdOrCompany,
  recruitersPerPlan,
  seekerById,
  setUserActive,
  setUserPlan,
  signupsPerDay,
  userCounts,
  namesAndEmailsOf,
} from '../users/users.queries';
import { percent, share } from './admin-tables';

/** The row type of each admin table. */
interface AdminRows {
  jobs: JobListingRow;
  companies: CompanyListingRow;
  seekers: SeekerListingRow;
  applications: ApplicationListingRow;
}

export type AdminTable = keyof AdminRows;

export type AdminRow<T extends AdminTable> = AdminRows[T];

const LISTINGS: { [T in AdminTable]: Listing<AdminRows[T]> } = {
  jobs: JOB_LISTING,
  companies: COMPANY_LISTING,
  seekers: SEEKER_LISTING,
  applications: APPLICATION_LISTING,
};

/** Days in the analytics series. */
const SERIES_DAYS = 30;

/** Entries of the dashboard's recent activity. */
const RECENT_ACTIVITIES = 10;

/**
 * What the administrator sees and does. Every action is written to the audit log. The console reads
 * and changes the other modules' data through their query functions and services.
 */
@Injectable()
export class AdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly files: FilesService,
    private readonly queue: QueueService,
    private readonly cursors: ExportCursors,
    private readonly webhooks: WebhookEvents,
    private readonly sessionStates: SessionStates,
  ) {}

  async dashboard() {
    const db = this.dataSource;
    const [users, jobs, companies, applications, openUpgradeRequests, profiles] = await Promise.all([
      userCounts(db),
      jobCounts(db),
      companyCounts(db),
      applicationCounts(db),
      openUpgradeRequestCount(db),
      profileCounts(db),
    ]);
    const activities = (
      await Promise.all([
        recentSignups(db, RECENT_ACTIVITIES),
        recentPostings(db, RECENT_ACTIVITIES),
        recentApplicationActivities(db, RECENT_ACTIVITIES),
      ])
    )
      .flat()
      .sort((a, b) => +new Date(b.at) - +new Date(a.at))
      .slice(0, RECENT_ACTIVITIES);
    return {
      jobSeekers: users.jobSeekers,
      recruiters: users.recruiters,
      activeJobs: jobs.activeJobs,
      totalJobs: jobs.totalJobs,
      registeredCompanies: companies.registeredCompanies,
      totalApplications: applications.totalApplications,
      applicationsToday: applications.applicationsToday,
      newUsersThisWeek: users.newUsersThisWeek,
      openUpgradeRequests,
      profilesCreated: profiles.profiles,
      successfulApplications: applications.successfulApplications,
      avgApplicationsPerJob: jobs.totalJobs ? Math.round(applications.totalApplications / jobs.totalJobs) : 0,
      profileCompletionRate: percent(profiles.profiles, users.jobSeekers),
      successRate: percent(applications.successfulApplications, applications.totalApplications),
      recentActivities: activities,
    };
  }

  async jobs(q: ListingQuery) {
    const page = await listingPage(this.dataSource, JOB_LISTING, q);
    return { ...page, summary: await this.jobsSummary() };
  }

  /** The figures above the jobs table. */
  async jobsSummary() {
    const [jobs, applications] = await Promise.all([
      jobCounts(this.dataSource),
      applicationCounts(this.dataSource),
    ]);
    return {
      totalJobs: jobs.totalJobs,
      activeJobs: jobs.activeJobs,
      jobsFilled: jobs.totalJobs - jobs.activeJobs,
      avgApplications: jobs.totalJobs ? Math.round(applications.totalApplications / jobs.totalJobs) : 0,
    };
  }

  async companies(q: ListingQuery) {
    const page = await listingPage(this.dataSource, COMPANY_LISTING, q);
    return { ...page, summary: await this.companiesSummary() };
  }

  /** The figures above the companies table. */
  async companiesSummary() {
    const [companies, users, jobs] = await Promise.all([
      companyCounts(this.dataSource),
      userCounts(this.dataSource),
      jobCounts(this.dataSource),
    ]);
    return {
      registeredCompanies: companies.registeredCompanies,
      activeCompanies: companies.activeCompanies,
      activeRate: percent(companies.activeCompanies, companies.registeredCompanies),
      premiumSubscribers: users.premiumSubscribers,
      avgJobsPerCompany: companies.registeredCompanies
        ? Math.round(jobs.totalJobs / companies.registeredCompanies)
        : 0,
      recruitersWithCompanies: companies.recruitersWithCompanies,
    };
  }

  async seekers(q: ListingQuery) {
    const page = await listingPage(this.dataSource, SEEKER_LISTING, q);
    return { ...page, summary: await this.seekersSummary() };
  }

  /** The figures above the seekers table. */
  async seekersSummary() {
    const [users, profiles] = await Promise.all([
      userCounts(this.dataSource),
      profileCounts(this.dataSource),
    ]);
    return {
      totalSeekers: users.jobSeekers,
      profilesCreated: profiles.seekerProfiles,
      profilesCreatedRate: percent(profiles.seekerProfiles, users.jobSeekers),
      activeProfiles: profiles.activeSeekerProfiles,
      incompleteProfiles: users.jobSeekers - profiles.seekerProfiles,
    };
  }

  async applications(q: ListingQuery) {
    const page = await listingPage(this.dataSource, APPLICATION_LISTING, q);
    return { ...page, summary: await this.applicationsSummary() };
  }

  /** The figures above the applications table. */
  async applicationsSummary() {
    const counts = await applicationsPerStatus(this.dataSource);
    const by = (st: ApplicationStatus) => counts.find((c) => c.status === st)?.count ?? 0;
    const total = counts.reduce((n, c) => n + c.count, 0);
    const recent = await recentApplications(this.dataSource, 5);
    const pipeline = Object.values(ApplicationStatus).map((status) => ({
      status,
      count: by(status),
      share: share(by(status), total),
    }));
    return {
      totalApplicants: total,
      inReview: by(ApplicationStatus.PENDING),
      recruited: by(ApplicationStatus.RECRUITED),
      seen: by(ApplicationStatus.SEEN),
      rejected: by(ApplicationStatus.REJECT),
      accepted: by(ApplicationStatus.ACCEPT),
      pipeline,
      recent,
    };
  }

  /** A recruiter, by their id or by one of their companies' ids: removes the account, companies and jobs. */
  async deleteRecruiter(admin: User, id: string): Promise<{ recruiterId: string; label: string }> {
    if (!isUuid(id)) throw new NotFoundError('Recruiter not found');
    const row = await recruiterByIdOrCompany(this.dataSource, id);
    if (!row) throw new NotFoundError('Recruiter not found');
    await this.dataSource.transaction(async (m) => {
      await this.notifyApplicantsOfRemovedJobs(m, { recruiterId: row.id });
      await this.files.removeAllOf(row.id, m);
      await deleteUser(m, row.id);
      await this.sessionStates.changed([row.id], m);
      await this.audit(m, admin, 'delete_recruiter', 'user', row.id, { label: row.label });
    });
    return { recruiterId: row.id, label: row.label };
  }

  /** A job: its applicants are told, then the job, its applications and bookmarks go. */
  async deleteJob(admin: User, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError('Job not found');
    await this.dataSource.transaction(async (m) => {
      const job = await jobTitle(m, id);
      if (!job) throw new NotFoundError('Job not found');
      await this.notifyApplicantsOfRemovedJobs(m, { jobId: id });
      await deleteJob(m, id);
      await this.audit(m, admin, 'delete_job', 'job', id, { title: job.title });
    });
  }

  /** A job seeker: their applications, bookmarks, profile, documents and notifications go. */
  async deleteSeeker(admin: User, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError('Job seeker not found');
    await this.dataSource.transaction(async (m) => {
      const u = await seekerById(m, id);
      if (!u) throw new NotFoundError('Job seeker not found');
      await this.files.removeAllOf(id, m);
      await deleteUser(m, id);
      await this.sessionStates.changed([id], m);
      await this.audit(m, admin, 'delete_seeker', 'user', id, { email: u.email });
    });
  }

  async deleteApplication(admin: User, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError('Application not found');
    await this.dataSource.transaction(async (m) => {
      if (!(await deleteApplication(m, id))) throw new NotFoundError('Application not found');
      await this.audit(m, admin, 'delete_application', 'application', id, {});
    });
  }

  /** Grants a plan on an open upgrade request (or declines it); the recruiter's limit follows the plan. */
  async decideUpgrade(admin: User, requestId: string, plan: RecruiterPlan | null): Promise<void> {
    if (!isUuid(requestId)) throw new NotFoundError('Upgrade request not found');
    let notify: (() => Promise<void>) | undefined;
    await this.dataSource.transaction(async (m) => {
      const r = await openUpgradeRequest(m, requestId);
      if (!r) throw new NotFoundError('Upgrade request not found');
      const { email } = (await namesAndEmailsOf(m, [r.recruiter_id])).get(r.recruiter_id)!;
      const status = plan ? UpgradeRequestStatus.GRANTED : UpgradeRequestStatus.DECLINED;
      await decideUpgradeRequest(m, requestId, status, plan, admin.id);
      await this.audit(m, admin, plan ? 'grant_plan' : 'decline_upgrade', 'upgrade_request', requestId, {
        plan,
      });
      notify = plan
        ? await this.applyPlan(m, { id: r.recruiter_id, email }, plan, 'Upgrade approved')
        : await this.notifyInTransaction(m, r.recruiter_id, email, {
            title: 'Upgrade request declined',
            body: 'Your upgrade request was declined. Contact support for details.',
          });
    });
    await notify?.();
  }

  /**
   * Puts a recruiter (by their id or one of their companies' ids) on a plan; their posting limit follows
   * it and they are told. An open upgrade request of theirs is decided by the change: granted when the
   * new plan is at least the one asked for, declined otherwise. Choosing the plan they are on changes
   * nothing.
   */
  async setRecruiterPlan(admin: User, id: string, plan: RecruiterPlan): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(ADMIN_ACTION_MESSAGES.recruiterNotFound);
    let notify: (() => Promise<void>) | undefined;
    await this.dataSource.transaction(async (m) => {
      const u = await lockRecruiter(m, id);
      if (!u) throw new NotFoundError(ADMIN_ACTION_MESSAGES.recruiterNotFound);
      if (u.plan === plan) return;
      const open = await openUpgradeRequestOf(m, u.id);
      if (open) {
        const granted = PLAN_RANK[plan] >= PLAN_RANK[open.requested_plan];
        await decideUpgradeRequest(
          m,
          open.id,
          granted ? UpgradeRequestStatus.GRANTED : UpgradeRequestStatus.DECLINED,
          granted ? plan : null,
          admin.id,
        );
      }
      await this.audit(m, admin, 'set_plan', 'user', u.id, { from: u.plan, to: plan });
      notify = await this.applyPlan(m, u, plan, 'Plan changed');
    });
    await notify?.();
  }

  /** A recruiter's plan, and the notification telling them (delivered by the returned call, after commit). */
  private async applyPlan(
    m: EntityManager,
    recruiter: { id: string; email: string },
    plan: RecruiterPlan,
    title: string,
  ): Promise<() => Promise<void>> {
    await setUserPlan(m, recruiter.id, plan);
    const limit = PLAN_LIMITS[plan];
    return this.notifyInTransaction(m, recruiter.id, recruiter.email, {
      title,
      body: `Your plan is now ${plan}: ${limit === null ? 'unlimited job postings' : `up to ${limit} job postings`}.`,
    });
  }

  private async notifyInTransaction(
    m: EntityManager,
    userId: string,
    email: string,
    message: { title: string; body: string },
  ): Promise<() => Promise<void>> {
    const n = await this.notifications.create({ userId, ...message }, m);
    return () => this.notifications.deliver(n, email);
  }

  /**
   * Closes a job (no more applications; it leaves search) or reopens a closed one (active again). Only a
   * closed job is reopened: a recruiter's draft or paused job is theirs to publish. A job already in the
   * asked state is left as it is. A reopened job is announced as activated (instant alerts).
   */
  async setJobOpen(admin: User, id: string, open: boolean): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(ADMIN_ACTION_MESSAGES.jobNotFound);
    const status = open ? JobStatus.ACTIVE : JobStatus.CLOSED;
    await this.dataSource.transaction(async (m) => {
      const job = await lockJob(m, id);
      if (!job) throw new NotFoundError(ADMIN_ACTION_MESSAGES.jobNotFound);
      if (job.status === status) return;
      if (open && job.status !== JobStatus.CLOSED)
        throw new BadInputError(ADMIN_ACTION_MESSAGES.onlyClosedReopen);
      await setJobStatus(m, id, status);
      if (open) await this.queue.send(JOB_ACTIVATED_QUEUE, { jobId: id }, { manager: m });
      await emitJobEvent(
        this.webhooks,
        m,
        open ? WebhookEventType.JOB_PUBLISHED : WebhookEventType.JOB_CLOSED,
        id,
      );
      await this.audit(m, admin, open ? 'reopen_job' : 'close_job', 'job', id, {
        title: job.title,
        from: job.status,
      });
    });
    if (open) this.queue.wake(JOB_ACTIVATED_QUEUE);
  }

  /**
   * Deactivates a job seeker (they cannot sign in, every session of theirs ends, recruiters no longer see
   * them among candidates) or reactivates them. A seeker already in the asked state is left as they are.
   */
  async setSeekerActive(admin: User, id: string, active: boolean): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(ADMIN_ACTION_MESSAGES.seekerNotFound);
    await this.dataSource.transaction(async (m) => {
      const u = await lockSeeker(m, id);
      if (!u) throw new NotFoundError(ADMIN_ACTION_MESSAGES.seekerNotFound);
      if (u.active === active) return;
      await setUserActive(m, id, active);
      await this.sessionStates.changed([id], m);
      await this.audit(m, admin, active ? 'reactivate_seeker' : 'deactivate_seeker', 'user', id, {
        email: u.email,
      });
    });
  }

  async payments() {
    const [requests, byPlan] = await Promise.all([
      upgradeRequestHistory(this.dataSource, 100),
      recruitersPerPlan(this.dataSource),
    ]);
    const recruiters = await namesAndEmailsOf(
      this.dataSource,
      requests.map((r) => r.recruiterId),
    );
    const history = requests.map(({ recruiterId, ...r }) => {
      const { name, email } = recruiters.get(recruiterId)!;
      return { ...r, recruiter: name, email };
    });
    return {
      plans: (Object.keys(PLAN_LIMITS) as RecruiterPlan[]).map((plan) => ({
        plan,
        priceUsdPerMonth: PLAN_PRICES_USD[plan],
        postingLimit: PLAN_LIMITS[plan],
        recruiters: byPlan.find((p) => p.plan === plan)?.count ?? 0,
      })),
      history,
    };
  }

  /** Daily series for the last 30 days and applications by category. */
  async analytics() {
    const db = this.dataSource;
    const [jobs, applications, signups, byCategory] = await Promise.all([
      jobsPerDay(db, SERIES_DAYS),
      applicationsPerDay(db, SERIES_DAYS),
      signupsPerDay(db, SERIES_DAYS),
      applicationsPerCategory(db, 12),
    ]);
    const series = jobs.map((j, i) => ({
      day: j.day,
      jobs: j.count,
      applications: applications[i].count,
      signups: signups[i].count,
    }));
    return { series, byCategory };
  }

  /** One page of a table's cursor connection (see `listingConnection`). */
  connection<T extends AdminTable>(table: T, req: KeysetRequest): Promise<ConnectionPage<AdminRow<T>>> {
    return listingConnection(this.dataSource, LISTINGS[table], req);
  }

  /** Every row of a table, newest first, a batch at a time (see `listingRows`). */
  allRows<T extends AdminTable>(table: T): AsyncGenerator<AdminRow<T>[]> {
    return listingRows(this.dataSource, LISTINGS[table]);
  }

  /** Every row of a table, searched and sorted as asked, from one cursor (the CSV export). */
  exportRows<T extends AdminTable>(table: T, query: ListingQuery): () => AsyncGenerator<AdminRow<T>[]> {
    const { sql, params } = listingStatement(LISTINGS[table], query);
    return () => this.cursors.rows<AdminRow<T>>(sql, params);
  }

  /** Applicants of the removed jobs get a notification (stored with the removal, not pushed or mailed). */
  private async notifyApplicantsOfRemovedJobs(
    m: EntityManager,
    jobs: { jobId: string } | { recruiterId: string },
  ): Promise<void> {
    const rows = await applicantsOfJobs(m, jobs);
    await this.notifications.createMany(
      rows.map((r) => ({
        userId: r.user_id,
        title: 'Job no longer available',
        body: `${r.title} at ${r.company} has been removed, so your application is closed.`,
        applicationId: null,
      })),
      m,
    );
  }

  private audit(
    m: EntityManager,
    admin: User,
    action: string,
    targetType: string,
    targetId: string,
    details: object,
  ) {
    return recordAuditEvent(m, { actorId: admin.id, action, targetType, targetId, details });
  }
}
