import { useCallback } from 'react';

import { useMutation } from '@apollo/client/react';

import { SIGN_IN_CONTEXT } from '../../../app/apollo';
import { LoginDocument } from '../../../gql/graphql';
import { toAuthSession, type AuthSession } from '../authSession';
import type { AccountRole } from '../routeState';

export interface LoginState {
  /** Signs in at a login tab; rejects with the server's error (read it with serverMessage). */
  login: (email: string, password: string, tab: AccountRole) => Promise<AuthSession>;
  loading: boolean;
}

/** Job seeker and recruiter login: the tab is sent as the role, so an account of the other side is refused. */
export function useLogin(): LoginState {
  const [mutate, { loading }] = useMutation(LoginDocument, { context: SIGN_IN_CONTEXT });
  const login = useCallback(
    async (email: string, password: string, tab: AccountRole) => {
      const role = tab === 'recruiter' ? 'RECRUITER' : 'JOB_SEEKER';
      const { data } = await mutate({ variables: { input: { email: email.trim(), password, role } } });
      if (!data) throw new Error('The server did not answer the login.');
      return toAuthSession(data.login);
    },
    [mutate],
  );
  return { login, loading };
}
