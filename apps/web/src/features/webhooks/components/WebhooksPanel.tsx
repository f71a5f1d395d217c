import { useState, type FormEvent } from 'react';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { useMutation, useQuery } from '@apollo/client/react';

import { formatDateTime, WEBHOOK_MESSAGES, WEBHOOK_SUBSCRIPTIONS_MAX } from '@hireloop/schema';
import { ConfirmDialog, EmptyState, ErrorBlock, LoadingBlock } from '@hireloop/ui';

import { serverMessage } from '../../../app/graphqlErrors';
import { useToast } from '../../../app/toast';
import {
  CreateWebhookSubscriptionDocument,
  DeleteWebhookSubscriptionDocument,
  RedeliverWebhookDocument,
  ResumeWebhookSubscriptionDocument,
  WebhookDeliveriesDocument,
  WebhookSubscriptionsDocument,
  type WebhookDeliveryStatus,
  type WebhookEventType,
  type WebhookSubscriptionFieldsFragment,
} from '../../../gql/graphql';

export const WEBHOOK_ACTION_FAILED = 'Could not change the webhook. Please try again.';

/** Every event a subscription may choose, with the name its body's `type` carries. */
export const WEBHOOK_EVENTS: { value: WebhookEventType; name: string; label: string }[] = [
  { value: 'APPLICATION_CREATED', name: 'application.created', label: 'New application' },
  {
    value: 'APPLICATION_STATUS_CHANGED',
    name: 'application.status_changed',
    label: 'Application status changed',
  },
  { value: 'APPLICATION_WITHDRAWN', name: 'application.withdrawn', label: 'Application withdrawn' },
  { value: 'JOB_PUBLISHED', name: 'job.published', label: 'Job published' },
  { value: 'JOB_CLOSED', name: 'job.closed', label: 'Job closed' },
  { value: 'JOB_EXPIRED', name: 'job.expired', label: 'Job expired' },
];

const eventName = (value: WebhookEventType) => WEBHOOK_EVENTS.find((e) => e.value === value)?.name ?? value;

const DELIVERY_STATUS: Record<
  WebhookDeliveryStatus,
  { label: string; color: 'success' | 'warning' | 'error' }
> = {
  SUCCEEDED: { label: 'Succeeded', color: 'success' },
  PENDING: { label: 'Retrying', color: 'warning' },
  FAILED: { label: 'Failed', color: 'error' },
};

function CreateWebhookForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const toast = useToast();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateWebhookSubscriptionDocument, {
    refetchQueries: [WebhookSubscriptionsDocument],
    awaitRefetchQueries: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!events.length) {
      setProblem(WEBHOOK_MESSAGES.eventsRequired);
      return;
    }
    setProblem(null);
    try {
      const { data } = await create({ variables: { input: { url: url.trim(), events } } });
      if (data) {
        setUrl('');
        setEvents([]);
        onCreated(data.createWebhookSubscription.secret);
      }
    } catch (error) {
      const message = serverMessage(error);
      if (message) setProblem(message);
      else toast.error(WEBHOOK_ACTION_FAILED);
    }
  };

  return (
    <Card variant="outlined" component="form" onSubmit={(e: FormEvent) => void submit(e)} noValidate>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Add a webhook
        </Typography>
        <Stack spacing={2}>
          <TextField
            label="URL"
            placeholder="https://example.com/hireloop-webhook"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
            fullWidth
            type="url"
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">Events</FormLabel>
            <FormGroup row>
              {WEBHOOK_EVENTS.map((e) => (
                <FormControlLabel
                  key={e.value}
                  label={`${e.label} (${e.name})`}
                  control={
                    <Checkbox
                      checked={events.includes(e.value)}
                      onChange={(change) =>
                        setEvents((current) =>
                          change.target.checked
                            ? [...current, e.value]
                            : current.filter((v) => v !== e.value),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
          {problem && (
            <FormHelperText error role="alert">
              {problem}
            </FormHelperText>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={loading}>
              Add webhook
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Deliveries({ subscriptionId }: { subscriptionId: string }) {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(WebhookDeliveriesDocument, {
    variables: { subscriptionId },
    fetchPolicy: 'cache-and-network',
  });
  const [redeliver, { loading: sending }] = useMutation(RedeliverWebhookDocument);
  if (loading && !data) return <LoadingBlock text="Loading deliveries..." />;
  if (error && !data)
    return (
      <ErrorBlock title="Failed to load deliveries" retryLabel="Refresh" onRetry={() => void refetch()} />
    );
  const deliveries = data?.webhookDeliveries ?? [];
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Recent deliveries
        </Typography>
        <Button size="small" onClick={() => void refetch()}>
          Refresh
        </Button>
      </Stack>
      {deliveries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No events yet.
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Recent deliveries">
            <TableHead>
              <TableRow>
                <TableCell>Event</TableCell>
                <TableCell>When</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Attempts</TableCell>
                <TableCell>Last answer</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {deliveries.map((d) => {
                const status = DELIVERY_STATUS[d.status];
                return (
                  <TableRow key={d.id} data-testid="webhook-delivery">
                    <TableCell>{eventName(d.eventType)}</TableCell>
                    <TableCell>{formatDateTime(d.createdAt)}</TableCell>
                    <TableCell>
                      <Chip size="small" color={status.color} label={status.label} />
                    </TableCell>
                    <TableCell>{d.attempts}</TableCell>
                    <TableCell>
                      {d.lastError ?? (d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : '—')}
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        disabled={sending}
                        aria-label={`Redeliver ${eventName(d.eventType)} ${d.eventId}`}
                        onClick={() =>
                          void redeliver({ variables: { deliveryId: d.id } }).then(
                            () => toast.success('Sent again'),
                            (e: unknown) => toast.error(serverMessage(e) ?? WEBHOOK_ACTION_FAILED),
                          )
                        }
                      >
                        Redeliver
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

function SubscriptionCard({ subscription }: { subscription: WebhookSubscriptionFieldsFragment }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [resume, { loading: resuming }] = useMutation(ResumeWebhookSubscriptionDocument);
  const [remove, { loading: removing }] = useMutation(DeleteWebhookSubscriptionDocument, {
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'WebhookSubscription', id: subscription.id }) });
      cache.gc();
    },
  });
  const paused = subscription.status === 'PAUSED';

  return (
    <Card variant="outlined" data-testid="webhook-subscription">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                {subscription.url}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {subscription.events.map(eventName).join(', ')}
                {subscription.allCompanies ? ' · every company' : ''}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
              <Chip
                size="small"
                color={paused ? 'warning' : 'success'}
                label={paused ? 'Paused' : 'Active'}
              />
              {paused && (
                <Button
                  size="small"
                  disabled={resuming}
                  onClick={() =>
                    void resume({ variables: { id: subscription.id } }).then(
                      () => toast.success('Webhook resumed'),
                      (e: unknown) => toast.error(serverMessage(e) ?? WEBHOOK_ACTION_FAILED),
                    )
                  }
                >
                  Resume
                </Button>
              )}
              <Button size="small" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
                {open ? 'Hide deliveries' : 'Deliveries'}
              </Button>
              <Button size="small" color="error" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            </Stack>
          </Stack>
          {paused && (
            <Alert severity="warning">
              Paused after every delivery failed for 3 days. Fix the receiver, then resume it.
            </Alert>
          )}
          {open && <Deliveries subscriptionId={subscription.id} />}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title="Delete webhook?"
        message={`Events will no longer be sent to ${subscription.url}.`}
        confirmLabel="Delete"
        destructive
        busy={removing}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void remove({ variables: { id: subscription.id } }).then(
            () => toast.success('Webhook deleted'),
            (e: unknown) => {
              setConfirming(false);
              toast.error(serverMessage(e) ?? WEBHOOK_ACTION_FAILED);
            },
          )
        }
      />
    </Card>
  );
}

/**
 * The signed-in recruiter's or administrator's webhooks: add one (URL and events; its signing secret is
 * shown once), see each one's recent deliveries, redeliver, resume a paused one, delete.
 */
export function WebhooksPanel() {
  const { data, loading, error, refetch } = useQuery(WebhookSubscriptionsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [secret, setSecret] = useState<string | null>(null);
  const subscriptions = data?.webhookSubscriptions ?? [];

  let list;
  if (loading && !data) list = <LoadingBlock text="Loading webhooks..." />;
  else if (error && !data)
    list = (
      <ErrorBlock title="Failed to load your webhooks" retryLabel="Refresh" onRetry={() => void refetch()} />
    );
  else if (!subscriptions.length)
    list = <EmptyState title="No webhooks yet" description="Add a URL above to get events as they happen." />;
  else
    list = (
      <Stack spacing={2}>
        {subscriptions.map((s) => (
          <SubscriptionCard key={s.id} subscription={s} />
        ))}
      </Stack>
    );

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        Hireloop POSTs each chosen event as JSON, signed with your secret in the Hireloop-Signature header,
        and retries failed deliveries for 24 hours. You can have up to {WEBHOOK_SUBSCRIPTIONS_MAX} webhooks.
      </Typography>
      {subscriptions.length < WEBHOOK_SUBSCRIPTIONS_MAX && <CreateWebhookForm onCreated={setSecret} />}
      {list}
      <Dialog open={secret !== null} onClose={() => setSecret(null)} aria-labelledby="webhook-secret-title">
        <DialogTitle id="webhook-secret-title">Your signing secret</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            Copy it now: it is shown only this once. Use it to verify the Hireloop-Signature header.
          </Typography>
          <TextField
            value={secret ?? ''}
            fullWidth
            label="Signing secret"
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'webhook-secret' } }}
            onFocus={(e) => e.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              if (secret) void navigator.clipboard?.writeText(secret).catch(() => undefined);
            }}
          >
            Copy
          </Button>
          <Button variant="contained" onClick={() => setSecret(null)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
