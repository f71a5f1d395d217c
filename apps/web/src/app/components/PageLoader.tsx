import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page's code loads. */
export function PageLoader() {
  return (
    <Box
      role="status"
      aria-label="Loading page"
      sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', minHeight: '50vh' }}
    >
      <CircularProgress size={32} />
    </Box>
  );
}
