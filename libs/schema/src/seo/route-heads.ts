import { companiesHead } from '../company-pages';
import { companiesSearchOf } from '../company-paths';
import type { PageHead } from '../page-head';
import { homeHead, jobsHead, notFoundHead, privateHead, staticHead } from './heads';
import { seoRouteOf, type SeoPage } from './routes';
import { pageTitle } from './titles';

/** A page's address and the platform: all that the heads of pages without data of their own need. */
export interface RouteHeadInput {
  /** The path without its query. */
  path: string;
  /** The query string without its `?`. */
  query: string;
  /** The values of the route's `:name` segments. */
  params: Record<string, string>;
  platformName: string;
}

/** The pages whose head the address alone gives (a job's page needs the job, a company's the company). */
export type RoutePage = Exclude<SeoPage, 'job' | 'company'>;

/** A static page's canonical path: in lower case, without a trailing slash. */
const own = (path: string) => path.toLowerCase().replace(/(.)\/$/, '$1');

/** The head of each page that needs nothing but its address. */
export const ROUTE_HEADS: Record<RoutePage, (page: RouteHeadInput) => PageHead> = {
  home: ({ platformName }) => homeHead(platformName),
  jobs: ({ query, params, platformName }) => jobsHead(query, platformName, params.category),
  login: ({ path, platformName }) => staticHead('login', own(path), platformName),
  signup: ({ path, platformName }) => staticHead('signup', own(path), platformName),
  recruiterLogin: ({ path, platformName }) => staticHead('recruiterLogin', own(path), platformName),
  recruiterSignup: ({ path, platformName }) => staticHead('recruiterSignup', own(path), platformName),
  forgotPassword: ({ path, platformName }) => staticHead('forgotPassword', own(path), platformName),
  waitlist: ({ path, platformName }) => staticHead('waitlist', own(path), platformName),
  companies: ({ query, platformName }) => companiesHead(companiesSearchOf(query), platformName),
  resumeBuilder: ({ path, platformName }) => staticHead('resumeBuilder', own(path), platformName),
  private: ({ platformName }) => privateHead(platformName),
  notFound: ({ platformName }) => notFoundHead(platformName),
};

/**
 * The tab's title of an address before any data: its route's head, and for a job's page (titled by its
 * job once loaded) "Job – {platform}", for a company's "Company – {platform}".
 */
export function routeTitle(path: string, query: string, platformName: string): string {
  const { page, params } = seoRouteOf(path);
  if (page === 'job') return pageTitle('Job', platformName);
  if (page === 'company') return pageTitle('Company', platformName);
  return ROUTE_HEADS[page]({ path, query, params, platformName }).title;
}
