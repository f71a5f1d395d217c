import type { ApplicationStatus, JobStatus, RecruiterPlan } from '../../gql/graphql';
import {
  formatCount as formatCountIn,
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
  formatDay as formatDayIn,
  timeAgo as timeAgoIn,
} from '@hireloop/schema';
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
  backgroundJobsFailed: 'Failed to load background jobs',
  retryJobFailed: 'Failed to retry the job',
  discardJobFailed: 'Failed to discard the job',
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

/** The admin console writes dates and numbers as en-US does. */
const ADMIN_LOCALE = 'en-US';

/** 'Nov 22, 2026'; '' for nothing, the text when no date. */
export function formatDate(value: string | null | undefined): string {
  return formatDateIn(value, { locale: ADMIN_LOCALE });
}

/** 'Nov 22, 2026, 9:05 AM', for activity feeds and the details drawer. */
export function formatDateTime(value: string | null | undefined): string {
  return formatDateTimeIn(value, { locale: ADMIN_LOCALE });
}

/** A day of the analytics series as 'Nov 3'. */
export function formatDay(day: string): string {
  return formatDayIn(day, ADMIN_LOCALE);
}

/** 1234 -> '1,234'. */
export function formatCount(value: number): string {
  return formatCountIn(value, ADMIN_LOCALE);
}

/** '5 minutes ago', '3 hours ago', '2 days ago'; the date after a week. */
export function timeAgo(value: string, now: number = Date.now()): string {
  return timeAgoIn(value, now, ADMIN_LOCALE);
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

/** Initials of a person or company for an avatar: 'Asha Menon' -> 'AM'. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A';
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
