import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';

import { SubmitButton } from '@hireloop/ui';

import { MESSAGES, validateOrganisationEmail } from '@hireloop/schema';

import { serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import { AuthShell } from '../components/AuthShell';
import { RoleTabs } from '../components/RoleTabs';
import { useSignup } from '../hooks/useSignup';
import { readPrefill, type CodeSentState } from '../routeState';

type Field = 'companyName' | 'email';

/** The organisation e-mail messages, by the field they are about. */
const COMPANY_MESSAGES: readonly string[] = [MESSAGES.companyNameRequired];

/** Recruiter sign-up step 1 (/recruiter/signup): company name and work e-mail, then a mailed code. */
export function RecruiterSignupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { requestCode, requesting } = useSignup();
  const [prefill] = useState(() => readPrefill(location.state));
  const [companyName, setCompanyName] = useState(prefill.companyName ?? '');
  const [email, setEmail] = useState(prefill.email ?? '');
  const [invalid, setInvalid] = useState<Field | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (requesting) return;
    const problem = validateOrganisationEmail(companyName, email);
    if (problem) {
      setInvalid(COMPANY_MESSAGES.includes(problem) ? 'companyName' : 'email');
      return toast.error(problem);
    }
    try {
      const value = await requestCode(email, 'recruiter', companyName);
      toast.success(MESSAGES.otpSentOrganisation);
      const state: CodeSentState = {
        email: email.trim(),
        value,
        role: 'recruiter',
        companyName: companyName.trim(),
      };
      // Kept in this page's history entry, so Change Email (history back) finds the form filled in.
      await navigate(paths.recruiterSignup, {
        replace: true,
        state: { email: state.email, companyName: state.companyName },
      });
      void navigate(paths.recruiterOtpVerify, { state });
    } catch (error) {
      toast.error(serverMessage(error) ?? MESSAGES.otpSendFailed);
    }
  };

  return (
    <AuthShell
      testId="recruiter-signup-page"
      accent="secondary"
      icon={<BusinessCenterOutlinedIcon />}
      title="Join as Recruiter"
      subtitle="Verify your organisation email to continue"
      tabs={<RoleTabs active="recruiter" seekerHref={paths.signup} recruiterHref={paths.recruiterSignup} />}
      footer={
        <Link href={paths.recruiterLogin} color="secondary" underline="hover">
          Already have an account? Login
        </Link>
      }
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2.5}>
          <TextField
            label="Company Name"
            name="companyName"
            autoComplete="organization"
            placeholder="e.g. Kaveri Fintech"
            value={companyName}
            onChange={(event) => {
              setCompanyName(event.target.value);
              if (invalid) setInvalid(null);
            }}
            error={invalid === 'companyName'}
            disabled={requesting}
            color="secondary"
            fullWidth
          />
          <TextField
            label="Work Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@company.com"
            helperText="Use your company address; its domain should carry the company name or initials."
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (invalid === 'email') setInvalid(null);
            }}
            error={invalid === 'email'}
            disabled={requesting}
            color="secondary"
            fullWidth
          />
        </Stack>
        <SubmitButton busy={requesting} color="secondary">
          {requesting ? 'Sending OTP...' : 'Continue'}
        </SubmitButton>
      </Box>
    </AuthShell>
  );
}
