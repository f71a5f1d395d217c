import { useQuery } from '@apollo/client/react';

import { MyProfileDocument, type ProfileFieldsFragment } from '../../../gql/graphql';

export interface MyProfileState {
  profile: ProfileFieldsFragment | null;
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** The signed-in seeker's profile, fetched afresh on every visit. */
export function useMyProfile(): MyProfileState {
  const { data, loading, error, refetch } = useQuery(MyProfileDocument, { fetchPolicy: 'cache-and-network' });
  return {
    profile: data?.myProfile ?? null,
    loading: loading && !data,
    error: data ? undefined : error,
    retry: () => {
      refetch().catch(() => undefined);
    },
  };
}
