import { Link as RouterLink } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';

import { useMutation, useQuery } from '@apollo/client/react';

import { ALERT_MESSAGES, describeAlert, MAX_ALERTS_PER_USER } from '@hireloop/schema';
import { EmptyState, ErrorBlock, LoadingBlock } from '@hireloop/ui';

import { serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import {
  DeleteJobAlertDocument,
  JobAlertsDocument,
  UpdateJobAlertDocument,
  type JobAlertFieldsFragment,
} from '../../../gql/graphql';
import { FREQUENCIES, type Frequency } from '../alertSearch';

export const ALERT_UPDATE_FAILED = 'Could not change the alert. Please try again.';

/** The address of an alert's search on /jobs. */
export function alertSearchPath(
  alert: Pick<JobAlertFieldsFragment, 'keyword' | 'jobTypes' | 'locations' | 'categories'>,
) {
  const params = new URLSearchParams();
  if (alert.keyword) params.append('search', alert.keyword);
  for (const v of alert.jobTypes) params.append('type', v);
  for (const v of alert.locations) params.append('location', v);
  for (const v of alert.categories) params.append('category', v);
  const query = params.toString();
  return query ? `${paths.jobs}?${query}` : paths.jobs;
}

function AlertCard({ alert }: { alert: JobAlertFieldsFragment }) {
  const toast = useToast();
  const [update, { loading: updating }] = useMutation(UpdateJobAlertDocument);
  const [remove, { loading: removing }] = useMutation(DeleteJobAlertDocument, {
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'JobAlert', id: alert.id }) });
      cache.gc();
    },
  });
  const what = describeAlert(alert);

  const change = async (input: { frequency?: Frequency; paused?: boolean }, success?: string) => {
    try {
      await update({ variables: { id: alert.id, input } });
      if (success) toast.success(success);
    } catch (error) {
      toast.error(serverMessage(error) ?? ALERT_UPDATE_FAILED);
    }
  };
  const del = async () => {
    try {
      await remove({ variables: { id: alert.id } });
      toast.success(ALERT_MESSAGES.deleted);
    } catch (error) {
      toast.error(serverMessage(error) ?? ALERT_UPDATE_FAILED);
    }
  };

  return (
    <Card variant="outlined" data-testid="alert-card">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              <RouterLink to={alertSearchPath(alert)}>{what}</RouterLink>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {alert.paused ? 'Paused' : 'Active'}
            </Typography>
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <TextField
              select
              size="small"
              label="How often"
              value={alert.frequency}
              disabled={updating}
              onChange={(event) => void change({ frequency: event.target.value as Frequency })}
              slotProps={{ htmlInput: { 'aria-label': `How often: ${what}` } }}
            >
              {FREQUENCIES.map((f) => (
                <MenuItem key={f.value} value={f.value}>
                  {f.label}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={!alert.paused}
                  disabled={updating}
                  onChange={(event) =>
                    void change(
                      { paused: !event.target.checked },
                      event.target.checked ? ALERT_MESSAGES.resumed : ALERT_MESSAGES.paused,
                    )
                  }
                  slotProps={{ input: { 'aria-label': `Mails on: ${what}` } }}
                />
              }
              label="On"
            />
            <Button
              color="error"
              disabled={removing}
              onClick={() => void del()}
              aria-label={`Delete alert: ${what}`}
            >
              Delete
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /alerts: the seeker's job alerts, each paused or resumed, re-timed or deleted in place. */
export function AlertsPage() {
  const { data, loading, error, refetch } = useQuery(JobAlertsDocument, { fetchPolicy: 'cache-and-network' });
  const alerts = data?.jobAlerts ?? [];

  let body;
  if (loading && !data) body = <LoadingBlock text="Loading alerts..." />;
  else if (error && !data)
    body = (
      <ErrorBlock title="Failed to load your alerts" retryLabel="Refresh" onRetry={() => void refetch()} />
    );
  else if (!alerts.length)
    body = (
      <EmptyState
        icon={<NotificationsNoneOutlinedIcon />}
        title="No job alerts yet"
        description="Search for jobs, then choose Save as alert to get new matching jobs by e-mail."
        action={
          <Button component={RouterLink} to={paths.jobs} variant="contained">
            Search jobs
          </Button>
        }
      />
    );
  else
    body = (
      <Stack spacing={2}>
        {alerts.map((alert) => (
          <AlertCard key={alert.id} alert={alert} />
        ))}
      </Stack>
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Job alerts
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        New jobs matching your saved searches, by e-mail. You can keep up to {MAX_ALERTS_PER_USER} alerts.
      </Typography>
      {body}
    </Container>
  );
}
