import type { SearchState } from '@hireloop/schema';

import type { JobSort } from '../../gql/graphql';

export {
  EMPTY_SEARCH,
  FILTER_KINDS,
  hasFilters,
  parsePage,
  POSTED_WITHIN_DAYS,
  SALARY_BANDS,
  defaultSort,
  formatRupeesShort,
  type SearchSort,
  readSearchState,
  SEARCH_PARAMS,
  writeSearchState,
  type FilterKind,
  type SearchState,
} from '@hireloop/schema';

/** 'Showing a to b of n jobs' for a page. */
export function showingRange(
  page: number,
  pageSize: number,
  total: number,
  shown: number,
  totalText = String(total),
): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${totalText} jobs`;
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from} to ${from + shown - 1} of ${totalText} jobs`;
}

/** The GraphQL variables of a job list query for the state. */
export function searchVariables(state: SearchState, pageSize: number) {
  return {
    page: state.page,
    pageSize,
    keyword: state.term || null,
    jobTypes: state.jobTypes,
    locations: state.locations,
    categories: state.categories,
  };
}

/** The GraphQL variables of the job search (/jobs): the list's, with salary, age, remote and order. */
export function jobSearchVariables(state: SearchState, pageSize: number) {
  return {
    ...searchVariables(state, pageSize),
    salaryMin: state.salaryMin,
    postedWithin: state.postedWithin,
    remote: state.remote || null,
    sort: (state.sort?.toUpperCase() ?? null) as JobSort | null,
  };
}
