import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PasswordOutlinedIcon from '@mui/icons-material/PasswordOutlined';

import { SubmitButton } from '@hireloop/ui';

import { MESSAGES, validateNewPassword } from '@hireloop/schema';

import { isServerAnswer, serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import { AuthShell } from '../components/AuthShell';
import { PasswordField } from '../components/PasswordField';
import { useDelayedRedirect } from '../hooks/useDelayedRedirect';
import { usePasswordReset } from '../hooks/usePasswordReset';
import { readPasswordResetState, type LoginState } from '../routeState';

/** Reset password (/reset/password): the new password, after the code check; then that side's login. */
export function ResetPasswordPage() {
  const location = useLocation();
  const { email, ticket, role } = readPasswordResetState(location.state);
  const recruiter = role === 'recruiter';
  const accent = recruiter ? 'secondary' : 'primary';
  const loginPath = recruiter ? paths.recruiterLogin : paths.login;

  const toast = useToast();
  const redirect = useDelayedRedirect();
  const { resetPassword, resetting } = usePasswordReset();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [updated, setUpdated] = useState(false);

  if (!email || !ticket) return <Navigate to={paths.forgotPassword} replace state={{ role }} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (resetting || updated) return;
    const problem = validateNewPassword(password, confirm);
    if (problem) return toast.error(problem);
    try {
      if (!(await resetPassword(email, password, ticket))) return toast.error(MESSAGES.passwordUpdateFailed);
      setUpdated(true);
      toast.success(MESSAGES.passwordUpdated);
      const state: LoginState = { email };
      redirect(loginPath, { replace: true, state });
    } catch (error) {
      toast.error(
        serverMessage(error) ??
          (isServerAnswer(error) ? MESSAGES.passwordUpdateFailed : MESSAGES.passwordUpdateFailedRetry),
      );
    }
  };

  const busy = resetting || updated;
  return (
    <AuthShell
      testId="reset-password-page"
      accent={accent}
      icon={<PasswordOutlinedIcon />}
      title="Reset Password"
      subtitle={
        <>
          Choose a new password of at least 6 characters for{' '}
          <Box component="strong" sx={{ color: 'text.primary', wordBreak: 'break-all' }}>
            {email}
          </Box>
          .
        </>
      }
      footer={
        <Link
          href={loginPath}
          color={accent}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
        >
          <ArrowBackIcon sx={{ fontSize: 18 }} aria-hidden />
          Back to Login
        </Link>
      }
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2.5}>
          <PasswordField
            label="New Password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={busy}
            color={accent}
            fullWidth
          />
          <PasswordField
            label="Confirm Password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            disabled={busy}
            color={accent}
            fullWidth
          />
        </Stack>
        <SubmitButton busy={resetting} disabled={busy} color={accent}>
          Update Password
        </SubmitButton>
      </Box>
    </AuthShell>
  );
}
