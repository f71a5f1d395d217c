import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { paths } from '../paths';

/** Any path that is not in the route table. */
export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }} data-testid="not-found">
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: 88, md: 120 },
          fontWeight: 800,
          lineHeight: 1,
          letterSpacing: '-0.05em',
          background: 'linear-gradient(135deg, #2563eb, #7c3aed 60%, #ea580c)',
          backgroundClip: 'text',
          WebkitBackgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button href={paths.home} variant="contained">
            Go to Home
          </Button>
          <Button href={paths.jobs} variant="outlined">
            Browse jobs
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
