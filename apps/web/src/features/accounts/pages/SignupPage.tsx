import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';

import { SubmitButton } from '@hireloop/ui';

import { MESSAGES, validateEmail } from '@hireloop/schema';

import { serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import { AuthShell } from '../components/AuthShell';
import { RoleTabs } from '../components/RoleTabs';
import { useSignup } from '../hooks/useSignup';
import { readPrefill, type CodeSentState } from '../routeState';

/** Job seeker sign-up (/signup): the e-mail, then a code is mailed and /email/verification opens. */
export function SignupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { requestCode, requesting } = useSignup();
  const [email, setEmail] = useState(() => readPrefill(location.state).email ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (requesting) return;
    const problem = validateEmail(email);
    if (problem) return toast.error(problem);
    try {
      const value = await requestCode(email, 'finder');
      toast.success(MESSAGES.otpSent);
      const state: CodeSentState = { email: email.trim(), value, role: 'finder' };
      void navigate(paths.emailVerification, { state });
    } catch (error) {
      toast.error(serverMessage(error) ?? MESSAGES.otpSendFailed);
    }
  };

  return (
    <AuthShell
      testId="signup-page"
      icon={<PersonAddAltOutlinedIcon />}
      title="Create Your Account"
      subtitle="Sign up as a job seeker with your email and a one-time code."
      tabs={<RoleTabs active="finder" seekerHref={paths.signup} recruiterHref={paths.recruiterSignup} />}
      footer={
        <>
          Already have an account?{' '}
          <Link href={paths.login} underline="hover">
            Login
          </Link>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          helperText="We will send a 6-digit code to this address."
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={requesting}
          fullWidth
        />
        <SubmitButton busy={requesting}>{requesting ? 'Sending OTP...' : 'Continue'}</SubmitButton>
      </Box>
    </AuthShell>
  );
}
