import Button from '@mui/material/Button';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Preference survey (/job/preference/survey): seven steps from job title to shift. */
export function PreferenceSurveyPage() {
  return (
    <ComingSoon
      title="Job Preference Survey"
      subtitle="Seven quick steps: job title, skills, job type, category, location, salary and shift."
      icon={<TuneOutlinedIcon />}
      actions={
        <>
          <Button href={paths.jobs} variant="outlined">
            Browse Jobs
          </Button>
        </>
      }
    />
  );
}
