import Button from '@mui/material/Button';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Recruiter sign-up completion (/recruiter/signup/complete): account details after the e-mail check. */
export function RecruiterSignupCompletePage() {
  return (
    <ComingSoon
      title="Email Verified"
      subtitle="Complete your recruiter account: company, name, contact number and password."
      icon={<VerifiedOutlinedIcon />}
      accent="secondary"
      actions={
        <>
          <Button href={paths.recruiterLogin} variant="outlined" color="secondary">
            Already have an account? Login
          </Button>
        </>
      }
    />
  );
}
