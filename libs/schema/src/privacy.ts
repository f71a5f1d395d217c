/**
 * The version of the terms of service and privacy notice a user accepts by signing up. Raise it when
 * the notice changes: each acceptance is recorded with the version it was given under.
 */
export const PRIVACY_NOTICE_VERSION = '2025-11-01';

/** What a user consents to (or withdraws). */
export enum ConsentPurpose {
  /** The terms of service and the privacy notice, accepted by signing up. */
  TERMS_AND_PRIVACY = 'terms_and_privacy',
  /** Job alert mails: given by saving an alert, withdrawn by deleting it or its unsubscribe link. */
  JOB_ALERT_MAILS = 'job_alert_mails',
}

/** Where a consent event happened. */
export enum ConsentSource {
  SIGNUP = 'signup',
  SETTINGS = 'settings',
  MAIL_LINK = 'mail_link',
}

/** Where a data export stands. */
export enum DataExportStatus {
  PENDING = 'pending',
  READY = 'ready',
  FAILED = 'failed',
}

/** Data exports a seeker may request in 24 hours. */
export const DATA_EXPORTS_PER_DAY = 3;
/** A ready data export can be downloaded for this many days, then it is deleted. */
export const DATA_EXPORT_KEPT_DAYS = 7;
/** The largest archive a data export may grow to (64 MiB): past it the export fails rather than grow. */
export const DATA_EXPORT_MAX_BYTES = 64 * 1024 * 1024;

export const DATA_EXPORT_MESSAGES = {
  requested: 'Your data export is being prepared. We will e-mail you a link when it is ready.',
  inProgress: 'Your data export is already being prepared. We will e-mail you when it is ready.',
  tooMany: `You can request at most ${DATA_EXPORTS_PER_DAY} data exports in 24 hours. Please try again later.`,
  notFound: 'Data export not found',
  notReady: 'This data export is not ready yet.',
  expired: 'This data export has expired. Please request a new one.',
  failed: 'This data export could not be prepared. Please request a new one.',
} as const;
