import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { useMutation } from '@apollo/client/react';

import { ALERT_MESSAGES } from '@hireloop/schema';
import { LoadingBlock } from '@hireloop/ui';

import { serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { ConfirmJobAlertDocument, UnsubscribeJobAlertDocument } from '../../../gql/graphql';

export const ALERT_LINK_FAILED = 'Something went wrong. Please open the link again.';

type Outcome = { ok: boolean; message: string } | null;

/**
 * The page of an alert mail's link, without signing in: `/alerts/unsubscribe?token=…` unsubscribes
 * (one click) and `/alerts/confirm?token=…` starts a visitor's alert; either says what happened.
 */
export function AlertLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm] = useMutation(ConfirmJobAlertDocument);
  const [unsubscribe] = useMutation(UnsubscribeJobAlertDocument);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per page, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    const run = async () => {
      if (!token) return setOutcome({ ok: false, message: ALERT_MESSAGES.linkInvalid });
      try {
        if (action === 'confirm') await confirm({ variables: { token } });
        else await unsubscribe({ variables: { token } });
        setOutcome({
          ok: true,
          message: action === 'confirm' ? ALERT_MESSAGES.confirmed : ALERT_MESSAGES.unsubscribed,
        });
      } catch (error) {
        setOutcome({ ok: false, message: serverMessage(error) ?? ALERT_LINK_FAILED });
      }
    };
    void run();
  }, [action, confirm, token, unsubscribe]);

  const title = action === 'confirm' ? 'Job alert' : 'Unsubscribe';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {outcome?.ok ? (action === 'confirm' ? 'Job alert confirmed' : 'Unsubscribed') : title}
      </Typography>
      {outcome ? (
        <Typography
          role={outcome.ok ? 'status' : 'alert'}
          color={outcome.ok ? 'text.primary' : 'error'}
          data-testid="alert-link-outcome"
          sx={{ mb: 3 }}
        >
          {outcome.message}
        </Typography>
      ) : (
        <LoadingBlock text={action === 'confirm' ? 'Starting your alert...' : 'Unsubscribing...'} />
      )}
      {outcome && (
        <Button component={RouterLink} to={paths.jobs} variant="contained">
          Browse jobs
        </Button>
      )}
    </Container>
  );
}

export function ConfirmAlertPage() {
  return <AlertLinkPage action="confirm" />;
}

export function UnsubscribeAlertPage() {
  return <AlertLinkPage action="unsubscribe" />;
}
