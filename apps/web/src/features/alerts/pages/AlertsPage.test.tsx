import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ALERT_MESSAGES } from '@hireloop/schema';

import { DeleteJobAlertDocument, JobAlertsDocument, UpdateJobAlertDocument } from '../../../gql/graphql';
import { seeker } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { AlertsPage } from './AlertsPage';

const ALERT = {
  __typename: 'JobAlert' as const,
  id: 'alert-1',
  keyword: 'react',
  jobTypes: [],
  locations: ['Pune, Maharashtra'],
  categories: [],
  salaryMinInr: null as number | null,
  remote: false,
  frequency: 'DAILY',
  paused: false,
  createdAt: '2026-11-26T06:00:00.000Z',
};

const list = (alerts: (typeof ALERT)[]) => ({
  request: { query: JobAlertsDocument },
  result: { data: { jobAlerts: alerts } },
});

describe('AlertsPage', () => {
  it('lists the alerts with a link to their search, and pauses one', async () => {
    renderWithProviders(<AlertsPage />, {
      route: '/alerts',
      session: seeker,
      mocks: [
        list([ALERT]),
        {
          request: { query: UpdateJobAlertDocument, variables: { id: 'alert-1', input: { paused: true } } },
          result: { data: { updateJobAlert: { ...ALERT, paused: true } } },
        },
      ],
    });
    const card = within(await screen.findByTestId('alert-card'));
    expect(card.getByRole('link', { name: 'react · Pune, Maharashtra' })).toHaveAttribute(
      'href',
      '/jobs?search=react&location=Pune%2C+Maharashtra',
    );
    expect(card.getByText('Active')).toBeInTheDocument();
    fireEvent.click(card.getByRole('switch', { name: 'Mails on: react · Pune, Maharashtra' }));
    expect(await screen.findByText(ALERT_MESSAGES.paused)).toBeInTheDocument();
    await waitFor(() => expect(card.getByText('Paused')).toBeInTheDocument());
  });

  it('deletes an alert', async () => {
    renderWithProviders(<AlertsPage />, {
      route: '/alerts',
      session: seeker,
      mocks: [
        list([ALERT]),
        {
          request: { query: DeleteJobAlertDocument, variables: { id: 'alert-1' } },
          result: { data: { deleteJobAlert: true } },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete alert: react · Pune, Maharashtra' }));
    expect(await screen.findByText(ALERT_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('alert-card')).not.toBeInTheDocument());
  });

  it('says how to make one when there is none', async () => {
    renderWithProviders(<AlertsPage />, { route: '/alerts', session: seeker, mocks: [list([])] });
    expect(await screen.findByText('No job alerts yet')).toBeInTheDocument();
  });
});
