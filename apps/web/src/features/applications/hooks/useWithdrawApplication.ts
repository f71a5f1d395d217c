import { useMutation } from '@apollo/client/react';

import { WithdrawApplicationDocument } from '../../../gql/graphql';

/**
 * Withdraws one of the signed-in seeker's applications, with an optional reason (blank is none). The
 * application's status and timeline and its job's `viewerHasApplied` and count update from the answer;
 * the applied-jobs list is fetched again. Rejects with the GraphQL error.
 */
export function useWithdrawApplication(): {
  withdraw: (applicationId: string, reason: string) => Promise<void>;
  busy: boolean;
} {
  const [mutate, { loading }] = useMutation(WithdrawApplicationDocument, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myApplications' });
      cache.gc();
    },
  });
  const withdraw = async (applicationId: string, reason: string) => {
    await mutate({ variables: { input: { applicationId, reason: reason.trim() || null } } });
  };
  return { withdraw, busy: loading };
}
