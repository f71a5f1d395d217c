import { useState } from 'react';

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AppTheme } from '../theme/AppTheme';
import { FilterBar, filterOptions, type FilterDefinition } from './FilterBar';

const FILTERS: FilterDefinition[] = [
  {
    key: 'jobTypes',
    label: 'Job Type',
    options: [
      { value: 'Full-time', count: 10 },
      { value: 'Contract', count: 3 },
    ],
    selected: [],
  },
  { key: 'locations', label: 'Location', options: [{ value: 'Pune', count: 4 }], selected: [] },
  { key: 'categories', label: 'Category', options: [{ value: 'Technology', count: 9 }], selected: [] },
];

/** A FilterBar whose selections live in state, like a page's. */
function Harness({ onClearAll }: { onClearAll?: () => void }) {
  const [selected, setSelected] = useState<Record<string, string[]>>({});
  return (
    <>
      <FilterBar
        filters={FILTERS.map((filter) => ({ ...filter, selected: selected[filter.key] ?? [] }))}
        onChange={(key, values) => setSelected((current) => ({ ...current, [key]: values }))}
        onClearAll={() => {
          setSelected({});
          onClearAll?.();
        }}
        showClearAll={Object.values(selected).some((values) => values.length > 0)}
      />
      <p>outside</p>
    </>
  );
}

function openPanels() {
  return screen.queryAllByRole('group').map((group) => group.getAttribute('aria-label'));
}

/** The panel loads lazily on first open: wait until it shows (or stays away). */
async function expectOpen(labels: string[]) {
  await waitFor(() => expect(openPanels()).toEqual(labels));
}

describe('FilterBar', () => {
  it('opens one dropdown at a time', async () => {
    render(
      <AppTheme>
        <Harness />
      </AppTheme>,
    );
    expect(openPanels()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Job Type' }));
    await expectOpen(['Job Type']);
    expect(screen.getByRole('button', { name: 'Job Type' })).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Location' }));
    await expectOpen(['Location']);
    expect(screen.getByRole('button', { name: 'Job Type' })).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(screen.getByRole('button', { name: 'Category' }));
    await expectOpen(['Category']);
  });

  it('closes on a second click of its button, a click outside and Escape', async () => {
    render(
      <AppTheme>
        <Harness />
      </AppTheme>,
    );
    const jobType = screen.getByRole('button', { name: 'Job Type' });
    fireEvent.click(jobType);
    fireEvent.click(jobType);
    expect(openPanels()).toEqual([]);

    fireEvent.click(jobType);
    await expectOpen(['Job Type']);
    // The click-away listener arms itself just after opening, so the opening click does not close it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByText('outside'));
    expect(openPanels()).toEqual([]);

    fireEvent.click(jobType);
    fireEvent.keyDown(await screen.findByRole('group', { name: 'Job Type' }), { key: 'Escape' });
    expect(openPanels()).toEqual([]);
    expect(jobType).toHaveFocus();
  });

  it('lists the options with their counts and ticks several of them', async () => {
    render(
      <AppTheme>
        <Harness />
      </AppTheme>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Job Type' }));
    const panel = within(await screen.findByRole('group', { name: 'Job Type' }));
    expect(panel.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Contract3',
      'Full-time10',
    ]);

    fireEvent.click(panel.getByRole('checkbox', { name: /Contract/ }));
    fireEvent.click(panel.getByRole('checkbox', { name: /Full-time/ }));
    expect(panel.getByRole('checkbox', { name: /Contract/ })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: /Full-time/ })).toBeChecked();
    // The button shows how many are ticked, and the panel stays open.
    expect(screen.getByTestId('filter-jobTypes')).toHaveTextContent('Job Type2');
    expect(openPanels()).toEqual(['Job Type']);

    fireEvent.click(panel.getByRole('button', { name: 'Clear' }));
    expect(panel.getByRole('checkbox', { name: /Contract/ })).not.toBeChecked();
  });

  it("offers 'Clear all' while something is selected", async () => {
    const cleared = vi.fn();
    render(
      <AppTheme>
        <Harness onClearAll={cleared} />
      </AppTheme>,
    );
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Location' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Pune/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(openPanels()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });
});

describe('filterOptions', () => {
  it('sorts, merges duplicates and keeps a selected value the options lack', () => {
    expect(
      filterOptions(
        [
          { value: 'Pune', count: 2 },
          { value: ' Delhi ', count: 1 },
          { value: 'Pune', count: 1 },
          { value: '', count: 5 },
        ],
        ['Agra'],
      ),
    ).toEqual([
      { value: 'Agra', count: 0 },
      { value: 'Delhi', count: 1 },
      { value: 'Pune', count: 3 },
    ]);
  });

  it('sorts as localeCompare does (case ignored first) without the locale collator, which loads locale data', () => {
    const values = [
      'bengaluru',
      'Ahmedabad',
      'Chennai',
      'chennai',
      'New Delhi',
      'Navi Mumbai',
      '3D Design',
      'Full-time',
      'Full time',
    ];
    const expected = [...values].sort((a, b) => a.localeCompare(b));
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    const sorted = filterOptions(
      values.map((value) => ({ value, count: 1 })),
      [],
    ).map((o) => o.value);
    expect(compare).not.toHaveBeenCalled();
    expect(sorted).toEqual(expected);
  });
});
