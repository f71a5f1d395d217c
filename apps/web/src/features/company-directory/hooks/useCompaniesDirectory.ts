import { useQuery } from '@apollo/client/react';

import { companiesVariables, type CompaniesSearch } from '@hireloop/schema';

import { preloadable } from '../../../app/preloadedData';
import { CompaniesDirectoryDocument, type CompaniesDirectoryQuery } from '../../../gql/graphql';

/** The API sends this query's answer with the page (src/app/preloadedData.ts). */
const QUERY = preloadable('companies', CompaniesDirectoryDocument);

export type DirectoryEntry = CompaniesDirectoryQuery['publicCompanies']['items'][number];

/** One page of the public company directory for the address's search and page. */
export function useCompaniesDirectory(search: CompaniesSearch) {
  const { data, previousData, loading, error, refetch } = useQuery(QUERY, {
    variables: companiesVariables(search),
    fetchPolicy: 'cache-and-network',
  });
  // The previous results stay on screen while the next ones load, so the layout does not jump.
  const current = data ?? previousData;
  return {
    entries: current?.publicCompanies.items ?? [],
    total: current?.publicCompanies.total ?? 0,
    pageCount: current?.publicCompanies.pageCount ?? 0,
    pageSize: current?.publicCompanies.pageSize ?? 0,
    loading: loading && !current,
    updating: loading && !data && Boolean(previousData),
    error: data ? undefined : error,
    refresh: () => {
      refetch().catch(() => undefined);
    },
  };
}
