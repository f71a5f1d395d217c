import { useState, type FormEvent } from 'react';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

import { isOtpCode, MESSAGES, validateAdminLogin } from '@hireloop/schema';
import { OtpInput, SubmitButton } from '@hireloop/ui';

import { serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { useReturnFocus } from '../../../app/useReturnFocus';
import { useToast } from '../../../app/toast';
import { LabelsAbove } from '../../accounts/components/LabelsAbove';
import { PasswordField } from '../../accounts/components/PasswordField';
import type { AuthSession } from '../../accounts/authSession';
import { useAdminLogin } from '../../accounts/hooks/useAdminLogin';
import { useDelayedRedirect } from '../../accounts/hooks/useDelayedRedirect';
import { AUTH_TOAST_MS } from '../../../app/timings';

/** Shown as a toast and a banner when the server gives no message of its own (spec, admin login). */
export const ADMIN_LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';

/** The code step's instruction when two-factor sign-in is required. */
export const ADMIN_CODE_PROMPT = 'Enter the 6-digit sign-in code we sent to';

type FieldErrors = ReturnType<typeof validateAdminLogin>;

/** Administrator sign-in (/admin/secure/auth): then the dashboard after 1 s. */
export function AdminLoginPage() {
  const session = useSession();
  const toast = useToast();
  const redirect = useDelayedRedirect();
  const { adminLogin, verifyCode, loading } = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  /** Two-factor sign-in: the mailed code's reference once the password was accepted. */
  const [codeStep, setCodeStep] = useState<{ reference: string; email: string } | null>(null);
  // "Back" replaces the code step with the sign-in form: the cleared password field takes the focus.
  const passwordFocus = useReturnFocus(!codeStep);
  const [code, setCode] = useState('');
  const [wrongCode, setWrongCode] = useState(false);
  const submitting = loading || signedIn;

  const start = (auth: AuthSession) => {
    setSignedIn(true);
    session.login(auth.user, auth.token);
    toast.success(`Welcome back ${auth.user.email ?? email.trim()}!`, AUTH_TOAST_MS);
    redirect(paths.adminDashboard, { replace: true });
  };

  const fail = (error: unknown) => {
    const message = serverMessage(error) ?? ADMIN_LOGIN_FAILED;
    setBanner(message);
    toast.error(message, AUTH_TOAST_MS);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !codeStep) return;
    if (!isOtpCode(code)) {
      setWrongCode(true);
      return toast.error(MESSAGES.otpSixDigits, AUTH_TOAST_MS);
    }
    setBanner(null);
    try {
      start(await verifyCode(codeStep.reference, code));
    } catch (error) {
      setWrongCode(true);
      fail(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateAdminLogin(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    setBanner(null);
    try {
      const outcome = await adminLogin(email, password);
      if (outcome.kind === 'session') return start(outcome.session);
      setCode('');
      setWrongCode(false);
      setCodeStep({ reference: outcome.reference, email: outcome.email });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Box
      data-testid="admin-login-page"
      sx={(theme) => ({
        flexGrow: 1,
        display: 'grid',
        placeItems: 'center',
        py: { xs: 4, md: 8 },
        background: `radial-gradient(700px 360px at 50% 0%, ${theme.alpha(theme.vars.palette.primary.main, 0.12)}, transparent 70%)`,
      })}
    >
      <Container maxWidth="xs" sx={{ px: { xs: 2, sm: 3 } }}>
        <Paper
          variant="outlined"
          sx={(theme) => ({
            p: { xs: 3, sm: 4.5 },
            borderRadius: 5,
            boxShadow: '0 30px 60px -32px rgba(15, 23, 42, 0.3)',
            ...theme.applyStyles('dark', { boxShadow: '0 30px 60px -30px rgba(0, 0, 0, 0.8)' }),
          })}
        >
          <Box sx={{ textAlign: 'center' }}>
            <Box
              aria-hidden
              sx={(theme) => ({
                width: 60,
                height: 60,
                mx: 'auto',
                mb: 2,
                borderRadius: 4,
                display: 'grid',
                placeItems: 'center',
                color: '#ffffff',
                background: 'linear-gradient(135deg, #2563eb 0%, #7c3aed 100%)',
                boxShadow: `0 12px 24px -12px ${theme.alpha(theme.vars.palette.primary.main, 0.8)}`,
              })}
            >
              <AdminPanelSettingsOutlinedIcon sx={{ fontSize: 32 }} />
            </Box>
            <Typography variant="h5" component="h1">
              Admin Dashboard
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.75 }}>
              Please sign in to continue
            </Typography>
          </Box>

          {banner && (
            <Alert severity="error" sx={{ mt: 3 }} data-testid="admin-login-error">
              {banner}
            </Alert>
          )}

          {codeStep ? (
            <Box
              component="form"
              noValidate
              onSubmit={(event) => void submitCode(event)}
              sx={{ mt: 3 }}
              data-testid="admin-code-step"
            >
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2, textAlign: 'center' }}>
                {ADMIN_CODE_PROMPT} <b>{codeStep.email}</b>.
              </Typography>
              <OtpInput
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setWrongCode(false);
                }}
                label="Sign-in code"
                error={wrongCode}
                disabled={submitting}
                // The code step replaces the sign-in form that had focus: its only field takes it.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
              />
              <SubmitButton busy={submitting}>
                {submitting ? 'Verifying...' : 'Verify and Sign In'}
              </SubmitButton>
              <Button
                fullWidth
                sx={{ mt: 1 }}
                disabled={submitting}
                onClick={() => {
                  passwordFocus.arm();
                  setCodeStep(null);
                  setBanner(null);
                  setPassword('');
                }}
              >
                Back
              </Button>
            </Box>
          ) : (
            <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 3 }}>
              <LabelsAbove>
                <Stack spacing={2.5}>
                  <TextField
                    label="Email"
                    type="email"
                    name="email"
                    autoComplete="username"
                    placeholder="admin@hireloop.in"
                    value={email}
                    onChange={(event) => {
                      setEmail(event.target.value);
                      if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
                    }}
                    error={Boolean(errors.email)}
                    helperText={errors.email}
                    disabled={submitting}
                    fullWidth
                  />
                  <PasswordField
                    label="Password"
                    name="password"
                    autoComplete="current-password"
                    inputRef={passwordFocus.ref}
                    value={password}
                    onChange={(event) => {
                      setPassword(event.target.value);
                      if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
                    }}
                    error={Boolean(errors.password)}
                    helperText={errors.password}
                    disabled={submitting}
                    fullWidth
                  />
                </Stack>
              </LabelsAbove>
              <SubmitButton busy={submitting}>{submitting ? 'Signing in...' : 'Sign In'}</SubmitButton>
            </Box>
          )}

          <Stack
            direction="row"
            spacing={0.75}
            sx={{
              mt: 3.5,
              pt: 2.5,
              borderTop: 1,
              borderColor: 'divider',
              justifyContent: 'center',
              alignItems: 'center',
              color: 'text.secondary',
            }}
          >
            <LockOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
            <Typography variant="caption">Secure admin access only</Typography>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
