import TextField from '@mui/material/TextField';

import {
  SURVEY_CATEGORIES,
  SURVEY_JOB_TITLES,
  SURVEY_JOB_TYPES,
  SURVEY_LOCATIONS,
  SURVEY_SALARY_BANDS,
  SURVEY_SHIFTS,
} from '@hireloop/schema';

import { OTHER, SURVEY_STEPS, type SurveyDraft, type SurveyStepKey } from '../surveySteps';
import { OptionGrid } from './OptionGrid';
import { SkillsStep } from './SkillsStep';

interface ChoiceStep {
  options: readonly string[];
  /** The tiles' least width in pixels. */
  minWidth?: number;
  /** The free-text field shown when OTHER is chosen, and the draft's value it edits. */
  other?: { field: 'customJobTitle' | 'customLocation'; label: string; placeholder: string };
}

/** The steps answered by one choice of a list. */
const CHOICE_STEPS: Record<Exclude<SurveyStepKey, 'skills'>, ChoiceStep> = {
  jobTitle: {
    options: SURVEY_JOB_TITLES,
    minWidth: 190,
    other: {
      field: 'customJobTitle',
      label: 'Custom job title',
      placeholder: 'e.g. Site Reliability Engineer',
    },
  },
  jobType: { options: SURVEY_JOB_TYPES },
  category: { options: SURVEY_CATEGORIES, minWidth: 180 },
  location: {
    options: SURVEY_LOCATIONS,
    minWidth: 140,
    other: { field: 'customLocation', label: 'Custom location', placeholder: 'e.g. Coimbatore' },
  },
  salary: { options: SURVEY_SALARY_BANDS, minWidth: 200 },
  shift: { options: SURVEY_SHIFTS },
};

export interface StepBodyProps {
  step: number;
  draft: SurveyDraft;
  onChange: (draft: SurveyDraft) => void;
}

/** The choices of one step of the survey. */
export function StepBody({ step, draft, onChange }: StepBodyProps) {
  const { key, title } = SURVEY_STEPS[step];
  if (key === 'skills') return <SkillsStep draft={draft} onChange={onChange} />;
  const { options, minWidth, other } = CHOICE_STEPS[key];
  return (
    <>
      <OptionGrid
        label={title}
        options={options}
        minWidth={minWidth}
        isSelected={(option) => draft[key] === option}
        onSelect={(option) => onChange({ ...draft, [key]: option })}
      />
      {other && draft[key] === OTHER && (
        <TextField
          label={other.label}
          value={draft[other.field]}
          onChange={(event) => onChange({ ...draft, [other.field]: event.target.value })}
          placeholder={other.placeholder}
          fullWidth
          // Shown when the user picks "Other": the field they asked for takes the focus.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          sx={{ mt: 2.5 }}
        />
      )}
    </>
  );
}
