import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { WebhooksPanel } from '../components/WebhooksPanel';

/** /recruiter/webhooks: the recruiter's webhooks (events of their companies' jobs). */
export function WebhooksPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Webhooks
      </Typography>
      <WebhooksPanel />
    </Container>
  );
}
