// A module of its own: only the screens that withdraw or show a withdrawal load it, not the job page's first load.
import { ApplicationStatus } from './enums';
import { hasHiddenCharacters } from './validators';

/** Characters of the reason a seeker may give when withdrawing an application. */
export const WITHDRAWAL_REASON_MAX_LENGTH = 500;

/** Withdrawing an application: the seeker's confirmation and the refusals of both sides. */
export const WITHDRAWAL_MESSAGES = {
  withdrawn: 'Application withdrawn',
  withdrawFailed: 'Failed to withdraw the application',
  alreadyWithdrawn: 'This application has already been withdrawn',
  decided: 'A rejected or hired application can no longer be withdrawn',
  notFound: 'Application not found',
  reasonTooLong: `The reason may be at most ${WITHDRAWAL_REASON_MAX_LENGTH} characters`,
  reasonHidden: 'The reason may not contain control, invisible or text-direction characters',
  pipelineClosed: 'The applicant withdrew this application; its status can no longer be changed',
  onlyApplicant: 'Only the applicant can withdraw an application',
} as const;

/**
 * Whether the applicant may still withdraw an application with this status (stored or GraphQL spelling):
 * until the recruiter has decided it (rejected or hired), and not twice.
 */
export function isWithdrawable(status: string): boolean {
  const value = status.toLowerCase();
  return (
    value !== ApplicationStatus.WITHDRAWN &&
    value !== ApplicationStatus.REJECT &&
    value !== ApplicationStatus.RECRUITED
  );
}

/**
 * Whether free text of several lines (a withdrawal's reason) holds a hidden character: the rule of names,
 * with line breaks allowed.
 */
export function hasHiddenCharactersInText(text: string | null | undefined): boolean {
  return hasHiddenCharacters((text ?? '').replace(/\r?\n/g, ''));
}
