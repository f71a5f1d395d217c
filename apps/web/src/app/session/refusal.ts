import { ErrorCode } from '@hireloop/schema';

/** Raised on `window` when the API refuses the token of a signed-in request (SessionExpiry handles it). */
export const SESSION_REFUSED_EVENT = 'hireloop:session-refused';

/** The part of a GraphQL error the session rule reads. */
export interface CodedError {
  extensions?: { code?: unknown } | null;
}

/**
 * Whether an answer refuses the session: UNAUTHENTICATED to a request sent with a token. A sign-in
 * attempt's UNAUTHENTICATED means wrong credentials, not a refused session.
 */
export function refusesSession(
  errors: readonly CodedError[] | null | undefined,
  sentToken: boolean,
  signIn = false,
): boolean {
  return (
    sentToken && !signIn && !!errors?.some((error) => error.extensions?.code === ErrorCode.UNAUTHENTICATED)
  );
}

/** Ends the session as every refused request does: SessionExpiry logs out and opens the login page. */
export function reportSessionRefused(): void {
  window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
}
