import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface UploadProgressProps {
  /** What is being sent, e.g. "Uploading resume": the bar's accessible name. */
  label: string;
  /** How much has been sent, 0-100. */
  percent: number;
  /** Stops the upload; left out (or once everything is sent and the server is saving) no button shows. */
  onCancel?: () => void;
}

/** A determinate bar with its percentage while a file is sent, and a Cancel button until it is all sent. */
export function UploadProgress({ label, percent, onCancel }: UploadProgressProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const sent = value >= 100;
  return (
    <Box data-testid="upload-progress" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 120 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 0.5 }}>
          {sent ? `${label}: sent, saving...` : `${label}: ${value}%`}
        </Typography>
        <LinearProgress variant="determinate" value={value} aria-label={label} />
      </Box>
      {onCancel && !sent && (
        <Button color="inherit" onClick={onCancel}>
          Cancel upload
        </Button>
      )}
    </Box>
  );
}
