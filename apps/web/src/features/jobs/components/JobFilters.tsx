import { FilterBar, type FilterDefinition } from '@hireloop/ui';

import type { Facets } from '../hooks/useJobsPage';
import { FILTER_KINDS, type FilterKind, type SearchState } from '../searchParams';

export const FILTER_LABELS: Record<FilterKind, string> = {
  jobTypes: 'Job Type',
  locations: 'Location',
  categories: 'Category',
};

export interface JobFiltersProps {
  facets: Facets;
  state: Pick<SearchState, FilterKind>;
  onChange: (kind: FilterKind, values: string[]) => void;
  /** Shows 'Clear all' when something is set. */
  onClearAll: () => void;
  showClearAll: boolean;
}

function isFilterKind(key: string): key is FilterKind {
  return (FILTER_KINDS as readonly string[]).includes(key);
}

/** Job Type, Location and Category as multi-select checkbox dropdowns, with counts from the server. */
export function JobFilters({ facets, state, onChange, onClearAll, showClearAll }: JobFiltersProps) {
  const filters: FilterDefinition[] = FILTER_KINDS.map((kind) => ({
    key: kind,
    label: FILTER_LABELS[kind],
    options: facets[kind],
    selected: state[kind],
  }));

  return (
    <FilterBar
      filters={filters}
      onChange={(key, values) => {
        if (isFilterKind(key)) onChange(key, values);
      }}
      onClearAll={onClearAll}
      showClearAll={showClearAll}
    />
  );
}
