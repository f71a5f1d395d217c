import { useQuery } from '@apollo/client/react';

import { BOOKMARKS_PAGE_SIZE } from '@hireloop/schema';

import { BookmarkedJobsDocument, type BookmarkedJobsQuery } from '../../../gql/graphql';
import { NO_FACETS, type Facets } from '../../jobs/hooks/useJobsPage';
import { searchVariables, type SearchState } from '../../jobs/searchParams';

export type SavedJob = BookmarkedJobsQuery['bookmarks']['items'][number];

export interface BookmarkedJobsState {
  items: SavedJob[];
  /** Saved jobs matching the search and filters. */
  total: number;
  /** Every saved job, whatever the search (from the facet counts, which cover all of them). */
  savedCount: number;
  pageCount: number;
  pageSize: number;
  facets: Facets;
  loading: boolean;
  updating: boolean;
  error: Error | undefined;
  refresh: () => Promise<void>;
}

/** One page (12) of the seeker's saved jobs, newest saved first, fetched afresh on every visit. */
export function useBookmarkedJobs(search: SearchState): BookmarkedJobsState {
  const { data, previousData, loading, error, refetch } = useQuery(BookmarkedJobsDocument, {
    variables: searchVariables(search, BOOKMARKS_PAGE_SIZE),
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const current = data ?? previousData;
  const facets = current?.bookmarks.facets;

  return {
    items: current?.bookmarks.items ?? [],
    total: current?.bookmarks.total ?? 0,
    savedCount: facets ? facets.jobTypes.reduce((sum, facet) => sum + facet.count, 0) : 0,
    pageCount: current?.bookmarks.pageCount ?? 0,
    pageSize: current?.bookmarks.pageSize ?? BOOKMARKS_PAGE_SIZE,
    facets: facets
      ? { jobTypes: facets.jobTypes, locations: facets.locations, categories: facets.categories }
      : NO_FACETS,
    loading: loading && !current,
    updating: loading && Boolean(current),
    error: data ? undefined : error,
    refresh: async () => {
      await refetch().catch(() => undefined);
    },
  };
}
