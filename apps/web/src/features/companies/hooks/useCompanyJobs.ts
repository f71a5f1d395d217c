import { COMPANY_JOBS_PAGE_SIZE } from '@hireloop/schema';

import { useQuery } from '@apollo/client/react';

import { isNotFoundError } from '../../../app/graphqlErrors';
import { CompanyJobsDocument, type CompanyJobsQuery, type JobStatus } from '../../../gql/graphql';

export type CompanyJobsPage = CompanyJobsQuery['companyJobs'];

export interface CompanyJobsState {
  data: CompanyJobsPage | null;
  loading: boolean;
  /** A refetch is under way (the Refresh button spins). */
  refreshing: boolean;
  notFound: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** One page (6 jobs) of a company's jobs, optionally of one status, with its figures. */
export function useCompanyJobs(companyId: string, status: JobStatus | null, page: number): CompanyJobsState {
  const { data, previousData, loading, error, refetch } = useQuery(CompanyJobsDocument, {
    variables: { companyId, status, page, pageSize: COMPANY_JOBS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // While another page or status loads, the last page of the same company stays on screen.
  const shown = data ?? (previousData?.companyJobs.company.id === companyId ? previousData : undefined);
  const notFound = !shown && isNotFoundError(error);
  return {
    data: shown?.companyJobs ?? null,
    loading: loading && !shown,
    refreshing: loading && Boolean(shown),
    notFound,
    error: shown || notFound ? undefined : error,
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
