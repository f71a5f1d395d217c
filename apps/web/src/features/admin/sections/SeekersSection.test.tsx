import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderAdmin } from '../test/renderAdmin';
import { seekerRow, seekersAnswer } from '../test/fixtures';
import { SeekersSection } from './SeekersSection';

const rows = [
  seekerRow(1, { name: 'Ananya Naidu' }),
  seekerRow(2, { name: 'Rahul Verma', skills: ['Java'] }),
];

describe('SeekersSection', () => {
  it('shows the summary cards and the rows, with the first three skills then ...', async () => {
    renderAdmin(<SeekersSection />, {
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
    renderAdmin(<SeekersSection />, {
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
    renderAdmin(<SeekersSection />, {
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
    await waitFor(() => expect(screen.queryByText('Ananya Naidu')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/seekers?q=rahul');
    const table = screen.getByTestId('seekers-table');
    expect(within(table).getByText('Rahul Verma')).toBeInTheDocument();
    expect(within(table).getByTestId('table-total')).toHaveTextContent('1 job seeker matching “rahul”');
  });
});
