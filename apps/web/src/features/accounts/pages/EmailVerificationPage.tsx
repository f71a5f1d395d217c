import Button from '@mui/material/Button';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** E-mail verification (/email/verification): the 6-digit code of the seeker sign-up. */
export function EmailVerificationPage() {
  return (
    <ComingSoon
      title="Verify Your Email"
      subtitle="Enter the 6-digit code we sent to your e-mail address."
      icon={<MarkEmailReadOutlinedIcon />}
      actions={
        <>
          <Button href={paths.signup} variant="outlined">
            Change Email
          </Button>
        </>
      }
    />
  );
}
