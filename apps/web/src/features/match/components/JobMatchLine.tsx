import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { matchReasonText, matchScoreText } from '@hireloop/schema';

import type { JobMatchFieldsFragment } from '../../../gql/graphql';

/** Reasons a card shows: the ones worth the most points. */
export const CARD_REASONS = 3;

/**
 * A job card's match for the signed-in seeker: the score ("87% match") and its top reasons ("3 of 4
 * skills · in Pune"); nothing for a job without one. Loaded only for signed-in seekers, so visitors'
 * pages never carry its code.
 */
export default function JobMatchLine({ job: { match } }: { job: { match?: JobMatchFieldsFragment | null } }) {
  if (!match) return null;
  const reasons = match.reasons.slice(0, CARD_REASONS).map(matchReasonText);
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', minWidth: 0 }}>
      <Chip
        size="small"
        color="success"
        variant="outlined"
        label={matchScoreText(match.score)}
        data-testid="job-card-match"
        sx={{ fontWeight: 600, flexShrink: 0 }}
      />
      {reasons.length > 0 && (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="job-card-reasons"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {reasons.join(' · ')}
        </Typography>
      )}
    </Stack>
  );
}
