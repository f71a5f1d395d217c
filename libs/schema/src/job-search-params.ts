/** A job search as kept in the address (`/jobs?search=&type=&location=&category=&page=`): web and API read it alike. */

/** The page number of `?page=`: a whole number from 1, else 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The filters of a job list: "any of" within a kind. */
export type FilterKind = 'jobTypes' | 'locations' | 'categories';

export const FILTER_KINDS: readonly FilterKind[] = ['jobTypes', 'locations', 'categories'];

/** What a job list shows, as kept in the address so it survives a reload and can be shared. */
export interface SearchState {
  term: string;
  jobTypes: string[];
  locations: string[];
  categories: string[];
  page: number;
}

export const EMPTY_SEARCH: SearchState = { term: '', jobTypes: [], locations: [], categories: [], page: 1 };

/**
 * Address parameter of each part: `?search=react&type=Full-time&type=Contract&location=...&category=...&page=2`.
 * A filter repeats its parameter once per selected value.
 */
export const SEARCH_PARAMS = {
  term: 'search',
  jobTypes: 'type',
  locations: 'location',
  categories: 'category',
  page: 'page',
} as const satisfies Record<keyof SearchState, string>;

/** Trimmed, non-empty, each value once, in the order given. */
function cleanList(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (value && !out.includes(value)) out.push(value);
  }
  return out;
}

/** Reads the search term, filters and page from the address. */
export function readSearchState(params: URLSearchParams): SearchState {
  return {
    term: (params.get(SEARCH_PARAMS.term) ?? '').trim(),
    jobTypes: cleanList(params.getAll(SEARCH_PARAMS.jobTypes)),
    locations: cleanList(params.getAll(SEARCH_PARAMS.locations)),
    categories: cleanList(params.getAll(SEARCH_PARAMS.categories)),
    page: parsePage(params.get(SEARCH_PARAMS.page)),
  };
}

/**
 * Writes the search state into address parameters, leaving out what is empty and page 1. Parameters of
 * other purposes in `base` are kept.
 */
export function writeSearchState(state: SearchState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.values(SEARCH_PARAMS)) params.delete(key);
  const term = state.term.trim();
  if (term) params.set(SEARCH_PARAMS.term, term);
  for (const kind of FILTER_KINDS) {
    for (const value of cleanList(state[kind])) params.append(SEARCH_PARAMS[kind], value);
  }
  if (state.page > 1) params.set(SEARCH_PARAMS.page, String(state.page));
  return params;
}

/** True when any filter value is selected. */
export function hasFilters(state: Pick<SearchState, FilterKind>): boolean {
  return FILTER_KINDS.some((kind) => state[kind].length > 0);
}
