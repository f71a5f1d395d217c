import Link from '@mui/material/Link';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';

import { paths } from '../../../app/paths';
import { AuthShell } from '../components/AuthShell';
import { LoginForm } from '../components/LoginForm';
import { RoleTabs } from '../components/RoleTabs';

/** Recruiter login (/recruiter/login): organisation e-mail and password. */
export function RecruiterLoginPage() {
  return (
    <AuthShell
      testId="recruiter-login-page"
      accent="secondary"
      icon={<BadgeOutlinedIcon />}
      title="Recruiter Login"
      subtitle="Sign in with your organisation email to manage companies, jobs and applicants."
      tabs={<RoleTabs active="recruiter" seekerHref={paths.login} recruiterHref={paths.recruiterLogin} />}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link href={paths.recruiterSignup} color="secondary" underline="hover">
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm accountRole="recruiter" />
    </AuthShell>
  );
}
