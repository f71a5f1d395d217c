import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Role } from '@hireloop/schema';

import { useSession } from '../../app/session';
import { ConsentHistorySection } from './ConsentHistorySection';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';

/**
 * /account/privacy: the signed-in user's data rights, one section each. Seekers and recruiters get a copy
 * of their data; administrators do not (what they do is the platform's record, kept in its audit log).
 */
export function PrivacyPage() {
  const { role } = useSession();
  const exports = role === Role.JOB_SEEKER || role === Role.RECRUITER;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Privacy & your data
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {exports
          ? 'Get a copy of everything we hold about you, see what you have agreed to, or have your account erased.'
          : 'See what you have agreed to, and how your account is closed.'}
      </Typography>
      <Stack spacing={3}>
        {exports && <DataExportSection />}
        <ConsentHistorySection />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
