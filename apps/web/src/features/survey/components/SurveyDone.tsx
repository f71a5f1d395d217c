import { lazy, Suspense, useState } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';

import { JOB_CATEGORIES, JOB_TYPES, SEEKER_MESSAGES } from '@hireloop/schema';

import type { AlertSearch } from '../../alerts/alertSearch';

import { jobsSearchPath } from '../../../app/paths';
import { SURVEY_STEPS, answersSoFar, surveyAnswers, type SurveyDraft } from '../surveySteps';
import { SurveySummary } from './SurveySummary';

const SaveAlertDialog = lazy(async () => ({
  default: (await import('../../alerts/components/SaveAlertDialog')).SaveAlertDialog,
}));

/**
 * The first job alert the survey offers: its job type and category as filters (when jobs use them) and
 * its location as the words to look for (as the footer's city links search).
 */
export function surveyAlertSearch(draft: SurveyDraft): AlertSearch {
  const answers = surveyAnswers(draft);
  const known = (list: readonly string[], value: string) => (list.includes(value) ? [value] : []);
  return {
    keyword: answers.location.trim(),
    jobTypes: known(JOB_TYPES, answers.jobType),
    locations: [],
    categories: known(JOB_CATEGORIES, answers.category),
    salaryMin: null,
    remote: false,
  };
}

/**
 * The saved survey: all answers, Edit Answers, the jobs matching the job title, and a first job alert
 * from the answers.
 */
export function SurveyDone({ draft, onEdit }: { draft: SurveyDraft; onEdit: () => void }) {
  const [alertOpen, setAlertOpen] = useState(false);
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
          variant="outlined"
          startIcon={<NotificationsActiveOutlinedIcon />}
          onClick={() => setAlertOpen(true)}
          data-testid="survey-alert"
        >
          Get These Jobs by E-mail
        </Button>
        <Button
          variant="contained"
          href={jobsSearchPath(surveyAnswers(draft).jobTitle)}
          endIcon={<ArrowForwardIcon />}
        >
          Find Matching Jobs
        </Button>
      </Stack>
      {alertOpen && (
        <Suspense fallback={null}>
          <SaveAlertDialog
            open
            onClose={() => setAlertOpen(false)}
            search={surveyAlertSearch(draft)}
            visitor={false}
            title="Get new jobs matching your preferences by e-mail"
          />
        </Suspense>
      )}
    </Paper>
  );
}
