import { useState } from 'react';

import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import type { ApplicationStatus } from '../../../gql/graphql';
import { columnLabel, SETTABLE_STATUSES } from '../board';

export interface BulkStatusBarProps {
  /** Applicants on screen that may be chosen (withdrawn ones may not). */
  visibleCount: number;
  selectedCount: number;
  onSelectAll: (selected: boolean) => void;
  /** Move the chosen applicants to a status (the page confirms first). */
  onMove: (status: ApplicationStatus) => void;
  busy?: boolean;
}

/** Choosing applicants on screen and moving them all to one status. */
export function BulkStatusBar({
  visibleCount,
  selectedCount,
  onSelectAll,
  onMove,
  busy = false,
}: BulkStatusBarProps) {
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const all = visibleCount > 0 && selectedCount === visibleCount;
  return (
    <Paper
      variant="outlined"
      data-testid="bulk-status-bar"
      sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={all}
            indeterminate={selectedCount > 0 && !all}
            disabled={visibleCount === 0}
            onChange={(event) => onSelectAll(event.target.checked)}
          />
        }
        label="Select all shown"
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="selected-count">
        {selectedCount} selected
      </Typography>
      <TextField
        select
        size="small"
        label="Move to"
        value={status}
        onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
        data-testid="bulk-status-select"
      >
        {SETTABLE_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {columnLabel(value)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        disabled={busy || selectedCount === 0 || !status}
        onClick={() => status && onMove(status)}
      >
        Move selected
      </Button>
    </Paper>
  );
}
