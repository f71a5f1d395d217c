import { useMutation, useQuery } from '@apollo/client/react';

import {
  AdminBackgroundJobsDocument,
  AdminDiscardBackgroundJobDocument,
  AdminRetryBackgroundJobDocument,
  type AdminBackgroundJobsQuery,
} from '../../../gql/graphql';
import { loadState, type LoadState } from './loadState';

export type AdminBackgroundJobsData = AdminBackgroundJobsQuery['adminBackgroundJobs'];
export type FailedJobRow = AdminBackgroundJobsData['failed'][number];

/** The queues with their counts, and the failed jobs. */
export function useAdminBackgroundJobs(): LoadState<AdminBackgroundJobsData> {
  const result = useQuery(AdminBackgroundJobsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return loadState(result, (data) => data.adminBackgroundJobs);
}

/** After a retry or discard the counts and the failed list on screen ask again. */
const REFRESH = { refetchQueries: 'active' } as const;

export interface BackgroundJobActions {
  retry: (job: FailedJobRow) => Promise<void>;
  discard: (job: FailedJobRow) => Promise<void>;
}

/** Runs a failed job once more, or discards it; each refreshes the section once done. */
export function useBackgroundJobActions(): BackgroundJobActions {
  const [retry] = useMutation(AdminRetryBackgroundJobDocument, REFRESH);
  const [discard] = useMutation(AdminDiscardBackgroundJobDocument, REFRESH);
  return {
    retry: async (job) => {
      await retry({ variables: { queue: job.queue, id: job.id } });
    },
    discard: async (job) => {
      await discard({ variables: { queue: job.queue, id: job.id } });
    },
  };
}
