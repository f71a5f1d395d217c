/*
 * Addresses and limits of the company directory and company pages, apart from their head builders
 * (company-pages.ts): the app's entry reads a page's variables from its address (prerendered.ts) and so
 * carries this file, and only this one.
 */

/** Companies per page of the directory (/companies). */
export const COMPANIES_PAGE_SIZE = 12;
/** The directory's search text is at most this long; longer text is refused with COMPANY_SEARCH_TOO_LONG. */
export const COMPANY_SEARCH_MAX_LENGTH = 100;
export const COMPANY_SEARCH_TOO_LONG = `Search text must be at most ${COMPANY_SEARCH_MAX_LENGTH} characters`;
/** A company's page lists at most this many of its open jobs, newest first (its count says how many in all). */
export const COMPANY_PAGE_JOBS_MAX = 30;
/** Directory pages after this one are not for search engines (`noindex,follow`). */
export const COMPANIES_INDEXED_PAGES = 5;

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
 * The directory's search and page from an address or its query string (`?search=…&page=N`): the search
 * cut to COMPANY_SEARCH_MAX_LENGTH characters; a missing or malformed page is 1.
 */
export function companiesSearchOf(query: string): CompaniesSearch {
  const page = Number(queryValue(query, 'page'));
  return {
    // An address may hold more than a search may be: the directory searches for its first part.
    search: (queryValue(query, 'search') ?? '').trim().slice(0, COMPANY_SEARCH_MAX_LENGTH).trim(),
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
