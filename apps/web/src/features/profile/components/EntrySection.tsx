import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';

import type { UpdateForm } from '../hooks/useProfileForm';
import {
  addEntry,
  entries,
  removeEntry,
  updateEntry,
  type EntryList,
  type EntryLists,
  type ProfileForm,
} from '../profileForm';
import { FieldGrid, WIDE_FIELD, type FieldSpec, type GridColumns } from './FieldGrid';
import { ProfileSection } from './ProfileSection';

/** The frame of one entry of the form (an experience, the school, a college). */
export const ENTRY_SX = { p: 2, borderRadius: 3, border: 1, borderColor: 'divider' } as const;

interface EntryListView<Row> {
  title: string;
  description: string;
  icon: ReactNode;
  /** The rows are titled '<name> 1', '<name> 2', ... and added by 'Add <name>'. */
  name: string;
  testId: string;
  fields: readonly FieldSpec<Row>[];
  columns?: GridColumns;
}

const ENTRY_LIST_VIEWS: { [L in EntryList]: EntryListView<EntryLists[L]> } = {
  experiences: {
    title: 'Job Experience',
    description: 'Your work history, most recent first',
    icon: <WorkHistoryOutlinedIcon />,
    name: 'Experience',
    testId: 'experience-row',
    fields: [
      { field: 'company', label: 'Company' },
      { field: 'jobTitle', label: 'Position' },
      { field: 'duration', label: 'Duration', placeholder: 'e.g. 2 years' },
      { field: 'description', label: 'Description', multiline: true, minRows: 1 },
    ],
  },
  colleges: {
    title: 'Education',
    description: 'Your school and colleges',
    icon: <SchoolOutlinedIcon />,
    name: 'College',
    testId: 'college-row',
    fields: [
      { field: 'collegeName', label: 'College Name', sx: WIDE_FIELD },
      { field: 'degree', label: 'Degree' },
      { field: 'year', label: 'Year' },
      { field: 'cgpa', label: 'CGPA' },
    ],
    columns: 'five',
  },
};

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

export interface EntrySectionProps<L extends EntryList> {
  list: L;
  form: ProfileForm;
  update: UpdateForm;
  /** Shown above the rows (the school above the colleges). */
  children?: ReactNode;
}

/** A section of rows the seeker extends (experiences, colleges): Add, and Remove while two or more are left. */
export function EntrySection<L extends EntryList>({ list, form, update, children }: EntrySectionProps<L>) {
  const view: EntryListView<EntryLists[L]> = ENTRY_LIST_VIEWS[list];
  const rows = entries(form, list);
  return (
    <ProfileSection
      title={view.title}
      description={view.description}
      icon={view.icon}
      action={
        <Button
          startIcon={<AddIcon />}
          onClick={() => update((current) => addEntry(current, list))}
          size="small"
        >
          Add {view.name}
        </Button>
      }
    >
      <Stack spacing={2}>
        {children}
        {rows.map((row, index) => (
          <Box key={row.key} sx={ENTRY_SX} data-testid={view.testId}>
            <RowHeader
              title={`${view.name} ${index + 1}`}
              canRemove={rows.length > 1}
              onRemove={() => update((current) => removeEntry(current, list, row.key))}
            />
            <FieldGrid
              fields={view.fields}
              values={row}
              columns={view.columns}
              onChange={(changes) => update((current) => updateEntry(current, list, row.key, changes))}
            />
          </Box>
        ))}
      </Stack>
    </ProfileSection>
  );
}
