import { useQuery } from '@apollo/client/react';

import { MY_JOBS_PAGE_SIZE } from '@hireloop/schema';

import { MyJobsDocument, type JobStatus, type MyJobsQuery } from '../../../gql/graphql';

export type MyJobsPage = MyJobsQuery['myJobs'];

export interface MyJobsState {
  data: MyJobsPage | null;
  loading: boolean;
  refreshing: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
}

/** One page (6) of my jobs for a search term and status. */
export function useMyJobs(keyword: string, status: JobStatus | null, page: number): MyJobsState {
  const { data, previousData, loading, error, refetch } = useQuery(MyJobsDocument, {
    variables: { keyword: keyword || null, status, page, pageSize: MY_JOBS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  return {
    data: shown?.myJobs ?? null,
    loading: loading && !shown,
    refreshing: loading && Boolean(shown),
    error: shown ? undefined : error,
    refetch: () => refetch().catch(() => undefined),
  };
}
