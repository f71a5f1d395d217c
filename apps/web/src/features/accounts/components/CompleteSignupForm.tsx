import { useState, type FormEvent } from 'react';

import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';

import { SubmitButton } from '@hireloop/ui';

import { MESSAGES, validateSignupDetails } from '@hireloop/schema';

import { serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import { useDelayedRedirect } from '../hooks/useDelayedRedirect';
import { useSignup } from '../hooks/useSignup';
import type { AccountRole, LoginState } from '../routeState';
import type { AuthAccent } from './AuthShell';
import { PasswordField } from './PasswordField';

type Field = 'companyName' | 'firstName' | 'lastName' | 'password' | 'contactNo';

/** Which field a validation message is about, to mark and focus it. */
const FIELD_OF: Record<string, Field> = {
  [MESSAGES.companyNameRequired]: 'companyName',
  [MESSAGES.firstNameRequired]: 'firstName',
  [MESSAGES.lastNameRequired]: 'lastName',
  [MESSAGES.passwordTooShort]: 'password',
  [MESSAGES.contactRequired]: 'contactNo',
};

export interface CompleteSignupFormProps {
  accountRole: AccountRole;
  /** The verified e-mail (read-only). */
  email: string;
  /** The ticket from verifying the e-mail's code. */
  ticket: string;
  /** Recruiters: the company name of step 1 (editable). */
  companyName?: string;
}

/**
 * The last sign-up step: names, contact number and password (and the company for recruiters), checked in
 * the spec's order before the call; then the login page of that side after 1 s.
 */
export function CompleteSignupForm({
  accountRole,
  email,
  ticket,
  companyName = '',
}: CompleteSignupFormProps) {
  const recruiter = accountRole === 'recruiter';
  const accent: AuthAccent = recruiter ? 'secondary' : 'primary';
  const toast = useToast();
  const redirect = useDelayedRedirect();
  const { register, registering } = useSignup();
  const [values, setValues] = useState<Record<Field, string>>({
    companyName,
    firstName: '',
    lastName: '',
    password: '',
    contactNo: '',
  });
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [created, setCreated] = useState(false);

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (invalid === name) setInvalid(null);
    },
    error: invalid === name,
    disabled: registering || created,
    color: accent,
    fullWidth: true,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registering || created) return;
    const problem = validateSignupDetails(values, recruiter);
    if (problem) {
      const name = FIELD_OF[problem] ?? null;
      setInvalid(name);
      const input = name ? event.currentTarget.elements.namedItem(name) : null;
      if (input instanceof HTMLInputElement) input.focus();
      return toast.error(problem);
    }
    try {
      await register({ ...values, email }, accountRole, ticket);
      setCreated(true);
      toast.success(recruiter ? MESSAGES.recruiterCreated : MESSAGES.seekerCreated);
      // A new seeker's first login leads on to the preference survey.
      const state: LoginState = recruiter ? { email } : { email, from: paths.preferenceSurvey };
      redirect(recruiter ? paths.recruiterLogin : paths.login, { replace: true, state });
    } catch (error) {
      toast.error(serverMessage(error) ?? MESSAGES.signupFailed);
    }
  };

  const emailField = (
    <TextField
      label={recruiter ? 'Organisation Email' : 'Email'}
      value={email}
      name="email"
      autoComplete="username"
      fullWidth
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <VerifiedRoundedIcon color="success" aria-label="verified" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
  const password = (
    <PasswordField
      label="Password"
      autoComplete="new-password"
      placeholder="min 6 characters"
      {...field('password')}
    />
  );
  const contact = (
    <TextField
      label="Contact Number"
      type="tel"
      autoComplete="tel"
      placeholder={recruiter ? '+91-XX' : '+91-99xx'}
      {...field('contactNo')}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack
        direction="row"
        spacing={0.75}
        data-testid="email-verified"
        sx={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          mb: 2.5,
          px: 1.25,
          py: 0.5,
          borderRadius: 999,
          color: 'success.main',
          bgcolor: theme.alpha(theme.vars.palette.success.main, 0.1),
          border: 1,
          borderColor: theme.alpha(theme.vars.palette.success.main, 0.35),
        })}
      >
        <VerifiedRoundedIcon sx={{ fontSize: 18 }} aria-hidden />
        <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
          Email Verified
        </Typography>
      </Stack>
      <Stack spacing={2.5}>
        {emailField}
        {recruiter && (
          <TextField
            label="Company Name"
            placeholder="e.g. Kaveri Fintech"
            autoComplete="organization"
            {...field('companyName')}
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            label="First Name"
            placeholder="e.g. Priya"
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextField
            label="Last Name"
            placeholder="e.g. Sharma"
            autoComplete="family-name"
            {...field('lastName')}
          />
        </Stack>
        {recruiter ? (
          <>
            {contact}
            {password}
          </>
        ) : (
          <>
            {password}
            {contact}
          </>
        )}
      </Stack>
      <SubmitButton busy={registering} disabled={created} color={accent}>
        Create Account
      </SubmitButton>
    </Box>
  );
}
