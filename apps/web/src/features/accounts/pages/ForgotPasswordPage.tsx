import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';

import { isOtpCode, MESSAGES, validateEmail } from '@hireloop/schema';
import { OtpInput, SubmitButton } from '@hireloop/ui';

import { isServerAnswer, serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import { useReturnFocus } from '../../../app/useReturnFocus';
import { AuthShell } from '../components/AuthShell';
import { SentToBox } from '../components/SentToBox';
import { useDelayedRedirect } from '../hooks/useDelayedRedirect';
import { useOtpCode } from '../hooks/useOtpCode';
import { usePasswordReset } from '../hooks/usePasswordReset';
import { useResendCountdown } from '../hooks/useResendCountdown';
import { readPasswordResetState, type PasswordResetState } from '../routeState';

/**
 * Forgot password (/forgot/password): the e-mail, then the mailed 6-digit code, then /reset/password.
 * Router state may carry the login tab (role, default finder), which decides where 'Back to Login' goes.
 */
export function ForgotPasswordPage() {
  const location = useLocation();
  const [start] = useState(() => readPasswordResetState(location.state));
  const { role } = start;
  const recruiter = role === 'recruiter';
  const accent = recruiter ? 'secondary' : 'primary';
  const loginPath = recruiter ? paths.recruiterLogin : paths.login;

  const toast = useToast();
  const redirect = useDelayedRedirect();
  const { requestCode, requesting } = usePasswordReset();
  const [email, setEmail] = useState(start.email ?? '');
  const [reference, setReference] = useState<string | null>(null);
  // "Change" replaces the code step with the e-mail form: the e-mail field takes the focus.
  const emailFocus = useReturnFocus(!reference);
  const [code, setCode] = useState('');
  const [verified, setVerified] = useState(false);
  const { verify, verifying, resend, resending } = useOtpCode(reference ?? '');
  const countdown = useResendCountdown();

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if (requesting) return;
    const problem = validateEmail(email);
    if (problem) return toast.error(problem);
    try {
      setReference(await requestCode(email));
      setCode('');
      countdown.restart();
      toast.success(MESSAGES.resetOtpSent);
    } catch (error) {
      toast.error(
        serverMessage(error) ??
          (isServerAnswer(error) ? MESSAGES.resetOtpSendFailed : MESSAGES.otpSendFailed),
      );
    }
  };

  const verifyCode = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying || verified) return;
    if (!isOtpCode(code)) return toast.error(MESSAGES.otpSixDigits);
    try {
      const ticket = await verify(code);
      if (!ticket) return toast.error(MESSAGES.resetOtpInvalid);
      setVerified(true);
      toast.success(MESSAGES.resetOtpVerified);
      const state: PasswordResetState = { email: email.trim(), ticket, role };
      redirect(paths.resetPassword, { replace: true, state });
    } catch (error) {
      toast.error(
        serverMessage(error) ??
          (isServerAnswer(error) ? MESSAGES.resetOtpInvalid : MESSAGES.resetOtpVerifyFailed),
      );
    }
  };

  const resendCode = async () => {
    if (!countdown.canResend || resending) return;
    try {
      await resend();
      setCode('');
      countdown.restart();
      toast.success(MESSAGES.otpResent);
    } catch (error) {
      toast.error(serverMessage(error) ?? MESSAGES.otpResendFailed);
    }
  };

  const backToLogin = (
    <Link
      href={loginPath}
      color={accent}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
    >
      <ArrowBackIcon sx={{ fontSize: 18 }} aria-hidden />
      Back to Login
    </Link>
  );

  return (
    <AuthShell
      testId="forgot-password-page"
      accent={accent}
      icon={<LockResetOutlinedIcon />}
      title="Forgot Password"
      subtitle={
        reference
          ? 'Enter the 6-digit code we emailed you to choose a new password.'
          : 'Enter the email of your account and we will send you a one-time code.'
      }
      footer={backToLogin}
    >
      {!reference ? (
        <Box component="form" noValidate onSubmit={(event) => void sendCode(event)}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder={recruiter ? 'you@company.com' : 'you@example.com'}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            inputRef={emailFocus.ref}
            disabled={requesting}
            color={accent}
            fullWidth
          />
          <SubmitButton busy={requesting} color={accent}>
            Send OTP
          </SubmitButton>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void verifyCode(event)}>
          <SentToBox
            email={email.trim()}
            accent={accent}
            actionLabel="Change"
            onAction={() => {
              emailFocus.arm();
              setReference(null);
            }}
            disabled={verifying || verified}
          />
          <Box sx={{ mt: 2.5 }}>
            <OtpInput
              value={code}
              onChange={setCode}
              label="Enter OTP"
              color={accent}
              disabled={verified}
              // The code step replaces the e-mail form that had focus: its only field takes it.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </Box>
          <SubmitButton busy={verifying} disabled={verified} color={accent}>
            Verify OTP
          </SubmitButton>
          <Stack sx={{ mt: 2, alignItems: 'center' }} spacing={0.25}>
            <Button
              color={accent}
              onClick={() => void resendCode()}
              disabled={!countdown.canResend || resending || verified}
              data-testid="resend"
            >
              Didn&apos;t receive OTP? Resend
            </Button>
            {!countdown.canResend && (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ fontVariantNumeric: 'tabular-nums' }}
              >
                Resend in {countdown.secondsLeft}s
              </Typography>
            )}
          </Stack>
        </Box>
      )}
    </AuthShell>
  );
}
