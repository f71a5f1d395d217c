import type { KeyboardEvent } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One value of a filter with how many items have it. */
export interface FilterOption {
  value: string;
  count?: number;
  /** The count is a lower bound (shown as '1000+'): more items matched than were counted. */
  atLeast?: boolean;
}

/** One multi-select filter, e.g. Job Type. */
export interface FilterDefinition {
  /** Stable key, e.g. 'jobType'. */
  key: string;
  /** Button label, e.g. 'Job Type'. */
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
}

export interface FilterPanelProps {
  id: string;
  filter: FilterDefinition;
  options: FilterOption[];
  anchor: HTMLElement | null;
  onClose: () => void;
  onChange: (selected: string[]) => void;
  onToggleValue: (value: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** The open dropdown of one filter: its values with counts as checkboxes, and Clear. Loaded lazily by FilterBar. */
export default function FilterPanel({
  id,
  filter,
  options,
  anchor,
  onClose,
  onChange,
  onToggleValue,
  onKeyDown,
}: FilterPanelProps) {
  const count = filter.selected.length;
  return (
    <Popper
      open
      anchorEl={anchor}
      placement="bottom-start"
      sx={{ zIndex: 'modal' }}
      modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
    >
      <ClickAwayListener onClickAway={onClose}>
        <Paper
          id={id}
          role="group"
          aria-label={filter.label}
          elevation={8}
          onKeyDown={onKeyDown}
          data-testid={`filter-panel-${filter.key}`}
          sx={{ width: 300, maxWidth: 'calc(100vw - 32px)', borderRadius: 3, overflow: 'hidden' }}
        >
          <Stack
            direction="row"
            sx={{
              px: 2,
              py: 1.25,
              alignItems: 'center',
              justifyContent: 'space-between',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="subtitle2">{filter.label}</Typography>
            <Button size="small" disabled={count === 0} onClick={() => onChange([])}>
              Clear
            </Button>
          </Stack>
          <Box sx={{ maxHeight: 320, overflowY: 'auto', py: 0.5 }}>
            {options.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
                No options
              </Typography>
            ) : (
              options.map((option) => {
                const checked = filter.selected.includes(option.value);
                return (
                  <Box
                    key={option.value}
                    component="label"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 0.5,
                      pl: 1,
                      pr: 2,
                      cursor: 'pointer',
                      '&:hover': { bgcolor: 'action.hover' },
                    }}
                  >
                    <Checkbox size="small" checked={checked} onChange={() => onToggleValue(option.value)} />
                    <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                      {option.value}
                    </Typography>
                    {option.count !== undefined && (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        aria-label={`${option.atLeast ? 'at least ' : ''}${option.count} jobs`}
                        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                      >
                        {option.count}
                        {option.atLeast ? '+' : ''}
                      </Typography>
                    )}
                  </Box>
                );
              })
            )}
          </Box>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
