import { lazy, Suspense } from 'react';

import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

import { paths } from '../../../app/paths';
import { JobGrid } from '../../jobs/components/JobGrid';
import type { HomeJobsState } from '../hooks/useHomeJobs';
import { SectionHeading } from './SectionHeading';
import { LoadingBlock } from '@hireloop/ui';

// The error and empty states load on first use (they are rarely seen on the first page).
const FeaturedJobsNotice = lazy(async () => ({
  default: (await import('./FeaturedJobsNotice')).FeaturedJobsNotice,
}));

/** Featured Jobs: the first six jobs, with loading, error and empty states. */
export function FeaturedJobs({ jobs, loading, error, retry }: Omit<HomeJobsState, 'categories'>) {
  let body;
  if (loading) {
    body = <LoadingBlock text="Loading featured jobs..." />;
  } else if (error || jobs.length === 0) {
    body = (
      <Suspense fallback={null}>
        <FeaturedJobsNotice kind={error ? 'error' : 'empty'} onRetry={retry} />
      </Suspense>
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
