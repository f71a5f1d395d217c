import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { DATA_EXPORT_MESSAGES } from '@hireloop/schema';

import { MyConsentsDocument, MyDataExportsDocument, RequestDataExportDocument } from '../../gql/graphql';
import { admin, recruiter, seeker } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { PrivacyPage } from './PrivacyPage';

const READY = {
  __typename: 'DataExportModel' as const,
  id: 'export-1',
  status: 'READY' as const,
  requestedAt: '2026-11-26T06:00:00.000Z',
  readyAt: '2026-11-26T06:00:05.000Z',
  expiresAt: '2026-12-03T06:00:05.000Z',
  expired: false,
  sizeBytes: 2048,
  downloadUrl: '/api/v1/data-exports/export-1/download',
};
const PENDING = {
  ...READY,
  id: 'export-2',
  status: 'PENDING' as const,
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadUrl: null,
};
const CONSENT = {
  __typename: 'ConsentEventModel' as const,
  id: 'consent-1',
  purpose: 'TERMS_AND_PRIVACY' as const,
  noticeVersion: '2025-11-01',
  granted: true,
  source: 'SIGNUP' as const,
  createdAt: '2026-11-20T06:00:00.000Z',
};

const exportsAnswer = (items: unknown[]) => ({
  request: { query: MyDataExportsDocument },
  result: { data: { myDataExports: items } },
});
const consentsAnswer = {
  request: { query: MyConsentsDocument },
  result: { data: { myConsents: [CONSENT] } },
};

describe('PrivacyPage', () => {
  it('lists exports with a download for a ready one, marks the linked one, and the consent history', async () => {
    renderWithProviders(<PrivacyPage />, {
      route: '/account/privacy?export=export-1',
      session: seeker,
      mocks: [exportsAnswer([READY]), consentsAnswer],
    });
    // The mailed link marks its export.
    expect(await screen.findByTestId('data-export-row')).toHaveAttribute('aria-current', 'true');
    const row = within(await screen.findByTestId('data-export-row'));
    expect(row.getByText('Ready')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Request my data' })).toBeEnabled();
    const consent = within(await screen.findByTestId('consent-row'));
    expect(consent.getByText('Terms of service and privacy notice')).toBeInTheDocument();
    expect(consent.getByText('Sign-up')).toBeInTheDocument();
    expect(consent.getByText('2025-11-01')).toBeInTheDocument();
  });

  it('requests an export and shows the server message when refused', async () => {
    renderWithProviders(<PrivacyPage />, {
      route: '/account/privacy',
      session: seeker,
      mocks: [
        exportsAnswer([]),
        consentsAnswer,
        {
          request: { query: RequestDataExportDocument },
          result: {
            errors: [
              new GraphQLError(DATA_EXPORT_MESSAGES.tooMany, { extensions: { code: 'TOO_MANY_REQUESTS' } }),
            ],
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Request my data' }));
    expect(await screen.findByText(DATA_EXPORT_MESSAGES.tooMany)).toBeInTheDocument();
  });

  it('offers no new request while one is being prepared', async () => {
    renderWithProviders(<PrivacyPage />, {
      route: '/account/privacy',
      session: seeker,
      mocks: [exportsAnswer([PENDING]), consentsAnswer],
    });
    const row = within(await screen.findByTestId('data-export-row'));
    expect(row.getByText('Being prepared')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Request my data' })).toBeDisabled();
  });
  it("offers recruiters their export, saying what it holds and that applicants' details stay out", async () => {
    renderWithProviders(<PrivacyPage />, {
      route: '/account/privacy',
      session: recruiter,
      mocks: [exportsAnswer([READY]), consentsAnswer],
    });
    expect(await screen.findByRole('heading', { name: 'Download my data' })).toBeInTheDocument();
    expect(screen.getByText(/your companies with their logos/)).toBeInTheDocument();
    expect(screen.getByText(/Applicants' own details are not included/)).toBeInTheDocument();
    const row = within(await screen.findByTestId('data-export-row'));
    expect(row.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Request my data' })).toBeEnabled();
  });

  it('offers administrators no export, only their consents and account closing', async () => {
    renderWithProviders(<PrivacyPage />, {
      route: '/account/privacy',
      session: admin,
      mocks: [consentsAnswer],
    });
    expect(await screen.findByTestId('consent-row')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Download my data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request my data' })).toBeNull();
  });
});
