import { TonePill, type StatusTone } from '@hireloop/ui';

import type { JobStatus, RecruiterPlan } from '../../../gql/graphql';
import { adminJobStatusLabel, planLabel } from '../adminText';

/** 'Active' (green) or 'Paused' (grey) (spec 4: anything but active is shown paused). */
export function JobStatusPill({ status }: { status: JobStatus }) {
  const label = adminJobStatusLabel(status);
  return <TonePill label={label} tone={label === 'Active' ? 'green' : 'grey'} testId="job-status" />;
}

/** The colour of each recruiter plan, on its pill and its payment card. */
export const PLAN_TONES: Record<RecruiterPlan, StatusTone> = {
  BASIC: 'grey',
  STANDARD: 'blue',
  PREMIUM: 'orange',
};

/** A recruiter plan ('Basic', 'Standard', 'Premium'). */
export function PlanPill({ plan }: { plan: RecruiterPlan }) {
  return <TonePill label={planLabel(plan)} tone={PLAN_TONES[plan]} testId="plan" />;
}
