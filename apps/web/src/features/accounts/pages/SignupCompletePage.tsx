import Button from '@mui/material/Button';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Seeker sign-up completion (/signup/complete): name, password and contact number. */
export function SignupCompletePage() {
  return (
    <ComingSoon
      title="Complete Your Account"
      subtitle="Add your name, a password and your contact number to finish signing up."
      icon={<HowToRegOutlinedIcon />}
      actions={
        <>
          <Button href={paths.login} variant="outlined">
            Already have an account? Login
          </Button>
        </>
      }
    />
  );
}
