import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminDashboardDocument } from '../../../gql/graphql';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { adminPage, dashboardAnswer } from '../test/fixtures';
import { DashboardSection } from './DashboardSection';

describe('DashboardSection', () => {
  it('shows the six figures, Recent Activities and Quick Stats from the server', async () => {
    renderWithProviders(<DashboardSection />, { ...adminPage, mocks: [dashboardAnswer()] });
    expect(await screen.findByTestId('stat-job-seekers')).toHaveTextContent('Job Seekers60');
    const tiles = Array.from(screen.getByTestId('stat-grid').children);
    expect(tiles.map((tile) => tile.getAttribute('data-testid'))).toEqual([
      'stat-job-seekers',
      'stat-recruiters',
      'stat-active-jobs',
      'stat-registered-companies',
      'stat-total-applications',
      'stat-applications-today',
    ]);
    expect(screen.getByTestId('stat-active-jobs')).toHaveTextContent('Active Jobs282of 300 jobs posted');
    expect(screen.getByTestId('stat-applications-today')).toHaveTextContent('Applications Today10');
    expect(screen.getByText('Neha Bhat joined as job seeker')).toBeInTheDocument();
    const quick = screen.getByTestId('quick-stats');
    expect(within(quick).getByTestId('quick-completion-value')).toHaveTextContent('75%');
    expect(within(quick).getByTestId('quick-avg-applications-value')).toHaveTextContent('1');
  });

  it("shows 'Error loading dashboard' with the fallback message and a Retry that loads again", async () => {
    renderWithProviders(<DashboardSection />, {
      ...adminPage,
      mocks: [
        {
          request: { query: AdminDashboardDocument },
          result: graphqlError('Something broke', 'INTERNAL_SERVER_ERROR'),
        },
        dashboardAnswer(),
      ],
    });
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Error loading dashboard');
    expect(error).toHaveTextContent('Failed to fetch dashboard data');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('stat-job-seekers')).toHaveTextContent('60');
  });

  it("says 'Failed to connect to server' when the server does not answer", async () => {
    renderWithProviders(<DashboardSection />, {
      ...adminPage,
      mocks: [{ request: { query: AdminDashboardDocument }, error: new TypeError('Failed to fetch') }],
    });
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Error loading dashboard');
    expect(error).toHaveTextContent('Failed to connect to server');
  });

  it("shows the server's own message", async () => {
    renderWithProviders(<DashboardSection />, {
      ...adminPage,
      mocks: [
        {
          request: { query: AdminDashboardDocument },
          result: graphqlError('Only administrators may do this', 'FORBIDDEN'),
        },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators may do this');
  });
});
