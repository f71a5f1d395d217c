// Interviews: slots proposed by the recruiter, picked by the applicant, times in India Standard Time.

/** The time zone interview times are entered and shown in. */
export const INTERVIEW_TIME_ZONE = 'Asia/Kolkata';
/** India Standard Time's offset from UTC in minutes (no daylight saving time). */
export const IST_OFFSET_MINUTES = 330;

/** Slots one proposal offers. */
export const INTERVIEW_SLOTS_MIN = 1;
export const INTERVIEW_SLOTS_MAX = 5;
/** An interview's length in minutes. */
export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 240;
/** Characters of the recruiter's message, of an address, of a meeting link, of a reason. */
export const INTERVIEW_MESSAGE_MAX_LENGTH = 1000;
export const INTERVIEW_ADDRESS_MAX_LENGTH = 300;
export const INTERVIEW_URL_MAX_LENGTH = 500;
export const INTERVIEW_REASON_MAX_LENGTH = 500;
/** How long before the interview both sides get a reminder, in hours. */
export const INTERVIEW_REMINDER_HOURS = 24;
/** How long a pick link in a mail works at most, in days (and never past its slot's start). */
export const INTERVIEW_LINK_DAYS = 14;

/** Where an interview stands. */
export enum InterviewStatus {
  /** Slots proposed; the applicant has not picked one. */
  PROPOSED = 'proposed',
  /** The applicant picked a slot (or the recruiter set the time): it is in both calendars. */
  SCHEDULED = 'scheduled',
  /** The applicant asked for other times; the recruiter proposes new slots. */
  RESCHEDULE_REQUESTED = 'reschedule_requested',
  CANCELLED = 'cancelled',
}

/** One step in an interview's history. */
export enum InterviewEventKind {
  PROPOSED = 'proposed',
  SCHEDULED = 'scheduled',
  RESCHEDULE_REQUESTED = 'reschedule_requested',
  RESCHEDULED = 'rescheduled',
  CANCELLED = 'cancelled',
}

/** Statuses of an interview still under way (one per application at a time). */
export const OPEN_INTERVIEW_STATUSES: readonly InterviewStatus[] = [
  InterviewStatus.PROPOSED,
  InterviewStatus.SCHEDULED,
  InterviewStatus.RESCHEDULE_REQUESTED,
];

export const INTERVIEW_MESSAGES = {
  proposed: 'Interview slots sent to the applicant',
  picked: 'Interview scheduled',
  rescheduled: 'New interview slots sent',
  timeChanged: 'Interview time changed',
  rescheduleRequested: 'The recruiter has been asked for other times',
  cancelled: 'Interview cancelled',
  notFound: 'Interview not found',
  slotNotFound: 'Interview slot not found',
  slotsCount: `Propose between ${INTERVIEW_SLOTS_MIN} and ${INTERVIEW_SLOTS_MAX} slots`,
  slotFormat: 'Enter each slot as a date and time (YYYY-MM-DDTHH:mm, India Standard Time)',
  slotInPast: 'Every slot must be in the future',
  slotsOverlap: 'Slots must not overlap each other',
  duration: `An interview lasts from ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX} minutes`,
  placeRequired: 'Give either an online meeting link or an address',
  placeBoth: 'Give an online meeting link or an address, not both',
  urlInvalid: 'The meeting link must be an https:// address',
  urlTooLong: `A meeting link may be at most ${INTERVIEW_URL_MAX_LENGTH} characters`,
  addressTooLong: `An address may be at most ${INTERVIEW_ADDRESS_MAX_LENGTH} characters`,
  messageTooLong: `A message may be at most ${INTERVIEW_MESSAGE_MAX_LENGTH} characters`,
  reasonTooLong: `A reason may be at most ${INTERVIEW_REASON_MAX_LENGTH} characters`,
  hiddenCharacters: 'Text may not contain control, invisible or text-direction characters',
  alreadyOpen: 'This applicant already has an interview under way: reschedule or cancel it first',
  applicationClosed: 'Interviews can only be arranged for applications that are not withdrawn or rejected',
  applicantDeactivated: 'This applicant has deactivated their account, so no interview can be arranged',
  notProposed: 'This interview has no slots waiting to be picked',
  notScheduled: 'Only a scheduled interview can have its time changed',
  closed: 'This interview was cancelled',
  linkInvalid: 'This link is not valid',
  linkExpired: 'This link has expired',
  linkUsed: 'This link has already been used or its slots were replaced',
  slotPassed: 'This slot has already begun',
} as const;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The moment of a date and time written in India Standard Time (`YYYY-MM-DDTHH:mm`), or null when the
 * text is not one (a day or hour that does not exist included).
 */
export function istLocalToDate(local: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  if (h > 23 || mi > 59) return null;
  return new Date(utc - IST_OFFSET_MINUTES * 60_000);
}

/** A moment as `YYYY-MM-DDTHH:mm` in India Standard Time (the value of a datetime-local field). */
export function dateToIstLocal(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A moment for people, in India Standard Time: `Mon, 1 Dec 2026, 10:30 AM IST`. */
export function formatIst(date: Date | string): string {
  const t = new Date(new Date(date).getTime() + IST_OFFSET_MINUTES * 60_000);
  const hour = t.getUTCHours();
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const min = String(t.getUTCMinutes()).padStart(2, '0');
  return `${WEEKDAYS[t.getUTCDay()]}, ${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}, ${h12}:${min} ${hour < 12 ? 'AM' : 'PM'} IST`;
}

/** The web page a pick link in a mail opens (it confirms the pick only when the reader asks it to). */
export const INTERVIEW_PICK_PATH = '/interview/pick';

/** Whether a meeting link is an https:// address with a host and without credentials. */
export function isInterviewUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value.trim())) return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}
