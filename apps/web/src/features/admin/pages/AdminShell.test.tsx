import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/render';
import { adminPage, dashboardAnswer, jobsAnswer, paymentsAnswer, seekersAnswer } from '../test/fixtures';
import { AdminShell } from './AdminShell';

// Sections load on first visit: load the dashboard's code once up front, so no test waits for it.
beforeAll(async () => {
  await import('../sections/DashboardSection');
});

describe('AdminShell', () => {
  it('falls back to the dashboard for an unknown section', async () => {
    renderWithProviders(<AdminShell />, {
      ...adminPage,
      route: '/admin/billing',
      mocks: [dashboardAnswer()],
    });
    expect(screen.getByTestId('admin-section')).toHaveAttribute('data-section', 'dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByTestId('stat-job-seekers')).toHaveTextContent('60');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: /Dashboard/ })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the eleven sections, the open upgrade requests on the bell and the signed-in admin', async () => {
    renderWithProviders(<AdminShell />, {
      ...adminPage,
      route: '/admin',
      // The bell leads to the Payments section.
      mocks: [dashboardAnswer({ openUpgradeRequests: 2 }), paymentsAnswer()],
    });
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 open upgrade requests' });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Jobs',
      'Job Seekers',
      'Recruiters',
      'Applications',
      'Payments2',
      'Analytics',
      'Background Jobs',
      'Webhooks',
      'API keys',
      'Settings',
    ]);
    expect(within(bell).getByText('2')).toBeInTheDocument();
    expect(screen.getByTestId('admin-user')).toHaveTextContent('System Administrator');
    expect(screen.getByTestId('admin-user')).toHaveAttribute('title', 'admin@hireloop.in');
    expect(screen.getByTestId('admin-signed-in')).toHaveTextContent('admin@hireloop.in');

    fireEvent.click(bell);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/payments'));
  });

  it("offers the top bar's search in each table, the current section first", async () => {
    renderWithProviders(<AdminShell />, {
      ...adminPage,
      route: '/admin/jobs',
      // The Jobs table it opens on, and the Job Seekers table the search leads to.
      mocks: [
        dashboardAnswer(),
        jobsAnswer({ sortBy: 'posted', sortDir: 'DESC' }, []),
        seekersAnswer({ sortBy: 'registered', sortDir: 'DESC', search: 'Priya' }, []),
      ],
    });
    const box = screen.getByRole('textbox', { name: 'Search admin tables' });
    fireEvent.change(box, { target: { value: 'Priya' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Search Jobs for “Priya”',
      'Search Job Seekers for “Priya”',
      'Search Recruiters for “Priya”',
      'Search Applications for “Priya”',
    ]);
    fireEvent.click(items[1]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/seekers?q=Priya'));
  });
});
