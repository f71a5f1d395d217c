import { Navigate, useLocation } from 'react-router-dom';

import Link from '@mui/material/Link';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';

import { paths } from '../../../app/paths';
import { AuthShell } from '../components/AuthShell';
import { CompleteSignupForm } from '../components/CompleteSignupForm';
import { readVerifiedEmailState } from '../routeState';

/** Seeker sign-up completion (/signup/complete): name, password and contact number. */
export function SignupCompletePage() {
  const location = useLocation();
  const verified = readVerifiedEmailState(location.state);
  if (!verified) return <Navigate to={paths.signup} replace />;

  return (
    <AuthShell
      testId="signup-complete-page"
      icon={<HowToRegOutlinedIcon />}
      title="Complete Your Account"
      subtitle="Add your name, a password and your contact number to finish signing up."
      footer={
        <>
          Already have an account?{' '}
          <Link href={paths.login} underline="hover">
            Login
          </Link>
        </>
      }
    >
      <CompleteSignupForm accountRole="finder" email={verified.email} ticket={verified.ticket} />
    </AuthShell>
  );
}
