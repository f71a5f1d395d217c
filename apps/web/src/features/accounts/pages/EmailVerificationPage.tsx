import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';

import { MESSAGES } from '@hireloop/schema';

import { paths } from '../../../app/paths';
import { AuthShell } from '../components/AuthShell';
import { VerifyCodeForm } from '../components/VerifyCodeForm';
import { useDelayedRedirect } from '../hooks/useDelayedRedirect';
import { readCodeSentState, type VerifiedEmailState } from '../routeState';

/** The seeker's toast has no exclamation mark (spec, error catalogue). */
const SEEKER_VERIFIED = MESSAGES.otpVerified.replace(/!$/, '');

/** E-mail verification (/email/verification): the 6-digit code of the seeker sign-up. */
export function EmailVerificationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const redirect = useDelayedRedirect();
  const sent = readCodeSentState(location.state);

  if (!sent) return <Navigate to={paths.signup} replace />;

  return (
    <AuthShell
      testId="email-verification-page"
      icon={<MarkEmailReadOutlinedIcon />}
      title="Verify Your Email"
      subtitle="Enter the 6-digit code to continue creating your account."
    >
      <VerifyCodeForm
        email={sent.email}
        reference={sent.value}
        accent="primary"
        emptyMessage={MESSAGES.otpRequired}
        verifiedMessage={SEEKER_VERIFIED}
        onVerified={(ticket) => {
          const state: VerifiedEmailState = { email: sent.email, verified: true, ticket };
          redirect(paths.signupComplete, { replace: true, state });
        }}
        onChangeEmail={() => void navigate(paths.signup, { state: { email: sent.email } })}
      />
    </AuthShell>
  );
}
