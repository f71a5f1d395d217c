import Container from '@mui/material/Container';

import { ApiKeysPanel } from '../components/ApiKeysPanel';

/** /recruiter/api-keys: the recruiter's API keys. */
export function ApiKeysPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ApiKeysPanel admin={false} />
    </Container>
  );
}
