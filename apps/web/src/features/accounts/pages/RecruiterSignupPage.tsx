import Button from '@mui/material/Button';
import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Recruiter sign-up step 1 (/recruiter/signup): company name and work e-mail. */
export function RecruiterSignupPage() {
  return (
    <ComingSoon
      title="Join as Recruiter"
      subtitle="Verify your organisation email to continue"
      icon={<BusinessCenterOutlinedIcon />}
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
