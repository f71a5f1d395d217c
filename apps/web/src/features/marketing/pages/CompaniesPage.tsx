import Button from '@mui/material/Button';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Companies (/companies): the employers hiring on Hireloop. */
export function CompaniesPage() {
  return (
    <ComingSoon
      title="Companies"
      subtitle="Discover the companies hiring on Hireloop and the roles they offer."
      icon={<ApartmentOutlinedIcon />}
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
