import { RecruiterPlan } from '@hireloop/schema';
import type { Listing } from '../../common/listing';
import { Db, queryOne } from '../../common/sql';

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
