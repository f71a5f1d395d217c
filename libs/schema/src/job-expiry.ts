/**
 * A job's closing date (valid_through), its expiry and its extension: what the recruiter's forms and the
 * API share. A module of its own, so that pages without these forms do not load it.
 */

/** A job takes applications until its closing date (valid_through): by default this many days after posting. */
export const JOB_VALIDITY_DEFAULT_DAYS = 30;
/** The latest closing date a recruiter may pick: this many days after posting (or, when editing, after now). */
export const JOB_VALIDITY_MAX_DAYS = 90;
/** The recruiter is warned by mail this many days before the closing date. */
export const JOB_EXPIRY_WARNING_DAYS = 3;
/** An extension moves the closing date this many days later (from today when already past). */
export const JOB_EXTENSION_DAYS = 30;

/** The recruiter's messages about closing dates (the seeker's is SEEKER_MESSAGES.jobExpired). */
export const JOB_EXPIRY_MESSAGES = {
  validThroughInvalid: 'Please enter a valid closing date',
  validThroughPast: 'The closing date must be in the future',
  validThroughTooLate: 'The closing date can be at most 90 days away',
  extended: 'Job extended by 30 days',
  extendLinkInvalid: 'This extend link is invalid or has expired. Extend the job from My Jobs instead.',
  expiredEdit: 'This job has expired. Extend it to take applications again.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A job's closing date checked against `now` (the moment of posting or editing): after now and at most
 * JOB_VALIDITY_MAX_DAYS later; null when it is fine, else the message.
 */
export function validThroughProblem(validThrough: Date, now: Date): string | null {
  if (Number.isNaN(validThrough.getTime())) return JOB_EXPIRY_MESSAGES.validThroughInvalid;
  if (validThrough.getTime() <= now.getTime()) return JOB_EXPIRY_MESSAGES.validThroughPast;
  if (validThrough.getTime() > now.getTime() + JOB_VALIDITY_MAX_DAYS * DAY_MS) {
    return JOB_EXPIRY_MESSAGES.validThroughTooLate;
  }
  return null;
}

/** The closing date a job gets when none is picked: JOB_VALIDITY_DEFAULT_DAYS after `now`. */
export function defaultValidThrough(now: Date): Date {
  return new Date(now.getTime() + JOB_VALIDITY_DEFAULT_DAYS * DAY_MS);
}
