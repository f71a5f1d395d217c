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

import type { ApplicationStatus } from '../../../gql/graphql';
import { APPLICATION_STATUSES, applicationStatusLabel, statusQuestion } from '../adminText';
import { StatusBadge } from '@hireloop/ui';

export interface StatusDialogProps {
  /** The application being edited; null closes the dialog. */
  application: { applicant: string; job: string; status: ApplicationStatus } | null;
  busy: boolean;
  onConfirm: (status: ApplicationStatus) => void;
  onCancel: () => void;
}

/**
 * The applications table's edit: choose a new status, read the confirmation question, then confirm
 * (the applicant is notified by the server).
 */
export function StatusDialog({ application, busy, onConfirm, onCancel }: StatusDialogProps) {
  const [chosen, setChosen] = useState<ApplicationStatus | null>(null);
  const [shown, setShown] = useState(application);
  // The last application asked about stays on screen while the dialog fades out.
  if (application !== null && application !== shown) {
    setShown(application);
    setChosen(null);
  }
  const current = application ?? shown;
  const status = chosen ?? current?.status ?? 'PENDING';
  const changed = current !== null && status !== current.status;

  return (
    <Dialog
      open={application !== null}
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="status-dialog-title"
      data-testid="status-dialog"
    >
      <DialogTitle id="status-dialog-title">Change application status</DialogTitle>
      <DialogContent>
        {current && (
          <>
            <Typography variant="body2" color="text.secondary">
              {current.applicant} · {current.job}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, mb: 1.5 }}>
              <Typography variant="body2">Current status:</Typography>
              <StatusBadge status={current.status} />
            </Box>
            <RadioGroup
              aria-label="New status"
              value={status}
              onChange={(event) => setChosen(event.target.value as ApplicationStatus)}
              sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}
            >
              {APPLICATION_STATUSES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio size="small" />}
                  label={applicationStatusLabel(value)}
                  disabled={busy}
                />
              ))}
            </RadioGroup>
            {changed && (
              <Typography sx={{ mt: 1.5, fontWeight: 500 }} data-testid="status-question">
                {statusQuestion(current.applicant, status)}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              The applicant is notified of the change.
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
          onClick={() => onConfirm(status)}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Update Status
        </Button>
      </DialogActions>
    </Dialog>
  );
}
