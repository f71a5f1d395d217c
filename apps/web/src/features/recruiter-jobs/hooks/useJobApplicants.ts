import { useQuery } from '@apollo/client/react';

import { APPLICANTS_PAGE_SIZE } from '@hireloop/schema';

import { isNotFoundError } from '../../../app/graphqlErrors';
import {
  JobApplicantAnswersDocument,
  JobApplicantsDocument,
  type JobApplicantAnswersQuery,
  type ApplicationStatus,
  type JobApplicantsQuery,
  type ScreeningResult,
} from '../../../gql/graphql';

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

/**
 * One page (20, or `pageSize`) of the applicants of one of my jobs, optionally of one status and knock-out
 * result, with the counts by status.
 */
export function useJobApplicants(
  jobId: string,
  status: ApplicationStatus | null,
  page: number,
  pageSize: number = APPLICANTS_PAGE_SIZE,
  skip = false,
  screening: ScreeningResult | null = null,
): JobApplicantsState {
  const { data, previousData, loading, error, refetch } = useQuery(JobApplicantsDocument, {
    variables: { jobId, status, screening, page, pageSize },
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
    error: shown || notFound ? undefined : error,
    refetch: () => refetch().catch(() => undefined),
  };
}

/** An applicant's knock-out result and screening answers. */
export type ApplicantScreening = JobApplicantAnswersQuery['jobApplicants']['items'][number];

/**
 * The knock-out results and screening answers of the applicants on the same page as useJobApplicants
 * (same arguments), by application id; asked only when `ask` (the job has questions).
 */
export function useJobApplicantAnswers(
  jobId: string,
  status: ApplicationStatus | null,
  page: number,
  pageSize: number,
  screening: ScreeningResult | null,
  ask: boolean,
): ReadonlyMap<string, ApplicantScreening> {
  const { data } = useQuery(JobApplicantAnswersDocument, {
    variables: { jobId, status, screening, page, pageSize },
    fetchPolicy: 'cache-and-network',
    skip: !ask,
  });
  const items = ask ? (data?.jobApplicants.items ?? []) : [];
  return new Map(items.map((item) => [item.id, item]));
}
