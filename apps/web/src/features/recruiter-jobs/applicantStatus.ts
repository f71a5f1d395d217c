import type { ApplicationStatus } from '../../gql/graphql';
import { applicationStatusValue } from './format';

/** The spec's confirmation before a status change, word for word. */
export function statusChangeQuestion(name: string, status: ApplicationStatus): string {
  return `Are you sure you want to change ${name}'s application status to ${applicationStatusValue(status)}?`;
}

/** The spec's 3-second toast after a change. */
export const STATUS_TOAST_MS = 3000;

export const STATUS_UPDATE_FAILED = 'Failed to update application status';
export const APPLICANTS_LOAD_ERROR = 'Failed to fetch applicants';

/** The confirmation before moving several applicants at once. */
export function bulkStatusQuestion(count: number, status: ApplicationStatus): string {
  return `Are you sure you want to change the application status of ${count} applicant${count === 1 ? '' : 's'} to ${applicationStatusValue(status)}?`;
}

/** What a bulk change did: how many moved, and why any were left as they were. */
export function bulkOutcome(
  result: {
    changed: readonly string[];
    unchanged: readonly string[];
    failures: readonly { message: string }[];
  },
  status: ApplicationStatus,
): string {
  const moved = result.changed.length + result.unchanged.length;
  const head = `${moved} applicant${moved === 1 ? '' : 's'} moved to ${applicationStatusValue(status)}.`;
  if (!result.failures.length) return head;
  const reasons = [...new Set(result.failures.map((f) => f.message))].join('; ');
  return `${head} ${result.failures.length} not changed: ${reasons}`;
}
