import { LOGO_PALETTE, PLACEHOLDER_LOGO_COLOR, SALARY_CHIP_MAX_CHARS } from './constants';

/** Placeholder logo text: the first two letters of the company name (spaces skipped), else 'CO'. */
export function logoInitials(name: string | null | undefined): string {
  const letters = (name ?? '').replace(/\s+/g, '').slice(0, 2).toUpperCase();
  return letters || 'CO';
}

/** A stable colour of the fixed palette for a name (the demo data's varied logos). */
export function logoColor(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  if (!text) return PLACEHOLDER_LOGO_COLOR;
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return LOGO_PALETTE[hash % LOGO_PALETTE.length];
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/** A figure with at most one decimal, without a trailing '.0'. */
function oneDecimal(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/**
 * A free-text salary in a short form that reads at a glance: yearly figures in lakhs ('₹12–18 LPA') or
 * crores ('₹1.2–1.5 Cr/yr'), monthly ones in thousands ('₹25–40K/month'). Null when the text holds no
 * figure of one or two amounts in rupees.
 */
export function shortSalary(salary: string | null | undefined): string | null {
  const text = (salary ?? '').trim();
  const figures = [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
  if (figures.length === 0 || figures.length > 2 || figures.some((n) => !Number.isFinite(n) || n <= 0)) {
    return null;
  }
  const range = (values: string[]) => [...new Set(values)].join('–');
  if (/month/i.test(text)) {
    if (figures.every((n) => n >= 1000)) return `₹${range(figures.map((n) => oneDecimal(n / 1000)))}K/month`;
    return null;
  }
  if (figures.every((n) => n >= CRORE)) return `₹${range(figures.map((n) => oneDecimal(n / CRORE)))} Cr/yr`;
  if (figures.every((n) => n >= LAKH)) return `₹${range(figures.map((n) => oneDecimal(n / LAKH)))} LPA`;
  return null;
}

/**
 * Salary chip: 'Not disclosed' when empty; else the short form of the figures, or, for text without
 * figures to read, the text cut to 15 characters plus '...'.
 */
export function salaryChip(salary: string | null | undefined): string {
  const text = (salary ?? '').trim();
  if (!text) return 'Not disclosed';
  const short = shortSalary(text);
  if (short) return short;
  return text.length > SALARY_CHIP_MAX_CHARS ? `${text.slice(0, SALARY_CHIP_MAX_CHARS)}...` : text;
}

/** First comma-separated part of a location, or 'Remote'. */
export function shortLocation(location: string | null | undefined): string {
  const first = (location ?? '').split(',')[0]?.trim();
  return first ? first : 'Remote';
}

/** First two words of a shift. */
export function shortShift(shift: string | null | undefined): string {
  return (shift ?? '').trim().split(/\s+/).slice(0, 2).join(' ');
}

/** 'Position' or 'Positions'. */
export function positionsLabel(n: number): string {
  return `${n} ${n === 1 ? 'Position' : 'Positions'}`;
}

/** A rupee-prefixed salary (the sign is added when missing). */
export function rupees(salary: string | null | undefined): string {
  const text = (salary ?? '').trim();
  if (!text) return '';
  return text.startsWith('₹') ? text : `₹${text}`;
}

/**
 * The locales dates and numbers are written in: en-IN everywhere, en-US where a screen has always shown
 * it (the admin console and the recruiter's job page).
 */
export type DisplayLocale = 'en-IN' | 'en-US';

// Spelled out rather than Intl: the first Intl formatter a page creates loads the locale data (~30 ms on
// a desktop, ~120 ms on a mid-range phone), and the prerendered pages show dates on their first render.
const MONTHS: Record<DisplayLocale, readonly string[]> = {
  'en-IN': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  'en-US': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

export interface DateFormatOptions {
  locale?: DisplayLocale;
  /** Read the date in UTC rather than the viewer's time zone (a server rendering that hydration repeats). */
  utc?: boolean;
}

type DateInput = string | number | Date | null | undefined;

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

function dateParts(date: Date, utc: boolean) {
  return utc
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

/** A day and short month: '3 Nov' (en-IN) or 'Nov 3' (en-US). */
function dayMonth(month: number, day: number, locale: DisplayLocale): string {
  return locale === 'en-US' ? `${MONTHS[locale][month]} ${day}` : `${day} ${MONTHS[locale][month]}`;
}

/**
 * '22 Nov 2026' (en-IN) or 'Nov 22, 2026' (en-US); '' for nothing, the text as given when it is not a
 * date.
 */
export function formatDate(
  value: DateInput,
  { locale = 'en-IN', utc = false }: DateFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const { year, month, day } = dateParts(date, utc);
  return locale === 'en-US'
    ? `${dayMonth(month, day, locale)}, ${year}`
    : `${dayMonth(month, day, locale)} ${year}`;
}

/** The date and the time of day: '22 Nov 2026, 9:05 am' (en-IN) or 'Nov 22, 2026, 9:05 AM' (en-US). */
export function formatDateTime(
  value: DateInput,
  { locale = 'en-IN', utc = false }: DateFormatOptions = {},
): string {
  const day = formatDate(value, { locale, utc });
  if (!day || value === null || value === undefined) return day;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return day;
  const hours = utc ? date.getUTCHours() : date.getHours();
  const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
  const meridiem = hours < 12 ? 'am' : 'pm';
  const time = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${locale === 'en-US' ? meridiem.toUpperCase() : meridiem}`;
  return `${day}, ${time}`;
}

/**
 * A day of a series: '3 Nov' (en-IN) or 'Nov 3' (en-US), from a date ('2026-11-03') or the day's midnight
 * in epoch milliseconds; a UTC midnight is read in UTC so the day does not shift with the viewer's time
 * zone. The text as given when it is not a date.
 */
export function formatDay(value: string, locale: DisplayLocale = 'en-IN'): string {
  const text = value.trim();
  const ymd = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const date = ymd
    ? new Date(Date.UTC(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3])))
    : new Date(/^\d+$/.test(text) ? Number(text) : text);
  if (Number.isNaN(date.getTime())) return value;
  const utcMidnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0;
  const { month, day } = dateParts(date, utcMidnight);
  return dayMonth(month, day, locale);
}

/** A number with its digits grouped: 1234567 -> '12,34,567' (en-IN) or '1,234,567' (en-US). */
export function formatCount(value: number, locale: DisplayLocale = 'en-IN'): string {
  return value.toLocaleString(locale);
}

/** '{n} {noun}' with the noun in the plural unless n is 1: plural(3, 'day') -> '3 days'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** 'Just now', '5 minutes ago', '3 hours ago', '2 days ago'; the date after a week. */
export function timeAgo(value: string, now: number = Date.now(), locale: DisplayLocale = 'en-IN'): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return value;
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${plural(days, 'day')} ago`;
  return formatDate(value, { locale });
}

/**
 * The `rel` of a link a recruiter entered (a company's website) on a public page: opened apart from the
 * site, and not vouched for to search engines.
 */
export const ENTERED_LINK_REL = 'noopener noreferrer nofollow';

/** An address for a link: http(s) kept as entered, a bare domain gets https://. */
export function externalHref(address: string): string {
  const text = address.trim();
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}
