import Link from '@mui/material/Link';
import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';

import { paths } from '../../../app/paths';
import { AuthShell } from '../components/AuthShell';
import { LoginForm } from '../components/LoginForm';
import { RoleTabs } from '../components/RoleTabs';

/** Job seeker login (/login): e-mail and password, Google sign-in when configured, forgot password. */
export function LoginPage() {
  return (
    <AuthShell
      testId="login-page"
      icon={<LoginOutlinedIcon />}
      title="Job Seeker Login"
      subtitle="Welcome back! Sign in to apply, bookmark jobs and track your applications."
      tabs={<RoleTabs active="finder" seekerHref={paths.login} recruiterHref={paths.recruiterLogin} />}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link href={paths.signup} underline="hover">
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm accountRole="finder" />
    </AuthShell>
  );
}
