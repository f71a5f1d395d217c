import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'startIcon'> {
  /** The form is being sent: the button shows a spinner and is disabled. */
  busy: boolean;
}

/**
 * A form's submit button: large and contained, across the form's width below its fields (`fullWidth` and
 * `sx` override that), with a spinner while `busy`.
 */
export function SubmitButton({ busy, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      sx={{ mt: 3 }}
      {...props}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
    />
  );
}
