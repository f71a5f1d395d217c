import { useQuery } from '@apollo/client/react';

import { isNotFoundError } from '../../../app/graphqlErrors';
import { RecruiterJobDocument, type RecruiterJobQuery } from '../../../gql/graphql';

export type RecruiterJob = RecruiterJobQuery['job'];

export interface RecruiterJobState {
  job: RecruiterJob | null;
  loading: boolean;
  notFound: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** One of my jobs (any status) with its company. */
export function useRecruiterJob(id: string): RecruiterJobState {
  const { data, loading, error, refetch } = useQuery(RecruiterJobDocument, {
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
