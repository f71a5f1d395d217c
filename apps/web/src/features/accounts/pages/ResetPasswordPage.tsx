import Button from '@mui/material/Button';
import PasswordOutlinedIcon from '@mui/icons-material/PasswordOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Reset password (/reset/password): the new password, after the code check. */
export function ResetPasswordPage() {
  return (
    <ComingSoon
      title="Reset Password"
      subtitle="Choose a new password of at least 6 characters."
      icon={<PasswordOutlinedIcon />}
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
