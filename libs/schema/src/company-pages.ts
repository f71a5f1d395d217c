import { companiesPath, COMPANIES_INDEXED_PAGES, type CompaniesSearch } from './company-paths';
import { companyPath } from './prerendered';
import type { PageHead } from './page-head';
import { pageTitle } from './seo/titles';

/** What a company's head is made of: its public fields. */
export interface CompanyHeadInput {
  name: string;
  slug: string;
  description: string;
  industry: string;
  location: string;
  website: string;
  logoUrl: string | null;
  openJobCount: number;
}

/** At most `max` characters, cut at a word with an ellipsis; whitespace runs become one space. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  let end = space > max / 2 ? space : cut.length;
  // No punctuation or space before the ellipsis.
  while (end > 0 && ' ,.;:–-'.includes(cut[end - 1])) end -= 1;
  return `${cut.slice(0, end)}…`;
}

const DESCRIPTION_MAX = 160;

/** An absolute address from a path of the site, when the site's address is known. */
function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin.replace(/\/$/, '')}${path}`;
}

/** "1 open job", "3 open jobs". */
export function openJobsText(count: number): string {
  return `${count} open job${count === 1 ? '' : 's'}`;
}

/**
 * The head of the directory: `/companies` is canonical for the first page and for any search (a search's
 * results are not for search engines: `noindex,follow`); a later page is its own canonical address and
 * is indexable up to COMPANIES_INDEXED_PAGES.
 */
export function companiesHead(query: CompaniesSearch, platformName: string, origin = ''): PageHead {
  const searched = Boolean(query.search.trim());
  const page = searched ? 1 : query.page;
  const canonical = companiesPath({ search: '', page });
  const deep = query.page > COMPANIES_INDEXED_PAGES;
  const title = pageTitle(
    searched
      ? `Companies matching “${clip(query.search, 60)}”`
      : `Companies hiring${query.page > 1 ? `, page ${query.page}` : ''}`,
    platformName,
  );
  return {
    title,
    description: `Browse the companies hiring on ${platformName}: their open jobs, industry, size and location across India.`,
    canonical,
    robots: searched || deep ? 'noindex,follow' : null,
    image: null,
    jsonLd: [breadcrumbs(origin, platformName, [{ name: 'Companies', path: '/companies' }])],
  };
}

/** Home › …: the trail of a page as a `BreadcrumbList`. */
function breadcrumbs(origin: string, platformName: string, trail: { name: string; path: string }[]) {
  const items = [{ name: platformName, path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absolute(origin, item.path),
    })),
  };
}

/**
 * The head of a company's page: named after the company, described by its about text, canonical at its
 * current slug, its logo as the preview image, an `Organization` and the trail Home › Companies › name.
 * Listed while the company has an open job, as in the directory: a company without one is no page for
 * search engines (`noindex,follow`), so a profile alone cannot publish pages.
 * `origin` is the site's public address (no trailing slash), which makes the structured data's addresses
 * absolute; without it they are paths.
 */
export function companyHead(company: CompanyHeadInput, platformName: string, origin = ''): PageHead {
  const path = companyPath(company.slug);
  const facts = [company.industry, company.location].filter(Boolean).join(', ');
  const fallback = `${company.name}${facts ? ` (${facts})` : ''} is hiring on ${platformName}: ${openJobsText(company.openJobCount)}.`;
  const organization: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: absolute(origin, path),
  };
  if (company.logoUrl) organization.logo = absolute(origin, company.logoUrl);
  if (company.website) organization.sameAs = [company.website];
  if (company.description.trim()) organization.description = clip(company.description, 500);
  if (company.location) {
    organization.address = { '@type': 'PostalAddress', addressLocality: company.location };
  }
  return {
    title: pageTitle(`${company.name}: jobs and company profile`, platformName),
    description: clip(company.description.trim() || fallback, DESCRIPTION_MAX),
    canonical: path,
    robots: company.openJobCount > 0 ? null : 'noindex,follow',
    image: company.logoUrl,
    jsonLd: [
      organization,
      breadcrumbs(origin, platformName, [
        { name: 'Companies', path: '/companies' },
        { name: company.name, path },
      ]),
    ],
  };
}
