import { Navigate, useLocation } from 'react-router-dom';

import Link from '@mui/material/Link';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';

import { paths } from '../../../app/paths';
import { AuthShell } from '../components/AuthShell';
import { CompleteSignupForm } from '../components/CompleteSignupForm';
import { readVerifiedEmailState } from '../routeState';

/** Recruiter sign-up completion (/recruiter/signup/complete): account details after the e-mail check. */
export function RecruiterSignupCompletePage() {
  const location = useLocation();
  const verified = readVerifiedEmailState(location.state);
  if (!verified) return <Navigate to={paths.recruiterSignup} replace />;

  return (
    <AuthShell
      testId="recruiter-signup-complete-page"
      accent="secondary"
      icon={<VerifiedOutlinedIcon />}
      title="Complete Your Recruiter Account"
      subtitle="Tell us who you are; you can add your company profile right after."
      footer={
        <Link href={paths.recruiterLogin} color="secondary" underline="hover">
          Already have an account? Login
        </Link>
      }
    >
      <CompleteSignupForm
        accountRole="recruiter"
        email={verified.email}
        ticket={verified.ticket}
        companyName={verified.companyName}
      />
    </AuthShell>
  );
}
