import { ApplicationStatus, DELETED_ACCOUNT_LABEL } from '@hireloop/schema';
import type { Activity } from '../../common/activity';
import type { Listing } from '../../common/listing';
import { createdPerDay, Db, queryOne, queryRow, queryRows } from '../../common/sql';

/** An application as the admin console lists it, with its applicant and its job. */
export interface ApplicationListingRow {
  id: string;
  applicant: string;
  email: string;
  phone: string | null;
  jobId: string;
  job: string;
  location: string;
  jobType: string;
  category: string;
  salary: string;
  status: ApplicationStatus;
  createdAt: Date;
}

/**
 * SQL: the full name of the applicant joined as `alias`, or the deleted-account label when the applicant
 * deleted their account (no user row joins).
 */
export function applicantNameSql(alias: string): string {
  return `CASE WHEN ${alias}.id IS NULL THEN '${DELETED_ACCOUNT_LABEL}' ELSE concat(${alias}.first_name, ' ', ${alias}.last_name) END`;
}

export const APPLICATION_LISTING: Listing<ApplicationListingRow> = {
  select: `a.id, ${applicantNameSql('u')} AS applicant, coalesce(u.email, '') AS email, u.contact_no AS phone, j.id AS "jobId",
           j.title AS job, j.location, j.job_type AS "jobType", j.category, j.salary, a.status, a.created_at AS "createdAt"`,
  from: `applications a LEFT JOIN users u ON u.id = a.applicant_id JOIN jobs j ON j.id = a.job_id`,
  search: `concat(u.first_name, ' ', u.last_name) ILIKE $1 OR u.email ILIKE $1 OR j.title ILIKE $1`,
  sort: {
    applicant: 'applicant',
    job: 'j.title',
    status: 'a.status',
    salary: 'j.salary',
    applied: 'a.created_at',
  },
  defaultSort: 'applied',
  created: 'a.created_at',
  updated: 'a.updated_at',
  id: 'a.id',
};

export interface ApplicationCounts {
  totalApplications: number;
  applicationsToday: number;
  /** Applications accepted or recruited. */
  successfulApplications: number;
}

export function applicationCounts(db: Db): Promise<ApplicationCounts> {
  return queryOne<ApplicationCounts>(
    db,
    `SELECT count(*)::int AS "totalApplications",
            count(*) FILTER (WHERE created_at >= date_trunc('day', now()))::int AS "applicationsToday",
            count(*) FILTER (WHERE status IN ('accept', 'recruited'))::int AS "successfulApplications"
     FROM applications`,
  );
}

/** Applications with each status that has any. */
export function applicationsPerStatus(db: Db) {
  return queryRows<{ status: ApplicationStatus; count: number }>(
    db,
    `SELECT status, count(*)::int AS count FROM applications GROUP BY status`,
  );
}

/** The newest `limit` applications with their applicant's name and job title. */
export function recentApplications(db: Db, limit: number) {
  return queryRows<{
    id: string;
    applicant: string;
    job: string;
    status: ApplicationStatus;
    createdAt: Date;
  }>(
    db,
    `SELECT a.id, ${applicantNameSql('u')} AS applicant, j.title AS job, a.status, a.created_at AS "createdAt"
     FROM applications a LEFT JOIN users u ON u.id = a.applicant_id JOIN jobs j ON j.id = a.job_id
     ORDER BY a.created_at DESC, a.id DESC LIMIT $1`,
    [limit],
  );
}

/**
 * The newest `limit` applications and the newest `limit` status changes (the first status of an
 * application is not a change), as activity entries, newest first.
 */
export function recentApplicationActivities(db: Db, limit: number): Promise<Activity[]> {
  return queryRows<Activity>(
    db,
    `(SELECT 'application' AS kind, concat(${applicantNameSql('u')}, ' applied to ', j.title) AS text, a.created_at AS at
        FROM applications a LEFT JOIN users u ON u.id = a.applicant_id JOIN jobs j ON j.id = a.job_id ORDER BY a.created_at DESC LIMIT $1)
     UNION ALL
     (SELECT 'status', concat(j.title, ': ', ${applicantNameSql('u')}, ' moved to ', e.to_status), e.created_at
        FROM application_events e JOIN applications a ON a.id = e.application_id LEFT JOIN users u ON u.id = a.applicant_id
        JOIN jobs j ON j.id = a.job_id WHERE e.from_status IS NOT NULL ORDER BY e.created_at DESC LIMIT $1)
     ORDER BY at DESC LIMIT $1`,
    [limit],
  );
}

/** Removes an application; false when there is none with this id. */
export async function deleteApplication(db: Db, id: string): Promise<boolean> {
  const removed = await queryRows<{ id: string }>(db, `DELETE FROM applications WHERE id = $1 RETURNING id`, [
    id,
  ]);
  return removed.length > 0;
}

/** Applications per job category, the `limit` largest first. */
export function applicationsPerCategory(db: Db, limit: number) {
  return queryRows<{ category: string; count: number }>(
    db,
    `SELECT j.category, count(*)::int AS count FROM applications a JOIN jobs j ON j.id = a.job_id
     GROUP BY j.category ORDER BY count DESC, j.category LIMIT $1`,
    [limit],
  );
}

/** Applications sent on each of the last `days` days, oldest day first. */
export function applicationsPerDay(db: Db, days: number) {
  return createdPerDay(db, 'applications', days);
}

/**
 * The applicants to tell of one job, or of every job of one recruiter's companies, with the job and
 * company: applications of deleted accounts have none and are left out, and so are deactivated accounts
 * (they are told nothing).
 */
export function applicantsOfJobs(db: Db, jobs: { jobId: string } | { recruiterId: string }) {
  const [where, param] =
    'jobId' in jobs
      ? ['a.job_id = $1', jobs.jobId]
      : [
          'a.job_id IN (SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id WHERE c.owner_id = $1)',
          jobs.recruiterId,
        ];
  return queryRows<{ user_id: string; title: string; company: string; application_id: string }>(
    db,
    `SELECT a.applicant_id AS user_id, j.title, c.name AS company, a.id AS application_id
     FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
     JOIN users u ON u.id = a.applicant_id
     WHERE ${where} AND u.deactivated_at IS NULL`,
    [param],
  );
}

/** SQL condition on an application row `alias`: it is in the recruiter's pipeline (not withdrawn). */
export function inPipelineSql(alias: string): string {
  return `${alias}.status <> '${ApplicationStatus.WITHDRAWN}'`;
}

/** How many applications in the pipeline (not withdrawn) each of these jobs has (jobs without any are absent). */
export function applicationCountsOf(db: Db, jobIds: readonly string[]) {
  return queryRows<{ job_id: string; count: number }>(
    db,
    `SELECT job_id, count(*)::int AS count FROM applications a
     WHERE job_id = ANY($1::uuid[]) AND ${inPipelineSql('a')} GROUP BY job_id`,
    [jobIds],
  );
}

/** Which of these jobs the user applied to (and did not withdraw from). */
export async function appliedJobIds(db: Db, userId: string, jobIds: readonly string[]): Promise<Set<string>> {
  const rows = await queryRows<{ job_id: string }>(
    db,
    `SELECT job_id FROM applications a WHERE applicant_id = $1 AND job_id = ANY($2::uuid[]) AND ${inPipelineSql('a')}`,
    [userId, jobIds],
  );
  return new Set(rows.map((r) => r.job_id));
}

/** A user's application to a job, if they applied. */
export function applicationOf(db: Db, jobId: string, userId: string) {
  return queryRow<{ id: string; status: ApplicationStatus; rejectionNoticeDueAt: Date | null }>(
    db,
    `SELECT id, status, rejection_notice_due_at AS "rejectionNoticeDueAt" FROM applications
     WHERE job_id = $1 AND applicant_id = $2`,
    [jobId, userId],
  );
}

/** One step of an application's history as its applicant may see it. */
export interface TimelineRow {
  id: string;
  applicationId: string;
  fromStatus: ApplicationStatus | null;
  status: ApplicationStatus;
  byApplicant: boolean;
  reason: string | null;
  at: Date;
}

/**
 * The history of each of these applications, oldest step first (the sending first among steps of the
 * same moment), in one statement. Who the recruiter was stays out; the note shows on withdrawals only.
 */
export function timelinesOf(db: Db, applicationIds: readonly string[]) {
  return queryRows<TimelineRow>(
    db,
    `SELECT e.id, e.application_id AS "applicationId", e.from_status AS "fromStatus", e.to_status AS status,
            coalesce(e.actor_id = a.applicant_id, false) AS "byApplicant",
            CASE WHEN e.to_status = '${ApplicationStatus.WITHDRAWN}' THEN e.note END AS reason, e.created_at AS at
     FROM application_events e JOIN applications a ON a.id = e.application_id
     WHERE e.application_id = ANY($1::uuid[])
     ORDER BY e.application_id, e.created_at, e.from_status IS NOT NULL, e.id`,
    [applicationIds],
  );
}

/** SQL condition: the user `user` applied to the job `job` (withdrawn or not); both SQL expressions. */
export function appliedToJobSql(job: string, user: string): string {
  return `EXISTS (SELECT 1 FROM applications ap WHERE ap.job_id = ${job} AND ap.applicant_id = ${user})`;
}
