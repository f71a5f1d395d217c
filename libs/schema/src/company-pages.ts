import type { PageHead } from './page-head';

/** Companies per page of the directory (/companies). */
export const COMPANIES_PAGE_SIZE = 12;
/** The directory's search text is at most this long; longer text is refused with COMPANY_SEARCH_TOO_LONG. */
export const COMPANY_SEARCH_MAX_LENGTH = 100;
export const COMPANY_SEARCH_TOO_LONG = `Search text must be at most ${COMPANY_SEARCH_MAX_LENGTH} characters`;
/** A company's page lists at most this many of its open jobs, newest first (its count says how many in all). */
export const COMPANY_PAGE_JOBS_MAX = 30;
/** Directory pages after this one are not for search engines (`noindex,follow`). */
export const COMPANIES_INDEXED_PAGES = 5;

/** The public page of a company: /companies/{slug}. */
export function companyPath(slug: string): string {
  return `/companies/${encodeURIComponent(slug)}`;
}

/** The directory's search and page as the address holds them (`?search=…&page=N`). */
export interface CompaniesSearch {
  /** Trimmed; '' for none. */
  search: string;
  /** From 1. */
  page: number;
}

/** A query string's value of `name` (its first), decoded as a form does; null when absent or malformed. */
function queryValue(query: string, name: string): string | null {
  for (const pair of query.replace(/^[^?]*\?/, '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The directory's search and page from an address or its query string (`?search=…&page=N`); a missing or
 * malformed page is 1.
 */
export function companiesSearchOf(query: string): CompaniesSearch {
  const page = Number(queryValue(query, 'page'));
  return {
    search: (queryValue(query, 'search') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** /companies with the search and page in its query string (page 1 and no search: /companies). */
export function companiesPath({ search, page }: CompaniesSearch): string {
  const params = [
    search.trim() ? `search=${encodeURIComponent(search.trim())}` : '',
    page > 1 ? `page=${page}` : '',
  ].filter(Boolean);
  return params.length ? `/companies?${params.join('&')}` : '/companies';
}

/**
 * The variables of the directory's query (`publicCompanies`), the same in the app and on the server so
 * that the answer the server sends with the page is the one the app's query reads.
 */
export function companiesVariables({ search, page }: CompaniesSearch): {
  search: string | null;
  page: number;
} {
  return { search: search.trim() || null, page };
}

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
  const title = searched
    ? `Companies matching “${clip(query.search, 60)}” | ${platformName}`
    : `Companies hiring now${query.page > 1 ? ` – page ${query.page}` : ''} | ${platformName}`;
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
    title: `${company.name} – jobs and company profile | ${platformName}`,
    description: clip(company.description.trim() || fallback, DESCRIPTION_MAX),
    canonical: path,
    robots: null,
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
