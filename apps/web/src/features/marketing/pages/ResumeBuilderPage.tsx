import Button from '@mui/material/Button';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Resume Builder (/resume-builder). */
export function ResumeBuilderPage() {
  return (
    <ComingSoon
      title="Resume Builder"
      subtitle="Build a clear, recruiter-ready resume in minutes."
      icon={<ArticleOutlinedIcon />}
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
