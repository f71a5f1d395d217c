import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export interface StatusChipOption<T extends string> {
  /** null: all. */
  value: T | null;
  label: string;
  count: number;
}

export interface StatusChipsProps<T extends string> {
  options: readonly StatusChipOption<T>[];
  selected: T | null;
  onChange: (value: T | null) => void;
  /** Accessible name of the group, e.g. 'Filter by status'. */
  label: string;
}

/** A status filter: one chip per status with its count, the chosen one filled. */
export function StatusChips<T extends string>({ options, selected, onChange, label }: StatusChipsProps<T>) {
  return (
    <Stack
      role="group"
      aria-label={label}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', flexShrink: 0 }}
      data-testid="status-chips"
    >
      {options.map((option) => {
        const active = option.value === selected;
        return (
          <Chip
            key={option.value ?? 'all'}
            label={`${option.label} (${option.count})`}
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            data-status={option.value ?? 'all'}
            sx={{
              fontWeight: 600,
              borderColor: active ? undefined : 'divider',
              bgcolor: active ? undefined : 'background.paper',
            }}
          />
        );
      })}
    </Stack>
  );
}
