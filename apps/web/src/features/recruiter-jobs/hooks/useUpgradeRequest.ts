import { useMutation, useQuery } from '@apollo/client/react';

import { graphqlErrorCodes, serverMessage } from '../../../app/graphqlErrors';
import { MyUpgradeRequestDocument, RequestUpgradeDocument } from '../../../gql/graphql';

/** The server's words when a request is already open (shown as is). */
export const UPGRADE_ALREADY_OPEN =
  'You already have an upgrade request in review. We will get back to you soon.';

export type UpgradeResult = { ok: true } | { ok: false; alreadyOpen: boolean; message: string | null };

/** My latest upgrade request (asked for while the modal is open) and sending a new one. */
export function useUpgradeRequest(active: boolean): {
  /** When my latest request is still in review. */
  openSince: string | null;
  checking: boolean;
  request: () => Promise<UpgradeResult>;
} {
  const { data, loading } = useQuery(MyUpgradeRequestDocument, {
    skip: !active,
    fetchPolicy: 'network-only',
  });
  const [mutate] = useMutation(RequestUpgradeDocument);

  const latest = data?.myUpgradeRequest ?? null;

  const request = async (): Promise<UpgradeResult> => {
    try {
      await mutate({ variables: { plan: 'PREMIUM' } });
      return { ok: true };
    } catch (error) {
      const alreadyOpen = graphqlErrorCodes(error).includes('CONFLICT');
      return { ok: false, alreadyOpen, message: serverMessage(error) };
    }
  };

  return {
    openSince: latest?.status === 'OPEN' ? latest.createdAt : null,
    checking: active && loading && !data,
    request,
  };
}
