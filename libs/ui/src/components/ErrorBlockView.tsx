import type { ReactNode } from 'react';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

export interface ErrorBlockProps {
  title: string;
  message?: ReactNode;
  /** Label of the retry button, e.g. 'Try again'. */
  retryLabel?: string;
  onRetry?: () => void;
  /** Another way out, e.g. a 'Go Back to Jobs' button. */
  action?: ReactNode;
}

/** The error box of ErrorBlock, loaded when an error first shows. */
export default function ErrorBlockView({
  title,
  message,
  retryLabel = 'Try again',
  onRetry,
  action,
}: ErrorBlockProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      data-testid="error-block"
      sx={{ borderRadius: 3, alignItems: 'center', '& .MuiAlert-action': { gap: 1, alignItems: 'center' } }}
      action={
        (onRetry || action) && (
          <>
            {action}
            {onRetry && (
              <Button color="error" variant="outlined" size="small" onClick={onRetry}>
                {retryLabel}
              </Button>
            )}
          </>
        )
      }
    >
      <AlertTitle sx={{ mb: message ? 0.5 : 0 }}>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
