import { useQuery } from '@apollo/client/react';

import { MyCompaniesDocument, type CompanyFieldsFragment } from '../../../gql/graphql';

export interface MyCompaniesState {
  companies: CompanyFieldsFragment[];
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** The signed-in recruiter's companies, newest first. */
export function useMyCompanies(): MyCompaniesState {
  const { data, loading, error, refetch } = useQuery(MyCompaniesDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return {
    companies: data?.myCompanies ?? [],
    loading: loading && !data,
    error: data ? undefined : error,
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
