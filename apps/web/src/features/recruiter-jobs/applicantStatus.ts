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
