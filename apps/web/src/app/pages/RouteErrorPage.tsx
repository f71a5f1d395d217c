import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { paths } from '../paths';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a new deployment). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }} role="alert">
      <Typography variant="h4" component="h1">
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        The page could not be displayed. Reloading usually fixes this.
        {detail ? ` (${detail})` : ''}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <Button variant="outlined" component="a" href={paths.home}>
          Go to Home
        </Button>
      </Stack>
    </Container>
  );
}
