import Button from '@mui/material/Button';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Company details (/recruiter/company/{id}) with edit and job postings. */
export function CompanyDetailsPage() {
  return (
    <ComingSoon
      title="Company Details"
      subtitle="Profile, contact details and quick actions for this company."
      icon={<BusinessOutlinedIcon />}
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
