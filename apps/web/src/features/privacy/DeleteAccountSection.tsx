import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';

import { ACCOUNT_DELETION_MESSAGES, isOtpCode, MESSAGES, Role } from '@hireloop/schema';
import { LazyConfirmDialog, OtpInput } from '@hireloop/ui';

import { serverMessage } from '../../app/graphqlErrors';
import { paths } from '../../app/paths';
import { EMPTY_SESSION, saveSession, useSession } from '../../app/session';
import { whileEndingSession } from '../../app/session/refusal';
import { useToast } from '../../app/toast';
import { useResendCountdown } from '../accounts/hooks/useResendCountdown';
import { useAccountDeletion } from './hooks/useAccountDeletion';

export const DELETE_ACCOUNT_TITLE = 'Delete my account';
export const SEND_CODE_FAILED = 'Could not send the code. Please try again.';
export const DELETE_FAILED = 'Could not delete your account. Please try again.';

/** What goes when a job seeker deletes their account, and what stays. */
export const ERASED = [
  'Your profile: bio, skills, work experience, education and photo',
  'Your resume, cover letter and every other file you uploaded',
  'Your saved jobs, job alerts, preference survey and notifications',
  'Your sign-in: every session ends at once, on every device',
];
export const KEPT = [
  'Your applications stay in the recruiters’ records as “withdrawn, account deleted”, without your name, contact details or documents.',
  'A record that an account was deleted, without your name or e-mail address.',
];

function Facts({ title, items }: { title: string; items: string[] }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" color="text.secondary" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The code step: code boxes, resend after 60 s, and the button that asks for the final confirmation. */
function CodeStep({ sentTo, onResend }: { sentTo: string; onResend: () => Promise<boolean> }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { logout } = useSession();
  const { confirm, confirming } = useAccountDeletion();
  const countdown = useResendCountdown();
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(false);
  const [asking, setAsking] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isOtpCode(code)) {
      setWrong(true);
      toast.error(MESSAGES.otpSixDigits);
      return;
    }
    setAsking(true);
  };

  const erase = async () => {
    try {
      // The server closes this session's live connections as the account goes, and that may arrive
      // before the answer: held until the saved token is gone, it is not taken for a refused session
      // (which would open the login).
      await whileEndingSession(async () => {
        await confirm(code);
        saveSession(EMPTY_SESSION);
      });
    } catch (error) {
      setAsking(false);
      setWrong(true);
      toast.error(serverMessage(error) ?? DELETE_FAILED);
      return;
    }
    setAsking(false);
    // Home first, rendered at once (not as a transition that keeps this page): this signed-in-only page
    // would send a signed-out visitor to the login.
    await navigate(paths.home, { replace: true, flushSync: true });
    logout();
    toast.success(ACCOUNT_DELETION_MESSAGES.deleted);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="body2" sx={{ mb: 2 }} data-testid="deletion-code-sent">
        We sent a 6-digit code to <b>{sentTo}</b>. It is valid for 10 minutes.
      </Typography>
      <OtpInput
        value={code}
        onChange={(value) => {
          setCode(value);
          setWrong(false);
        }}
        label="Deletion code"
        error={wrong}
        disabled={confirming}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 2, alignItems: { sm: 'center' } }}
      >
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={confirming}
          startIcon={
            confirming ? <CircularProgress size={16} color="inherit" /> : <DeleteForeverOutlinedIcon />
          }
        >
          Delete my account
        </Button>
        <Button
          onClick={() =>
            void onResend().then((sent) => {
              if (sent) {
                countdown.restart();
                setCode('');
                setWrong(false);
              }
            })
          }
          disabled={!countdown.canResend || confirming}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {countdown.canResend ? 'Send a new code' : `Send a new code in ${countdown.secondsLeft}s`}
        </Button>
      </Stack>
      <LazyConfirmDialog
        open={asking}
        title="Delete your account for good?"
        message="Your profile, files, saved jobs, alerts and notifications are erased at once and cannot be restored. You will be signed out everywhere."
        confirmLabel="Delete for good"
        destructive
        busy={confirming}
        onConfirm={() => void erase()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}

/**
 * Deleting my account: what is erased and what stays, a code sent to the account's address, the code,
 * a last confirmation; then the session ends and the visitor is told it is done. Recruiters and
 * administrators are told why their accounts are closed another way.
 */
export function DeleteAccountSection() {
  const { role } = useSession();
  const toast = useToast();
  const { requestCode, requesting } = useAccountDeletion();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (): Promise<boolean> => {
    try {
      setSentTo(await requestCode());
      return true;
    } catch (error) {
      toast.error(serverMessage(error) ?? SEND_CODE_FAILED);
      return false;
    }
  };

  let body;
  if (role === Role.RECRUITER)
    body = <Alert severity="info">{ACCOUNT_DELETION_MESSAGES.recruiterRefused}</Alert>;
  else if (role !== Role.JOB_SEEKER)
    body = <Alert severity="info">{ACCOUNT_DELETION_MESSAGES.adminRefused}</Alert>;
  else
    body = (
      <Stack spacing={2}>
        <Facts title="Erased at once" items={ERASED} />
        <Facts title="What stays" items={KEPT} />
        <Typography variant="body2" color="text.secondary">
          To make sure it is you, we e-mail you a code first. Your e-mail address can sign up again later as a
          new account.
        </Typography>
        {sentTo ? (
          <CodeStep sentTo={sentTo} onResend={send} />
        ) : (
          <Box>
            <Button
              variant="outlined"
              color="error"
              disabled={requesting}
              onClick={() => void send()}
              startIcon={requesting ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Send code
            </Button>
          </Box>
        )}
      </Stack>
    );

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="delete-account-title"
      data-testid="delete-account"
    >
      <CardContent>
        <Typography id="delete-account-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {DELETE_ACCOUNT_TITLE}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
