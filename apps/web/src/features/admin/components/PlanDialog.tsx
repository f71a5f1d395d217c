import { PLAN_LIMITS } from '@hireloop/schema';

import type { RecruiterPlan } from '../../../gql/graphql';
import { planLabel, postingLimitLabel, RECRUITER_PLANS } from '../adminText';
import { ChoiceDialog } from './ChoiceDialog';
import { PlanPill } from './StatusChips';

export interface PlanDialogProps {
  /** The recruiter being edited; null closes the dialog. */
  recruiter: { company: string; contact: string; subscription: RecruiterPlan } | null;
  busy: boolean;
  onConfirm: (plan: RecruiterPlan) => void;
  onCancel: () => void;
}

/** The posting limit of a plan, in words ('Up to 10 postings'). */
function limitOf(plan: RecruiterPlan): string {
  return postingLimitLabel(PLAN_LIMITS[plan.toLowerCase() as keyof typeof PLAN_LIMITS]);
}

/**
 * The recruiters table's edit: choose the recruiter's plan (Basic, Standard or Premium, each with its
 * posting limit), then confirm; the recruiter is notified by the server.
 */
export function PlanDialog({ recruiter, busy, onConfirm, onCancel }: PlanDialogProps) {
  return (
    <ChoiceDialog
      subject={recruiter}
      current={(row) => row.subscription}
      choices={RECRUITER_PLANS}
      choiceLabel={(plan) => `${planLabel(plan)} · ${limitOf(plan)}`}
      id="plan-dialog"
      title="Change plan"
      heading={(row) => `${row.contact} · ${row.company}`}
      currentLabel="Current plan:"
      currentPill={(row) => <PlanPill plan={row.subscription} />}
      choicesLabel="New plan"
      note="The recruiter is notified; an open upgrade request of theirs is decided by the change."
      confirmLabel="Change plan"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
