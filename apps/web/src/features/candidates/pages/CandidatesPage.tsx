import Button from '@mui/material/Button';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Candidates (/recruiter/candidates): job seekers with a resume, searchable. */
export function CandidatesPage() {
  return (
    <ComingSoon
      title="Candidates"
      subtitle="Browse job seekers with a resume on file, by name, title, skills and availability."
      icon={<PersonSearchOutlinedIcon />}
      accent="secondary"
      actions={
        <>
          <Button href={paths.recruiterJobs} variant="outlined" color="secondary">
            My Jobs
          </Button>
        </>
      }
    />
  );
}
