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

/** Codes whose messages the API writes for users (its AppError codes); others stay generic. */
const USER_FACING_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'ACCOUNT_DEACTIVATED',
]);

/**
 * The message the server wrote for the user, for the spec's "server message, else ..." rule: the first
 * GraphQL error with a user-facing code. Null for network failures and unexpected server errors.
 */
export function serverMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const found = error.errors.find((item) => {
    const code = item.extensions?.code;
    return typeof code === 'string' && USER_FACING_CODES.has(code);
  });
  return found?.message.trim() || null;
}

/** True when the server answered (with an error of its own), as opposed to no answer at all. */
export function isServerAnswer(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}
