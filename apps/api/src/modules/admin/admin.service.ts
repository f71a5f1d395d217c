import {
  ADMIN_ACTION_MESSAGES,
  ApplicationStatus,
  JobStatus,
  PLAN_LIMITS,
  PLAN_PRICES_USD,
  RecruiterPlan,
  UpgradeRequestStatus,
} from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BadInputError, NotFoundError } from '../../common/errors';
import { isUuid, pageCount } from '../../common/paging';
import { NotificationsService } from '../notifications/notifications.service';
import { PLAN_RANK } from '../plans/plans.service';
import { Notification } from '../notifications/notification.entity';
import { User } from '../users/user.entity';
import { percent, share, TableQuery, tableSql } from './admin-tables';

/**
 * The rows of an admin table: what each row shows, where it comes from, which rows belong (`only`), what
 * the search matches ($1, an ILIKE pattern) and the row's position in the newest-first order (`created`,
 * `id`) by which every row is streamed.
 */
interface TableRows {
  select: string;
  from: string;
  only?: string;
  search: string;
  created: string;
  id: string;
}

const JOB_ROWS: TableRows = {
  select: `j.id, j.title, c.name AS company, j.location, j.job_type AS "jobType", j.salary, j.status, j.created_at AS "createdAt",
           (SELECT count(*)::int FROM applications a WHERE a.job_id = j.id) AS applications`,
  from: `jobs j JOIN companies c ON c.id = j.company_id`,
  search: `j.title ILIKE $1 OR c.name ILIKE $1 OR j.location ILIKE $1`,
  created: 'j.created_at',
  id: 'j.id',
};

const COMPANY_ROWS: TableRows = {
  select: `c.id, c.name AS company, concat(u.first_name, ' ', u.last_name) AS contact, u.id AS "recruiterId", u.email,
           c.contact_no AS phone, u.contact_no AS "recruiterPhone", c.industry, c.size, c.location, u.plan AS subscription,
           c.website, c.created_at AS "createdAt",
           (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id) AS jobs`,
  from: `companies c JOIN users u ON u.id = c.owner_id`,
  search: `c.name ILIKE $1 OR u.email ILIKE $1 OR c.industry ILIKE $1 OR c.location ILIKE $1
           OR concat(u.first_name, ' ', u.last_name) ILIKE $1`,
  created: 'c.created_at',
  id: 'c.id',
};

const SEEKER_ROWS: TableRows = {
  select: `u.id, concat(u.first_name, ' ', u.last_name) AS name, u.email, u.contact_no AS phone,
           (SELECT count(*)::int FROM profile_experiences e WHERE e.profile_id = p.id) AS experience,
           (SELECT e.job_title FROM profile_experiences e WHERE e.profile_id = p.id ORDER BY e.sort_order LIMIT 1) AS "latestTitle",
           coalesce(p.skills[1:3], '{}') AS skills,
           (SELECT pc.degree FROM profile_colleges pc WHERE pc.profile_id = p.id ORDER BY pc.sort_order LIMIT 1) AS education,
           coalesce(p.credit_points, 0) AS credits, (p.id IS NOT NULL) AS "hasProfile", u.created_at AS "createdAt",
           (u.deactivated_at IS NULL) AS active, u.deactivated_at AS "deactivatedAt"`,
  from: `users u LEFT JOIN profiles p ON p.user_id = u.id`,
  only: `u.role = 'job_seeker'`,
  search: `concat(u.first_name, ' ', u.last_name) ILIKE $1 OR u.email ILIKE $1 OR array_to_string(p.skills, ' ') ILIKE $1`,
  created: 'u.created_at',
  id: 'u.id',
};

const APPLICATION_ROWS: TableRows = {
  select: `a.id, concat(u.first_name, ' ', u.last_name) AS applicant, u.email, u.contact_no AS phone, j.id AS "jobId",
           j.title AS job, j.location, j.job_type AS "jobType", j.category, j.salary, a.status, a.created_at AS "createdAt"`,
  from: `applications a JOIN users u ON u.id = a.applicant_id JOIN jobs j ON j.id = a.job_id`,
  search: `concat(u.first_name, ' ', u.last_name) ILIKE $1 OR u.email ILIKE $1 OR j.title ILIKE $1`,
  created: 'a.created_at',
  id: 'a.id',
};

const TABLE_ROWS = {
  jobs: JOB_ROWS,
  companies: COMPANY_ROWS,
  seekers: SEEKER_ROWS,
  applications: APPLICATION_ROWS,
} as const;

export type AdminTable = keyof typeof TABLE_ROWS;

/** Rows read per step when every row of a table is streamed. */
const STREAM_BATCH = 500;

/** A row of an admin table as the database returns it. */
export type Row = Record<string, unknown>;

/** What the administrator sees and does. Every action is written to the audit log. */
@Injectable()
export class AdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  async dashboard() {
    const [c] = await this.dataSource.query(`
      SELECT
        (SELECT count(*)::int FROM users WHERE role = 'job_seeker') AS "jobSeekers",
        (SELECT count(*)::int FROM users WHERE role = 'recruiter') AS "recruiters",
        (SELECT count(*)::int FROM jobs WHERE status = 'active') AS "activeJobs",
        (SELECT count(*)::int FROM jobs) AS "totalJobs",
        (SELECT count(*)::int FROM companies) AS "registeredCompanies",
        (SELECT count(*)::int FROM applications) AS "totalApplications",
        (SELECT count(*)::int FROM applications WHERE created_at >= date_trunc('day', now())) AS "applicationsToday",
        (SELECT count(*)::int FROM users WHERE created_at >= now() - interval '7 days') AS "newUsersThisWeek",
        (SELECT count(*)::int FROM upgrade_requests WHERE status = 'open') AS "openUpgradeRequests",
        (SELECT count(*)::int FROM profiles) AS "profilesCreated",
        (SELECT count(*)::int FROM applications WHERE status IN ('accept', 'recruited')) AS "successfulApplications"`);
    const activities: { kind: string; text: string; at: Date }[] = await this.dataSource.query(`
      (SELECT 'signup' AS kind, concat(first_name, ' ', last_name, ' joined as ', replace(role, '_', ' ')) AS text, created_at AS at
         FROM users ORDER BY created_at DESC LIMIT 10)
      UNION ALL
      (SELECT 'job', concat(c.name, ' posted ', j.title), j.created_at FROM jobs j JOIN companies c ON c.id = j.company_id
         ORDER BY j.created_at DESC LIMIT 10)
      UNION ALL
      (SELECT 'application', concat(u.first_name, ' ', u.last_name, ' applied to ', j.title), a.created_at
         FROM applications a JOIN users u ON u.id = a.applicant_id JOIN jobs j ON j.id = a.job_id ORDER BY a.created_at DESC LIMIT 10)
      UNION ALL
      (SELECT 'status', concat(j.title, ': ', u.first_name, ' ', u.last_name, ' moved to ', e.to_status), e.created_at
         FROM application_events e JOIN applications a ON a.id = e.application_id JOIN users u ON u.id = a.applicant_id
         JOIN jobs j ON j.id = a.job_id WHERE e.from_status IS NOT NULL ORDER BY e.created_at DESC LIMIT 10)
      ORDER BY at DESC LIMIT 10`);
    return {
      ...c,
      avgApplicationsPerJob: c.totalJobs ? Math.round(c.totalApplications / c.totalJobs) : 0,
      profileCompletionRate: percent(c.profilesCreated, c.jobSeekers),
      successRate: percent(c.successfulApplications, c.totalApplications),
      recentActivities: activities,
    };
  }

  async jobs(q: TableQuery) {
    const t = tableSql(
      q,
      {
        title: 'j.title',
        company: 'c.name',
        location: 'j.location',
        type: 'j.job_type',
        salary: 'j.salary',
        applications: 'applications',
        status: 'j.status',
        posted: 'j.created_at',
      },
      'posted',
    );
    const rows = await this.pageRows(JOB_ROWS, t);
    return { ...this.page(rows, t), summary: await this.jobsSummary() };
  }

  /** The figures above the jobs table. */
  async jobsSummary() {
    const [s] = await this.dataSource.query(
      `SELECT count(*)::int AS "totalJobs", count(*) FILTER (WHERE status = 'active')::int AS "activeJobs",
              (SELECT count(*)::int FROM applications) AS apps FROM jobs`,
    );
    return {
      totalJobs: s.totalJobs,
      activeJobs: s.activeJobs,
      jobsFilled: s.totalJobs - s.activeJobs,
      avgApplications: s.totalJobs ? Math.round(s.apps / s.totalJobs) : 0,
    };
  }

  async companies(q: TableQuery) {
    const t = tableSql(
      q,
      {
        company: 'c.name',
        contact: 'contact',
        email: 'u.email',
        phone: 'c.contact_no',
        industry: 'c.industry',
        size: 'c.size',
        location: 'c.location',
        subscription: 'u.plan',
        website: 'c.website',
        joined: 'c.created_at',
      },
      'joined',
    );
    const rows = await this.pageRows(COMPANY_ROWS, t);
    return { ...this.page(rows, t), summary: await this.companiesSummary() };
  }

  /** The figures above the companies table. */
  async companiesSummary() {
    const [s] = await this.dataSource.query(`
      SELECT (SELECT count(*)::int FROM companies) AS "registeredCompanies",
             (SELECT count(*)::int FROM companies c WHERE EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = c.id AND j.status = 'active')) AS "activeCompanies",
             (SELECT count(*)::int FROM users WHERE role = 'recruiter' AND plan <> 'basic') AS "premiumSubscribers",
             (SELECT count(DISTINCT owner_id)::int FROM companies) AS "recruitersWithCompanies",
             (SELECT count(*)::int FROM jobs) AS jobs`);
    return {
      registeredCompanies: s.registeredCompanies,
      activeCompanies: s.activeCompanies,
      activeRate: percent(s.activeCompanies, s.registeredCompanies),
      premiumSubscribers: s.premiumSubscribers,
      avgJobsPerCompany: s.registeredCompanies ? Math.round(s.jobs / s.registeredCompanies) : 0,
      recruitersWithCompanies: s.recruitersWithCompanies,
    };
  }

  async seekers(q: TableQuery) {
    const t = tableSql(
      q,
      {
        name: 'name',
        email: 'u.email',
        phone: 'u.contact_no',
        experience: 'experience',
        skills: 'skills',
        education: 'education',
        credits: 'credits',
        status: 'active',
        registered: 'u.created_at',
      },
      'registered',
    );
    const rows = await this.pageRows(SEEKER_ROWS, t);
    return { ...this.page(rows, t), summary: await this.seekersSummary() };
  }

  /** The figures above the seekers table. */
  async seekersSummary() {
    const [s] = await this.dataSource.query(`
      SELECT (SELECT count(*)::int FROM users WHERE role = 'job_seeker') AS "totalSeekers",
             (SELECT count(*)::int FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.role = 'job_seeker') AS "profilesCreated",
             (SELECT count(*)::int FROM profiles p JOIN users u ON u.id = p.user_id
               WHERE u.role = 'job_seeker' AND p.updated_at >= now() - interval '30 days') AS "activeProfiles"`);
    return {
      totalSeekers: s.totalSeekers,
      profilesCreated: s.profilesCreated,
      profilesCreatedRate: percent(s.profilesCreated, s.totalSeekers),
      activeProfiles: s.activeProfiles,
      incompleteProfiles: s.totalSeekers - s.profilesCreated,
    };
  }

  async applications(q: TableQuery) {
    const t = tableSql(
      q,
      {
        applicant: 'applicant',
        job: 'j.title',
        status: 'a.status',
        salary: 'j.salary',
        applied: 'a.created_at',
      },
      'applied',
    );
    const rows = await this.pageRows(APPLICATION_ROWS, t);
    return { ...this.page(rows, t), summary: await this.applicationsSummary() };
  }

  /** The figures above the applications table. */
  async applicationsSummary() {
    const counts: { status: ApplicationStatus; count: number }[] = await this.dataSource.query(
      `SELECT status, count(*)::int AS count FROM applications GROUP BY status`,
    );
    const by = (st: ApplicationStatus) => counts.find((c) => c.status === st)?.count ?? 0;
    const total = counts.reduce((n, c) => n + c.count, 0);
    const recent = await this.dataSource.query(
      `SELECT a.id, concat(u.first_name, ' ', u.last_name) AS applicant, j.title AS job, a.status, a.created_at AS "createdAt"
       FROM applications a JOIN users u ON u.id = a.applicant_id JOIN jobs j ON j.id = a.job_id
       ORDER BY a.created_at DESC, a.id DESC LIMIT 5`,
    );
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
    const [row] = await this.dataSource.query(
      `SELECT u.id, coalesce(c.name, concat(u.first_name, ' ', u.last_name)) AS label
       FROM users u LEFT JOIN companies c ON c.owner_id = u.id AND c.id = $1
       WHERE u.role = 'recruiter' AND (u.id = $1 OR c.id = $1) LIMIT 1`,
      [id],
    );
    if (!row) throw new NotFoundError('Recruiter not found');
    await this.dataSource.transaction(async (m) => {
      await this.notifyApplicantsOfRemovedJobs(
        m,
        `SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id WHERE c.owner_id = $1`,
        [row.id],
      );
      await this.removeUserFiles(m, row.id);
      await m.query(`DELETE FROM users WHERE id = $1`, [row.id]);
      await this.audit(m, admin, 'delete_recruiter', 'user', row.id, { label: row.label });
    });
    return { recruiterId: row.id, label: row.label };
  }

  /** A job: its applicants are told, then the job, its applications and bookmarks go. */
  async deleteJob(admin: User, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError('Job not found');
    await this.dataSource.transaction(async (m) => {
      const [job] = await m.query(`SELECT id, title FROM jobs WHERE id = $1`, [id]);
      if (!job) throw new NotFoundError('Job not found');
      await this.notifyApplicantsOfRemovedJobs(m, `SELECT $1::uuid AS id`, [id]);
      await m.query(`DELETE FROM jobs WHERE id = $1`, [id]);
      await this.audit(m, admin, 'delete_job', 'job', id, { title: job.title });
    });
  }

  /** A job seeker: their applications, bookmarks, profile, documents and notifications go. */
  async deleteSeeker(admin: User, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError('Job seeker not found');
    await this.dataSource.transaction(async (m) => {
      const [u] = await m.query(`SELECT id, email FROM users WHERE id = $1 AND role = 'job_seeker'`, [id]);
      if (!u) throw new NotFoundError('Job seeker not found');
      await this.removeUserFiles(m, id);
      await m.query(`DELETE FROM users WHERE id = $1`, [id]);
      await this.audit(m, admin, 'delete_seeker', 'user', id, { email: u.email });
    });
  }

  async deleteApplication(admin: User, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError('Application not found');
    await this.dataSource.transaction(async (m) => {
      const removed: unknown = await m.query(`DELETE FROM applications WHERE id = $1 RETURNING id`, [id]);
      const rows = Array.isArray(removed) && Array.isArray(removed[0]) ? removed[0] : (removed as unknown[]);
      if (!rows.length) throw new NotFoundError('Application not found');
      await this.audit(m, admin, 'delete_application', 'application', id, {});
    });
  }

  /** Grants a plan on an open upgrade request (or declines it); the recruiter's limit follows the plan. */
  async decideUpgrade(admin: User, requestId: string, plan: RecruiterPlan | null): Promise<void> {
    if (!isUuid(requestId)) throw new NotFoundError('Upgrade request not found');
    let notify: (() => Promise<void>) | undefined;
    await this.dataSource.transaction(async (m) => {
      const [r] = await m.query(
        `SELECT r.id, r.recruiter_id, u.email FROM upgrade_requests r JOIN users u ON u.id = r.recruiter_id WHERE r.id = $1 AND r.status = 'open'`,
        [requestId],
      );
      if (!r) throw new NotFoundError('Upgrade request not found');
      const status = plan ? UpgradeRequestStatus.GRANTED : UpgradeRequestStatus.DECLINED;
      await m.query(
        `UPDATE upgrade_requests SET status = $2, granted_plan = $3, decided_by_id = $4, decided_at = now() WHERE id = $1`,
        [requestId, status, plan, admin.id],
      );
      await this.audit(m, admin, plan ? 'grant_plan' : 'decline_upgrade', 'upgrade_request', requestId, {
        plan,
      });
      notify = plan
        ? await this.applyPlan(m, { id: r.recruiter_id, email: r.email }, plan, 'Upgrade approved')
        : await this.notifyInTransaction(m, r.recruiter_id, r.email, {
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
      const [u]: { id: string; email: string; plan: RecruiterPlan }[] = await m.query(
        `SELECT u.id, u.email, u.plan FROM users u
         WHERE u.role = 'recruiter' AND (u.id = $1 OR EXISTS (SELECT 1 FROM companies c WHERE c.id = $1 AND c.owner_id = u.id))
         LIMIT 1 FOR UPDATE`,
        [id],
      );
      if (!u) throw new NotFoundError(ADMIN_ACTION_MESSAGES.recruiterNotFound);
      if (u.plan === plan) return;
      const [open]: { id: string; requested_plan: RecruiterPlan }[] = await m.query(
        `SELECT id, requested_plan FROM upgrade_requests WHERE recruiter_id = $1 AND status = 'open'`,
        [u.id],
      );
      if (open) {
        const granted = PLAN_RANK[plan] >= PLAN_RANK[open.requested_plan];
        await m.query(
          `UPDATE upgrade_requests SET status = $2, granted_plan = $3, decided_by_id = $4, decided_at = now() WHERE id = $1`,
          [
            open.id,
            granted ? UpgradeRequestStatus.GRANTED : UpgradeRequestStatus.DECLINED,
            granted ? plan : null,
            admin.id,
          ],
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
    await m.query(`UPDATE users SET plan = $2, updated_at = now() WHERE id = $1`, [recruiter.id, plan]);
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
   * asked state is left as it is.
   */
  async setJobOpen(admin: User, id: string, open: boolean): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(ADMIN_ACTION_MESSAGES.jobNotFound);
    const status = open ? JobStatus.ACTIVE : JobStatus.CLOSED;
    await this.dataSource.transaction(async (m) => {
      const [job]: { id: string; title: string; status: JobStatus }[] = await m.query(
        `SELECT id, title, status FROM jobs WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!job) throw new NotFoundError(ADMIN_ACTION_MESSAGES.jobNotFound);
      if (job.status === status) return;
      if (open && job.status !== JobStatus.CLOSED)
        throw new BadInputError(ADMIN_ACTION_MESSAGES.onlyClosedReopen);
      await m.query(`UPDATE jobs SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
      await this.audit(m, admin, open ? 'reopen_job' : 'close_job', 'job', id, {
        title: job.title,
        from: job.status,
      });
    });
  }

  /**
   * Deactivates a job seeker (they cannot sign in, every session of theirs ends, recruiters no longer see
   * them among candidates) or reactivates them. A seeker already in the asked state is left as they are.
   */
  async setSeekerActive(admin: User, id: string, active: boolean): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(ADMIN_ACTION_MESSAGES.seekerNotFound);
    await this.dataSource.transaction(async (m) => {
      const [u]: { id: string; email: string; active: boolean }[] = await m.query(
        `SELECT id, email, deactivated_at IS NULL AS active FROM users WHERE id = $1 AND role = 'job_seeker' FOR UPDATE`,
        [id],
      );
      if (!u) throw new NotFoundError(ADMIN_ACTION_MESSAGES.seekerNotFound);
      if (u.active === active) return;
      await m.query(
        active
          ? `UPDATE users SET deactivated_at = NULL, updated_at = now() WHERE id = $1`
          : `UPDATE users SET deactivated_at = now(), token_version = token_version + 1, updated_at = now() WHERE id = $1`,
        [id],
      );
      await this.audit(m, admin, active ? 'reactivate_seeker' : 'deactivate_seeker', 'user', id, {
        email: u.email,
      });
    });
  }

  async payments() {
    const history = await this.dataSource.query(
      `SELECT r.id, concat(u.first_name, ' ', u.last_name) AS recruiter, u.email, r.requested_plan AS "requestedPlan",
              r.granted_plan AS "grantedPlan", r.status, r.created_at AS "createdAt", r.decided_at AS "decidedAt"
       FROM upgrade_requests r JOIN users u ON u.id = r.recruiter_id ORDER BY r.created_at DESC LIMIT 100`,
    );
    const byPlan: { plan: RecruiterPlan; count: number }[] = await this.dataSource.query(
      `SELECT plan, count(*)::int AS count FROM users WHERE role = 'recruiter' GROUP BY plan`,
    );
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
    const series = await this.dataSource.query(`
      SELECT d::date AS day,
        (SELECT count(*)::int FROM jobs WHERE created_at >= d AND created_at < d + interval '1 day') AS jobs,
        (SELECT count(*)::int FROM applications WHERE created_at >= d AND created_at < d + interval '1 day') AS applications,
        (SELECT count(*)::int FROM users WHERE created_at >= d AND created_at < d + interval '1 day') AS signups
      FROM generate_series(date_trunc('day', now()) - interval '29 days', date_trunc('day', now()), interval '1 day') AS d
      ORDER BY d`);
    const byCategory = await this.dataSource.query(
      `SELECT j.category, count(*)::int AS count FROM applications a JOIN jobs j ON j.id = a.job_id
       GROUP BY j.category ORDER BY count DESC, j.category LIMIT 12`,
    );
    return { series, byCategory };
  }

  /** One page of a table, sorted and searched as asked, each row with the count of all matching rows. */
  private pageRows(rows: TableRows, t: ReturnType<typeof tableSql>): Promise<(Row & { total?: string })[]> {
    return this.dataSource.query(
      `SELECT ${rows.select}, count(*) OVER () AS total FROM ${rows.from}
       WHERE ${rows.only ?? 'true'} AND ($1::text IS NULL OR ${rows.search})
       ORDER BY ${t.orderBy}, ${rows.id} OFFSET $2 LIMIT $3`,
      [t.like, t.offset, t.pageSize],
    );
  }

  /**
   * Every row of a table, newest first, STREAM_BATCH rows at a time: each batch starts after the last
   * row of the one before (its exact timestamp, read as text to keep the microseconds, and its id), so
   * every row comes once however many there are, and nothing but one batch is held.
   */
  async *allRows(table: AdminTable): AsyncGenerator<Row[]> {
    const rows = TABLE_ROWS[table];
    let after: [string, string] | [null, null] = [null, null];
    for (;;) {
      const batch: (Row & { cursor: string })[] = await this.dataSource.query(
        `SELECT ${rows.select}, ${rows.created}::text AS cursor FROM ${rows.from}
         WHERE ${rows.only ?? 'true'}
           AND ($1::timestamptz IS NULL OR (${rows.created}, ${rows.id}) < ($1::timestamptz, $2::uuid))
         ORDER BY ${rows.created} DESC, ${rows.id} DESC LIMIT $3`,
        [...after, STREAM_BATCH],
      );
      if (!batch.length) return;
      const last = batch[batch.length - 1];
      after = [last.cursor, String(last.id)];
      yield batch.map(({ cursor: _cursor, ...row }) => row);
      if (batch.length < STREAM_BATCH) return;
    }
  }

  private page<T extends { total?: string }>(rows: T[], t: { page: number; pageSize: number }) {
    const total = rows.length ? Number(rows[0].total) : 0;
    return {
      items: rows.map(({ total: _total, ...rest }) => rest),
      total,
      page: t.page,
      pageSize: t.pageSize,
      pageCount: pageCount(total, t.pageSize),
    };
  }

  private async notifyApplicantsOfRemovedJobs(
    m: EntityManager,
    jobsSql: string,
    params: unknown[],
  ): Promise<void> {
    const rows: { user_id: string; title: string; company: string; application_id: string }[] = await m.query(
      `SELECT a.applicant_id AS user_id, j.title, c.name AS company, a.id AS application_id
       FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
       WHERE a.job_id IN (${jobsSql})`,
      params,
    );
    if (!rows.length) return;
    await m.getRepository(Notification).insert(
      rows.map((r) => ({
        userId: r.user_id,
        title: 'Job no longer available',
        body: `${r.title} at ${r.company} has been removed, so your application is closed.`,
        applicationId: null,
      })),
    );
  }

  private async removeUserFiles(m: EntityManager, userId: string): Promise<void> {
    await m.query(`DELETE FROM files WHERE owner_id = $1`, [userId]);
  }

  private async audit(
    m: EntityManager,
    admin: User,
    action: string,
    targetType: string,
    targetId: string,
    details: object,
  ) {
    await m.query(
      `INSERT INTO audit_events (actor_id, action, target_type, target_id, details) VALUES ($1, $2, $3, $4, $5)`,
      [admin.id, action, targetType, targetId, JSON.stringify(details)],
    );
  }
}
