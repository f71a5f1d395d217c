import Button from '@mui/material/Button';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Company list (/recruiter/company/list): the recruiter's company profiles. */
export function CompanyListPage() {
  return (
    <ComingSoon
      title="Manage your company profiles"
      subtitle="Add your companies, keep their profiles current and follow their job postings."
      icon={<ApartmentOutlinedIcon />}
      accent="secondary"
      actions={
        <>
          <Button href={paths.registerCompany} variant="contained" color="secondary">
            Add Company
          </Button>
        </>
      }
    />
  );
}
