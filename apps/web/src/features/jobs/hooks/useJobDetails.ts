import { useQuery } from '@apollo/client/react';

import { isNotFoundError } from '../../../app/graphqlErrors';
import { JobDetailsDocument, type JobDetailsQuery } from '../../../gql/graphql';
import { preloadable } from '../../../app/preloadedData';

/** The API sends this query's answer with the page (src/app/preloadedData.ts). */
const QUERY = preloadable('job', JobDetailsDocument);

export type JobDetails = JobDetailsQuery['job'];

export interface JobDetailsState {
  job: JobDetails | null;
  loading: boolean;
  notFound: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** One job by id (no token needed). */
export function useJobDetails(id: string): JobDetailsState {
  const { data, loading, error, refetch } = useQuery(QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const notFound = !data && isNotFoundError(error);

  return {
    job: data?.job ?? null,
    loading: loading && !data,
    notFound,
    error: data || notFound ? undefined : error,
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
