import { useQuery } from '@apollo/client/react';

import { HomeJobsDocument, type HomeJobsQuery, type JobCardFieldsFragment } from '../../../gql/graphql';
import { preloadable } from '../../../app/preloadedData';

/** The API sends this query's answer with the page (src/app/preloadedData.ts). */
const QUERY = preloadable('home', HomeJobsDocument);

export type HomeCategorySection = HomeJobsQuery['homeJobs']['categories'][number];

export interface HomeJobsState {
  /** The newest 6 jobs (Featured Jobs). */
  jobs: JobCardFieldsFragment[];
  /** Up to 4 categories with the most jobs, each with its 3 newest jobs and its job count. */
  categories: HomeCategorySection[];
  /** True while the first answer is awaited (cached jobs stay visible during a refresh). */
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** The home page's jobs in one request, fetched afresh on every visit. */
export function useHomeJobs(): HomeJobsState {
  const { data, loading, error, refetch } = useQuery(QUERY, { fetchPolicy: 'cache-and-network' });

  return {
    jobs: data?.homeJobs.featured ?? [],
    categories: data?.homeJobs.categories ?? [],
    loading: loading && !data,
    error: data ? undefined : error,
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
