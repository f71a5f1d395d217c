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

/** The session being ended on purpose (whileEndingSession): whether a refusal came meanwhile. */
let ending: { refused: boolean } | null = null;

/**
 * Ends the session as every refused request does: SessionExpiry logs out and opens the login page. While
 * the session is being ended on purpose (whileEndingSession) the refusal is held instead.
 */
export function reportSessionRefused(): void {
  if (ending) {
    ending.refused = true;
    return;
  }
  window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
}

/**
 * Runs `work`, which ends the session on the server and then signs out here (deleting the account). The
 * server closes the session's live connections and refuses its token as soon as it is done, and that may
 * reach the page before `work`'s own answer: a refusal seen meanwhile is dropped when `work` succeeds (it
 * signs out its own way) and reported when it fails (the token was refused for another reason).
 */
export async function whileEndingSession<T>(work: () => Promise<T>): Promise<T> {
  const mark = { refused: false };
  ending = mark;
  try {
    return await work();
  } catch (error) {
    if (ending === mark) {
      ending = null;
      if (mark.refused) reportSessionRefused();
    }
    throw error;
  } finally {
    if (ending === mark) ending = null;
  }
}
