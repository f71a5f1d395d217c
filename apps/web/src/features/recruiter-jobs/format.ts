import { ApplicationStatus, JobStatus } from '@hireloop/schema';

import type { ApplicationStatus as GqlApplicationStatus, JobStatus as GqlJobStatus } from '../../gql/graphql';

/** The recruiter's job screens (cards, job page, applicants, upgrade dialog) write dates as en-US does. */
export const RECRUITER_DATES = { locale: 'en-US' } as const;

/** The job statuses the recruiter's edit form offers (spec 4), in its order. */
export const EDITABLE_JOB_STATUSES: readonly GqlJobStatus[] = ['ACTIVE', 'INACTIVE', 'CLOSED', 'DRAFT'];

/** My Jobs' status filter: all, active, inactive, draft, closed (spec 5), then expired (past their closing date). */
export const MY_JOBS_FILTER_STATUSES: readonly GqlJobStatus[] = [
  'ACTIVE',
  'INACTIVE',
  'DRAFT',
  'CLOSED',
  'EXPIRED',
];

/** Every job status, for the company jobs chips (paused and expired are shown when some job has them). */
export const ALL_JOB_STATUSES: readonly GqlJobStatus[] = [
  'ACTIVE',
  'INACTIVE',
  'DRAFT',
  'CLOSED',
  'PAUSED',
  'EXPIRED',
];

/** 'ACTIVE' -> 'active' (the stored value, as the spec writes statuses). */
export function jobStatusValue(status: GqlJobStatus): JobStatus {
  return status.toLowerCase() as JobStatus;
}

/** 'active' or 'ACTIVE' -> 'ACTIVE'; null when it is no job status. */
export function parseJobStatus(value: string | null | undefined): GqlJobStatus | null {
  const upper = (value ?? '').trim().toUpperCase();
  return (ALL_JOB_STATUSES as readonly string[]).includes(upper) ? (upper as GqlJobStatus) : null;
}

/** The application statuses a recruiter may set: the spec's five, then reviewed and shortlisted. */
export const APPLICATION_STATUSES: readonly GqlApplicationStatus[] = [
  'PENDING',
  'SEEN',
  'ACCEPT',
  'REJECT',
  'RECRUITED',
  'REVIEWED',
  'SHORTLISTED',
];

/** 'ACCEPT' -> 'accept' (the value the spec's confirmation names). */
export function applicationStatusValue(status: GqlApplicationStatus): ApplicationStatus {
  return status.toLowerCase() as ApplicationStatus;
}

/** 'accept' -> 'Accept': a status as a tab or menu label. */
export function capitalise(value: string): string {
  const text = value.toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
