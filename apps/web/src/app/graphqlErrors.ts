import { CombinedGraphQLErrors } from '@apollo/client';

/** The `extensions.code` values of a GraphQL error response (the API's ErrorCode enum). */
export function graphqlErrorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors
    .map((item) => item.extensions?.code)
    .filter((code): code is string => typeof code === 'string');
}

/** True when the server answered that the requested record does not exist (or the id is malformed). */
export function isNotFoundError(error: unknown): boolean {
  return graphqlErrorCodes(error).some((code) => code === 'NOT_FOUND' || code === 'BAD_USER_INPUT');
}
