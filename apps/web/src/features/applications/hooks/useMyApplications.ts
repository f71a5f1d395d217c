import { useQuery } from '@apollo/client/react';

import { APPLIED_JOBS_PAGE_SIZE } from '@hireloop/schema';

import { MyApplicationsDocument, type MyApplicationsQuery } from '../../../gql/graphql';

export type MyApplication = MyApplicationsQuery['myApplications']['items'][number];

export interface MyApplicationsState {
  items: MyApplication[];
  total: number;
  pageCount: number;
  pageSize: number;
  loading: boolean;
  updating: boolean;
  error: Error | undefined;
  refresh: () => void;
}

/** One page (6) of the seeker's applications, newest first, fetched afresh on every visit. */
export function useMyApplications(keyword: string, page: number): MyApplicationsState {
  const { data, previousData, loading, error, refetch } = useQuery(MyApplicationsDocument, {
    variables: { page, pageSize: APPLIED_JOBS_PAGE_SIZE, keyword: keyword || null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const current = data ?? previousData;

  return {
    items: current?.myApplications.items ?? [],
    total: current?.myApplications.total ?? 0,
    pageCount: current?.myApplications.pageCount ?? 0,
    pageSize: current?.myApplications.pageSize ?? APPLIED_JOBS_PAGE_SIZE,
    loading: loading && !current,
    updating: loading && Boolean(current),
    error: data ? undefined : error,
    refresh: () => {
      refetch().catch(() => undefined);
    },
  };
}
