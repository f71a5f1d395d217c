import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { UpdateForm } from '../hooks/useProfileForm';
import type { ProfileForm, SchoolFields } from '../profileForm';
import { ENTRY_SX, EntrySection } from './EntrySection';
import { FieldGrid, WIDE_FIELD, type FieldSpec } from './FieldGrid';

const SCHOOL_FIELDS: readonly FieldSpec<SchoolFields>[] = [
  { field: 'schoolName', label: 'School Name', sx: WIDE_FIELD },
  { field: 'grade', label: 'Grade' },
  { field: 'percentage', label: 'Percentage' },
  { field: 'year', label: 'Year' },
];

/** The school, and one row a college (at least one row). */
export function EducationSection({ form, update }: { form: ProfileForm; update: UpdateForm }) {
  return (
    <EntrySection list="colleges" form={form} update={update}>
      <Box sx={ENTRY_SX}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
          School
        </Typography>
        <FieldGrid
          columns="five"
          fields={SCHOOL_FIELDS}
          values={form.school}
          onChange={(changes) =>
            update((current) => ({ ...current, school: { ...current.school, ...changes } }))
          }
        />
      </Box>
    </EntrySection>
  );
}
