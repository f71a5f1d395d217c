import { useQuery } from '@apollo/client/react';

import { SEARCH_PAGE_SIZE } from '@hireloop/schema';

import { JobsPageDocument, type JobCardFieldsFragment } from '../../../gql/graphql';

export interface JobsPageState {
  jobs: JobCardFieldsFragment[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  loading: boolean;
  error: Error | undefined;
  refresh: () => void;
}

/** One page of jobs (6 per page), fetched afresh on every visit. */
export function useJobsPage(page: number): JobsPageState {
  const { data, previousData, loading, error, refetch } = useQuery(JobsPageDocument, {
    variables: { page, pageSize: SEARCH_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // Keep the previous page on screen while the next one loads, so the layout does not jump.
  const current = data ?? previousData;

  return {
    jobs: current?.jobs.items ?? [],
    total: current?.jobs.total ?? 0,
    page: current?.jobs.page ?? page,
    pageCount: current?.jobs.pageCount ?? 0,
    pageSize: current?.jobs.pageSize ?? SEARCH_PAGE_SIZE,
    loading: loading && !data,
    error: data ? undefined : error,
    refresh: () => {
      refetch().catch(() => undefined);
    },
  };
}
