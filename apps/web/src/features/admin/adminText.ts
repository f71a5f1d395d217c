import type { ApplicationStatus, JobStatus, RecruiterPlan } from '../../gql/graphql';
import { applicationStatusDisplay } from '@hireloop/ui';

/** Admin toasts stay 5 s (spec 9: admin toast default 5000 ms). */
export const ADMIN_TOAST_MS = 5000;

/** User-visible texts of the administrator area: the spec's word for word, ours where it is silent. */
export const ADMIN_MESSAGES = {
  // Spec 8
  dashboardErrorTitle: 'Error loading dashboard',
  dashboardFailed: 'Failed to fetch dashboard data',
  noConnection: 'Failed to connect to server',
  jobsFailed: 'Failed to fetch job listings',
  recruitersFailed: 'Failed to load recruiters data',
  networkError: 'Network error. Please check your connection.',
  recruiterDeleteFailed: 'Failed to delete recruiter',
  deleteNetworkError: 'An error occurred while deleting',
  seekersFailed: 'Failed to load job seekers data',
  applicationsFailed: 'Failed to load applications data',
  settingsSaved: 'Settings have been saved successfully',
  // Ours (the spec shows no wording)
  jobDeleteFailed: 'Failed to delete job',
  seekerDeleteFailed: 'Failed to delete job seeker',
  applicationDeleteFailed: 'Failed to delete application',
  statusFailed: 'Failed to update application status',
  paymentsFailed: 'Failed to load payments data',
  analyticsFailed: 'Failed to load analytics data',
  settingsFailed: 'Failed to load settings',
  settingsSaveFailed: 'Failed to save settings',
  decideFailed: 'Failed to update the upgrade request',
} as const;

/** '{name} has been removed' (spec 8, for the recruiter delete; the other deletes follow it). */
export function removedMessage(name: string): string {
  return `${name} has been removed`;
}

/** 'Are you sure you want to delete {company}?' (spec 5; seeker, job and application deletes follow it). */
export function deleteQuestion(name: string): string {
  return `Are you sure you want to delete ${name}?`;
}

/** The recruiter side's status confirmation (spec 4), used for the admin's status change too. */
export function statusQuestion(name: string, status: ApplicationStatus): string {
  return `Are you sure you want to change ${name}'s application status to ${applicationStatusLabel(status)}?`;
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 22, 2026' (spec 9: short month, day, year in English (US)); '' for nothing, the text when no date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE.format(date);
}

/** 'Nov 22, 2026, 9:05 AM', for activity feeds and the details drawer. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE_TIME.format(date);
}

/**
 * A day of the analytics series as 'Nov 3'. The API sends a date ('2026-11-03') or the day's midnight as
 * epoch milliseconds; a UTC midnight is read in UTC so the day does not shift with the viewer's time zone.
 */
export function formatDay(day: string): string {
  const text = day.trim();
  const ymd = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const date = ymd
    ? new Date(Date.UTC(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3])))
    : new Date(/^\d+$/.test(text) ? Number(text) : text);
  if (Number.isNaN(date.getTime())) return day;
  const utcMidnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: utcMidnight ? 'UTC' : undefined,
  }).format(date);
}

/** 1234 -> '1,234'. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Rounded percent (spec 9: other percentages are rounded), '0%' for no total. */
export function percentOf(part: number, total: number): string {
  return `${total ? Math.round((part / total) * 100) : 0}%`;
}

/** Application share with one decimal (spec 9): 12.5 -> '12.5%', 40 -> '40.0%'. */
export function formatShare(share: number): string {
  return `${share.toFixed(1)}%`;
}

/** A part of all applications with one decimal (spec 9: application shares): 2 of 3 -> '66.7%'. */
export function applicationShareOf(part: number, total: number): string {
  return formatShare(total ? (part / total) * 100 : 0);
}

/** A figure of a stat card: '1,234', or a dash while it is not known yet. */
export function statValue(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : formatCount(value);
}

/** 'ACTIVE' -> 'Active'; every other job status -> 'Paused' (spec 4). */
export function adminJobStatusLabel(status: JobStatus): 'Active' | 'Paused' {
  return status === 'ACTIVE' ? 'Active' : 'Paused';
}

/** An application status in the one vocabulary every screen uses ('Sent', 'Accept', 'Rejected', ...). */
export function applicationStatusLabel(status: ApplicationStatus): string {
  return applicationStatusDisplay(status.toLowerCase()).label;
}

/** Every application status, in the order of the status menu and the pipeline. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'PENDING',
  'REVIEWED',
  'SHORTLISTED',
  'SEEN',
  'ACCEPT',
  'REJECT',
  'RECRUITED',
];

export const RECRUITER_PLANS: readonly RecruiterPlan[] = ['BASIC', 'STANDARD', 'PREMIUM'];

/** 'PREMIUM' -> 'Premium'. */
export function planLabel(plan: RecruiterPlan | string | null | undefined): string {
  const text = (plan ?? '').toLowerCase();
  return text ? text[0].toUpperCase() + text.slice(1) : '';
}

/** 'up to 3 postings' / 'unlimited postings'. */
export function postingLimitLabel(limit: number | null | undefined): string {
  if (limit === null || limit === undefined) return 'Unlimited postings';
  return `Up to ${limit} ${limit === 1 ? 'posting' : 'postings'}`;
}

/** 'Skill A, Skill B, Skill C...' (spec 9: first 3 skills then '...'; the API sends at most the first 3). */
export function skillsLabel(skills: readonly string[]): string {
  const shown = skills.slice(0, 3);
  if (shown.length === 0) return '';
  return shown.length >= 3 ? `${shown.join(', ')}...` : shown.join(', ');
}

/** 'role' / 'roles' after a count. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Initials of a person or company for an avatar: 'Asha Menon' -> 'AM'. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A';
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** '5 minutes ago', '3 hours ago', '2 days ago'; the date after a week. */
export function timeAgo(value: string, now: number = Date.now()): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return value;
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${plural(days, 'day')} ago`;
  return formatDate(value);
}
