import Button from '@mui/material/Button';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Forgot password (/forgot/password): e-mail, then a one-time code. */
export function ForgotPasswordPage() {
  return (
    <ComingSoon
      title="Forgot Password"
      subtitle="Reset your password with a one-time code sent to your e-mail."
      icon={<LockResetOutlinedIcon />}
      actions={
        <>
          <Button href={paths.login} variant="outlined">
            Back to Login
          </Button>
        </>
      }
    />
  );
}
