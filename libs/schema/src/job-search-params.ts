/**
 * A job search as kept in the address (`/jobs?search=&type=&location=&category=&salaryMin=&posted=&remote=
 * &sort=&page=`): web and API read it alike.
 */

/** The page number of `?page=`: a whole number from 1, else 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The filters of a job list: "any of" within a kind. */
export type FilterKind = 'jobTypes' | 'locations' | 'categories';

export const FILTER_KINDS: readonly FilterKind[] = ['jobTypes', 'locations', 'categories'];

/** "Posted within" choices of a job search, in days. */
export const POSTED_WITHIN_DAYS = [1, 3, 7, 30] as const;
/** Salary filter choices of the job list: at least this much a year, in rupees (3 L+, 6 L+...). */
export const SALARY_BANDS = [300_000, 600_000, 1_000_000, 1_500_000, 2_500_000] as const;
/** The largest yearly salary filter a search takes (₹100 crore), in rupees. */
export const MAX_SALARY_FILTER = 1_000_000_000;

/**
 * How a job list is ordered: best match first (with a search term), newest first, highest pay first
 * (by the yearly maximum read from the salary; salaries that cannot be read come last), or, for a signed-in
 * job seeker, the highest match score first (`best_match`; anyone else gets the default order).
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'salary', 'best_match'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The order a search has when none is chosen: by relevance with a term, else newest first. */
export function defaultSort(term: string): SearchSort {
  return term.trim() ? 'relevance' : 'newest';
}

/** What a job list shows, as kept in the address so it survives a reload and can be shared. */
export interface SearchState {
  term: string;
  jobTypes: string[];
  locations: string[];
  categories: string[];
  /** At least this yearly salary in rupees; null: any (and jobs whose salary cannot be read too). */
  salaryMin: number | null;
  /** Posted within this many days (one of POSTED_WITHIN_DAYS); null: any time. */
  postedWithin: number | null;
  remote: boolean;
  /** The chosen order; null: the default (defaultSort). */
  sort: SearchSort | null;
  page: number;
}

export const EMPTY_SEARCH: SearchState = {
  term: '',
  jobTypes: [],
  locations: [],
  categories: [],
  salaryMin: null,
  postedWithin: null,
  remote: false,
  sort: null,
  page: 1,
};

/**
 * Address parameter of each part: `?search=react&type=Full-time&type=Contract&location=...&category=...
 * &salaryMin=600000&posted=7&remote=1&sort=salary&page=2`. A filter repeats its parameter once per
 * selected value.
 */
export const SEARCH_PARAMS = {
  term: 'search',
  jobTypes: 'type',
  locations: 'location',
  categories: 'category',
  salaryMin: 'salaryMin',
  postedWithin: 'posted',
  remote: 'remote',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof SearchState, string>;

/** A salary filter of the address: a whole number of rupees from 1 to MAX_SALARY_FILTER, else none. */
export function parseSalaryMin(value: string | null): number | null {
  const amount = Number(value);
  return /^\d{1,10}$/.test(value ?? '') && amount >= 1 && amount <= MAX_SALARY_FILTER ? amount : null;
}

/** A value of the address that must be one of `list` (compared as written), else none. */
function oneOf<T extends string | number>(list: readonly T[], value: string | null): T | null {
  return list.find((item) => String(item) === value) ?? null;
}

/** A "posted within" of the address: one of POSTED_WITHIN_DAYS, else none. */
export function parsePostedWithin(value: string | null): number | null {
  return oneOf(POSTED_WITHIN_DAYS, value);
}

/** A sort of the address: one of SEARCH_SORTS, else none (the default). */
export function parseSort(value: string | null): SearchSort | null {
  return oneOf(SEARCH_SORTS, value);
}

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
    salaryMin: parseSalaryMin(params.get(SEARCH_PARAMS.salaryMin)),
    postedWithin: parsePostedWithin(params.get(SEARCH_PARAMS.postedWithin)),
    remote: params.get(SEARCH_PARAMS.remote) === '1',
    sort: parseSort(params.get(SEARCH_PARAMS.sort)),
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
  for (const key of ['salaryMin', 'postedWithin', 'remote', 'sort'] as const) {
    const value = state[key];
    if (value) params.set(SEARCH_PARAMS[key], value === true ? '1' : String(value));
  }
  if (state.page > 1) params.set(SEARCH_PARAMS.page, String(state.page));
  return params;
}

/** The filters besides the "any of" lists: salary, posted within and remote. */
export type RangeFilters = Pick<SearchState, 'salaryMin' | 'postedWithin' | 'remote'>;

/** True when any filter is set: a value of a list, a salary, a "posted within" or remote. */
export function hasFilters(state: Pick<SearchState, FilterKind> & Partial<RangeFilters>): boolean {
  return (
    FILTER_KINDS.some((kind) => state[kind].length > 0) ||
    !!state.salaryMin ||
    !!state.postedWithin ||
    !!state.remote
  );
}

/** Why a job search's parameters were refused (API answers BAD_USER_INPUT or 400 with these). */
/**
 * A job search's pages reach at most this many jobs, as on big job sites: a deeper page would read every
 * job before it (an offset) for each visitor asking. Narrowing the search, or the cursor connection
 * (`jobsConnection`), reaches the others.
 */
export const SEARCH_MAX_RESULTS = 10_000;

export const SEARCH_MESSAGES = {
  pageTooDeep: `Only the first ${SEARCH_MAX_RESULTS.toLocaleString('en-IN')} jobs of a search can be paged through: add a keyword or filters to narrow it`,
  salaryMin: 'The salary filter must be a whole number of rupees a year from 0 to 1000000000',
  postedWithin: 'Posted within must be one of 1, 3, 7, 30 days',
  filterValues: 'Each filter takes at most 50 values of at most 100 characters each',
  onlyExclusions: 'Add a word to look for: words after a minus sign only leave jobs out',
  minusSign: 'To leave a word out, put one minus sign (-) right before it, like -intern',
  orOnlyExclusions: 'Add a word to look for on each side of OR: words after a minus sign only leave jobs out',
} as const;
