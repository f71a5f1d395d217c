import type { ReactNode } from 'react';
import { TransitionGroup } from 'react-transition-group';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export interface ToastMessage {
  /** A new id for every toast, so the same text shown twice restarts its timer. */
  id: number;
  message: string;
  severity: ToastSeverity;
  /** A button next to the text, e.g. a link to the login page. */
  action?: ReactNode;
}

export interface ToastStackProps {
  /** The visible toasts, oldest first. */
  toasts: readonly ToastMessage[];
  /** Dismisses one toast (its close button). */
  onClose: (id: number) => void;
}

/**
 * Several toasts at once, newest last, at the bottom left (full width on phones), where they cover no
 * page heading, header action or the back-to-top button; the app keeps successes across a page change
 * (a success message followed by a redirect). Errors are announced at once (role alert), the others
 * politely (role status).
 */
export function ToastStack({ toasts, onClose }: ToastStackProps) {
  return (
    <Box
      data-testid="toasts"
      sx={{
        position: 'fixed',
        bottom: { xs: 12, sm: 24 },
        left: { xs: 12, sm: 24 },
        right: { xs: 12, sm: 'auto' },
        zIndex: 'snackbar',
        width: { sm: 400 },
        display: 'flex',
        flexDirection: 'column',
        pointerEvents: 'none',
      }}
    >
      <TransitionGroup component={null}>
        {toasts.map((toast) => (
          <Collapse key={toast.id}>
            <Alert
              role={toast.severity === 'error' ? 'alert' : 'status'}
              severity={toast.severity}
              variant="standard"
              onClose={() => onClose(toast.id)}
              closeText="Dismiss"
              action={
                toast.action ? (
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    {toast.action}
                    <IconButton
                      size="small"
                      color="inherit"
                      aria-label="Dismiss"
                      onClick={() => onClose(toast.id)}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                ) : undefined
              }
              data-testid="toast"
              data-severity={toast.severity}
              sx={(theme) => ({
                mb: 1.25,
                pointerEvents: 'auto',
                alignItems: 'center',
                fontWeight: 500,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                boxShadow: '0 18px 40px -18px rgba(15, 23, 42, 0.35)',
                ...theme.applyStyles('dark', { boxShadow: '0 18px 40px -16px rgba(0, 0, 0, 0.7)' }),
                '& .MuiAlert-message': { py: 1 },
              })}
            >
              {toast.message}
            </Alert>
          </Collapse>
        ))}
      </TransitionGroup>
    </Box>
  );
}
