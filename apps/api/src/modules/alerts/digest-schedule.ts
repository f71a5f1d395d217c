import { ALERT_DIGEST_HOUR, AlertFrequency } from '@hireloop/schema';

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Weekly digests go out on Mondays (getUTCDay of the Indian date). */
const MONDAY = 1;

/**
 * When a digest alert's next mail is due: the first 08:00 India time strictly after `now` (daily), or the
 * first Monday 08:00 India time strictly after `now` (weekly); null for instant alerts.
 */
export function nextDigestAt(frequency: AlertFrequency, now: Date): Date | null {
  if (frequency === AlertFrequency.INSTANT) return null;
  // The Indian wall-clock time as a UTC date, so that its UTC fields read as Indian ones.
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  let due = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), ALERT_DIGEST_HOUR);
  while (
    due <= local.getTime() ||
    (frequency === AlertFrequency.WEEKLY && new Date(due).getUTCDay() !== MONDAY)
  ) {
    due += DAY_MS;
  }
  return new Date(due - IST_OFFSET_MS);
}
