import { useCallback } from 'react';

import { useMutation } from '@apollo/client/react';

import { RegisterDocument, RequestSignupOtpDocument } from '../../../gql/graphql';
import type { AccountRole } from '../routeState';

export interface SignupDetails {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  contactNo: string;
  /** Recruiters only. */
  companyName?: string;
}

export interface SignupState {
  /** Step 1: mails a code; resolves to the code reference (the spec's `value`). */
  requestCode: (email: string, role: AccountRole, companyName?: string) => Promise<string>;
  requesting: boolean;
  /** Last step: creates the account of the verified e-mail, with the ticket of its verified code. */
  register: (details: SignupDetails, role: AccountRole, ticket: string) => Promise<void>;
  registering: boolean;
}

/** Seeker and recruiter sign-up: the code request and the account creation. */
export function useSignup(): SignupState {
  const [requestMutation, { loading: requesting }] = useMutation(RequestSignupOtpDocument);
  const [registerMutation, { loading: registering }] = useMutation(RegisterDocument);

  const requestCode = useCallback(
    async (email: string, role: AccountRole, companyName?: string) => {
      const recruiter = role === 'recruiter';
      const { data } = await requestMutation({
        variables: {
          email: email.trim(),
          role: recruiter ? 'RECRUITER' : 'JOB_SEEKER',
          companyName: recruiter ? companyName?.trim() : null,
        },
      });
      if (!data) throw new Error('The server did not answer the code request.');
      return data.requestSignupOtp.reference;
    },
    [requestMutation],
  );

  const register = useCallback(
    async (details: SignupDetails, role: AccountRole, ticket: string) => {
      const recruiter = role === 'recruiter';
      await registerMutation({
        variables: {
          input: {
            email: details.email.trim(),
            password: details.password,
            firstName: details.firstName.trim(),
            lastName: details.lastName.trim(),
            contactNo: details.contactNo.trim(),
            role: recruiter ? 'RECRUITER' : 'JOB_SEEKER',
            companyName: recruiter ? details.companyName?.trim() : null,
            ticket,
          },
        },
      });
    },
    [registerMutation],
  );

  return { requestCode, requesting, register, registering };
}
