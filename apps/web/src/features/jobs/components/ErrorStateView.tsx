import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

import type { ErrorStateProps } from './ErrorState';

/** An error box with a retry button (loaded by ErrorState when an error shows). */
export default function ErrorStateView({
  title,
  message,
  retryLabel = 'Try again',
  onRetry,
}: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      data-testid="error-state"
      sx={{ borderRadius: 3, alignItems: 'center' }}
      action={
        onRetry && (
          <Button color="error" variant="outlined" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        )
      }
    >
      <AlertTitle sx={{ mb: message ? 0.5 : 0 }}>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
