import Button from '@mui/material/Button';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Job description for the recruiter (/recruiter/job/{id}) with Edit and View Applicants. */
export function RecruiterJobPage() {
  return (
    <ComingSoon
      title="Job Description"
      subtitle="Everything about this posting, with quick links to edit it and see its applicants."
      icon={<DescriptionOutlinedIcon />}
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
