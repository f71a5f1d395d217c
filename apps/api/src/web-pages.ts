import {
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
import { companyLogoUrl } from './modules/companies/companies.service';
import { Job } from './modules/jobs/job.entity';

/** What the server answers for a page of the web app: its HTTP status and its head. */
export interface PageAnswer {
  status: 200 | 404 | 410;
  head: PageHead;
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
      { ...job, company: { ...job.company, logoUrl: companyLogoUrl(job.company) } },
      { platformName: page.platformName, publicUrl: page.publicUrl },
    ),
  );
}

/** Each kind of page's status and head: one function per page. */
export const PAGE_HEADS: Record<SeoPage, PageHeadOf> = {
  ...routePages,
  job: jobPage,
  notFound: (request) => ({ status: 404, head: ROUTE_HEADS.notFound(request) }),
};
