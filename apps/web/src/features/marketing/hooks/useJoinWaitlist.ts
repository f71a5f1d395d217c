import { useMutation } from '@apollo/client/react';

import { JoinWaitlistDocument } from '../../../gql/graphql';

export interface JoinWaitlistState {
  /** Records the address; the server checks its format (BAD_USER_INPUT with a message for the user). */
  join: (email: string) => Promise<void>;
  joining: boolean;
}

/** The waitlist sign-up. */
export function useJoinWaitlist(): JoinWaitlistState {
  const [mutate, { loading }] = useMutation(JoinWaitlistDocument);
  const join = async (email: string) => {
    await mutate({ variables: { email } });
  };
  return { join, joining: loading };
}
