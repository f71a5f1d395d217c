import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';

import { FieldGrid, type FieldSpec, type GridColumns } from './FieldGrid';

/** The frame of one entry of the form (an experience, the school, a college). */
export const ENTRY_SX = { p: 2, borderRadius: 3, border: 1, borderColor: 'divider' } as const;

function RowHeader({
  title,
  onRemove,
  canRemove,
}: {
  title: string;
  onRemove: () => void;
  canRemove: boolean;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
      <Typography variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      <Tooltip title={canRemove ? 'Remove' : 'At least one entry stays'}>
        <span>
          <IconButton size="small" aria-label={`Remove ${title}`} onClick={onRemove} disabled={!canRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

export interface EntryRowsProps<Row extends { key: string }> {
  /** The rows are titled '<name> 1', '<name> 2', ... */
  name: string;
  testId: string;
  rows: readonly Row[];
  fields: readonly FieldSpec<Row>[];
  columns?: GridColumns;
  onChange: (key: string, changes: Partial<Row>) => void;
  /** Not offered while only one row is left. */
  onRemove: (key: string) => void;
}

/** The rows of a list the seeker extends (experiences, colleges), each with its Remove button. */
export function EntryRows<Row extends { key: string }>({
  name,
  testId,
  rows,
  fields,
  columns,
  onChange,
  onRemove,
}: EntryRowsProps<Row>) {
  return rows.map((row, index) => (
    <Box key={row.key} sx={ENTRY_SX} data-testid={testId}>
      <RowHeader
        title={`${name} ${index + 1}`}
        canRemove={rows.length > 1}
        onRemove={() => onRemove(row.key)}
      />
      <FieldGrid
        fields={fields}
        values={row}
        columns={columns}
        onChange={(changes) => onChange(row.key, changes)}
      />
    </Box>
  ));
}

/** The button of a section that adds a row, e.g. 'Add Experience'. */
export function AddEntryButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button startIcon={<AddIcon />} onClick={onClick} size="small">
      {label}
    </Button>
  );
}
