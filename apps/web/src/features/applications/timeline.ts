import {
  hasHiddenCharactersInText,
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_REASON_MAX_LENGTH,
} from '@hireloop/schema';
import { applicationStatusDisplay } from '@hireloop/ui';

import type { ApplicationTimelineFieldsFragment } from '../../gql/graphql';

export type TimelineStep = ApplicationTimelineFieldsFragment['timeline'][number];

/** What one step of an application's history means to its applicant, in the words of the status pills. */
export function timelineStepLabel(step: Pick<TimelineStep, 'fromStatus' | 'status'>): string {
  if (step.fromStatus === null) return 'Applied';
  switch (step.status) {
    case 'WITHDRAWN':
      return 'You withdrew your application';
    case 'PENDING':
      return step.fromStatus === 'WITHDRAWN' ? 'Applied again' : 'Moved back to Sent';
    case 'SEEN':
      return 'Seen by the recruiter';
    case 'REVIEWED':
      return 'Reviewed by the recruiter';
    case 'SHORTLISTED':
    case 'ACCEPT':
    case 'REJECT':
    case 'RECRUITED':
      return `Status changed to ${applicationStatusDisplay(step.status).label}`;
  }
}

/** Why a withdrawal's reason cannot be sent, or null when it can (blank is no reason). */
export function withdrawalReasonProblem(reason: string): string | null {
  if (reason.trim().length > WITHDRAWAL_REASON_MAX_LENGTH) return WITHDRAWAL_MESSAGES.reasonTooLong;
  if (hasHiddenCharactersInText(reason)) return WITHDRAWAL_MESSAGES.reasonHidden;
  return null;
}
