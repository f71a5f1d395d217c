import Button from '@mui/material/Button';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Add New Company (/recruiter/register-company). */
export function RegisterCompanyPage() {
  return (
    <ComingSoon
      title="Add New Company"
      subtitle="Name, industry, location, website, size, contact number, description and logo."
      icon={<AddBusinessOutlinedIcon />}
      accent="secondary"
      actions={
        <>
          <Button href={paths.companyList} variant="outlined" color="secondary">
            Back to Companies
          </Button>
        </>
      }
    />
  );
}
