import { useQuery } from '@apollo/client/react';

import { isNotFoundError } from '../../../app/graphqlErrors';
import { CompanyProfileDocument, type CompanyFieldsFragment } from '../../../gql/graphql';

export interface CompanyState {
  company: CompanyFieldsFragment | null;
  loading: boolean;
  /** The company does not exist or is not mine. */
  notFound: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** One of my companies by id. */
export function useCompany(id: string): CompanyState {
  const { data, loading, error, refetch } = useQuery(CompanyProfileDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const notFound = !data && isNotFoundError(error);
  return {
    company: data?.company ?? null,
    loading: loading && !data,
    notFound,
    error: data || notFound ? undefined : error,
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
