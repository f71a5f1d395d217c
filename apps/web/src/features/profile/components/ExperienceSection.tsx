import Stack from '@mui/material/Stack';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';

import type { UpdateForm } from '../hooks/useProfileForm';
import { addExperience, removeExperience, updateExperience, type ExperienceRow } from '../profileForm';
import { AddEntryButton, EntryRows } from './EntryRows';
import type { FieldSpec } from './FieldGrid';
import { ProfileSection } from './ProfileSection';

const EXPERIENCE_FIELDS: readonly FieldSpec<ExperienceRow>[] = [
  { field: 'company', label: 'Company' },
  { field: 'jobTitle', label: 'Position' },
  { field: 'duration', label: 'Duration', placeholder: 'e.g. 2 years' },
  { field: 'description', label: 'Description', multiline: true, minRows: 1 },
];

/** The work history: one row an experience, at least one row. */
export function ExperienceSection({ rows, update }: { rows: readonly ExperienceRow[]; update: UpdateForm }) {
  return (
    <ProfileSection
      title="Job Experience"
      description="Your work history, most recent first"
      icon={<WorkHistoryOutlinedIcon />}
      action={<AddEntryButton label="Add Experience" onClick={() => update(addExperience)} />}
    >
      <Stack spacing={2}>
        <EntryRows
          name="Experience"
          testId="experience-row"
          rows={rows}
          fields={EXPERIENCE_FIELDS}
          onChange={(key, changes) => update((form) => updateExperience(form, key, changes))}
          onRemove={(key) => update((form) => removeExperience(form, key))}
        />
      </Stack>
    </ProfileSection>
  );
}
