import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SURVEY_STEPS, surveyProgress } from '../surveySteps';

/** 'Step n of 7', the percent complete as a bar, and the steps' titles up to this one highlighted. */
export function SurveyProgress({ step }: { step: number }) {
  const progress = surveyProgress(step);
  return (
    <>
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
    </>
  );
}
