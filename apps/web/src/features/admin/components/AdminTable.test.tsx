import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../test/render';
import { AdminTable, showingText, type TableColumn, type TablePage } from './AdminTable';

interface Row {
  id: string;
  name: string;
}

const COLUMNS: TableColumn<Row, 'name'>[] = [
  { id: 'name', label: 'Name', sortKey: 'name', render: (row) => row.name },
];

function page(total: number, current = 1): TablePage<Row> {
  const from = (current - 1) * 10;
  const count = Math.max(0, Math.min(10, total - from));
  return {
    items: Array.from({ length: count }, (_, i) => ({ id: `r${from + i}`, name: `Row ${from + i + 1}` })),
    total,
    page: current,
    pageSize: 10,
    pageCount: Math.ceil(total / 10),
  };
}

function renderTable(data: TablePage<Row>, onPageChange = vi.fn()) {
  renderWithProviders(
    <AdminTable
      title="People"
      noun={{ one: 'person', many: 'people' }}
      columns={COLUMNS}
      data={data}
      loading={false}
      refreshing={false}
      error={null}
      onRetry={vi.fn()}
      search=""
      onSearch={vi.fn()}
      searchPlaceholder="Name"
      sort={{ key: 'name', dir: 'ASC' }}
      onSort={vi.fn()}
      onPageChange={onPageChange}
      rowLabel={(row) => row.name}
      onView={vi.fn()}
      onDelete={vi.fn()}
    />,
  );
  return onPageChange;
}

describe('showingText', () => {
  it.each([
    [page(45, 1), 'Showing 1 to 10 of 45 results'],
    [page(45, 2), 'Showing 11 to 20 of 45 results'],
    [page(45, 5), 'Showing 41 to 45 of 45 results'],
    [page(10, 1), null],
    [page(3, 1), null],
    [page(0, 1), null],
  ])('words a page', (data, text) => {
    expect(showingText(data)).toBe(text);
  });
});

describe('AdminTable', () => {
  it("shows 'Showing x to y of z results' and numbered pages when there is more than one page", () => {
    const onPageChange = renderTable(page(45, 2));
    expect(screen.getByTestId('table-showing')).toHaveTextContent('Showing 11 to 20 of 45 results');
    const pager = screen.getByRole('navigation', { name: 'People pages' });
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenCalledWith(5);
    expect(screen.getAllByTestId('table-row')).toHaveLength(10);
  });

  it.each([
    [50, 1, ['1', '2', '3', '4', '5'], 0],
    [60, 1, ['1', '2', '3', '4', '6'], 1],
    [120, 6, ['1', '5', '6', '7', '12'], 2],
  ])(
    'shows all pages up to 5, otherwise an ellipsis form (%i rows, page %i)',
    (total, current, pages, gaps) => {
      renderTable(page(total, current));
      const pager = screen.getByRole('navigation', { name: 'People pages' });
      expect(
        within(pager)
          .getAllByRole('button', { name: /^Page / })
          .map((button) => button.textContent),
      ).toEqual(pages);
      expect(within(pager).queryAllByTestId('pager-ellipsis')).toHaveLength(gaps);
    },
  );

  it('shows neither the line nor the pages when everything fits on one page', () => {
    renderTable(page(7));
    expect(screen.getAllByTestId('table-row')).toHaveLength(7);
    expect(screen.queryByTestId('table-showing')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing /)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByTestId('table-total')).toHaveTextContent('7 people');
  });

  it('names each row button after its row, and marks the sorted column', () => {
    renderTable(page(2));
    expect(screen.getByRole('button', { name: 'View Row 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Row 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });
});
