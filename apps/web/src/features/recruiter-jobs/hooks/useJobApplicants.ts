import { useQuery } from '@apollo/client/react';

import { APPLICANTS_PAGE_SIZE } from '@hireloop/schema';

import { isNotFoundError } from '../../../app/graphqlErrors';
import { JobApplicantsDocument, type ApplicationStatus, type JobApplicantsQuery } from '../../../gql/graphql';

export type JobApplicantsData = JobApplicantsQuery['jobApplicants'];
export type Applicant = JobApplicantsData['items'][number];

export interface JobApplicantsState {
  data: JobApplicantsData | null;
  loading: boolean;
  refreshing: boolean;
  notFound: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
}

/** One page (20) of the applicants of one of my jobs, optionally of one status, with the counts by status. */
export function useJobApplicants(
  jobId: string,
  status: ApplicationStatus | null,
  page: number,
): JobApplicantsState {
  const { data, previousData, loading, error, refetch } = useQuery(JobApplicantsDocument, {
    variables: { jobId, status, page, pageSize: APPLICANTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? (previousData?.jobApplicants.job.id === jobId ? previousData : undefined);
  const notFound = !shown && isNotFoundError(error);
  return {
    data: shown?.jobApplicants ?? null,
    loading: loading && !shown,
    refreshing: loading && Boolean(shown),
    notFound,
    error: shown || notFound ? undefined : error,
    refetch: () => refetch().catch(() => undefined),
  };
}
