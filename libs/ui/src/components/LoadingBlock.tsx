import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface LoadingBlockProps {
  /** The visible text, e.g. 'Loading companies...'. */
  text: string;
}

/** A spinner with a line of text in place of a list or page that is loading, announced politely. */
export function LoadingBlock({ text }: LoadingBlockProps) {
  return (
    <Stack
      role="status"
      direction="row"
      spacing={1.5}
      data-testid="loading-block"
      sx={{ alignItems: 'center', justifyContent: 'center', py: 8 }}
    >
      <CircularProgress size={22} aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}
