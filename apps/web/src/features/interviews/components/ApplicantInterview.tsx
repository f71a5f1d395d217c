import { useState } from 'react';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';

import { useParams } from 'react-router-dom';

import { useMutation, useQuery } from '@apollo/client/react';

import { INTERVIEW_MESSAGES } from '@hireloop/schema';

import { serverMessage } from '../../../app/graphqlErrors';
import { useToast } from '../../../app/toast';
import { CancelInterviewDocument, JobInterviewsDocument } from '../../../gql/graphql';
import { interviewPlace, interviewSummary, isOpenInterview } from '../interviewText';
import { ScheduleInterviewDialog } from './ScheduleInterviewDialog';

export interface ApplicantInterviewProps {
  applicationId: string;
  name: string;
  /** Whether the application may have an interview (not withdrawn or rejected). */
  allowed: boolean;
}

/**
 * The interview on an applicant's card: where it stands, and scheduling, new times or cancelling it. The
 * cards of a job's applicants page share one request for the job's interviews.
 */
export function ApplicantInterview({ applicationId, name, allowed }: ApplicantInterviewProps) {
  const toast = useToast();
  const { id: jobId = '' } = useParams<{ id: string }>();
  const { data } = useQuery(JobInterviewsDocument, { variables: { jobId }, skip: !jobId });
  const interview = data?.jobInterviews.find((i) => i.applicationId === applicationId) ?? null;
  const [dialog, setDialog] = useState(false);
  const [cancel, cancelling] = useMutation(CancelInterviewDocument, { refetchQueries: ['JobInterviews'] });
  const open = isOpenInterview(interview);
  if (!interview && !allowed) return null;

  return (
    <Stack spacing={0.5} data-testid="applicant-interview" sx={{ width: '100%' }}>
      {interview && (
        <Typography
          variant="body2"
          data-testid="applicant-interview-status"
          data-status={interview.status.toLowerCase()}
        >
          <EventAvailableOutlinedIcon fontSize="inherit" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
          {interviewSummary(interview)}
          {open && ` · ${interview.durationMinutes} min · ${interviewPlace(interview)}`}
        </Typography>
      )}
      {allowed && (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setDialog(true)}
            data-testid="schedule-interview"
          >
            {open ? 'New interview times' : 'Schedule interview'}
          </Button>
          {open && (
            <Button
              size="small"
              color="error"
              disabled={cancelling.loading}
              onClick={() => {
                cancel({ variables: { input: { interviewId: interview.id } } })
                  .then(() => toast.success(INTERVIEW_MESSAGES.cancelled))
                  .catch((e: unknown) =>
                    toast.error(serverMessage(e) ?? 'The interview could not be cancelled'),
                  );
              }}
              data-testid="cancel-interview"
            >
              Cancel interview
            </Button>
          )}
        </Stack>
      )}
      {dialog && (
        <ScheduleInterviewDialog
          open
          onClose={() => setDialog(false)}
          applicationId={applicationId}
          name={name}
          interview={open ? interview : null}
        />
      )}
    </Stack>
  );
}
