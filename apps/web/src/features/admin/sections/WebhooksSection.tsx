import Box from '@mui/material/Box';

import { WebhooksPanel } from '../../webhooks/components/WebhooksPanel';
import { SectionHeader } from '../components/SectionHeader';

/** /admin/webhooks: the administrator's webhooks, which hear of every company's jobs and applications. */
export function WebhooksSection() {
  return (
    <Box>
      <SectionHeader
        title="Webhooks"
        subtitle="Events of every company's jobs and applications, sent to your URLs."
      />
      <WebhooksPanel />
    </Box>
  );
}
