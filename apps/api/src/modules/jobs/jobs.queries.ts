import { JobStatus } from '@hireloop/schema';
import type { Activity } from '../../common/activity';
import type { Listing } from '../../common/listing';
import { createdPerDay, Db, queryOne, queryRow, queryRows } from '../../common/sql';
import {
  activeJobPredicate,
  filterPredicates,
  fulltextPredicate,
  remotePredicate,
  salaryPredicate,
} from './job-search';

/** A job as the admin console lists it, with its company's name and its application count. */
export interface JobListingRow {
  id: string;
  title: string;
  company: string;
  location: string;
  jobType: string;
  salary: string;
  status: JobStatus;
  createdAt: Date;
  applications: number;
}

export const JOB_LISTING: Listing<JobListingRow> = {
  select: `j.id, j.title, c.name AS company, j.location, j.job_type AS "jobType", j.salary, j.status, j.created_at AS "createdAt",
           (SELECT count(*)::int FROM applications a WHERE a.job_id = j.id) AS applications`,
  from: `jobs j JOIN companies c ON c.id = j.company_id`,
  search: `j.title ILIKE $1 OR c.name ILIKE $1 OR j.location ILIKE $1`,
  sort: {
    title: 'j.title',
    company: 'c.name',
    location: 'j.location',
    type: 'j.job_type',
    salary: 'j.salary',
    applications: 'applications',
    status: 'j.status',
    posted: 'j.created_at',
  },
  defaultSort: 'posted',
  created: 'j.created_at',
  updated: 'j.updated_at',
  id: 'j.id',
};

export interface JobCounts {
  totalJobs: number;
  activeJobs: number;
}

/** Jobs in all and those open to applications now (active and not past their closing date). */
export function jobCounts(db: Db): Promise<JobCounts> {
  return queryOne<JobCounts>(
    db,
    `SELECT (SELECT count(*)::int FROM jobs) AS "totalJobs",
            (SELECT count(*)::int FROM jobs j WHERE ${activeJobPredicate('j', 'now()')}) AS "activeJobs"`,
  );
}

/** The newest `limit` postings, as activity entries ("<company> posted <title>"). */
export function recentPostings(db: Db, limit: number): Promise<Activity[]> {
  return queryRows<Activity>(
    db,
    `SELECT 'job' AS kind, concat(c.name, ' posted ', j.title) AS text, j.created_at AS at
     FROM jobs j JOIN companies c ON c.id = j.company_id ORDER BY j.created_at DESC LIMIT $1`,
    [limit],
  );
}

/** A job's id, title and status, its row locked until the transaction ends. */
export function lockJob(db: Db, id: string) {
  return queryRow<{ id: string; title: string; status: JobStatus }>(
    db,
    `SELECT id, title, status FROM jobs WHERE id = $1 FOR UPDATE`,
    [id],
  );
}

/** A job's id and title. */
export function jobTitle(db: Db, id: string) {
  return queryRow<{ id: string; title: string }>(db, `SELECT id, title FROM jobs WHERE id = $1`, [id]);
}

/** Sets a job's status; a job made active from another status is stamped as activated now. */
export async function setJobStatus(db: Db, id: string, status: JobStatus): Promise<void> {
  await db.query(
    `UPDATE jobs SET status = $2, updated_at = now(),
            activated_at = CASE WHEN $2 = 'active' AND status <> 'active' THEN now() ELSE activated_at END
     WHERE id = $1`,
    [id, status],
  );
}

/** Stamps a job as activated now (it became active: published, reopened or brought back). */
export async function stampJobActivated(db: Db, id: string): Promise<void> {
  await db.query(`UPDATE jobs SET activated_at = now() WHERE id = $1`, [id]);
}

/** Removes a job; its applications and bookmarks go with it (foreign keys cascade). */
export async function deleteJob(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM jobs WHERE id = $1`, [id]);
}

/** Jobs posted on each of the last `days` days, oldest day first. */
export function jobsPerDay(db: Db, days: number) {
  return createdPerDay(db, 'jobs', days);
}

/**
 * What a recruiter's plan's posting limit counts: the jobs they posted, any status, and each time one of
 * them was brought back after it expired.
 */
export async function jobsPostedBy(db: Db, userId: string): Promise<number> {
  const row = await queryOne<{ count: number }>(
    db,
    `SELECT (count(*) + coalesce(sum(renewals), 0))::int AS count FROM jobs WHERE posted_by_id = $1`,
    [userId],
  );
  return row.count;
}

/** Which jobs saved searches are matched against: one job, or those that became active in a window. */
export type SavedSearchScope =
  /** The job of this id (an SQL parameter), when active, whatever its age. */
  | { jobId: string }
  /**
   * Active jobs that became active (activated_at: posted active, published, reopened) after each search's
   * `since` and at or before `until` (an SQL expression).
   */
  | { until: string };

/**
 * Common table expressions that match saved searches (job alerts) against active jobs with the job
 * search's own filters and full-text match, so that an alert finds what /jobs shows for the same search.
 * `searches` names a relation with the columns id, q (tsquery; null without keyword), job_types,
 * locations, categories (text[]; empty: any), salary_min_inr (null: any), remote and since (timestamptz). Defines `search_jobs` (the jobs
 * read, read once) and `search_matches` (search_id, job_id, rank, activated_at, and reactivated: the job
 * became active after it was posted, so it may have been matched in an earlier window): a set-based join
 * whose memory does not grow with the number of searches.
 *
 * A window's searches are joined to its jobs by hash on one filter each search has (its locations, else
 * its categories, else its job types, else none: every job) as `kind:value` keys, each job carrying one
 * key per kind; the full predicates are then checked on the pairs found, so the matches are exactly
 * those of the predicates alone, each pair once.
 */
export function savedSearchMatchesSql(searches: string, scope: SavedSearchScope): string {
  const ok = filterPredicates('j', {
    jobTypes: 's.job_types',
    locations: 's.locations',
    categories: 's.categories',
    mayBeEmpty: true,
  });
  const fulltext = fulltextPredicate('j', 's.q');
  const matched = `WHERE ${ok.t} AND ${ok.l} AND ${ok.c} AND (s.q IS NULL OR ${fulltext.match})
      AND (s.salary_min_inr IS NULL OR ${salaryPredicate('j', 's.salary_min_inr')})
      AND (NOT s.remote OR ${remotePredicate('j')})`;
  const columns = `s.id AS search_id, j.id AS job_id, j.activated_at, j.activated_at > j.created_at AS reactivated,
             CASE WHEN s.q IS NULL THEN 0 ELSE ${fulltext.rank} END AS rank`;
  const read =
    'SELECT id, job_type, location, category, activated_at, created_at, search_vector, salary_max_inr FROM jobs';
  if ('jobId' in scope) {
    return `search_jobs AS MATERIALIZED (${read} WHERE id = ${scope.jobId} AND status = 'active'),
    search_matches AS (
      SELECT ${columns}
      FROM ${searches} s CROSS JOIN search_jobs j
      ${matched}
    )`;
  }
  return `search_jobs AS MATERIALIZED (
      ${read}
      WHERE status = 'active' AND activated_at > (SELECT min(since) FROM ${searches})
        AND activated_at <= ${scope.until}
    ),
    search_job_keys AS MATERIALIZED (
      SELECT j.*, k.key FROM search_jobs j
      CROSS JOIN LATERAL unnest(ARRAY['l:' || j.location, 'c:' || j.category, 't:' || j.job_type, '*:']) k(key)
    ),
    search_keys AS MATERIALIZED (
      SELECT s.id, s.q, s.job_types, s.locations, s.categories, s.salary_min_inr, s.remote, s.since, k.key
      FROM ${searches} s
      CROSS JOIN LATERAL (
        SELECT CASE WHEN cardinality(s.locations) > 0 THEN 'l' WHEN cardinality(s.categories) > 0 THEN 'c'
                    WHEN cardinality(s.job_types) > 0 THEN 't' ELSE '*' END AS kind
      ) c
      CROSS JOIN LATERAL (
        SELECT DISTINCT c.kind || ':' || v AS key
        FROM unnest(CASE c.kind WHEN 'l' THEN s.locations WHEN 'c' THEN s.categories
                                WHEN 't' THEN s.job_types ELSE ARRAY['']::text[] END) v
      ) k
    ),
    search_matches AS (
      SELECT ${columns}
      FROM search_keys s JOIN search_job_keys j ON j.key = s.key
      ${matched} AND j.activated_at > s.since
    )`;
}

/** What a mail says of a job. */
export interface JobSummary {
  id: string;
  title: string;
  company: string;
  location: string;
  jobType: string;
  salary: string;
}

/** Summaries of the jobs of these ids (any order; missing ones left out). */
export async function jobSummaries(db: Db, ids: string[]): Promise<Map<string, JobSummary>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<JobSummary>(
    db,
    `SELECT j.id, j.title, c.name AS company, j.location, j.job_type AS "jobType", j.salary
     FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The open jobs per company at `now` (an SQL expression) as a relation (company_id, open_jobs), only
 * companies with at least one: for another module's statement that lists companies with their open-job
 * counts in one pass.
 */
export function openJobCountsSql(now: string): string {
  return `SELECT j.company_id, count(*)::int AS open_jobs FROM jobs j WHERE ${activeJobPredicate('j', now)} GROUP BY j.company_id`;
}

/** Ids of a company's jobs open at `now`, newest first, at most `limit`, and how many it has in all. */
export async function openJobsOfCompany(
  db: Db,
  companyId: string,
  limit: number,
  now: Date,
): Promise<{ ids: string[]; total: number }> {
  const row = await queryOne<{ ids: string[]; total: number }>(
    db,
    `WITH open AS (SELECT j.id, j.created_at FROM jobs j WHERE j.company_id = $1 AND ${activeJobPredicate('j', '$3')})
     SELECT (SELECT count(*)::int FROM open) AS total,
            (SELECT coalesce(json_agg(id ORDER BY created_at DESC, id DESC), '[]')
               FROM (SELECT id, created_at FROM open ORDER BY created_at DESC, id DESC LIMIT $2) p) AS ids`,
    [companyId, limit, now],
  );
  return { ids: row.ids, total: row.total };
}

/** Jobs shown to search engines: active and not past their closing date. */
const LISTED_JOB = activeJobPredicate('jobs', 'now()');

/** A page of the sitemap: its id (a job's or a company's) and when what it shows last changed. */
export interface SitemapRow {
  id: string;
  lastmod: Date;
}

/** The newest change of each chunk of `size` listed jobs in id order (chunk 1 first; none without jobs). */
export function listedJobChunks(db: Db, size: number): Promise<{ lastmod: Date }[]> {
  return queryRows<{ lastmod: Date }>(
    db,
    `SELECT max(updated_at) AS lastmod
     FROM (SELECT updated_at, row_number() OVER (ORDER BY id) - 1 AS n FROM jobs WHERE ${LISTED_JOB}) j
     GROUP BY n / $1 ORDER BY n / $1`,
    [size],
  );
}

/** The id of the listed job at this place in id order (0: the first); undefined past the end. */
export async function listedJobIdAt(db: Db, offset: number): Promise<string | undefined> {
  const row = await queryRow<{ id: string }>(
    db,
    `SELECT id FROM jobs WHERE ${LISTED_JOB} ORDER BY id OFFSET $1 LIMIT 1`,
    [offset],
  );
  return row?.id;
}

/** Up to `limit` listed jobs after the id `after` (null: from the first), in id order, with their last change. */
export function listedJobsAfter(db: Db, after: string | null, limit: number): Promise<SitemapRow[]> {
  return queryRows<SitemapRow>(
    db,
    `SELECT id, updated_at AS lastmod FROM jobs
     WHERE ${LISTED_JOB} AND id > coalesce($1::uuid, '00000000-0000-0000-0000-000000000000') ORDER BY id LIMIT $2`,
    [after, limit],
  );
}

/** The categories that have listed jobs, with the newest change among them, by name. */
export function listedJobCategories(db: Db): Promise<{ category: string; lastmod: Date }[]> {
  return queryRows<{ category: string; lastmod: Date }>(
    db,
    `SELECT category, max(updated_at) AS lastmod FROM jobs WHERE ${LISTED_JOB} GROUP BY category ORDER BY category`,
  );
}
