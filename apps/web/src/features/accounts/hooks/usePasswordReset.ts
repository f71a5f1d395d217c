import { useCallback } from 'react';

import { useMutation } from '@apollo/client/react';

import { RequestPasswordResetDocument, ResetPasswordDocument } from '../../../gql/graphql';

export interface PasswordResetState {
  /** Mails a reset code (the answer is the same for unknown e-mails); resolves to its reference. */
  requestCode: (email: string) => Promise<string>;
  requesting: boolean;
  /** Sets the new password with the ticket of the verified code; resolves to the server's answer. */
  resetPassword: (email: string, password: string, ticket: string) => Promise<boolean>;
  resetting: boolean;
}

/** Forgot and reset password. */
export function usePasswordReset(): PasswordResetState {
  const [requestMutation, { loading: requesting }] = useMutation(RequestPasswordResetDocument);
  const [resetMutation, { loading: resetting }] = useMutation(ResetPasswordDocument);

  const requestCode = useCallback(
    async (email: string) => {
      const { data } = await requestMutation({ variables: { email: email.trim() } });
      if (!data) throw new Error('The server did not answer the code request.');
      return data.requestPasswordReset.reference;
    },
    [requestMutation],
  );

  const resetPassword = useCallback(
    async (email: string, password: string, ticket: string) => {
      const { data } = await resetMutation({ variables: { email: email.trim(), password, ticket } });
      return data?.resetPassword === true;
    },
    [resetMutation],
  );

  return { requestCode, requesting, resetPassword, resetting };
}
