import { useCallback } from 'react';

import { useMutation } from '@apollo/client/react';

import { SIGN_IN_CONTEXT } from '../../../app/apollo';
import { AdminLoginDocument, VerifyAdminLoginDocument } from '../../../gql/graphql';
import { toAuthSession, type AuthSession } from '../authSession';

/** The password step's answer: the session, or the mailed code's reference (two-factor sign-in). */
export type AdminLoginOutcome =
  { kind: 'session'; session: AuthSession } | { kind: 'code'; reference: string; email: string };

export interface AdminLoginState {
  adminLogin: (email: string, password: string) => Promise<AdminLoginOutcome>;
  /** Two-factor sign-in, step 2: the code from the mail. */
  verifyCode: (reference: string, code: string) => Promise<AuthSession>;
  loading: boolean;
}

/** Administrator sign-in (/admin/secure/auth), with the code step when two-factor sign-in is required. */
export function useAdminLogin(): AdminLoginState {
  const [mutate, { loading: signingIn }] = useMutation(AdminLoginDocument, { context: SIGN_IN_CONTEXT });
  const [verify, { loading: verifying }] = useMutation(VerifyAdminLoginDocument, {
    context: SIGN_IN_CONTEXT,
  });
  const adminLogin = useCallback(
    async (email: string, password: string): Promise<AdminLoginOutcome> => {
      const { data } = await mutate({ variables: { email: email.trim(), password } });
      if (!data) throw new Error('The server did not answer the sign-in.');
      const { token, user, otp } = data.adminLogin;
      if (token && user) return { kind: 'session', session: toAuthSession({ token, user }) };
      if (otp) return { kind: 'code', reference: otp.reference, email: otp.email };
      throw new Error('The server did not answer the sign-in.');
    },
    [mutate],
  );
  const verifyCode = useCallback(
    async (reference: string, code: string) => {
      const { data } = await verify({ variables: { reference, code } });
      if (!data) throw new Error('The server did not answer the sign-in.');
      return toAuthSession(data.verifyAdminLogin);
    },
    [verify],
  );
  return { adminLogin, verifyCode, loading: signingIn || verifying };
}
