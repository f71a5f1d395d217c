import Button from '@mui/material/Button';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';
import { usePlatform } from '../../../app/platform';

/** Companies (/companies): the employers hiring on the platform. */
export function CompaniesPage() {
  const { name } = usePlatform();
  return (
    <ComingSoon
      title="Companies"
      subtitle={`Discover the companies hiring on ${name} and the roles they offer.`}
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
