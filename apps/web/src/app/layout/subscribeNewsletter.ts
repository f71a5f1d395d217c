import type { ApolloClient } from '@apollo/client';

import { ALERT_MESSAGES } from '@hireloop/schema';

import { CreateJobAlertDocument } from '../../gql/graphql';
import { serverMessage } from '../graphqlErrors';

/** The footer's dialog when the alert starts at once (a signed-in seeker's). */
export const NEWSLETTER_SUBSCRIBED = 'You will receive the latest job updates in your inbox.';

export type SubscribeResult = { ok: true; message: string } | { ok: false; message: string | null };

/**
 * Asks for a weekly job alert at an address: all new jobs, or those of a city (the footer's city
 * search). Loaded on first use, so the footer adds nothing to the first page's code. A refusal carries
 * the server's message for the user when it wrote one.
 */
export async function subscribeNewsletter(
  client: ApolloClient,
  email: string,
  city = '',
): Promise<SubscribeResult> {
  try {
    const { data } = await client.mutate({
      mutation: CreateJobAlertDocument,
      variables: { input: { email, keyword: city, frequency: 'WEEKLY' } },
    });
    return {
      ok: true,
      message: data?.createJobAlert.alert ? NEWSLETTER_SUBSCRIBED : ALERT_MESSAGES.confirmationSent,
    };
  } catch (error) {
    return { ok: false, message: serverMessage(error) };
  }
}
