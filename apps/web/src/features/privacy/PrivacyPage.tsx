import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { ConsentHistorySection } from './ConsentHistorySection';
import { DataExportSection } from './DataExportSection';

/** /account/privacy: the seeker's data rights, one section each. */
export function PrivacyPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Privacy & your data
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Get a copy of everything we hold about you, and see what you have agreed to.
      </Typography>
      <Stack spacing={3}>
        <DataExportSection />
        <ConsentHistorySection />
      </Stack>
    </Container>
  );
}
