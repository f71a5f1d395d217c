import {
  companiesHead,
  companiesSearchOf,
  companyHead,
  companyPath,
  goneJobHead,
  jobHead,
  JobStatus,
  notFoundHead,
  ROUTE_HEADS,
  type PageHead,
  type RoutePage,
  type SeoPage,
} from '@hireloop/schema';
import type { DataSource } from 'typeorm';
import { isUuid } from './common/paging';
import { companyIdBySlug } from './modules/companies/companies.queries';
import { Company } from './modules/companies/company.entity';
import { logoVariantUrl } from './modules/files/logo-variants';
import { openJobsOfCompany } from './modules/jobs/jobs.queries';
import { Job } from './modules/jobs/job.entity';

/** What the server answers for a page of the web app: its HTTP status and its head. */
export interface PageAnswer {
  status: 200 | 301 | 404 | 410;
  head: PageHead;
  /** With 301: where the page now is. */
  location?: string;
}

/** What a page's head is made from: its address, the platform, and the database for its data. */
export interface PageRequest {
  /** The path without its query. */
  path: string;
  /** The query string without its `?`. */
  query: string;
  /** The values of the route's `:name` segments. */
  params: Record<string, string>;
  platformName: string;
  /** The configured public address; empty: none. */
  publicUrl: string;
  dataSource: DataSource;
  now: Date;
}

type PageHeadOf = (page: PageRequest) => PageAnswer | Promise<PageAnswer>;

const ok = (head: PageHead): PageAnswer => ({ status: 200, head });

/** The image link previews and structured data show for a company: its logo's 256 px copy, or none. */
const previewLogo = (company: Pick<Company, 'logoFileId'>): string | null =>
  company.logoFileId ? logoVariantUrl(company.logoFileId, 256) : null;

/** The pages whose head their address gives, answered 200. */
const routePages = Object.fromEntries(
  Object.entries(ROUTE_HEADS).map(([page, head]) => [page, (request: PageRequest) => ok(head(request))]),
) as Record<RoutePage, PageHeadOf>;

/**
 * /job/{id}: 200 with its JobPosting while it takes applications; 410 (noindex, no JobPosting) once closed
 * or past its closing date, whether or not the daily run has marked it expired yet; 404 for a malformed
 * or unknown id and for jobs that are not public (drafts, hidden and paused jobs).
 */
async function jobPage(page: PageRequest): Promise<PageAnswer> {
  const id = page.params.id;
  const job = isUuid(id)
    ? await page.dataSource.getRepository(Job).findOne({ where: { id }, relations: { company: true } })
    : null;
  if (!job) return { status: 404, head: notFoundHead(page.platformName) };
  const past = job.validThrough.getTime() <= page.now.getTime();
  if (
    job.status === JobStatus.CLOSED ||
    job.status === JobStatus.EXPIRED ||
    (job.status === JobStatus.ACTIVE && past)
  ) {
    return { status: 410, head: goneJobHead(page.platformName, job) };
  }
  if (job.status !== JobStatus.ACTIVE) return { status: 404, head: notFoundHead(page.platformName) };
  return ok(
    jobHead(
      { ...job, company: { ...job.company, logoUrl: previewLogo(job.company) } },
      { platformName: page.platformName, publicUrl: page.publicUrl },
    ),
  );
}

/**
 * /companies/{slug}: 200 with its Organization; a slug the company had before a rename answers 301 to its
 * current address; an unknown slug 404.
 */
async function companyPage(page: PageRequest): Promise<PageAnswer> {
  const slug = page.params.slug.toLowerCase();
  const id = await companyIdBySlug(page.dataSource.manager, slug);
  const company = id ? await page.dataSource.getRepository(Company).findOneBy({ id }) : null;
  if (!company) return { status: 404, head: notFoundHead(page.platformName) };
  if (company.slug !== page.params.slug) {
    return { status: 301, head: notFoundHead(page.platformName), location: companyPath(company.slug) };
  }
  const { total } = await openJobsOfCompany(page.dataSource.manager, company.id, 0, page.now);
  return ok(
    companyHead(
      { ...company, logoUrl: previewLogo(company), openJobCount: total },
      page.platformName,
      page.publicUrl,
    ),
  );
}

/** Each kind of page's status and head: one function per page. */
export const PAGE_HEADS: Record<SeoPage, PageHeadOf> = {
  ...routePages,
  // The directory's structured data with absolute addresses.
  companies: (request) =>
    ok(companiesHead(companiesSearchOf(request.query), request.platformName, request.publicUrl)),
  company: companyPage,
  job: jobPage,
  notFound: (request) => ({ status: 404, head: ROUTE_HEADS.notFound(request) }),
};
