import type { ChangeEvent } from 'react';

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import type { Refinements } from '../hooks/useSearchState';
import {
  defaultSort,
  formatRupeesShort,
  POSTED_WITHIN_DAYS,
  SALARY_BANDS,
  type SearchSort,
} from '../searchParams';

const POSTED_LABELS: Record<(typeof POSTED_WITHIN_DAYS)[number], string> = {
  1: 'Last 24 hours',
  3: 'Last 3 days',
  7: 'Last 7 days',
  30: 'Last 30 days',
};

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  salary: 'Highest salary',
  best_match: 'Best match',
};

/** "3 L+" for a yearly salary band. */
export function salaryBandLabel(amount: number): string {
  return `${formatRupeesShort(amount).replace('₹', '')}+`;
}

export interface SearchRefinementsProps {
  term: string;
  value: Refinements;
  onChange: (changes: Partial<Refinements>) => void;
  /** Offer "Best match" (a signed-in seeker with a profile or survey). */
  bestMatch?: boolean;
}

/**
 * Salary (at least a yearly band), posted within, remote only and the order of a job list, as native
 * selects and a checkbox. Loaded lazily by the jobs page, like the filters' panels.
 */
export default function SearchRefinements({ term, value, onChange, bestMatch }: SearchRefinementsProps) {
  const sorts = (Object.keys(SORT_LABELS) as SearchSort[]).filter(
    (s) => (s !== 'relevance' || term.trim()) && (s !== 'best_match' || bestMatch),
  );
  const sort = value.sort && sorts.includes(value.sort) ? value.sort : defaultSort(term);
  // A salary from a shared address that is not a band is still shown, so the select says what applies.
  const bands: number[] = [...SALARY_BANDS];
  if (value.salaryMin && !bands.includes(value.salaryMin)) bands.push(value.salaryMin);
  bands.sort((a, b) => a - b);
  const selectProps = { select: true, size: 'small', slotProps: { select: { native: true } } } as const;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        {...selectProps}
        label="Salary"
        value={value.salaryMin ?? ''}
        onChange={(e: ChangeEvent<HTMLInputElement>) =>
          onChange({ salaryMin: e.target.value ? Number(e.target.value) : null })
        }
        sx={{ minWidth: 120 }}
        data-testid="refine-salary"
      >
        <option value="">Any salary</option>
        {bands.map((amount) => (
          <option key={amount} value={amount}>
            {salaryBandLabel(amount)}
          </option>
        ))}
      </TextField>
      <TextField
        {...selectProps}
        label="Posted"
        value={value.postedWithin ?? ''}
        onChange={(e: ChangeEvent<HTMLInputElement>) =>
          onChange({ postedWithin: e.target.value ? Number(e.target.value) : null })
        }
        sx={{ minWidth: 140 }}
        data-testid="refine-posted"
      >
        <option value="">Any time</option>
        {POSTED_WITHIN_DAYS.map((days) => (
          <option key={days} value={days}>
            {POSTED_LABELS[days]}
          </option>
        ))}
      </TextField>
      <TextField
        {...selectProps}
        label="Sort by"
        value={sort}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          const next = e.target.value as SearchSort;
          onChange({ sort: next === defaultSort(term) ? null : next });
        }}
        sx={{ minWidth: 150 }}
        data-testid="refine-sort"
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </TextField>
      {/* A checkbox as the filter panels have (its code is shared with them), labelled by its text. */}
      <Box
        component="label"
        sx={{ display: 'inline-flex', alignItems: 'center', cursor: 'pointer', typography: 'body2' }}
        data-testid="refine-remote"
      >
        <Checkbox
          size="small"
          checked={value.remote}
          onChange={(_e, checked) => onChange({ remote: checked })}
        />
        Remote only
      </Box>
    </Stack>
  );
}
