import type { ApolloClient } from '@apollo/client';

import { SubscribeNewsletterDocument } from '../../gql/graphql';
import { serverMessage } from '../graphqlErrors';

export type SubscribeResult = { ok: true } | { ok: false; message: string | null };

/**
 * Subscribes an address to job updates. Loaded on first use, so the footer adds nothing to the first
 * page's code. A refusal carries the server's message for the user when it wrote one.
 */
export async function subscribeNewsletter(client: ApolloClient, email: string): Promise<SubscribeResult> {
  try {
    await client.mutate({ mutation: SubscribeNewsletterDocument, variables: { email } });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: serverMessage(error) };
  }
}
