import Button from '@mui/material/Button';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Edit job (/recruiter/job/{id}/edit). */
export function EditJobPage() {
  return (
    <ComingSoon
      title="Edit Job"
      subtitle="Update the details and status of this posting."
      icon={<EditNoteOutlinedIcon />}
      accent="secondary"
      actions={
        <>
          <Button href={paths.recruiterJobs} variant="outlined" color="secondary">
            Back to My Jobs
          </Button>
        </>
      }
    />
  );
}
