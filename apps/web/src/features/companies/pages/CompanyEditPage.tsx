import Button from '@mui/material/Button';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Edit Company Profile (/recruiter/company/{id}/edit). */
export function CompanyEditPage() {
  return (
    <ComingSoon
      title="Edit Company Profile"
      subtitle="Update the name, industry, location, website and other details of this company."
      icon={<EditNoteOutlinedIcon />}
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
