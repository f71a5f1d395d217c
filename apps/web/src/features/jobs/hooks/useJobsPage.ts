import { useQuery } from '@apollo/client/react';

import { SEARCH_PAGE_SIZE } from '@hireloop/schema';
import type { FilterOption } from '@hireloop/ui';

import { JobsPageDocument, type JobsPageQuery } from '../../../gql/graphql';
import { jobSearchVariables, type FilterKind, type SearchState } from '../searchParams';
import { preloadable } from '../../../app/preloadedData';

/** The API sends this query's answer with the page (src/app/preloadedData.ts). */
const QUERY = preloadable('jobs', JobsPageDocument);

export type SearchJob = JobsPageQuery['jobs']['items'][number];

export type Facets = Record<FilterKind, FilterOption[]>;

export const NO_FACETS: Facets = { jobTypes: [], locations: [], categories: [] };

/** A facet's values as filter options; `atLeast` when the server counted only some of the matches. */
/** The total as the page says it: exact ("14"), a lower bound ("1000+") or an estimate ("about 5400"). */
function totalText(
  jobs: { total: number; totalIsEstimate: boolean; totalIsLowerBound: boolean } | undefined,
): string {
  const total = jobs?.total ?? 0;
  if (jobs?.totalIsLowerBound) return `${total}+`;
  return jobs?.totalIsEstimate ? `about ${total}` : String(total);
}

function countedOptions(counts: readonly FilterOption[], estimated: boolean): FilterOption[] {
  return estimated ? counts.map(({ value, count }) => ({ value, count, atLeast: true })) : [...counts];
}

export interface JobsPageState {
  jobs: SearchJob[];
  total: number;
  /** The total as shown: '1000+' when a very broad keyword matched more jobs than a search reads. */
  totalText: string;
  page: number;
  pageCount: number;
  pageSize: number;
  /** Filter values with their counts, from the server ('1000+' style when they are lower bounds). */
  facets: Facets;
  /** 'fuzzy' when the term matched only by the typo-tolerant fallback. */
  matchedBy: string | null;
  /** True while the first answer is awaited. */
  loading: boolean;
  /** True while a new page or search loads with the previous results still shown. */
  updating: boolean;
  error: Error | undefined;
  refresh: () => void;
}

/**
 * One page of the jobs search (6 per page) with facet counts, fetched afresh on every visit; with
 * `withMatch` (a signed-in seeker) each job's match too. A visitor's variables are left as they were, so
 * the answer the page came with is found.
 */
export function useJobsPage(search: SearchState, withMatch = false): JobsPageState {
  const variables = jobSearchVariables(search, SEARCH_PAGE_SIZE);
  const { data, previousData, loading, error, refetch } = useQuery(QUERY, {
    variables: withMatch ? { ...variables, withMatch } : variables,
    fetchPolicy: 'cache-and-network',
  });
  // Keep the previous results on screen while the next ones load, so the layout does not jump.
  const current = data ?? previousData;
  const facets = current?.jobs.facets;

  return {
    jobs: current?.jobs.items ?? [],
    total: current?.jobs.total ?? 0,
    totalText: totalText(current?.jobs),
    page: current?.jobs.page ?? search.page,
    pageCount: current?.jobs.pageCount ?? 0,
    pageSize: current?.jobs.pageSize ?? SEARCH_PAGE_SIZE,
    facets: facets
      ? {
          jobTypes: countedOptions(facets.jobTypes, facets.estimated),
          locations: countedOptions(facets.locations, facets.estimated),
          categories: countedOptions(facets.categories, facets.estimated),
        }
      : NO_FACETS,
    matchedBy: current?.jobs.matchedBy ?? null,
    loading: loading && !current,
    updating: loading && !data && Boolean(previousData),
    error: data ? undefined : error,
    refresh: () => {
      refetch().catch(() => undefined);
    },
  };
}
