import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';

export interface SubscriptionDialogProps {
  open: boolean;
  /** What happens next (check the inbox for the confirmation link, or the alert is on). */
  message: string;
  onClose: () => void;
}

/** Confirms a footer job alert sign-up. */
export function SubscriptionDialog({ open, message, onClose }: SubscriptionDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="newsletter-dialog-title"
      aria-describedby="newsletter-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <Box sx={{ pt: 3, textAlign: 'center' }}>
        <CheckCircleRoundedIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
      </Box>
      <DialogTitle id="newsletter-dialog-title" sx={{ textAlign: 'center', pt: 1 }}>
        Subscription Successful
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="newsletter-dialog-text" sx={{ textAlign: 'center' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        {/* A message dialog's only action takes the focus when the dialog opens. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Button variant="contained" onClick={onClose} autoFocus sx={{ minWidth: 120 }}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
