import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Role } from '@hireloop/schema';

import { useSession } from '../../app/session';
import { ConsentHistorySection } from './ConsentHistorySection';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';

/**
 * /account/privacy: the signed-in user's data rights, one section each. A copy of one's data is a job
 * seeker's (what we hold about recruiters and administrators is their companies' and the platform's).
 */
export function PrivacyPage() {
  const { role } = useSession();
  const seeker = role === Role.JOB_SEEKER;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Privacy & your data
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {seeker
          ? 'Get a copy of everything we hold about you, see what you have agreed to, or have your account erased.'
          : 'See what you have agreed to, and how your account is closed.'}
      </Typography>
      <Stack spacing={3}>
        {seeker && <DataExportSection />}
        <ConsentHistorySection />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
