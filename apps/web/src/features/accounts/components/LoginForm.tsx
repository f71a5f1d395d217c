import { useState, type FormEvent } from 'react';
import { Link as RouterDomLink, useLocation } from 'react-router-dom';

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import { SubmitButton } from '@hireloop/ui';

import { ErrorCode, MESSAGES, validateRecruiterLoginEmail } from '@hireloop/schema';

import { graphqlErrorCodes, serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { useToast } from '../../../app/toast';
import type { AuthSession } from '../authSession';
import { useDelayedRedirect } from '../hooks/useDelayedRedirect';
import { useGoogleClientId, useGoogleLogin } from '../hooks/useGoogleLogin';
import { useLogin } from '../hooks/useLogin';
import { readLoginState, type AccountRole } from '../routeState';
import { GoogleSignInButton } from './GoogleSignInButton';
import { PasswordField } from './PasswordField';

export interface LoginFormProps {
  /** The login tab: job seekers at /login, recruiters at /recruiter/login. */
  accountRole: AccountRole;
}

/**
 * The e-mail and password form of both login pages. Seekers: no checks before the call, one failure
 * text, Google sign-in when configured, then / after 1 s. Recruiters: the organisation e-mail check
 * first, the server's message on failure, then the company list after 1 s. A page the guards sent the
 * user away from (`from` in router state) wins over both.
 */
export function LoginForm({ accountRole }: LoginFormProps) {
  const recruiter = accountRole === 'recruiter';
  const accent = recruiter ? 'secondary' : 'primary';
  const location = useLocation();
  const { from, email: prefill } = readLoginState(location.state);
  const session = useSession();
  const toast = useToast();
  const redirect = useDelayedRedirect();
  const { login, loading } = useLogin();
  const { googleLogin } = useGoogleLogin();
  const googleClientId = useGoogleClientId(recruiter);
  const [email, setEmail] = useState(prefill ?? '');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);

  const finish = (auth: AuthSession, message: string) => {
    setDone(true);
    toast.success(message);
    const store = () => session.login(auth.user, auth.token);
    if (recruiter) {
      // Stored at the redirect: a signed-in recruiter is sent on from public pages at once. In one render
      // with the move (flushSync), so that the page a guard sent them from (`from`) is where they land.
      redirect(from ?? paths.companyList, { replace: true, flushSync: true }, store);
    } else {
      store();
      redirect(from ?? paths.home, { replace: true });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || done) return;
    if (recruiter) {
      const problem = validateRecruiterLoginEmail(email);
      if (problem) return toast.error(problem);
    }
    try {
      finish(await login(email, password, accountRole), MESSAGES.loginSuccess);
    } catch (error) {
      // A locked or deactivated account is said as such on both tabs; otherwise seekers get the
      // generic failure and recruiters the server's message.
      const codes = graphqlErrorCodes(error);
      const said =
        codes.includes(ErrorCode.TOO_MANY_REQUESTS) || codes.includes(ErrorCode.ACCOUNT_DEACTIVATED);
      toast.error(recruiter || said ? (serverMessage(error) ?? MESSAGES.loginFailed) : MESSAGES.loginFailed);
    }
  };

  const signInWithGoogle = async (idToken: string) => {
    if (done) return;
    try {
      finish(await googleLogin(idToken), MESSAGES.googleSuccess);
    } catch {
      toast.error(MESSAGES.googleFailed);
    }
  };

  const busy = loading || done;

  return (
    <>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2.5}>
          <TextField
            label={recruiter ? 'Work Email' : 'Email'}
            type="email"
            name="email"
            autoComplete="username"
            placeholder={recruiter ? 'you@company.com' : 'you@example.com'}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={busy}
            color={accent}
            fullWidth
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={busy}
            color={accent}
            fullWidth
          />
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
          <Link
            component={RouterDomLink}
            to={paths.forgotPassword}
            state={{ role: accountRole }}
            color={accent}
            underline="hover"
            variant="body2"
          >
            Forgot Password
          </Link>
        </Box>
        <SubmitButton busy={loading} disabled={busy} color={accent}>
          {loading ? 'Logging in...' : 'Login'}
        </SubmitButton>
      </Box>
      {!recruiter && googleClientId && (
        <>
          <Divider sx={{ my: 3, color: 'text.secondary', fontSize: 13 }}>or</Divider>
          <GoogleSignInButton
            clientId={googleClientId}
            onCredential={(idToken) => void signInWithGoogle(idToken)}
          />
        </>
      )}
    </>
  );
}
