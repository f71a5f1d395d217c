import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';

import { splitSkills } from '@hireloop/schema';

import type { ProfileForm } from '../profileForm';
import { ProfileSection } from './ProfileSection';

export interface AboutSectionProps {
  bio: string;
  /** Comma-separated, as typed. */
  skills: string;
  onChange: (changes: Partial<Pick<ProfileForm, 'bio' | 'skills'>>) => void;
}

/** The bio, and the skills with a preview of them as chips. */
export function AboutSection({ bio, skills, onChange }: AboutSectionProps) {
  const skillList = splitSkills(skills);
  return (
    <ProfileSection
      title="About You"
      description="A short introduction and your skills"
      icon={<BadgeOutlinedIcon />}
    >
      <Stack spacing={2}>
        <TextField
          label="Bio"
          required
          multiline
          minRows={4}
          value={bio}
          onChange={(event) => onChange({ bio: event.target.value })}
          placeholder="Tell recruiters about yourself, your strengths and what you are looking for."
        />
        <TextField
          label="Skills"
          required
          value={skills}
          onChange={(event) => onChange({ skills: event.target.value })}
          placeholder="React, TypeScript, SQL"
          helperText="Separate skills with commas"
        />
        {skillList.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Skills preview">
            {skillList.map((skill) => (
              <Chip key={skill} label={skill} size="small" color="primary" variant="outlined" />
            ))}
          </Stack>
        )}
      </Stack>
    </ProfileSection>
  );
}
