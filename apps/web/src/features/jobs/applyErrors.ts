import { ErrorCode, SCREENING_MESSAGES, SEEKER_MESSAGES } from '@hireloop/schema';

import { graphqlErrorCodes, serverMessage } from '../../app/graphqlErrors';

/** Shown in the confirm when the profile exists but has none of bio, skills, resume or experience. */
export const PROFILE_INCOMPLETE_MESSAGE =
  'Your profile is empty. Please add a bio, skills, a resume or work experience to your profile before applying.';

/** The spec's toast when the session is not accepted while applying. */
export const NEED_LOGIN_TO_APPLY = 'Need to login before applying';

export type ApplyOutcome =
  /** No profile yet: the spec's 'Profile Required: ...' message. */
  | { kind: 'profileRequired'; message: string }
  /** An empty profile: a confirm offering to go to /profile. */
  | { kind: 'profileIncomplete'; message: string }
  /** Already applied, or the job stopped taking applications: the server's message. */
  | { kind: 'conflict'; message: string }
  /** The screening answers were refused (e.g. the job's questions changed meanwhile): the server's message. */
  | { kind: 'answers'; message: string }
  /** The session was refused: log in again. */
  | { kind: 'login'; message: string }
  /** Anything else (network, job gone, server error). */
  | { kind: 'failed'; message: string };

/** What to tell the seeker when applying failed, chosen by the error's `extensions.code`. */
export function applyErrorOutcome(error: unknown): ApplyOutcome {
  const codes = graphqlErrorCodes(error);
  if (codes.includes(ErrorCode.PROFILE_REQUIRED))
    return { kind: 'profileRequired', message: SEEKER_MESSAGES.profileRequired };
  if (codes.includes(ErrorCode.PROFILE_INCOMPLETE))
    return { kind: 'profileIncomplete', message: PROFILE_INCOMPLETE_MESSAGE };
  if (codes.includes(ErrorCode.CONFLICT))
    return { kind: 'conflict', message: serverMessage(error) ?? SEEKER_MESSAGES.applyFailed };
  const message = serverMessage(error);
  if (
    codes.includes(ErrorCode.BAD_USER_INPUT) &&
    message &&
    (Object.values(SCREENING_MESSAGES) as string[]).includes(message)
  ) {
    return { kind: 'answers', message };
  }
  if (codes.includes(ErrorCode.UNAUTHENTICATED)) return { kind: 'login', message: NEED_LOGIN_TO_APPLY };
  return { kind: 'failed', message: SEEKER_MESSAGES.applyFailed };
}
