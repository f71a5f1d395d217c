import Button from '@mui/material/Button';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** My Profile (/profile): the seeker profile, read-only, with Edit Profile. */
export function ProfilePage() {
  return (
    <ComingSoon
      title="My Profile"
      subtitle="Your bio, skills, resume, experience and education in one place."
      icon={<AccountCircleOutlinedIcon />}
      actions={
        <>
          <Button href={paths.home} variant="outlined">
            Back to Home
          </Button>
        </>
      }
    />
  );
}
