import { useQuery } from '@apollo/client/react';

import { CANDIDATES_PAGE_SIZE } from '@hireloop/schema';

import { CandidatesDocument, type Availability, type CandidatesQuery } from '../../../gql/graphql';

export type CandidatesPage = CandidatesQuery['candidates'];
export type Candidate = CandidatesPage['items'][number];

export interface CandidatesState {
  data: CandidatesPage | null;
  loading: boolean;
  refreshing: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** One page (3) of job seekers with a resume, by name, title or skills and availability. */
export function useCandidates(
  keyword: string,
  availability: Availability | null,
  page: number,
): CandidatesState {
  const { data, previousData, loading, error, refetch } = useQuery(CandidatesDocument, {
    variables: { keyword: keyword || null, availability, page, pageSize: CANDIDATES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  return {
    data: shown?.candidates ?? null,
    loading: loading && !shown,
    refreshing: loading && Boolean(shown),
    error: shown ? undefined : error,
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
