import { useCallback } from 'react';

import { useMutation, useQuery } from '@apollo/client/react';

import { SIGN_IN_CONTEXT } from '../../../app/apollo';
import { GoogleLoginDocument, SiteConfigDocument } from '../../../gql/graphql';
import { toAuthSession, type AuthSession } from '../authSession';

/**
 * The Google OAuth client id when Google sign-in is on, else null (also while loading, on error, and when
 * `skip` is set).
 */
export function useGoogleClientId(skip = false): string | null {
  const { data } = useQuery(SiteConfigDocument, { fetchPolicy: 'cache-first', skip });
  return data?.siteConfig.googleClientId ?? null;
}

export interface GoogleLoginState {
  googleLogin: (idToken: string) => Promise<AuthSession>;
  loading: boolean;
}

/** Job seeker sign-in with the ID token of Google's button. */
export function useGoogleLogin(): GoogleLoginState {
  const [mutate, { loading }] = useMutation(GoogleLoginDocument, { context: SIGN_IN_CONTEXT });
  const googleLogin = useCallback(
    async (idToken: string) => {
      const { data } = await mutate({ variables: { idToken } });
      if (!data) throw new Error('The server did not answer the Google sign-in.');
      return toAuthSession(data.googleLogin);
    },
    [mutate],
  );
  return { googleLogin, loading };
}
