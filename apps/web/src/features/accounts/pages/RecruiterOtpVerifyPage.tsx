import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';

import { MESSAGES } from '@hireloop/schema';

import { paths } from '../../../app/paths';
import { AuthShell } from '../components/AuthShell';
import { VerifyCodeForm } from '../components/VerifyCodeForm';
import { useDelayedRedirect } from '../hooks/useDelayedRedirect';
import { readCodeSentState, type VerifiedEmailState } from '../routeState';

/** True when the browser history has an entry of this app before the current one. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/** Recruiter code check (/recruiter/otp/verify): the 6-digit code sent to the work e-mail. */
export function RecruiterOtpVerifyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const redirect = useDelayedRedirect();
  const sent = readCodeSentState(location.state);

  if (!sent) return <Navigate to={paths.recruiterSignup} replace />;

  // Change Email goes back one page (to step 1, which still holds what was typed).
  const changeEmail = () => {
    if (canGoBack()) void navigate(-1);
    else
      void navigate(paths.recruiterSignup, { state: { email: sent.email, companyName: sent.companyName } });
  };

  return (
    <AuthShell
      testId="recruiter-otp-page"
      accent="secondary"
      icon={<MarkEmailReadOutlinedIcon />}
      title="Verify OTP"
      subtitle="Enter the 6-digit code sent to your organisation email."
    >
      <VerifyCodeForm
        email={sent.email}
        reference={sent.value}
        accent="secondary"
        emptyMessage={MESSAGES.otpSixDigits}
        verifiedMessage={MESSAGES.otpVerified}
        onVerified={(ticket) => {
          const state: VerifiedEmailState = {
            email: sent.email,
            verified: true,
            ticket,
            companyName: sent.companyName,
          };
          redirect(paths.recruiterSignupComplete, { replace: true, state });
        }}
        onChangeEmail={changeEmail}
      />
    </AuthShell>
  );
}
