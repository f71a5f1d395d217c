import Button from '@mui/material/Button';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Job seeker sign-up (/signup): e-mail first, then a one-time code. */
export function SignupPage() {
  return (
    <ComingSoon
      title="Create Your Account"
      subtitle="Sign up as a job seeker with your e-mail and a one-time code."
      icon={<PersonAddAltOutlinedIcon />}
      actions={
        <>
          <Button href={paths.login} variant="outlined">
            Already have an account? Login
          </Button>
          <Button href={paths.recruiterSignup} variant="text">
            Join as Recruiter
          </Button>
        </>
      }
    />
  );
}
