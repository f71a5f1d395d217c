import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useMutation, useQuery } from '@apollo/client/react';

import {
  DATA_EXPORT_KEPT_DAYS,
  DATA_EXPORT_MESSAGES,
  DATA_EXPORTS_PER_DAY,
  formatDateTime,
  Role,
} from '@hireloop/schema';
import { ErrorBlock, LoadingBlock } from '@hireloop/ui';

import { serverMessage } from '../../app/graphqlErrors';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import {
  MyDataExportsDocument,
  RequestDataExportDocument,
  type DataExportFieldsFragment,
} from '../../gql/graphql';
import { downloadDocument } from '../profile/openDocument';

export const DATA_EXPORT_FAILED = 'Could not request your data. Please try again.';
export const DATA_EXPORT_DOWNLOAD_FAILED = 'Could not download your data. Please try again.';
/** How often the list is asked again while an export is being prepared. */
const PENDING_POLL_MS = 3000;

function statusLabel(e: DataExportFieldsFragment): {
  label: string;
  color: 'default' | 'success' | 'error' | 'info';
} {
  if (e.status === 'PENDING') return { label: 'Being prepared', color: 'info' };
  if (e.status === 'FAILED') return { label: 'Failed', color: 'error' };
  if (e.expired) return { label: 'Expired', color: 'default' };
  return { label: 'Ready', color: 'success' };
}

function ExportRow({ item, linked }: { item: DataExportFieldsFragment; linked: boolean }) {
  const { token } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const status = statusLabel(item);
  const download = async (url: string) => {
    setBusy(true);
    try {
      await downloadDocument({ url, token, fallbackName: 'hireloop-data.zip' });
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : DATA_EXPORT_DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      data-testid="data-export-row"
      aria-current={linked ? 'true' : undefined}
      sx={{
        justifyContent: 'space-between',
        alignItems: { sm: 'center' },
        py: 1,
        px: linked ? 1 : 0,
        borderRadius: 1,
        bgcolor: linked ? 'action.selected' : undefined,
      }}
    >
      <Stack spacing={0.5}>
        <Typography variant="body2">Requested {formatDateTime(item.requestedAt)}</Typography>
        {item.expiresAt && (
          <Typography variant="body2" color="text.secondary">
            {item.expired ? 'Expired' : 'Available until'} {formatDateTime(item.expiresAt)}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" label={status.label} color={status.color} />
        {item.downloadUrl && (
          <Button
            variant="outlined"
            size="small"
            disabled={busy}
            onClick={() => void download(item.downloadUrl!)}
          >
            Download
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * "Download my data": request a zip of everything held about the seeker or recruiter, and the list of
 * requests; the description names what the zip holds for the signed-in role.
 */
export function DataExportSection() {
  const recruiter = useSession().role === Role.RECRUITER;
  const toast = useToast();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(MyDataExportsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [request, { loading: requesting }] = useMutation(RequestDataExportDocument);
  const exports = data?.myDataExports ?? [];
  // The ready mail links here with `?export={id}`: that export is marked.
  const [params] = useSearchParams();
  const linkedId = params.get('export');
  const pending = exports.some((e) => e.status === 'PENDING');
  // While one is prepared, the list is asked again until it is ready.
  useEffect(() => {
    if (!pending) return undefined;
    startPolling(PENDING_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  const ask = async () => {
    try {
      await request();
      toast.success(DATA_EXPORT_MESSAGES.requested);
      // The new request heads the list (and, being prepared, starts the polling).
      void refetch().catch(() => undefined);
    } catch (e) {
      toast.error(serverMessage(e) ?? DATA_EXPORT_FAILED);
    }
  };

  let list;
  if (loading && !data) list = <LoadingBlock text="Loading your data exports..." />;
  else if (error && !data)
    list = (
      <ErrorBlock
        title="Failed to load your data exports"
        retryLabel="Refresh"
        onRetry={() => void refetch()}
      />
    );
  else if (exports.length)
    list = (
      <Stack divider={<Divider flexItem />}>
        {exports.map((item) => (
          <ExportRow key={item.id} item={item} linked={item.id === linkedId} />
        ))}
      </Stack>
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby="data-export-title">
      <CardContent>
        <Typography id="data-export-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Download my data
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {recruiter
            ? "A zip of your account, your companies with their logos, their jobs with counts of applications by status, the applicant notes and ratings you wrote, your API keys and webhooks (without their secrets), notifications and consent records. Applicants' own details are not included."
            : 'A zip of your account, profile, applications with their history, saved jobs, job alerts, preference survey, notifications, consent records and your files.'}{' '}
          We e-mail you when it is ready; the download works for {DATA_EXPORT_KEPT_DAYS} days, only while you
          are signed in. Up to {DATA_EXPORTS_PER_DAY} requests a day.
        </Typography>
        <Button
          variant="contained"
          disabled={requesting || pending}
          onClick={() => void ask()}
          sx={{ mb: 2 }}
        >
          Request my data
        </Button>
        {list}
      </CardContent>
    </Card>
  );
}
