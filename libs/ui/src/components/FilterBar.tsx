import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

import type { FilterDefinition, FilterOption } from './FilterPanel';

export type { FilterDefinition, FilterOption };

/** The open panel (Popper and its list) loads on first use: pages with filters render without it. */
const FilterPanel = lazy(() => import('./FilterPanel'));
/** Starts loading the panel early, e.g. when the pointer reaches a filter button. */
const preloadPanel = () => void import('./FilterPanel');

/**
 * The options to list: de-duplicated and sorted by value; a selected value the options lack (no item has
 * it any more) is still listed, with a count of 0, so it can be unticked.
 */
export function filterOptions(options: readonly FilterOption[], selected: readonly string[]): FilterOption[] {
  const byValue = new Map<string, FilterOption>();
  for (const option of options) {
    const value = option.value.trim();
    if (!value) continue;
    const known = byValue.get(value);
    byValue.set(value, {
      value,
      count: (known?.count ?? 0) + (option.count ?? 0),
      ...(known?.atLeast || option.atLeast ? { atLeast: true } : {}),
    });
  }
  for (const value of selected) if (!byValue.has(value)) byValue.set(value, { value, count: 0 });
  return [...byValue.values()].sort((a, b) => compareText(a.value, b.value));
}

/**
 * Alphabetical, ignoring case first (as localeCompare orders these ASCII values), without the locale
 * collator: the first localeCompare of a page loads the locale data, tens of milliseconds on a phone
 * during the job list's first render.
 */
function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? 1 : a > b ? -1 : 0;
}

interface FilterDropdownProps {
  filter: FilterDefinition;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  onChange: (selected: string[]) => void;
}

function FilterDropdown({ filter, open, onToggle, onClose, onChange }: FilterDropdownProps) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const panelId = useId();
  const options = filterOptions(filter.options, filter.selected);
  const count = filter.selected.length;

  const toggleValue = (value: string) => {
    onChange(
      filter.selected.includes(value)
        ? filter.selected.filter((v) => v !== value)
        : [...filter.selected, value],
    );
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
    anchor?.focus();
  };

  return (
    <>
      <Button
        ref={setAnchor}
        variant="outlined"
        color={count ? 'primary' : 'inherit'}
        onClick={onToggle}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="true"
        endIcon={
          <ExpandMoreIcon
            sx={{ transition: 'transform 160ms ease', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        data-testid={`filter-${filter.key}`}
        sx={(theme) => ({
          borderColor: count ? undefined : 'divider',
          bgcolor: count ? theme.alpha(theme.vars.palette.primary.main, 0.08) : 'background.paper',
          fontWeight: 600,
        })}
      >
        {filter.label}
        {count > 0 && (
          <Box
            component="span"
            aria-label={`${count} selected`}
            sx={{
              ml: 1,
              minWidth: 20,
              height: 20,
              px: 0.5,
              borderRadius: 10,
              fontSize: 12,
              lineHeight: '20px',
              textAlign: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {count}
          </Box>
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FilterPanel
            id={panelId}
            filter={filter}
            options={options}
            anchor={anchor}
            onClose={onClose}
            onChange={onChange}
            onToggleValue={toggleValue}
            onKeyDown={closeOnEscape}
          />
        </Suspense>
      )}
    </>
  );
}

export interface FilterBarProps {
  filters: readonly FilterDefinition[];
  onChange: (key: string, selected: string[]) => void;
  /** Shows a 'Clear all' button (e.g. while a term or filter is set) that calls this. */
  onClearAll?: () => void;
  showClearAll?: boolean;
}

/** Multi-select checkbox dropdowns side by side; opening one closes the others. */
export function FilterBar({ filters, onChange, onClearAll, showClearAll = false }: FilterBarProps) {
  const [openKey, setOpenKey] = useState<string | null>(null);

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="filter-bar"
    >
      {filters.map((filter) => (
        <FilterDropdown
          key={filter.key}
          filter={filter}
          open={openKey === filter.key}
          onToggle={() => setOpenKey((current) => (current === filter.key ? null : filter.key))}
          // A click on another filter's button opens that one before this click-away arrives: keep it open.
          onClose={() => setOpenKey((current) => (current === filter.key ? null : current))}
          onChange={(selected) => onChange(filter.key, selected)}
        />
      ))}
      {showClearAll && onClearAll && (
        <Button
          color="inherit"
          onClick={() => {
            setOpenKey(null);
            onClearAll();
          }}
          sx={{ color: 'text.secondary' }}
        >
          Clear all
        </Button>
      )}
    </Stack>
  );
}
