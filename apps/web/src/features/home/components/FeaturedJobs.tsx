import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { EmptyState } from '@hireloop/ui';

import { paths } from '../../../app/paths';
import { ErrorState } from '../../jobs/components/ErrorState';
import { JobGrid } from '../../jobs/components/JobGrid';
import { LoadingState } from '../../jobs/components/LoadingState';
import type { FeaturedJobsState } from '../hooks/useFeaturedJobs';
import { SectionHeading } from './SectionHeading';

export const FEATURED_JOBS_ERROR = 'Failed to fetch jobs. Please try again.';

/** Featured Jobs: the first six jobs, with loading, error and empty states. */
export function FeaturedJobs({ jobs, loading, error, retry }: FeaturedJobsState) {
  let body;
  if (loading) {
    body = <LoadingState text="Loading featured jobs..." />;
  } else if (error) {
    body = <ErrorState title={FEATURED_JOBS_ERROR} retryLabel="Try again" onRetry={retry} />;
  } else if (jobs.length === 0) {
    body = (
      <EmptyState
        icon={<WorkOutlineOutlinedIcon />}
        title="No featured jobs available"
        description="Check back later for new opportunities"
      />
    );
  } else {
    body = <JobGrid jobs={jobs} />;
  }

  return (
    <Box
      component="section"
      aria-labelledby="featured-title"
      data-testid="featured-jobs"
      sx={{ pt: { xs: 7, md: 10 } }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="featured-title"
          title="Featured Jobs"
          subtitle="Fresh openings from companies hiring right now"
          action={
            <Button
              href={paths.jobs}
              variant="outlined"
              endIcon={<ArrowForwardIcon />}
              sx={{ flexShrink: 0 }}
            >
              View All Jobs
            </Button>
          }
        />
        {body}
      </Container>
    </Box>
  );
}
