import { useState } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useMutation } from '@apollo/client/react';

import { formatIst, INTERVIEW_MESSAGES } from '@hireloop/schema';

import { serverMessage } from '../../../app/graphqlErrors';
import { useToast } from '../../../app/toast';
import {
  CancelInterviewDocument,
  type InterviewFieldsFragment,
  PickInterviewSlotDocument,
  RequestInterviewRescheduleDocument,
} from '../../../gql/graphql';
import { interviewPlace, interviewStepLabel, isOpenInterview } from '../interviewText';

const REFETCH = { refetchQueries: ['MyApplications', 'MyApplication'] };

export interface SeekerInterviewsProps {
  interviews: readonly InterviewFieldsFragment[];
  jobTitle: string;
}

/**
 * The applicant's interviews of one application: the slots to pick (times in IST), asking for other
 * times and cancelling the one under way, and every interview's steps.
 */
export function SeekerInterviews({ interviews, jobTitle }: SeekerInterviewsProps) {
  const toast = useToast();
  const [pick, picking] = useMutation(PickInterviewSlotDocument, REFETCH);
  const [ask, asking] = useMutation(RequestInterviewRescheduleDocument, REFETCH);
  const [cancel, cancelling] = useMutation(CancelInterviewDocument, REFETCH);
  const [error, setError] = useState<string | null>(null);
  if (!interviews.length) return null;
  const current = interviews.at(-1)!;
  const open = isOpenInterview(current);
  const busy = picking.loading || asking.loading || cancelling.loading;
  const run = (work: Promise<unknown>, done: string) => {
    setError(null);
    work
      .then(() => toast.success(done))
      .catch((e: unknown) => setError(serverMessage(e) ?? 'Something went wrong. Please try again.'));
  };

  return (
    <Box data-testid="seeker-interviews" sx={{ mt: 1.5 }}>
      {open && (
        <Box
          sx={{ mb: 1.5 }}
          data-testid="seeker-interview-current"
          data-status={current.status.toLowerCase()}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {current.startsAt
              ? `Interview for ${jobTitle}: ${formatIst(current.startsAt)}`
              : `Interview for ${jobTitle}: pick a time`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {current.durationMinutes} minutes · {interviewPlace(current)}
          </Typography>
          {current.message && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ whiteSpace: 'pre-line', fontStyle: 'italic' }}
            >
              “{current.message}”
            </Typography>
          )}
          {current.slots.length > 0 && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              {current.slots.map((slot) => (
                <Button
                  key={slot.id}
                  size="small"
                  variant="outlined"
                  disabled={busy}
                  onClick={() => run(pick({ variables: { slotId: slot.id } }), INTERVIEW_MESSAGES.picked)}
                  data-testid="pick-slot"
                >
                  {formatIst(slot.startsAt)}
                </Button>
              ))}
            </Stack>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {current.status !== 'RESCHEDULE_REQUESTED' && (
              <Button
                size="small"
                disabled={busy}
                onClick={() =>
                  run(
                    ask({ variables: { input: { interviewId: current.id } } }),
                    INTERVIEW_MESSAGES.rescheduleRequested,
                  )
                }
                data-testid="ask-other-times"
              >
                Ask for other times
              </Button>
            )}
            <Button
              size="small"
              color="error"
              disabled={busy}
              onClick={() =>
                run(
                  cancel({ variables: { input: { interviewId: current.id } } }),
                  INTERVIEW_MESSAGES.cancelled,
                )
              }
              data-testid="seeker-cancel-interview"
            >
              Decline interview
            </Button>
          </Stack>
          {error && (
            <Typography role="alert" color="error" variant="body2">
              {error}
            </Typography>
          )}
        </Box>
      )}
      <Box
        component="ol"
        aria-label={`Interview steps of ${jobTitle}`}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {interviews.flatMap((interview) =>
          interview.events.map((step, index) => (
            <Box
              component="li"
              key={`${interview.id}-${index}`}
              data-testid="interview-step"
              data-kind={step.kind.toLowerCase()}
              sx={{ mb: 1 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {interviewStepLabel(step)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                <time dateTime={step.at}>{formatIst(step.at)}</time>
              </Typography>
              {step.reason && (
                <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                  “{step.reason}”
                </Typography>
              )}
            </Box>
          )),
        )}
      </Box>
    </Box>
  );
}
