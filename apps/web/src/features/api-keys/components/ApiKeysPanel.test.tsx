import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { API_KEY_MESSAGES } from '@hireloop/schema';

import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument } from '../../../gql/graphql';
import { admin, recruiter } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ApiKeysPanel, keyStatus } from './ApiKeysPanel';

const KEY = {
  __typename: 'ApiKey' as const,
  id: 'key-1',
  name: 'ATS sync',
  prefix: 'AbCdEfGh1234',
  scopes: ['jobs:read'],
  access: null as 'READ_ONLY' | 'FULL' | null,
  expiresAt: null as string | null,
  lastUsedAt: null as string | null,
  revokedAt: null as string | null,
  createdAt: '2026-11-26T06:00:00.000Z',
};
const SECRET = `hl_${KEY.prefix}_${'s'.repeat(43)}`;

const list = (keys: (typeof KEY)[]) => ({
  request: { query: ApiKeysDocument },
  result: { data: { apiKeys: keys } },
});

describe('ApiKeysPanel', () => {
  it('creates a key with the chosen scopes and shows its secret once, with a copy button', async () => {
    renderWithProviders(<ApiKeysPanel admin={false} />, {
      route: '/recruiter/api-keys',
      session: recruiter,
      mocks: [
        list([]),
        {
          request: {
            query: CreateApiKeyDocument,
            variables: {
              input: {
                name: 'ATS sync',
                scopes: ['jobs:read', 'applications:read'],
                access: null,
                expiresAt: null,
              },
            },
          },
          result: { data: { createApiKey: { __typename: 'ApiKeyCreation', secret: SECRET, key: KEY } } },
        },
        list([KEY]),
      ],
    });
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    expect(dialog.queryByRole('radio', { name: 'Read-only' })).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(await dialog.findByText(API_KEY_MESSAGES.nameRequired)).toBeInTheDocument();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'ATS sync' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /^jobs:read/ }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /^applications:read/ }));
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Expires after' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Never' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create key' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Your new API key' }));
    expect(shown.getByTestId('api-key-secret')).toHaveValue(SECRET);
    expect(shown.getByText(API_KEY_MESSAGES.created)).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    fireEvent.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your new API key' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    const row = within(await screen.findByTestId('api-key-row'));
    expect(row.getByText(`hl_${KEY.prefix}_…`)).toBeInTheDocument();
    // Never used, never expires.
    expect(row.getAllByText('Never', { selector: 'td' })).toHaveLength(2);
  });

  it('revokes a key only after a confirmation', async () => {
    renderWithProviders(<ApiKeysPanel admin={false} />, {
      route: '/recruiter/api-keys',
      session: recruiter,
      mocks: [
        list([{ ...KEY, lastUsedAt: '2026-11-26T07:30:00.000Z' }]),
        {
          request: { query: RevokeApiKeyDocument, variables: { id: 'key-1' } },
          result: { data: { revokeApiKey: { ...KEY, revokedAt: '2026-11-26T08:00:00.000Z' } } },
        },
      ],
    });
    const row = within(await screen.findByTestId('api-key-row'));
    expect(row.getByText('Active')).toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: 'Revoke ATS sync' }));
    const confirm = within(await screen.findByTestId('confirm-dialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(API_KEY_MESSAGES.revoked)).toBeInTheDocument();
    await waitFor(() => expect(row.getByText('Revoked')).toBeInTheDocument());
    expect(row.queryByRole('button', { name: 'Revoke ATS sync' })).not.toBeInTheDocument();
  });

  it('offers administrators read-only or full access, read-only keys only read scopes', async () => {
    renderWithProviders(<ApiKeysPanel admin />, {
      route: '/admin/api-keys',
      session: admin,
      mocks: [list([])],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    expect(dialog.getByRole('radio', { name: 'Read-only' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: /^jobs:write/ })).toBeDisabled();
    expect(dialog.getByRole('checkbox', { name: /^jobs:read/ })).toBeEnabled();
    fireEvent.click(dialog.getByRole('radio', { name: 'Full' }));
    expect(dialog.getByRole('checkbox', { name: /^jobs:write/ })).toBeEnabled();
  });

  it('reads a key as active, revoked or expired', () => {
    const now = Date.parse('2026-11-26T12:00:00.000Z');
    expect(keyStatus({ revokedAt: null, expiresAt: null }, now)).toBe('Active');
    expect(keyStatus({ revokedAt: null, expiresAt: '2026-11-27T00:00:00.000Z' }, now)).toBe('Active');
    expect(keyStatus({ revokedAt: null, expiresAt: '2026-11-26T11:00:00.000Z' }, now)).toBe('Expired');
    expect(keyStatus({ revokedAt: '2026-11-20T00:00:00.000Z', expiresAt: null }, now)).toBe('Revoked');
  });
});
