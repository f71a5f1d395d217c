import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';

import { RECRUITER_MESSAGES } from '@hireloop/schema';
import { EmptyState } from '@hireloop/ui';

import { paths } from '../../../app/paths';

/** A company that does not exist, or is someone else's. */
export function CompanyNotFound() {
  return (
    <EmptyState
      icon={<SearchOffOutlinedIcon />}
      title={RECRUITER_MESSAGES.companyNotFound}
      description="It may have been deleted, or it belongs to another account."
      action={
        <Button href={paths.companyList} variant="contained" startIcon={<ArrowBackIcon />}>
          Back to Companies
        </Button>
      }
    />
  );
}
