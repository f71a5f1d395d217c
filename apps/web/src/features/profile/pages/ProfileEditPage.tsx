import Button from '@mui/material/Button';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Profile form (/profile/{id}/edit): personal information, documents, experience and education. */
export function ProfileEditPage() {
  return (
    <ComingSoon
      title="Edit Profile"
      subtitle="Update your personal information, documents, experience and education."
      icon={<EditNoteOutlinedIcon />}
      actions={
        <>
          <Button href={paths.profile} variant="outlined">
            My Profile
          </Button>
        </>
      }
    />
  );
}
