import { TransitionGroup } from 'react-transition-group';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';

import type { ToastMessage } from './Toast';

export interface ToastStackProps {
  /** The visible toasts (their optional `action` is not shown in the stack). */
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
