import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';

import type { ProfileForm } from '../profileForm';
import { FieldGrid } from './FieldGrid';
import { ProfileSection } from './ProfileSection';

export interface PersonalSectionProps {
  form: ProfileForm;
  onChange: (changes: Partial<ProfileForm>) => void;
  /** The last save was refused for a missing first or last name: the empty one is marked. */
  namesMissing: boolean;
}

/** Names, contact number and the account's (read-only) e-mail address. */
export function PersonalSection({ form, onChange, namesMissing }: PersonalSectionProps) {
  const missing = (name: string) => namesMissing && !name.trim();
  return (
    <ProfileSection
      title="Personal Information"
      description="How recruiters see and reach you"
      icon={<PersonOutlineIcon />}
    >
      <FieldGrid
        columns="three"
        values={form}
        onChange={onChange}
        fields={[
          {
            field: 'firstName',
            label: 'First Name',
            required: true,
            error: missing(form.firstName),
            autoComplete: 'given-name',
          },
          { field: 'middleName', label: 'Middle Name', autoComplete: 'additional-name' },
          {
            field: 'lastName',
            label: 'Last Name',
            required: true,
            error: missing(form.lastName),
            autoComplete: 'family-name',
          },
        ]}
      />
      <FieldGrid
        sx={{ mt: 2 }}
        values={form}
        onChange={onChange}
        fields={[
          {
            field: 'contactNo',
            label: 'Contact Number',
            placeholder: '+91-99xx',
            autoComplete: 'tel',
            type: 'tel',
          },
          {
            field: 'email',
            label: 'Email',
            slotProps: { input: { readOnly: true } },
            helperText: "Your account's e-mail address",
          },
        ]}
      />
    </ProfileSection>
  );
}
