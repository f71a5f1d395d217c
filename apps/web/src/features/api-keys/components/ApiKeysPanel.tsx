import { useState } from 'react';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { useMutation, useQuery } from '@apollo/client/react';

import {
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPES,
  API_KEYS_MAX_ACTIVE,
  type ApiKeyScope,
  formatDate,
  formatDateTime,
} from '@hireloop/schema';
import { ConfirmDialog, EmptyState, ErrorBlock, LoadingBlock } from '@hireloop/ui';

import { serverMessage } from '../../../app/graphqlErrors';
import { useToast } from '../../../app/toast';
import {
  ApiKeysDocument,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
  type ApiKeyAccess,
  type ApiKeyFieldsFragment,
} from '../../../gql/graphql';

export const API_KEY_FAILED = 'Could not save the API key. Please try again.';
export const SECRET_COPIED = 'Key copied';

/** What each scope lets a key do, as the create dialog says it. */
export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'jobs:read': 'Read jobs',
  'jobs:write': 'Post and edit jobs',
  'applications:read': 'Read applications and applicant documents',
  'applications:write': 'Change application statuses',
  'companies:read': 'Read companies',
};

/** The expiry choices of the create dialog, in days (null: never). */
const EXPIRIES: { label: string; days: number | null }[] = [
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '1 year', days: 365 },
  { label: 'Never', days: null },
];

/** Active, Revoked or Expired, as of now. */
export function keyStatus(key: Pick<ApiKeyFieldsFragment, 'revokedAt' | 'expiresAt'>, now = Date.now()) {
  if (key.revokedAt) return 'Revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now) return 'Expired';
  return 'Active';
}

function CreateKeyDialog({
  admin,
  onClose,
  onCreated,
}: {
  admin: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const toast = useToast();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [access, setAccess] = useState<ApiKeyAccess>('READ_ONLY');
  const [expiry, setExpiry] = useState('90 days');
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateApiKeyDocument, { refetchQueries: [ApiKeysDocument] });
  const readOnly = admin && access === 'READ_ONLY';
  const allowed = (scope: ApiKeyScope) => !readOnly || scope.endsWith(':read');

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = async () => {
    const chosen = scopes.filter(allowed);
    if (!name.trim()) return setError(API_KEY_MESSAGES.nameRequired);
    if (!chosen.length) return setError(API_KEY_MESSAGES.scopesRequired);
    const days = EXPIRIES.find((e) => e.label === expiry)?.days ?? null;
    try {
      const result = await create({
        variables: {
          input: {
            name: name.trim(),
            scopes: chosen,
            access: admin ? access : null,
            expiresAt: days ? new Date(Date.now() + days * 86_400_000).toISOString() : null,
          },
        },
      });
      const secret = result.data?.createApiKey.secret;
      if (secret) onCreated(secret);
    } catch (e) {
      const message = serverMessage(e) ?? API_KEY_FAILED;
      setError(message);
      toast.error(message);
    }
  };

  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      aria-labelledby="create-key-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="create-key-title">Create API key</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            helperText="For example: the system that will use it"
            slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX_LENGTH } }}
          />
          {admin && (
            <FormControl>
              <FormLabel id="key-access">Access</FormLabel>
              <RadioGroup
                row
                aria-labelledby="key-access"
                value={access}
                onChange={(event) => setAccess(event.target.value as ApiKeyAccess)}
              >
                <FormControlLabel value="READ_ONLY" control={<Radio />} label="Read-only" />
                <FormControlLabel value="FULL" control={<Radio />} label="Full" />
              </RadioGroup>
            </FormControl>
          )}
          <FormControl component="fieldset">
            <FormLabel component="legend">Scopes</FormLabel>
            <FormGroup>
              {API_KEY_SCOPES.map((scope) => (
                <FormControlLabel
                  key={scope}
                  control={
                    <Checkbox
                      checked={scopes.includes(scope) && allowed(scope)}
                      disabled={!allowed(scope)}
                      onChange={(event) => toggle(scope, event.target.checked)}
                    />
                  }
                  label={`${scope} — ${SCOPE_LABELS[scope]}`}
                />
              ))}
            </FormGroup>
          </FormControl>
          <TextField
            select
            label="Expires after"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
          >
            {EXPIRIES.map((e) => (
              <MenuItem key={e.label} value={e.label}>
                {e.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={loading}>
          Create key
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(SECRET_COPIED);
    } catch {
      toast.error('Could not copy the key. Select it and copy it by hand.');
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="secret-title" fullWidth maxWidth="sm">
      <DialogTitle id="secret-title">Your new API key</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{API_KEY_MESSAGES.created}</Alert>
          <TextField
            label="API key"
            value={secret}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'api-key-secret' } }}
            onFocus={(event) => event.target.select()}
          />
          <Typography variant="body2" color="text.secondary">
            Send it as <code>Authorization: Bearer {'<key>'}</code> to the REST and GraphQL APIs.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={() => void copy()}>Copy</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The API keys of the signed-in recruiter or administrator: the list (with last use and status), a
 * create dialog whose secret is shown once with a copy button, and revocation after a confirmation.
 */
export function ApiKeysPanel({ admin }: { admin: boolean }) {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(ApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke, { loading: revoking }] = useMutation(RevokeApiKeyDocument);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revokingKey, setRevokingKey] = useState<ApiKeyFieldsFragment | null>(null);
  const keys = data?.apiKeys ?? [];

  const confirmRevoke = async () => {
    if (!revokingKey) return;
    try {
      await revoke({ variables: { id: revokingKey.id } });
      toast.success(API_KEY_MESSAGES.revoked);
    } catch (e) {
      toast.error(serverMessage(e) ?? API_KEY_FAILED);
    }
    setRevokingKey(null);
  };

  let body;
  if (loading && !data) body = <LoadingBlock text="Loading API keys..." />;
  else if (error && !data)
    body = (
      <ErrorBlock title="Failed to load your API keys" retryLabel="Refresh" onRetry={() => void refetch()} />
    );
  else if (!keys.length)
    body = (
      <EmptyState title="No API keys yet" description="Create a key to call the API from your own systems." />
    );
  else
    body = (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="API keys">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Key</TableCell>
              <TableCell>Scopes</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Last used</TableCell>
              <TableCell>Expires</TableCell>
              <TableCell>Status</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.map((key) => {
              const status = keyStatus(key);
              return (
                <TableRow key={key.id} data-testid="api-key-row">
                  <TableCell>{key.name}</TableCell>
                  <TableCell>
                    <code>{`hl_${key.prefix}_…`}</code>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {key.access && (
                        <Chip
                          size="small"
                          color="primary"
                          label={key.access === 'FULL' ? 'Full' : 'Read-only'}
                        />
                      )}
                      {key.scopes.map((scope) => (
                        <Chip key={scope} size="small" label={scope} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>{formatDate(key.createdAt)}</TableCell>
                  <TableCell>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</TableCell>
                  <TableCell>{key.expiresAt ? formatDate(key.expiresAt) : 'Never'}</TableCell>
                  <TableCell>{status}</TableCell>
                  <TableCell align="right">
                    {status === 'Active' && (
                      <Button
                        color="error"
                        size="small"
                        onClick={() => setRevokingKey(key)}
                        aria-label={`Revoke ${key.name}`}
                      >
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            API keys
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Keys let your own systems call the Hireloop API as you, limited to the scopes you choose. At most{' '}
            {API_KEYS_MAX_ACTIVE} active keys; each has its own rate limit.
          </Typography>
        </Box>
        <Box>
          <Button variant="contained" onClick={() => setCreating(true)}>
            Create key
          </Button>
        </Box>
      </Stack>
      {body}
      {creating && (
        <CreateKeyDialog
          admin={admin}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setSecret(created);
          }}
        />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      <ConfirmDialog
        open={!!revokingKey}
        title="Revoke API key"
        message={`Revoke ${revokingKey?.name ?? 'this key'}? Requests with it are refused at once; this cannot be undone.`}
        confirmLabel="Revoke"
        destructive
        busy={revoking}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevokingKey(null)}
      />
    </Stack>
  );
}
