import Button from '@mui/material/Button';
import TipsAndUpdatesOutlinedIcon from '@mui/icons-material/TipsAndUpdatesOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Career Advice (/career-advice): guides for job seekers. */
export function CareerAdvicePage() {
  return (
    <ComingSoon
      title="Career Advice"
      subtitle="Guides on resumes, interviews, salary talks and growing your career."
      icon={<TipsAndUpdatesOutlinedIcon />}
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
