import { formatRupeesShort } from './seo/salary';

/** How often an alert mails its new matching jobs. */
export enum AlertFrequency {
  INSTANT = 'instant',
  DAILY = 'daily',
  WEEKLY = 'weekly',
}

/** Alerts one seeker may keep. */
export const MAX_ALERTS_PER_USER = 20;
/** Alerts one visitor e-mail may keep (confirmed or waiting for confirmation). */
export const MAX_ALERTS_PER_EMAIL = 5;
/** Jobs listed in one alert mail at most; the mail links to the search for the rest. */
export const ALERT_MAIL_MAX_JOBS = 20;
/** Digests go out at this hour, Asia/Kolkata time (weekly ones on Mondays). */
export const ALERT_DIGEST_HOUR = 8;
/** A visitor's alert not confirmed within this many days is deleted. */
export const ALERT_CONFIRM_DAYS = 7;

/** Messages of job alerts, shared by the API and the web. */
export const ALERT_MESSAGES = {
  created: 'Job alert saved',
  confirmationSent: 'Check your inbox: click the link in the mail we sent to start your job alert',
  tooManyForUser: `You can keep at most ${MAX_ALERTS_PER_USER} job alerts. Delete one to add another.`,
  tooManyForEmail: `This e-mail address already has ${MAX_ALERTS_PER_EMAIL} job alerts.`,
  emailRequired: 'Please enter your e-mail address to get job alerts',
  frequencyInvalid: 'Please choose instant, daily or weekly',
  notFound: 'Job alert not found',
  linkInvalid: 'This link is invalid or has expired',
  confirmed: 'Your job alert is on. You will get new matching jobs by e-mail.',
  unsubscribed: 'You are unsubscribed: this alert will send no more mails.',
  deleted: 'Job alert deleted',
  paused: 'Job alert paused',
  resumed: 'Job alert resumed',
} as const;

const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  [AlertFrequency.INSTANT]: 'Instant',
  [AlertFrequency.DAILY]: 'Daily',
  [AlertFrequency.WEEKLY]: 'Weekly',
};

export function alertFrequencyLabel(frequency: AlertFrequency): string {
  return FREQUENCY_LABELS[frequency] ?? frequency;
}

/** What an alert looks for, in words: "react developer · Full-time · Pune · ₹6 L+ a year · Remote" or "All new jobs". */
export function describeAlert(alert: {
  keyword: string;
  jobTypes: readonly string[];
  locations: readonly string[];
  categories: readonly string[];
  salaryMinInr?: number | null;
  remote?: boolean;
}): string {
  const parts = [
    alert.keyword.trim(),
    alert.jobTypes.join(', '),
    alert.locations.join(', '),
    alert.categories.join(', '),
    alert.salaryMinInr ? `${formatRupeesShort(alert.salaryMinInr)}+ a year` : '',
    alert.remote ? 'Remote' : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'All new jobs';
}
