import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

import { paths } from '../../../app/paths';

/** Administrator sign-in (/admin/secure/auth). */
export function AdminLoginPage() {
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 4, textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 2.5,
            borderRadius: 4,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.12),
          })}
        >
          <AdminPanelSettingsOutlinedIcon sx={{ fontSize: 34 }} />
        </Box>
        <Typography variant="h5" component="h1">
          Admin Dashboard
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.75 }}>
          Please sign in to continue
        </Typography>
        <Typography variant="body2" sx={{ mt: 3, fontWeight: 600 }} data-testid="coming-soon">
          This screen is coming soon.
        </Typography>
        <Button href={paths.home} variant="outlined" sx={{ mt: 3 }}>
          Back to Home
        </Button>
        <Stack
          direction="row"
          spacing={0.75}
          sx={{ mt: 4, justifyContent: 'center', alignItems: 'center', color: 'text.secondary' }}
        >
          <LockOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
          <Typography variant="caption">Secure admin access only</Typography>
        </Stack>
      </Paper>
    </Container>
  );
}
