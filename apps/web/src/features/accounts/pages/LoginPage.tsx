import Button from '@mui/material/Button';
import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';
import { MESSAGES, validateEmail, validateOrganisationEmail } from '@hireloop/schema';
import { LoginDocument } from '../../../gql/graphql';
export const X = [MESSAGES, validateEmail, validateOrganisationEmail, LoginDocument];

/** Job seeker login (/login): e-mail and password, Google sign-in, forgot password. */
export function LoginPage() {
  return (
    <ComingSoon
      title="Job Seeker Login"
      subtitle="Welcome back! Sign in to apply, bookmark jobs and track your applications."
      icon={<LoginOutlinedIcon />}
      actions={
        <>
          <Button href={paths.signup} variant="contained">
            Create an account
          </Button>
          <Button href={paths.recruiterLogin} variant="outlined">
            Recruiter Login
          </Button>
        </>
      }
    />
  );
}
