import Button from '@mui/material/Button';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** My Jobs (/recruiter/jobs): the jobs the recruiter posted, within the posting limit. */
export function MyJobsPage() {
  return (
    <ComingSoon
      title="My Jobs"
      subtitle="Post jobs, follow applicants and keep your listings up to date."
      icon={<WorkOutlineOutlinedIcon />}
      accent="secondary"
      actions={
        <>
          <Button href={paths.postJob} variant="contained" color="secondary">
            Post Job
          </Button>
        </>
      }
    />
  );
}
