import Button from '@mui/material/Button';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Recruiter login (/recruiter/login): organisation e-mail and password. */
export function RecruiterLoginPage() {
  return (
    <ComingSoon
      title="Recruiter Login"
      subtitle="Sign in with your organisation e-mail to manage companies, jobs and applicants."
      icon={<BadgeOutlinedIcon />}
      accent="secondary"
      actions={
        <>
          <Button href={paths.recruiterSignup} variant="contained" color="secondary">
            Join as Recruiter
          </Button>
          <Button href={paths.login} variant="outlined" color="secondary">
            Job Seeker Login
          </Button>
        </>
      }
    />
  );
}
