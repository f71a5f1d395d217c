import { useCallback } from 'react';

import { useMutation } from '@apollo/client/react';

import { SIGN_IN_CONTEXT } from '../../../app/apollo';
import { AdminLoginDocument } from '../../../gql/graphql';
import { toAuthSession, type AuthSession } from '../authSession';

export interface AdminLoginState {
  adminLogin: (email: string, password: string) => Promise<AuthSession>;
  loading: boolean;
}

/** Administrator sign-in (/admin/secure/auth). */
export function useAdminLogin(): AdminLoginState {
  const [mutate, { loading }] = useMutation(AdminLoginDocument, { context: SIGN_IN_CONTEXT });
  const adminLogin = useCallback(
    async (email: string, password: string) => {
      const { data } = await mutate({ variables: { email: email.trim(), password } });
      if (!data) throw new Error('The server did not answer the sign-in.');
      return toAuthSession(data.adminLogin);
    },
    [mutate],
  );
  return { adminLogin, loading };
}
