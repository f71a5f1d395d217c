import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { APPLICANT_RATING_MAX, formatDateTime } from '@hireloop/schema';

import { useToast } from '../../../app/toast';
import { serverMessage } from '../../../app/graphqlErrors';
import { RECRUITER_DATES } from '../format';
import type { Applicant } from '../hooks/useJobApplicants';
import { useApplicantNotes } from '../hooks/useApplicantNotes';

export const RATING_FAILED = 'The rating could not be saved. Please try again.';

/**
 * The applicant's stars (shared by the job's side), with who set them and when. Keyboard: Tab onto the
 * stars, arrow keys to choose; choosing the current value again clears it.
 */
export function ApplicantRating({ application, name }: { application: Applicant; name: string }) {
  const { rate, rating: saving } = useApplicantNotes(application.id);
  const toast = useToast();
  const current = application.rating;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="applicant-rating">
      <Rating
        name={`rating-${application.id}`}
        value={current?.value ?? null}
        max={APPLICANT_RATING_MAX}
        disabled={saving}
        getLabelText={(value) => `${value} star${value === 1 ? '' : 's'}`}
        aria-label={`Rating of ${name}`}
        onChange={(_event, value) => {
          rate(value).catch((error: unknown) => toast.error(serverMessage(error) ?? RATING_FAILED));
        }}
      />
      {current && (
        <Typography variant="caption" color="text.secondary" data-testid="rating-by">
          {current.ratedBy ? `by ${current.ratedBy.name}, ` : ''}
          {formatDateTime(current.ratedAt, RECRUITER_DATES)}
        </Typography>
      )}
    </Stack>
  );
}
