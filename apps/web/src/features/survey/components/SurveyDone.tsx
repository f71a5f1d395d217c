import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';

import { SEEKER_MESSAGES } from '@hireloop/schema';

import { jobsSearchPath } from '../../../app/paths';
import { SURVEY_STEPS, answersSoFar, surveyAnswers, type SurveyDraft } from '../surveySteps';
import { SurveySummary } from './SurveySummary';

/** The saved survey: all answers, Edit Answers, and the jobs matching the job title. */
export function SurveyDone({ draft, onEdit }: { draft: SurveyDraft; onEdit: () => void }) {
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
        <SurveySummary title="Your Preferences" items={answersSoFar(SURVEY_STEPS.length, draft)} />
      </Box>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ mt: 4, justifyContent: 'center', flexWrap: 'wrap' }}
      >
        <Button variant="outlined" onClick={onEdit}>
          Edit Answers
        </Button>
        <Button
          variant="contained"
          href={jobsSearchPath(surveyAnswers(draft).jobTitle)}
          endIcon={<ArrowForwardIcon />}
        >
          Find Matching Jobs
        </Button>
      </Stack>
    </Paper>
  );
}
