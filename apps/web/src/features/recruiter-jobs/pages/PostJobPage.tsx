import Button from '@mui/material/Button';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Post New Job (/recruiter/job/post/new). */
export function PostJobPage() {
  return (
    <ComingSoon
      title="Post New Job"
      subtitle="Company, title, description, requirements, skills, salary, location, type, shift, category and positions."
      icon={<PostAddOutlinedIcon />}
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
