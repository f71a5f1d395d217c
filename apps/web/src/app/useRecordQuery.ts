import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

import { isNotFoundError } from './graphqlErrors';

/** One record read by id, and how the read went. */
export interface RecordState<T> {
  record: T | null;
  /** True until the first answer (a refetch keeps showing the record). */
  loading: boolean;
  /** The record does not exist, or is not the viewer's. */
  notFound: boolean;
  /** Any other failure while there is no record to show. */
  error: Error | undefined;
  retry: () => void;
}

/** Reads one record by id (cache first, then the network), `pick`ing it out of the query's answer. */
export function useRecordQuery<TData, T>(
  document: TypedDocumentNode<TData, { id: string }>,
  id: string,
  pick: (data: TData) => T,
): RecordState<T> {
  const { data, loading, error, refetch } = useQuery(document, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const notFound = !data && isNotFoundError(error);
  return {
    record: data ? pick(data as TData) : null,
    loading: loading && !data,
    notFound,
    error: data || notFound ? undefined : error,
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
