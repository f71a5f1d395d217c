import { useQuery } from '@apollo/client/react';

import { FEATURED_JOBS_COUNT } from '@hireloop/schema';

import { FeaturedJobsDocument, type JobCardFieldsFragment } from '../../../gql/graphql';

export interface FeaturedJobsState {
  jobs: JobCardFieldsFragment[];
  /** True while the first answer is awaited (cached jobs stay visible during a refresh). */
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** The first 6 jobs for the home page, fetched afresh on every visit. */
export function useFeaturedJobs(): FeaturedJobsState {
  const { data, loading, error, refetch } = useQuery(FeaturedJobsDocument, {
    variables: { pageSize: FEATURED_JOBS_COUNT },
    fetchPolicy: 'cache-and-network',
  });

  return {
    jobs: data?.jobs.items ?? [],
    loading: loading && !data,
    error: data ? undefined : error,
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
