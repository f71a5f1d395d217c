import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface LoadingStateProps {
  /** The visible text, e.g. 'Loading featured jobs...'. */
  text: string;
}

/** A spinner with a line of text, announced to screen readers. */
export function LoadingState({ text }: LoadingStateProps) {
  return (
    <Stack
      role="status"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', justifyContent: 'center', py: 8 }}
    >
      <CircularProgress size={22} aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}
