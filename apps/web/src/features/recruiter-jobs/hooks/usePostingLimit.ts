import { useQuery } from '@apollo/client/react';

import { PostingLimitDocument } from '../../../gql/graphql';
import type { PostingLimit } from '../postingLimit';

/** Jobs posted out of the plan's limit; null until known. */
export function usePostingLimit(): {
  limit: PostingLimit | null;
  loading: boolean;
  refetch: () => Promise<unknown>;
} {
  const { data, loading, refetch } = useQuery(PostingLimitDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return {
    limit: data?.postingLimit ?? null,
    loading: loading && !data,
    refetch: () => refetch().catch(() => undefined),
  };
}
