import { formatIst } from '@hireloop/schema';

import type { InterviewFieldsFragment } from '../../gql/graphql';

type Interview = InterviewFieldsFragment;
type Step = Interview['events'][number];

/** What a step of an interview says on the timeline, times in India Standard Time. */
export function interviewStepLabel(step: Step): string {
  switch (step.kind) {
    case 'PROPOSED':
      return 'Interview proposed';
    case 'SCHEDULED':
      return `Interview scheduled for ${formatIst(step.startsAt!)}`;
    case 'RESCHEDULE_REQUESTED':
      return step.byApplicant ? 'You asked for other interview times' : 'Other interview times asked';
    case 'RESCHEDULED':
      return step.startsAt
        ? `Interview moved to ${formatIst(step.startsAt)}`
        : 'Interview rescheduled: new times proposed';
    case 'CANCELLED':
      return step.byApplicant ? 'Interview cancelled by you' : 'Interview cancelled by the recruiter';
  }
}

/** Where an interview stands, in a few words. */
export function interviewSummary(interview: Interview): string {
  switch (interview.status) {
    case 'PROPOSED':
      return `Interview proposed: ${interview.slots.length} ${interview.slots.length === 1 ? 'slot' : 'slots'} to pick`;
    case 'SCHEDULED':
      return `Interview scheduled for ${formatIst(interview.startsAt!)}`;
    case 'RESCHEDULE_REQUESTED':
      return 'Applicant asked for other interview times';
    case 'CANCELLED':
      return 'Interview cancelled';
  }
}

/** Whether an interview is still under way. */
export function isOpenInterview(interview: Interview | null | undefined): interview is Interview {
  return !!interview && interview.status !== 'CANCELLED';
}

/** Where it happens. */
export function interviewPlace(interview: Pick<Interview, 'meetingUrl' | 'address'>): string {
  return interview.meetingUrl ? `Online: ${interview.meetingUrl}` : `At ${interview.address ?? ''}`;
}
