import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { useMutation, useQuery } from '@apollo/client/react';

import { formatIst, INTERVIEW_MESSAGES } from '@hireloop/schema';
import { LoadingBlock } from '@hireloop/ui';

import { serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { InterviewPickLinkDocument, PickInterviewSlotByTokenDocument } from '../../../gql/graphql';

export const PICK_FAILED = 'Something went wrong. Please open the link again.';

/**
 * The page of an interview mail's pick link, without signing in: it shows the slot and schedules it
 * only when the reader confirms (opening the link changes nothing).
 */
export function InterviewPickPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery(InterviewPickLinkDocument, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const [pick, picking] = useMutation(PickInterviewSlotByTokenDocument);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const found = link.data?.interviewPickLink;

  const confirm = async () => {
    try {
      const res = await pick({ variables: { token } });
      const at = res.data?.pickInterviewSlotByToken.startsAt;
      setOutcome({
        ok: true,
        message: `${INTERVIEW_MESSAGES.picked} for ${at ? formatIst(at) : ''}. A calendar invite is on its way.`,
      });
    } catch (e) {
      setOutcome({ ok: false, message: serverMessage(e) ?? PICK_FAILED });
    }
  };

  let body;
  if (outcome) {
    body = (
      <Typography
        role={outcome.ok ? 'status' : 'alert'}
        color={outcome.ok ? 'text.primary' : 'error'}
        data-testid="pick-outcome"
        sx={{ mb: 3 }}
      >
        {outcome.message}
      </Typography>
    );
  } else if (!token) {
    body = (
      <Typography role="alert" color="error">
        {INTERVIEW_MESSAGES.linkInvalid}
      </Typography>
    );
  } else if (link.loading || !found) {
    body = link.error ? (
      <Typography role="alert" color="error">
        {serverMessage(link.error) ?? PICK_FAILED}
      </Typography>
    ) : (
      <LoadingBlock text="Opening your interview link..." />
    );
  } else {
    body = (
      <>
        {found.startsAt && (
          <Typography sx={{ mb: 2 }} data-testid="pick-slot-details">
            {found.jobTitle} at {found.companyName}: {formatIst(found.startsAt)}, {found.durationMinutes}{' '}
            minutes
          </Typography>
        )}
        {found.valid ? (
          <Button
            variant="contained"
            onClick={() => void confirm()}
            disabled={picking.loading}
            data-testid="confirm-pick"
          >
            Confirm this time
          </Button>
        ) : (
          <Typography role="alert" color="error" data-testid="pick-outcome">
            {found.reason}
          </Typography>
        )}
      </>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Interview time
      </Typography>
      {body}
      {outcome && (
        <Button component={RouterLink} to={paths.jobs} sx={{ mt: 2 }}>
          Browse jobs
        </Button>
      )}
    </Container>
  );
}
