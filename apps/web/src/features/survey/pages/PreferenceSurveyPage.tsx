import { useState, type FormEvent } from 'react';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';

import {
  SEEKER_MESSAGES,
  SURVEY_CATEGORIES,
  SURVEY_JOB_TITLES,
  SURVEY_JOB_TYPES,
  SURVEY_LOCATIONS,
  SURVEY_SALARY_BANDS,
  SURVEY_SHIFTS,
  SURVEY_SKILLS,
} from '@hireloop/schema';
import { LoadingBlock, PageHeader } from '@hireloop/ui';

import { isServerAnswer } from '../../../app/graphqlErrors';
import { jobsSearchPath } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import { OptionGrid } from '../components/OptionGrid';
import { useSaveSurvey, useSavedSurvey, type SavedSurvey } from '../hooks/usePreferenceSurvey';
import {
  EMPTY_DRAFT,
  OTHER,
  SURVEY_STEPS,
  addCustomSkills,
  answersSoFar,
  draftFromAnswers,
  surveyAnswers,
  surveyError,
  surveyProgress,
  surveyStepError,
  toggleSkill,
  type SurveyDraft,
} from '../surveySteps';
import { JOB_TOAST_MS } from '../../../app/timings';

export const SURVEY_SAVE_FAILED = 'Failed to save preferences. Please try again.';
export const SURVEY_ERROR = 'An error occurred. Please try again.';

interface StepBodyProps {
  step: number;
  draft: SurveyDraft;
  onChange: (draft: SurveyDraft) => void;
}

function CustomField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      fullWidth
      // Shown when the user picks "Other": the field they asked for takes the focus.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      sx={{ mt: 2.5 }}
    />
  );
}

function SkillsStep({ draft, onChange }: Omit<StepBodyProps, 'step'>) {
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

function StepBody({ step, draft, onChange }: StepBodyProps) {
  const single = (
    key: 'jobType' | 'category' | 'salary' | 'shift',
    options: readonly string[],
    minWidth?: number,
  ) => (
    <OptionGrid
      label={SURVEY_STEPS[step].title}
      options={options}
      minWidth={minWidth}
      isSelected={(option) => draft[key] === option}
      onSelect={(option) => onChange({ ...draft, [key]: option })}
    />
  );

  switch (SURVEY_STEPS[step].key) {
    case 'jobTitle':
      return (
        <>
          <OptionGrid
            label="Job Title"
            minWidth={190}
            options={SURVEY_JOB_TITLES}
            isSelected={(option) => draft.jobTitle === option}
            onSelect={(option) => onChange({ ...draft, jobTitle: option })}
          />
          {draft.jobTitle === OTHER && (
            <CustomField
              label="Custom job title"
              placeholder="e.g. Site Reliability Engineer"
              value={draft.customJobTitle}
              onChange={(customJobTitle) => onChange({ ...draft, customJobTitle })}
            />
          )}
        </>
      );
    case 'skills':
      return <SkillsStep draft={draft} onChange={onChange} />;
    case 'jobType':
      return single('jobType', SURVEY_JOB_TYPES);
    case 'category':
      return single('category', SURVEY_CATEGORIES, 180);
    case 'location':
      return (
        <>
          <OptionGrid
            label="Location"
            minWidth={140}
            options={SURVEY_LOCATIONS}
            isSelected={(option) => draft.location === option}
            onSelect={(option) => onChange({ ...draft, location: option })}
          />
          {draft.location === OTHER && (
            <CustomField
              label="Custom location"
              placeholder="e.g. Coimbatore"
              value={draft.customLocation}
              onChange={(customLocation) => onChange({ ...draft, customLocation })}
            />
          )}
        </>
      );
    case 'salary':
      return single('salary', SURVEY_SALARY_BANDS, 200);
    case 'shift':
      return single('shift', SURVEY_SHIFTS);
    default:
      return null;
  }
}

function Summary({ items, title }: { items: { title: string; value: string }[]; title: string }) {
  return (
    <Box
      data-testid="survey-summary"
      sx={(theme) => ({
        p: 2.5,
        borderRadius: 3,
        bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.05),
        ...theme.applyStyles('dark', { bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1) }),
        border: 1,
        borderColor: theme.alpha(theme.vars.palette.primary.main, 0.2),
      })}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 3,
          rowGap: 0.75,
        }}
      >
        {items.map((item) => (
          <Box key={item.title} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.title}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, mb: { xs: 1, sm: 0 } }}>
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function SurveyWizard({ initial }: { initial: SavedSurvey | null }) {
  const { submit, submitting } = useSaveSurvey();
  const [draft, setDraft] = useState<SurveyDraft>(() => (initial ? draftFromAnswers(initial) : EMPTY_DRAFT));
  const [step, setStep] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const toast = useToast(JOB_TOAST_MS);

  const last = step === SURVEY_STEPS.length - 1;
  const progress = surveyProgress(step);
  const current = SURVEY_STEPS[step];

  const change = (next: SurveyDraft) => {
    setDraft(next);
    setMessage(null);
  };

  const next = () => {
    const problem = surveyStepError(step, draft);
    setMessage(problem);
    if (!problem) setStep(step + 1);
  };

  const handleSubmit = async () => {
    const problem = surveyStepError(step, draft) ?? surveyError(draft);
    setMessage(problem);
    if (problem) return;
    try {
      await submit(surveyAnswers(draft));
      toast.success(SEEKER_MESSAGES.surveySaved);
      setDone(true);
      window.scrollTo({ top: 0 });
    } catch (error) {
      toast.error(isServerAnswer(error) ? SURVEY_SAVE_FAILED : SURVEY_ERROR);
    }
  };

  if (done) {
    const answers = surveyAnswers(draft);
    return (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 5 }, borderRadius: 4, textAlign: 'center' }}
        data-testid="survey-done"
      >
        <CheckCircleRoundedIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h2" sx={{ mt: 1.5 }}>
          {SEEKER_MESSAGES.surveySaved}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          We will use your preferences to point you to the right jobs.
        </Typography>
        <Box sx={{ textAlign: 'left', maxWidth: 560, mx: 'auto' }}>
          <Summary title="Your Preferences" items={answersSoFar(SURVEY_STEPS.length, draft)} />
        </Box>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ mt: 4, justifyContent: 'center', flexWrap: 'wrap' }}
        >
          <Button
            variant="outlined"
            onClick={() => {
              setDone(false);
              setStep(0);
            }}
          >
            Edit Answers
          </Button>
          <Button variant="contained" href={jobsSearchPath(answers.jobTitle)} endIcon={<ArrowForwardIcon />}>
            Find Matching Jobs
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4 }} data-testid="survey">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography variant="subtitle2" data-testid="survey-step">
          {progress.label}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="survey-percent">
          {progress.percent}% complete
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={progress.percent}
        aria-label={progress.label}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Stack direction="row" spacing={0.75} sx={{ mt: 1.5, display: { xs: 'none', sm: 'flex' } }} aria-hidden>
        {SURVEY_STEPS.map((item, index) => (
          <Typography
            key={item.key}
            variant="caption"
            sx={{
              flex: 1,
              textAlign: 'center',
              fontWeight: index === step ? 700 : 500,
              color: index <= step ? 'primary.main' : 'text.secondary',
            }}
          >
            {item.title}
          </Typography>
        ))}
      </Stack>

      <Box sx={{ mt: 4 }}>
        <Typography variant="h5" component="h2">
          {current.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {current.question}
        </Typography>
        <StepBody key={current.key} step={step} draft={draft} onChange={change} />
        {message && (
          <Alert severity="error" sx={{ mt: 2.5 }} data-testid="survey-message">
            {message}
          </Alert>
        )}
      </Box>

      {step >= 1 && (
        <Box sx={{ mt: 4 }}>
          <Summary title="Your Preferences So Far" items={answersSoFar(step, draft)} />
        </Box>
      )}

      <Stack
        direction="row"
        sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider', justifyContent: 'space-between' }}
      >
        <Button
          startIcon={<ArrowBackIcon />}
          onClick={() => {
            setMessage(null);
            setStep(step - 1);
          }}
          disabled={step === 0 || submitting}
          color="inherit"
        >
          Previous
        </Button>
        {last ? (
          <Button variant="contained" size="large" onClick={() => void handleSubmit()} disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Survey'}
          </Button>
        ) : (
          <Button variant="contained" size="large" endIcon={<ArrowForwardIcon />} onClick={next}>
            Next
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Preference survey (/job/preference/survey): seven steps from job title to shift. */
export function PreferenceSurveyPage() {
  const { saved, loading } = useSavedSurvey();

  return (
    <Box>
      <PageHeader
        title="Job Preference Survey"
        subtitle="Seven quick steps: job title, skills, job type, category, location, salary and shift."
        icon={<TuneOutlinedIcon />}
        maxWidth="md"
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {loading ? <LoadingBlock text="Loading your preferences..." /> : <SurveyWizard initial={saved} />}
      </Container>
    </Box>
  );
}
