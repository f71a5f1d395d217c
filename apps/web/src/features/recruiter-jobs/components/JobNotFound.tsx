import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';

import { RECRUITER_MESSAGES } from '@hireloop/schema';
import { EmptyState } from '@hireloop/ui';

import { paths } from '../../../app/paths';

/** 'Go Back to Jobs': the recruiter's job list (the spec's /jobs would send a recruiter to the company list). */
export function GoBackToJobs() {
  return (
    <Button href={paths.recruiterJobs} variant="contained" startIcon={<ArrowBackIcon />}>
      Go Back to Jobs
    </Button>
  );
}

/** A job that does not exist, or is not mine. */
export function JobNotFound() {
  return (
    <EmptyState
      icon={<SearchOffOutlinedIcon />}
      title={RECRUITER_MESSAGES.jobNotFound}
      description="It may have been removed, or it belongs to another account."
      action={<GoBackToJobs />}
    />
  );
}
