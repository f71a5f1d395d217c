import { RecruiterPlan } from '@hireloop/schema';
import type { Listing } from '../../common/listing';
import { Db, likePattern, queryOne } from '../../common/sql';
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
  /** Companies with at least one active job. */
  activeCompanies: number;
  recruitersWithCompanies: number;
}

export function companyCounts(db: Db): Promise<CompanyCounts> {
  return queryOne<CompanyCounts>(
    db,
    `SELECT (SELECT count(*)::int FROM companies) AS "registeredCompanies",
            (SELECT count(*)::int FROM companies c WHERE EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = c.id AND j.status = 'active')) AS "activeCompanies",
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
