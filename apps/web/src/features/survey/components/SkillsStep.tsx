import { useState, type FormEvent } from 'react';

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';

import { SURVEY_SKILLS } from '@hireloop/schema';

import { addCustomSkills, toggleSkill, type SurveyDraft } from '../surveySteps';
import { OptionGrid } from './OptionGrid';

export interface SkillsStepProps {
  draft: SurveyDraft;
  onChange: (draft: SurveyDraft) => void;
}

/** The listed skills as tiles, a field for skills of one's own, and those as removable chips. */
export function SkillsStep({ draft, onChange }: SkillsStepProps) {
  const [custom, setCustom] = useState('');
  const chosen = new Set(draft.skills.map((skill) => skill.toLowerCase()));
  const extra = draft.skills.filter(
    (skill) => !SURVEY_SKILLS.some((s) => s.toLowerCase() === skill.toLowerCase()),
  );

  const addCustom = (event?: FormEvent) => {
    event?.preventDefault();
    if (!custom.trim()) return;
    onChange(addCustomSkills(draft, custom));
    setCustom('');
  };

  return (
    <>
      <OptionGrid
        label="Skills"
        multiple
        minWidth={140}
        options={SURVEY_SKILLS}
        isSelected={(option) => chosen.has(option.toLowerCase())}
        onSelect={(option) => onChange(toggleSkill(draft, option))}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 2.5, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Add custom skills"
          placeholder="e.g. Rust, GraphQL, Public Speaking"
          helperText="Separate skills with commas"
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') addCustom(event);
          }}
          fullWidth
        />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => addCustom()}
          sx={{ height: 56, flexShrink: 0 }}
        >
          Add
        </Button>
      </Stack>
      {extra.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: 1.5, flexWrap: 'wrap' }}
          aria-label="Custom skills"
        >
          {extra.map((skill) => (
            <Chip
              key={skill}
              label={skill}
              color="primary"
              onDelete={() => onChange(toggleSkill(draft, skill))}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
