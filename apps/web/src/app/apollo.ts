import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

/** GraphQL lives on the same origin as the web app (the API serves both). */
export const GRAPHQL_URI = '/graphql';

/**
 * The Apollo client of the app. `getToken` is read on every request, so logging in or out needs no new
 * client; when a token exists it is sent as `Authorization: Bearer <token>`.
 */
export function createApolloClient(getToken: () => string | null): ApolloClient {
  const authLink = new SetContextLink((previous) => {
    const token = getToken();
    if (!token) return {};
    return { headers: { ...previous.headers, authorization: `Bearer ${token}` } };
  });

  return new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri: GRAPHQL_URI })]),
    cache: new InMemoryCache(),
  });
}
