import Button from '@mui/material/Button';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Applied jobs (/{id}/jobs/applied): every application of the seeker with its status. */
export function AppliedJobsPage() {
  return (
    <ComingSoon
      title="Applied Jobs"
      subtitle="Follow the status of every job you have applied to."
      icon={<AssignmentTurnedInOutlinedIcon />}
      actions={
        <>
          <Button href={paths.jobs} variant="contained">
            Browse Jobs
          </Button>
        </>
      }
    />
  );
}
