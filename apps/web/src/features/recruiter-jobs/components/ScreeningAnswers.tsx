import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import type { ScreeningResult } from '../../../gql/graphql';

export interface ScreeningAnswersProps {
  result: ScreeningResult;
  autoRejected?: boolean;
  answers: readonly { questionId: string; question: string; value: string; passed?: boolean | null }[];
}

/** An applicant's knock-out result and screening answers (question text as it was asked). */
export function ScreeningAnswers({ result, autoRejected, answers }: ScreeningAnswersProps) {
  if (!answers.length && result === 'NONE') return null;
  return (
    <Box component="section" aria-label="Screening answers" sx={{ mt: 1 }}>
      <ScreeningResultChip result={result} autoRejected={autoRejected} sx={{ mb: 0.5 }} />
      <Box component="dl" sx={{ m: 0 }}>
        {answers.map((a) => (
          <Box key={a.questionId} sx={{ mb: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {a.question}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {a.value || '—'}
              {a.passed === false ? ' (knock-out failed)' : ''}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The knock-out result of an application as a chip; nothing when the job asked no knock-out question. */
export function ScreeningResultChip({
  result,
  autoRejected,
  sx,
}: {
  result: ScreeningResult;
  autoRejected?: boolean;
  sx?: SxProps<Theme>;
}) {
  if (result === 'NONE') return null;
  return (
    <Chip
      size="small"
      color={result === 'FAILED' ? 'error' : 'success'}
      label={
        result === 'FAILED'
          ? autoRejected
            ? 'Rejected (auto, knock-out)'
            : 'Failed knock-out'
          : 'Passed screening'
      }
      data-testid="screening-result"
      sx={sx}
    />
  );
}
