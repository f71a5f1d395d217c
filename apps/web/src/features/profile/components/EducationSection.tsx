import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';

import type { UpdateForm } from '../hooks/useProfileForm';
import {
  addCollege,
  removeCollege,
  updateCollege,
  type CollegeRow,
  type ProfileForm,
  type SchoolFields,
} from '../profileForm';
import { AddEntryButton, ENTRY_SX, EntryRows } from './EntryRows';
import { FieldGrid, WIDE_FIELD, type FieldSpec } from './FieldGrid';
import { ProfileSection } from './ProfileSection';

const SCHOOL_FIELDS: readonly FieldSpec<SchoolFields>[] = [
  { field: 'schoolName', label: 'School Name', sx: WIDE_FIELD },
  { field: 'grade', label: 'Grade' },
  { field: 'percentage', label: 'Percentage' },
  { field: 'year', label: 'Year' },
];

const COLLEGE_FIELDS: readonly FieldSpec<CollegeRow>[] = [
  { field: 'collegeName', label: 'College Name', sx: WIDE_FIELD },
  { field: 'degree', label: 'Degree' },
  { field: 'year', label: 'Year' },
  { field: 'cgpa', label: 'CGPA' },
];

/** The school, and one row a college (at least one row). */
export function EducationSection({
  form,
  update,
}: {
  form: Pick<ProfileForm, 'school' | 'colleges'>;
  update: UpdateForm;
}) {
  return (
    <ProfileSection
      title="Education"
      description="Your school and colleges"
      icon={<SchoolOutlinedIcon />}
      action={<AddEntryButton label="Add College" onClick={() => update(addCollege)} />}
    >
      <Stack spacing={2}>
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
        <EntryRows
          name="College"
          testId="college-row"
          rows={form.colleges}
          fields={COLLEGE_FIELDS}
          columns="five"
          onChange={(key, changes) => update((current) => updateCollege(current, key, changes))}
          onRemove={(key) => update((current) => removeCollege(current, key))}
        />
      </Stack>
    </ProfileSection>
  );
}
