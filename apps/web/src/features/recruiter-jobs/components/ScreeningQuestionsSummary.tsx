import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import {
  hasKnockout,
  KNOCKOUT_ACTION_LABELS,
  knockoutRuleText,
  SCREENING_KIND_LABELS,
  SCREENING_LABELS,
} from '@hireloop/schema';
import { DetailSection } from '@hireloop/ui';

import type { KnockoutAction } from '../../../gql/graphql';
import type { RecruiterJob } from '../hooks/useRecruiterJob';

export interface ScreeningQuestionsSummaryProps {
  questions: RecruiterJob['screeningQuestions'];
  /** Null for anyone but the job's recruiter and administrators (they see no knock-out rules either). */
  knockoutAction: KnockoutAction | null | undefined;
}

/**
 * A job's screening questions, read-only, in the job form's words: each question's text, kind, Required
 * or Optional, a single choice's options and its knock-out rule in plain words; then, when some question
 * has a knock-out rule, what happens to applicants who fail one. Nothing when the job asks no questions.
 */
export function ScreeningQuestionsSummary({ questions, knockoutAction }: ScreeningQuestionsSummaryProps) {
  if (!questions.length) return null;
  const action = knockoutAction && questions.some(hasKnockout) ? knockoutAction : null;
  return (
    <DetailSection title={SCREENING_LABELS.section}>
      <Stack component="ol" spacing={2} sx={{ m: 0, pl: 2.5 }} data-testid="screening-questions-summary">
        {questions.map((q) => {
          const rule = knockoutRuleText(q);
          return (
            <Box component="li" key={q.id} data-testid="screening-question-summary">
              <Typography sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>{q.text}</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.75 }}>
                <Chip size="small" variant="outlined" label={SCREENING_KIND_LABELS[q.kind]} />
                <Chip
                  size="small"
                  variant="outlined"
                  label={q.required ? SCREENING_LABELS.required : SCREENING_LABELS.optional}
                />
              </Stack>
              {q.kind === 'SINGLE_CHOICE' && q.options.length > 0 && (
                <Box sx={{ mt: 1 }}>
                  <Typography variant="body2" color="text.secondary" id={`screening-${q.id}-options`}>
                    Options
                  </Typography>
                  <Stack
                    component="ul"
                    aria-labelledby={`screening-${q.id}-options`}
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ flexWrap: 'wrap', m: 0, mt: 0.5, p: 0, listStyle: 'none' }}
                  >
                    {q.options.map((option) => (
                      <Chip key={option} component="li" size="small" label={option} />
                    ))}
                  </Stack>
                </Box>
              )}
              {rule && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {rule}
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
      {action && (
        <Typography variant="body2" sx={{ mt: 2 }} data-testid="knockout-action">
          {SCREENING_LABELS.knockoutAction}: {KNOCKOUT_ACTION_LABELS[action]}
        </Typography>
      )}
    </DetailSection>
  );
}
