import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { AdminSetSeekerActiveDocument } from '../../../gql/graphql';
import { stubWindowWidth } from '../../../test/matchMedia';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { adminPage, seekerRow, seekersAnswer } from '../test/fixtures';
import { SeekersSection } from './SeekersSection';

const rows = [
  seekerRow(1, { name: 'Ananya Naidu' }),
  seekerRow(2, { name: 'Rahul Verma', skills: ['Java'] }),
];

beforeAll(async () => {
  await import('../../../app/toast/ToastViewport');
});

describe('SeekersSection', () => {
  it('shows the summary cards and the rows, with the first three skills then ...', async () => {
    stubWindowWidth(1600);
    renderWithProviders(<SeekersSection />, {
      ...adminPage,
      route: '/admin/seekers',
      mocks: [seekersAnswer({ sortBy: 'registered', sortDir: 'DESC' }, rows)],
    });
    expect(await screen.findByText('Ananya Naidu')).toBeInTheDocument();
    expect(screen.getByTestId('stat-total-seekers')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-profiles-created')).toHaveTextContent('75% of total');
    expect(screen.getByText('React, TypeScript, GraphQL...')).toBeInTheDocument();
    expect(screen.getByText('Java')).toBeInTheDocument();
    expect(screen.getByTestId('stat-total-seekers')).toHaveTextContent('Total Seekers');
    expect(screen.getByTestId('stat-profiles-created')).toHaveTextContent('Profiles Created');
    expect(screen.getByTestId('stat-active-profiles')).toHaveTextContent('Active Profiles2');
    expect(screen.getByTestId('stat-incomplete-profiles')).toHaveTextContent('Incomplete Profiles1');
    expect(
      within(screen.getByTestId('seekers-table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Name',
      'Email',
      'Phone',
      'Experience',
      'Top Skills',
      'Education',
      'Credits',
      'Status',
      'Registered',
      'Actions',
    ]);
    expect(screen.getAllByText('Nov 3, 2026')).toHaveLength(2);
    // The default order: newest registered first.
    expect(screen.getByRole('columnheader', { name: /Registered/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts on the server: a click on a column sends sortBy ascending, a second click descending', async () => {
    renderWithProviders(<SeekersSection />, {
      ...adminPage,
      route: '/admin/seekers',
      mocks: [
        seekersAnswer({ sortBy: 'registered', sortDir: 'DESC' }, rows),
        seekersAnswer({ sortBy: 'name', sortDir: 'ASC' }, [rows[0], rows[1]]),
        seekersAnswer({ sortBy: 'name', sortDir: 'DESC' }, [rows[1], rows[0]]),
      ],
    });
    await screen.findByText('Ananya Naidu');

    fireEvent.click(screen.getByTestId('sort-name'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/seekers?sort=name&dir=asc');

    fireEvent.click(screen.getByTestId('sort-name'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    await waitFor(() => {
      const names = screen.getAllByTestId('seeker-name').map((cell) => cell.textContent);
      expect(names).toEqual(['Rahul Verma', 'Ananya Naidu']);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/seekers?sort=name&dir=desc');
  });

  it('searches on the server once typing pauses, and starts again at page 1', async () => {
    renderWithProviders(<SeekersSection />, {
      ...adminPage,
      route: '/admin/seekers?page=2',
      mocks: [
        seekersAnswer({ sortBy: 'registered', sortDir: 'DESC', page: 2 }, rows, 12),
        seekersAnswer({ sortBy: 'registered', sortDir: 'DESC', search: 'rahul' }, [rows[1]]),
      ],
    });
    await screen.findByText('Ananya Naidu');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search job seekers' }), {
      target: { value: ' rahul ' },
    });
    await waitFor(() => expect(screen.queryByText('Ananya Naidu')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/seekers?q=rahul');
    const table = screen.getByTestId('seekers-table');
    expect(within(table).getByText('Rahul Verma')).toBeInTheDocument();
    expect(within(table).getByTestId('table-total')).toHaveTextContent('1 job seeker matching “rahul”');
  });

  it('at 1280 px shows name, email, skills, status and registered; the rest is in the details', async () => {
    stubWindowWidth(1280);
    renderWithProviders(<SeekersSection />, {
      ...adminPage,
      route: '/admin/seekers',
      mocks: [seekersAnswer({ sortBy: 'registered', sortDir: 'DESC' }, [rows[0]])],
    });
    const table = await screen.findByTestId('seekers-table');
    await within(table).findByText('Ananya Naidu');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Top Skills', 'Status', 'Registered', 'Actions']);
    expect(within(table).getByTestId('seeker-status')).toHaveTextContent('Active');
    fireEvent.click(within(table).getByRole('button', { name: 'View Ananya Naidu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ananya Naidu' });
    expect(drawer).toHaveTextContent('EducationB.Tech');
    expect(drawer).toHaveTextContent('Credits40');
  });

  it('deactivates a seeker through the edit icon after confirming, then offers to reactivate them', async () => {
    const deactivated = vi.fn(() => ({ data: { adminSetSeekerActive: true } }));
    const FIRST = { sortBy: 'registered', sortDir: 'DESC' } as const;
    renderWithProviders(<SeekersSection />, {
      ...adminPage,
      route: '/admin/seekers',
      mocks: [
        seekersAnswer(FIRST, rows),
        {
          request: { query: AdminSetSeekerActiveDocument, variables: { id: 'seeker-1', active: false } },
          result: deactivated,
        },
        seekersAnswer(FIRST, [
          { ...rows[0], active: false, deactivatedAt: '2026-11-20T10:00:00.000Z' },
          rows[1],
        ]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Ananya Naidu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate job seeker' });
    expect(dialog).toHaveTextContent('Are you sure you want to deactivate Ananya Naidu?');
    expect(dialog).toHaveTextContent('can no longer sign in');
    expect(deactivated).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Ananya Naidu has been deactivated')).toBeInTheDocument();
    expect(deactivated).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Reactivate Ananya Naidu' })).toBeInTheDocument();
  });

  it("toasts the server's refusal and keeps the seeker as they were", async () => {
    const FIRST = { sortBy: 'registered', sortDir: 'DESC' } as const;
    renderWithProviders(<SeekersSection />, {
      ...adminPage,
      route: '/admin/seekers',
      mocks: [
        seekersAnswer(FIRST, [rows[0]]),
        {
          request: { query: AdminSetSeekerActiveDocument, variables: { id: 'seeker-1', active: false } },
          result: graphqlError('Job seeker not found', 'NOT_FOUND'),
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Ananya Naidu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate job seeker' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Job seeker not found')).toBeInTheDocument();
    // The dialog has closed: the row offers the same action again.
    expect(await screen.findByRole('button', { name: 'Deactivate Ananya Naidu' })).toBeInTheDocument();
  });

  it('exports every seeker as CSV, sorted as the table is shown, with the session token', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(new Blob(['\uFEFFName\r\n'], { type: 'text/csv' }), {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="seekers-2026-11-26.csv"' },
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<SeekersSection />, {
      ...adminPage,
      route: '/admin/seekers?sort=name&dir=asc',
      mocks: [seekersAnswer({ sortBy: 'name', sortDir: 'ASC' }, rows)],
    });
    await screen.findByText('Ananya Naidu');
    fireEvent.click(screen.getByRole('button', { name: 'Download every row of All Job Seekers as CSV' }));
    await waitFor(() => expect(saved).toEqual(['seekers-2026-11-26.csv']));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/admin/seekers.csv?sortBy=name&sortDir=asc', {
      headers: { authorization: `Bearer ${adminPage.session.token}` },
    });
    fetchMock.mockRestore();
  });
});
