import { useCallback } from 'react';

import { useMutation } from '@apollo/client/react';

import { ResendOtpDocument, VerifyOtpDocument } from '../../../gql/graphql';

export interface OtpCodeState {
  /** Checks a code; resolves to the ticket for the next step, or null when the server did not confirm it. */
  verify: (code: string) => Promise<string | null>;
  verifying: boolean;
  /** Mails a new code for the same reference; resolves to the (same) reference. */
  resend: () => Promise<string>;
  resending: boolean;
}

/** Verify and resend for one code reference (sign-up or password reset). */
export function useOtpCode(reference: string): OtpCodeState {
  const [verifyMutation, { loading: verifying }] = useMutation(VerifyOtpDocument);
  const [resendMutation, { loading: resending }] = useMutation(ResendOtpDocument);

  const verify = useCallback(
    async (code: string) => {
      const { data } = await verifyMutation({ variables: { reference, code } });
      return data?.verifyOtp.verified === true ? data.verifyOtp.ticket : null;
    },
    [verifyMutation, reference],
  );

  const resend = useCallback(async () => {
    const { data } = await resendMutation({ variables: { reference } });
    if (!data) throw new Error('The server did not answer the resend.');
    return data.resendOtp.reference;
  }, [resendMutation, reference]);

  return { verify, verifying, resend, resending };
}
