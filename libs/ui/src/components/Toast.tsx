import type { SyntheticEvent } from 'react';

import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';

import type { ToastMessage } from './toastState';

export { useToast, type ToastMessage, type ToastSeverity, type ToastState } from './toastState';

export interface ToastProps {
  toast: ToastMessage | null;
  onClose: () => void;
  /** How long the toast stays, e.g. JOB_TOAST_MS (4 s) on job details or AUTH_TOAST_MS (3 s). */
  autoHideMs: number;
}

/** A short message at the bottom left of the screen (success, error, warning or info) that closes by itself. */
export function Toast({ toast, onClose, autoHideMs }: ToastProps) {
  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page does not dismiss it early.
    if (reason === 'clickaway') return;
    onClose();
  };

  return (
    <Snackbar
      key={toast?.id}
      open={toast !== null}
      autoHideDuration={autoHideMs}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      {toast ? (
        <Alert
          severity={toast.severity}
          variant="filled"
          onClose={onClose}
          action={
            toast.action ? (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                {toast.action}
                <IconButton size="small" color="inherit" aria-label="Close" onClick={onClose}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
            ) : undefined
          }
          data-testid="toast"
          data-severity={toast.severity}
          sx={{ width: '100%', maxWidth: 560, alignItems: 'center', boxShadow: 6, fontWeight: 500 }}
        >
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
