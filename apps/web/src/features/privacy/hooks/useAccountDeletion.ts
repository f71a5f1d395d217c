import { useCallback } from 'react';

import { useMutation } from '@apollo/client/react';

import { ConfirmAccountDeletionDocument, RequestAccountDeletionDocument } from '../../../gql/graphql';

export interface AccountDeletionState {
  /** Mails a deletion code; resolves to the address it went to. */
  requestCode: () => Promise<string>;
  /** Deletes the account with the mailed code. */
  confirm: (code: string) => Promise<void>;
  requesting: boolean;
  confirming: boolean;
}

/** The two steps of deleting my account: a code by mail, then the code. */
export function useAccountDeletion(): AccountDeletionState {
  const [request, { loading: requesting }] = useMutation(RequestAccountDeletionDocument);
  const [confirmDeletion, { loading: confirming }] = useMutation(ConfirmAccountDeletionDocument);
  const requestCode = useCallback(async () => {
    const { data } = await request();
    if (!data) throw new Error('no answer');
    return data.requestAccountDeletion.sentTo;
  }, [request]);
  const confirm = useCallback(
    async (code: string) => {
      const { data } = await confirmDeletion({ variables: { code } });
      if (!data?.confirmAccountDeletion) throw new Error('not deleted');
    },
    [confirmDeletion],
  );
  return { requestCode, confirm, requesting, confirming };
}
