import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';

import { requirementRow, type RequirementRow } from '../jobForm';

export interface RequirementsFieldProps {
  rows: readonly RequirementRow[];
  onChange: (rows: RequirementRow[]) => void;
  disabled?: boolean;
  error?: boolean;
}

/** The requirements list: one input per requirement, Add Requirement, and remove while more than one remains. */
export function RequirementsField({
  rows,
  onChange,
  disabled = false,
  error = false,
}: RequirementsFieldProps) {
  const canRemove = rows.length > 1;
  return (
    <Stack spacing={1.5} data-testid="requirements">
      {rows.map((row, index) => (
        <Stack key={row.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            value={row.text}
            onChange={(event) =>
              onChange(
                rows.map((item) => (item.key === row.key ? { ...item, text: event.target.value } : item)),
              )
            }
            placeholder={index === 0 ? 'e.g. 3+ years of experience with React' : 'Another requirement'}
            fullWidth
            size="small"
            disabled={disabled}
            error={error && !row.text.trim()}
            slotProps={{ htmlInput: { 'aria-label': `Requirement ${index + 1}` } }}
          />
          <Tooltip title={canRemove ? 'Remove' : 'At least one requirement stays'}>
            <span>
              <IconButton
                aria-label={`Remove requirement ${index + 1}`}
                onClick={() => onChange(rows.filter((item) => item.key !== row.key))}
                disabled={disabled || !canRemove}
                size="small"
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ))}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange([...rows, requirementRow()])}
          disabled={disabled}
          size="small"
        >
          Add Requirement
        </Button>
      </div>
      <FormHelperText sx={{ mt: 0 }}>Blank requirements are left out.</FormHelperText>
    </Stack>
  );
}
