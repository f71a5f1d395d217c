import { useState, type FormEvent } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { isOtpCode, MESSAGES } from '@hireloop/schema';
import { OtpInput, SubmitButton } from '@hireloop/ui';

import { serverMessage } from '../../../app/graphqlErrors';
import { useToast } from '../../../app/toast';
import { useOtpCode } from '../hooks/useOtpCode';
import { useResendCountdown } from '../hooks/useResendCountdown';
import type { AuthAccent } from './AuthShell';
import { SentToBox } from './SentToBox';

export interface VerifyCodeFormProps {
  email: string;
  /** The code reference (the spec's `value`). */
  reference: string;
  accent: AuthAccent;
  /** Message for an empty code: 'Please enter the OTP' (seeker) or the 6-digit message (recruiter). */
  emptyMessage: string;
  /** Success toast. */
  verifiedMessage: string;
  /** Runs after a confirmed code with the ticket for the next step (the page forwards after 1 s). */
  onVerified: (ticket: string) => void;
  /** The 'Change Email' action. */
  onChangeEmail: () => void;
}

/** The 6-digit code step of sign-up: code boxes, Verify OTP, resend after 60 s and Change Email. */
export function VerifyCodeForm({
  email,
  reference,
  accent,
  emptyMessage,
  verifiedMessage,
  onVerified,
  onChangeEmail,
}: VerifyCodeFormProps) {
  const toast = useToast();
  const { verify, verifying, resend, resending } = useOtpCode(reference);
  const countdown = useResendCountdown();
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(false);
  const [verified, setVerified] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying || verified) return;
    if (!code) return toast.error(emptyMessage);
    if (!isOtpCode(code)) return toast.error(MESSAGES.otpSixDigits);
    try {
      const ticket = await verify(code);
      if (!ticket) throw new Error('not verified');
      setVerified(true);
      toast.success(verifiedMessage);
      onVerified(ticket);
    } catch (error) {
      setWrong(true);
      toast.error(serverMessage(error) ?? MESSAGES.otpInvalid);
    }
  };

  const resendCode = async () => {
    if (!countdown.canResend || resending) return;
    try {
      await resend();
      setCode('');
      setWrong(false);
      countdown.restart();
      toast.success(MESSAGES.otpResent);
    } catch (error) {
      toast.error(serverMessage(error) ?? MESSAGES.otpResendFailed);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <SentToBox
        email={email}
        accent={accent}
        actionLabel="Change Email"
        onAction={onChangeEmail}
        disabled={verified}
      />
      <Box sx={{ mt: 3 }}>
        <OtpInput
          value={code}
          onChange={(value) => {
            setCode(value);
            setWrong(false);
          }}
          label="Enter OTP"
          color={accent}
          error={wrong}
          disabled={verified}
        />
      </Box>
      <SubmitButton busy={verifying} disabled={verified} color={accent}>
        Verify OTP
      </SubmitButton>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Didn&apos;t get the code?
        </Typography>
        <Button
          color={accent}
          onClick={() => void resendCode()}
          disabled={!countdown.canResend || resending || verified}
          data-testid="resend"
          sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 112 }}
        >
          {countdown.canResend ? 'Resend' : `Resend in ${countdown.secondsLeft}s`}
        </Button>
      </Stack>
    </Box>
  );
}
