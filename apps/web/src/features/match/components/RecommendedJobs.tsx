import { useQuery } from '@apollo/client/react';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

import { RECOMMENDED_JOBS_COUNT } from '@hireloop/schema';

import { RecommendedJobsDocument } from '../../../gql/graphql';
import { SectionHeading } from '../../home/components/SectionHeading';
import { JobGrid } from '../../jobs/components/JobGrid';
import JobMatchLine from './JobMatchLine';

/**
 * "Recommended for you" on the home page: the signed-in seeker's best matching open jobs with their
 * match. Nothing while it loads, on an error, or when the profile and survey match nothing (the API
 * answers no jobs then). Loaded only for signed-in seekers.
 */
export default function RecommendedJobs() {
  const { data } = useQuery(RecommendedJobsDocument, {
    variables: { limit: RECOMMENDED_JOBS_COUNT },
    fetchPolicy: 'cache-and-network',
  });
  const jobs = data?.recommendedJobs ?? [];
  if (!jobs.length) return null;
  return (
    <Box
      component="section"
      aria-labelledby="recommended-title"
      data-testid="recommended-jobs"
      sx={{ pt: { xs: 7, md: 10 } }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="recommended-title"
          title="Recommended for you"
          subtitle="Open jobs that fit your profile and preferences"
        />
        <JobGrid jobs={jobs} extra={(job) => <JobMatchLine job={job} />} />
      </Container>
    </Box>
  );
}
