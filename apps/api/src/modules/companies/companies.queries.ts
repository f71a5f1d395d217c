import { RecruiterPlan } from '@hireloop/schema';
import type { Listing } from '../../common/listing';
import { Db, likePattern, queryOne, queryRow, queryRows } from '../../common/sql';
import { KeysetRequest, keysetSql } from '../../common/cursor';
import { openJobCountsSql } from '../jobs/jobs.queries';

/** A company as the admin console lists it, with its recruiter and its job count. */
export interface CompanyListingRow {
  id: string;
  company: string;
  contact: string;
  recruiterId: string;
  email: string;
  phone: string;
  recruiterPhone: string | null;
  industry: string;
  size: string;
  location: string;
  subscription: RecruiterPlan;
  website: string;
  createdAt: Date;
  jobs: number;
}

export const COMPANY_LISTING: Listing<CompanyListingRow> = {
  select: `c.id, c.name AS company, concat(u.first_name, ' ', u.last_name) AS contact, u.id AS "recruiterId", u.email,
           c.contact_no AS phone, u.contact_no AS "recruiterPhone", c.industry, c.size, c.location, u.plan AS subscription,
           c.website, c.created_at AS "createdAt",
           (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id) AS jobs`,
  from: `companies c JOIN users u ON u.id = c.owner_id`,
  search: `c.name ILIKE $1 OR u.email ILIKE $1 OR c.industry ILIKE $1 OR c.location ILIKE $1
           OR concat(u.first_name, ' ', u.last_name) ILIKE $1`,
  sort: {
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
  defaultSort: 'joined',
  created: 'c.created_at',
  id: 'c.id',
};

export interface CompanyCounts {
  registeredCompanies: number;
  /** Companies with at least one job open to applications now. */
  activeCompanies: number;
  recruitersWithCompanies: number;
}

export function companyCounts(db: Db): Promise<CompanyCounts> {
  return queryOne<CompanyCounts>(
    db,
    `SELECT (SELECT count(*)::int FROM companies) AS "registeredCompanies",
            (SELECT count(*)::int FROM (${openJobCountsSql('now()')}) open) AS "activeCompanies",
            (SELECT count(DISTINCT owner_id)::int FROM companies) AS "recruitersWithCompanies"`,
  );
}

/** One page of the public directory: company ids with their open-job counts, and the matching total. */
export interface DirectoryRows {
  items: { id: string; openJobs: number }[];
  total: number;
}

/**
 * Companies with at least one job open at `now`, most open jobs first (then by name), whose name, industry or
 * location contains `search` (as typed: its `%` and `_` match themselves): one statement for the page and
 * the total, the counts from one aggregate over the open jobs.
 */
export function directoryPage(db: Db, search: string | null, offset: number, limit: number, now: Date) {
  return queryOne<DirectoryRows>(
    db,
    `WITH matched AS MATERIALIZED (
       SELECT c.id, c.name, o.open_jobs
       FROM (${openJobCountsSql('$4')}) o JOIN companies c ON c.id = o.company_id
       WHERE $1::text IS NULL OR c.name ILIKE $1 OR c.industry ILIKE $1 OR c.location ILIKE $1
     )
     SELECT (SELECT count(*)::int FROM matched) AS total,
            (SELECT coalesce(json_agg(json_build_object('id', p.id, 'openJobs', p.open_jobs)
                                      ORDER BY p.open_jobs DESC, p.name, p.id), '[]')
               FROM (SELECT * FROM matched ORDER BY open_jobs DESC, name, id OFFSET $2 LIMIT $3) p) AS items`,
    [search ? likePattern(search) : null, offset, limit, now],
  );
}

/**
 * Companies of the public directory (at least one job open at `now`) in keyset order, by (created_at, id)
 * ascending (see keysetSql), with their open-job counts; one row more than asked.
 */
export function directoryByKey(db: Db, req: KeysetRequest, now: Date) {
  const k = keysetSql({ created: 'c.created_at', id: 'c.id' }, req, 2);
  return queryRows<{ id: string; openJobs: number; cursorAt: string }>(
    db,
    `SELECT c.id, o.open_jobs AS "openJobs", ${k.cursorAt} AS "cursorAt"
     FROM (${openJobCountsSql('$1')}) o JOIN companies c ON c.id = o.company_id
     WHERE ${k.where}
     ORDER BY ${k.orderBy} LIMIT ${k.limit}`,
    [now, ...k.params],
  );
}

/** The id of the company a slug names: its current slug, or one it had before a rename. */
export async function companyIdBySlug(db: Db, slug: string): Promise<string | null> {
  const row = await queryOne<{ id: string | null }>(
    db,
    `SELECT coalesce((SELECT id FROM companies WHERE slug = $1),
                     (SELECT company_id FROM company_slugs WHERE slug = $1)) AS id`,
    [slug],
  );
  return row.id;
}

/**
 * Companies shown to search engines, those with at least one active job not past its closing date, with
 * when their page last changed (the company or one of those jobs), in id order.
 */
const LISTED_COMPANIES = `SELECT c.id, c.slug, greatest(c.updated_at, j.lastmod) AS lastmod
  FROM companies c
  CROSS JOIN LATERAL (
    SELECT max(j.updated_at) AS lastmod FROM jobs j
    WHERE j.company_id = c.id AND j.status = 'active' AND j.valid_through > now()
  ) j
  WHERE j.lastmod IS NOT NULL`;

/** The newest change of each chunk of `size` listed companies in id order (chunk 1 first). */
export function listedCompanyChunks(db: Db, size: number): Promise<{ lastmod: Date }[]> {
  return queryRows<{ lastmod: Date }>(
    db,
    `SELECT max(lastmod) AS lastmod
     FROM (SELECT lastmod, row_number() OVER (ORDER BY id) - 1 AS n FROM (${LISTED_COMPANIES}) l) c
     GROUP BY n / $1 ORDER BY n / $1`,
    [size],
  );
}

/** The id of the listed company at this place in id order (0: the first); undefined past the end. */
export async function listedCompanyIdAt(db: Db, offset: number): Promise<string | undefined> {
  const row = await queryRow<{ id: string }>(
    db,
    `SELECT id FROM (${LISTED_COMPANIES}) l ORDER BY id OFFSET $1 LIMIT 1`,
    [offset],
  );
  return row?.id;
}

/** Up to `limit` listed companies after the id `after` (null: from the first), in id order. */
export function listedCompaniesAfter(
  db: Db,
  after: string | null,
  limit: number,
): Promise<{ id: string; slug: string; lastmod: Date }[]> {
  return queryRows<{ id: string; slug: string; lastmod: Date }>(
    db,
    `SELECT id, slug, lastmod FROM (${LISTED_COMPANIES}
       AND c.id > coalesce($1::uuid, '00000000-0000-0000-0000-000000000000')) l
     ORDER BY id LIMIT $2`,
    [after, limit],
  );
}
