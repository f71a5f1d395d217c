import { useQuery } from '@apollo/client/react';

import { preloadable } from '../../../app/preloadedData';
import { PublicCompanyDocument, type PublicCompanyQuery } from '../../../gql/graphql';

/** The API sends this query's answer with the page (src/app/preloadedData.ts). */
const QUERY = preloadable('company', PublicCompanyDocument);

export type PublicCompanyProfile = NonNullable<PublicCompanyQuery['publicCompany']>;

/** A company's public page by slug (current or old); `profile` null once answered means no such company. */
export function usePublicCompany(slug: string) {
  const { data, loading, error, refetch } = useQuery(QUERY, {
    variables: { slug },
    fetchPolicy: 'cache-and-network',
  });
  return {
    profile: data?.publicCompany ?? null,
    loading: loading && !data,
    error: data ? undefined : error,
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
