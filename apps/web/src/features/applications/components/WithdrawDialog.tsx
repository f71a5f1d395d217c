import { useState, type FormEvent } from 'react';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

import { WITHDRAWAL_MESSAGES, WITHDRAWAL_REASON_MAX_LENGTH } from '@hireloop/schema';

import { serverMessage } from '../../../app/graphqlErrors';
import { JOB_TOAST_MS } from '../../../app/timings';
import { useToast } from '../../../app/toast';
import { useWithdrawApplication } from '../hooks/useWithdrawApplication';
import { withdrawalReasonProblem } from '../timeline';

export interface WithdrawDialogProps {
  open: boolean;
  applicationId: string;
  jobTitle: string;
  onClose: () => void;
}

/**
 * Asks the seeker to confirm withdrawing an application, with an optional reason for the recruiter. Once
 * withdrawn it closes with a toast; a refusal is shown in the dialog in the server's words.
 */
export function WithdrawDialog({ open, applicationId, jobTitle, onClose }: WithdrawDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { withdraw, busy } = useWithdrawApplication();
  const toast = useToast(JOB_TOAST_MS);

  const close = () => {
    if (busy) return;
    setProblem(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = withdrawalReasonProblem(reason);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setProblem(null);
    try {
      await withdraw(applicationId, reason);
      setReason('');
      toast.success(WITHDRAWAL_MESSAGES.withdrawn);
      onClose();
    } catch (error) {
      setProblem(serverMessage(error) ?? WITHDRAWAL_MESSAGES.withdrawFailed);
    }
  };

  const left = WITHDRAWAL_REASON_MAX_LENGTH - reason.trim().length;
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="withdraw-dialog-title"
      aria-describedby="withdraw-dialog-message"
      maxWidth="xs"
      fullWidth
      data-testid="withdraw-dialog"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="withdraw-dialog-title">Withdraw application</DialogTitle>
        <DialogContent>
          <DialogContentText id="withdraw-dialog-message" sx={{ mb: 2 }}>
            Withdraw your application for {jobTitle}? The recruiter will see it as withdrawn. You can apply
            again while the job is open.
          </DialogContentText>
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
            multiline
            minRows={2}
            maxRows={6}
            fullWidth
            error={left < 0}
            helperText={left < 0 ? WITHDRAWAL_MESSAGES.reasonTooLong : `${left} characters left`}
            slotProps={{ htmlInput: { 'data-testid': 'withdraw-reason' } }}
          />
          {problem && (
            <DialogContentText role="alert" color="error" data-testid="withdraw-error" sx={{ mt: 1 }}>
              {problem}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={busy} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {busy ? 'Withdrawing...' : 'Withdraw'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
