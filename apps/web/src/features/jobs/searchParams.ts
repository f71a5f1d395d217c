import type { SearchState } from '@hireloop/schema';

export {
  EMPTY_SEARCH,
  FILTER_KINDS,
  hasFilters,
  parsePage,
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
