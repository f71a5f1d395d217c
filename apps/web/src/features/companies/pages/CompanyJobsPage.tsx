import Button from '@mui/material/Button';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Company jobs (/recruiter/company/{id}/jobs): postings of one company with status filters. */
export function CompanyJobsPage() {
  return (
    <ComingSoon
      title="Company Jobs"
      subtitle="Active jobs, applicants and open positions of this company."
      icon={<WorkHistoryOutlinedIcon />}
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
