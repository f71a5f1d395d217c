import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { DeleteAccountSection } from './DeleteAccountSection';

/** /account/privacy: the signed-in user's privacy and account data, one section per subject. */
export function PrivacyPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Privacy &amp; your data
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What we keep about you, and how to have it erased.
      </Typography>
      <Stack spacing={3}>
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
