import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { tap } from 'rxjs';

import { GRAPHQL_URI } from './graphqlUri';
import { refusesSession } from './session/refusal';
import { createCache } from './cache';

export { GRAPHQL_URI };

/**
 * Operation context flag of sign-in attempts (login, admin and Google sign-in): their UNAUTHENTICATED
 * answer means wrong credentials, not a refused session.
 */
export const SIGN_IN_CONTEXT = { signIn: true } as const;

/**
 * The Apollo client of the app. `getToken` is read on every request, so logging in or out needs no new
 * client; when a token exists it is sent as `Authorization: Bearer <token>`. When the API refuses the token
 * of a signed-in request (UNAUTHENTICATED), `onUnauthenticated` runs (the app logs out and opens /login).
 */
export function createApolloClient(
  getToken: () => string | null,
  onUnauthenticated?: () => void,
): ApolloClient {
  const authLink = new SetContextLink((previous) => {
    const token = getToken();
    if (!token) return {};
    return { headers: { ...previous.headers, authorization: `Bearer ${token}` } };
  });

  const sessionLink = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        const context = operation.getContext();
        if (
          onUnauthenticated &&
          refusesSession(result.errors, Boolean(context.headers?.authorization), Boolean(context.signIn))
        ) {
          onUnauthenticated();
        }
      }),
    ),
  );

  return new ApolloClient({
    link: ApolloLink.from([authLink, sessionLink, new HttpLink({ uri: GRAPHQL_URI })]),
    cache: createCache(),
  });
}
