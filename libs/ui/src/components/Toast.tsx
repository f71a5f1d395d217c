import { useCallback, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';

import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export interface ToastMessage {
  /** A new id for every toast, so the same text shown twice restarts its timer. */
  id: number;
  message: string;
  severity: ToastSeverity;
  /** A button next to the text, e.g. a link to the login page. */
  action?: ReactNode;
}

export interface ToastState {
  toast: ToastMessage | null;
  showToast: (message: string, severity?: ToastSeverity, action?: ReactNode) => void;
  closeToast: () => void;
}

/** The state of one toast slot: the newest message replaces the one on screen. */
export function useToast(): ToastState {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const counter = useRef(0);

  const showToast = useCallback((message: string, severity: ToastSeverity = 'info', action?: ReactNode) => {
    counter.current += 1;
    setToast({ id: counter.current, message, severity, action });
  }, []);
  const closeToast = useCallback(() => setToast(null), []);

  return { toast, showToast, closeToast };
}

export interface ToastProps {
  toast: ToastMessage | null;
  onClose: () => void;
  /** How long the toast stays, e.g. JOB_TOAST_MS (4 s) on job details or AUTH_TOAST_MS (3 s). */
  autoHideMs: number;
}

/** A short message at the bottom of the screen (success, error, warning or info) that closes by itself. */
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
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
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
