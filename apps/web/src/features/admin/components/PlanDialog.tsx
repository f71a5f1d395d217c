import { useState } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

import { PLAN_LIMITS } from '@hireloop/schema';

import type { RecruiterPlan } from '../../../gql/graphql';
import { planLabel, postingLimitLabel, RECRUITER_PLANS } from '../adminText';
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
  const [chosen, setChosen] = useState<RecruiterPlan | null>(null);
  const [shown, setShown] = useState(recruiter);
  // The last recruiter asked about stays on screen while the dialog fades out.
  if (recruiter !== null && recruiter !== shown) {
    setShown(recruiter);
    setChosen(null);
  }
  const current = recruiter ?? shown;
  const plan = chosen ?? current?.subscription ?? 'BASIC';
  const changed = current !== null && plan !== current.subscription;

  return (
    <Dialog
      open={recruiter !== null}
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="plan-dialog-title"
      data-testid="plan-dialog"
    >
      <DialogTitle id="plan-dialog-title">Change plan</DialogTitle>
      <DialogContent>
        {current && (
          <>
            <Typography variant="body2" color="text.secondary">
              {current.contact} · {current.company}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, mb: 1.5 }}>
              <Typography variant="body2">Current plan:</Typography>
              <PlanPill plan={current.subscription} />
            </Box>
            <RadioGroup
              aria-label="New plan"
              value={plan}
              onChange={(event) => setChosen(event.target.value as RecruiterPlan)}
            >
              {RECRUITER_PLANS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio size="small" />}
                  label={`${planLabel(value)} · ${limitOf(value)}`}
                  disabled={busy}
                />
              ))}
            </RadioGroup>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              The recruiter is notified; an open upgrade request of theirs is decided by the change.
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!changed || busy}
          onClick={() => onConfirm(plan)}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Change plan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
