import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { useQuery } from '@apollo/client/react';

import { formatDateTime } from '@hireloop/schema';
import { ErrorBlock, LoadingBlock } from '@hireloop/ui';

import { MyConsentsDocument, type ConsentPurpose, type ConsentSource } from '../../gql/graphql';

export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  TERMS_AND_PRIVACY: 'Terms of service and privacy notice',
  JOB_ALERT_MAILS: 'Job alert e-mails',
};

export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  SIGNUP: 'Sign-up',
  SETTINGS: 'Your settings',
  MAIL_LINK: 'Link in an e-mail',
};

/** The user's consent history: each consent given or withdrawn, newest first. */
export function ConsentHistorySection() {
  const { data, loading, error, refetch } = useQuery(MyConsentsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const events = data?.myConsents ?? [];

  let body;
  if (loading && !data) body = <LoadingBlock text="Loading consent history..." />;
  else if (error && !data)
    body = (
      <ErrorBlock
        title="Failed to load your consent history"
        retryLabel="Refresh"
        onRetry={() => void refetch()}
      />
    );
  else if (!events.length) body = <Typography color="text.secondary">No consent records yet.</Typography>;
  else
    body = (
      <Table size="small" aria-label="Consent history">
        <TableHead>
          <TableRow>
            <TableCell>What</TableCell>
            <TableCell>Decision</TableCell>
            <TableCell>Where</TableCell>
            <TableCell>Notice version</TableCell>
            <TableCell>When</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((e) => (
            <TableRow key={e.id} data-testid="consent-row">
              <TableCell>{CONSENT_PURPOSE_LABELS[e.purpose]}</TableCell>
              <TableCell>{e.granted ? 'Given' : 'Withdrawn'}</TableCell>
              <TableCell>{CONSENT_SOURCE_LABELS[e.source]}</TableCell>
              <TableCell>{e.noticeVersion}</TableCell>
              <TableCell>{formatDateTime(e.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby="consent-history-title">
      <CardContent>
        <Typography id="consent-history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Consent history
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Signing up accepts the terms and privacy notice; saving a job alert agrees to its e-mails, and
          deleting it or using its unsubscribe link withdraws that.
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
