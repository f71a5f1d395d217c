import Button from '@mui/material/Button';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Applicants of one job (/recruiter/job/{id}/applicants) with status tabs and actions. */
export function JobApplicantsPage() {
  return (
    <ComingSoon
      title="Applicants"
      subtitle="Review applicants, open their documents and update their status."
      icon={<PeopleAltOutlinedIcon />}
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
