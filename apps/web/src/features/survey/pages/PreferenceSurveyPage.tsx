import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';

import { LoadingBlock, PageHeader } from '@hireloop/ui';

import { StepBody } from '../components/StepBody';
import { SurveyDone } from '../components/SurveyDone';
import { SurveyProgress } from '../components/SurveyProgress';
import { SurveySummary } from '../components/SurveySummary';
import { useSavedSurvey, type SavedSurvey } from '../hooks/usePreferenceSurvey';
import { useSurveyWizard } from '../hooks/useSurveyWizard';
import { SURVEY_STEPS, answersSoFar } from '../surveySteps';

function SurveyWizard({ initial }: { initial: SavedSurvey | null }) {
  const { draft, step, last, message, done, submitting, change, next, previous, save, edit } =
    useSurveyWizard(initial);
  const current = SURVEY_STEPS[step];

  if (done) return <SurveyDone draft={draft} onEdit={edit} />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4 }} data-testid="survey">
      <SurveyProgress step={step} />

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
          <SurveySummary title="Your Preferences So Far" items={answersSoFar(step, draft)} />
        </Box>
      )}

      <Stack
        direction="row"
        sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider', justifyContent: 'space-between' }}
      >
        <Button
          startIcon={<ArrowBackIcon />}
          onClick={previous}
          disabled={step === 0 || submitting}
          color="inherit"
        >
          Previous
        </Button>
        {last ? (
          <Button variant="contained" size="large" onClick={() => void save()} disabled={submitting}>
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
