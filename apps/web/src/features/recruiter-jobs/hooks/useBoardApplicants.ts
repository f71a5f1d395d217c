import { useQuery } from '@apollo/client/react';

import { isNotFoundError } from '../../../app/graphqlErrors';
import { BoardApplicantsDocument, type BoardApplicantsQuery } from '../../../gql/graphql';
import { BOARD_SIZE } from '../board';

export type BoardApplicantsData = BoardApplicantsQuery['jobApplicants'];
export type BoardApplicant = BoardApplicantsData['items'][number];

/** The newest applicants (up to BOARD_SIZE) of one of my jobs, as the board's cards show them. */
export function useBoardApplicants(jobId: string, skip: boolean) {
  const { data, previousData, loading, error, refetch } = useQuery(BoardApplicantsDocument, {
    variables: { jobId, pageSize: BOARD_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    skip,
  });
  const shown = data ?? (previousData?.jobApplicants.job.id === jobId ? previousData : undefined);
  const notFound = !shown && isNotFoundError(error);
  return {
    data: shown?.jobApplicants ?? null,
    loading: loading && !shown,
    refreshing: loading && Boolean(shown),
    notFound,
    refetch: () => refetch().catch(() => undefined),
  };
}
