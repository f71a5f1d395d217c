import Button from '@mui/material/Button';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Recruiter code check (/recruiter/otp/verify): the 6-digit code sent to the work e-mail. */
export function RecruiterOtpVerifyPage() {
  return (
    <ComingSoon
      title="Verify OTP"
      subtitle="Enter the 6-digit code sent to your organisation e-mail."
      icon={<MarkEmailReadOutlinedIcon />}
      accent="secondary"
      actions={
        <>
          <Button href={paths.recruiterSignup} variant="outlined" color="secondary">
            Change Email
          </Button>
        </>
      }
    />
  );
}
