import { lazy, Suspense } from 'react';

import Box from '@mui/material/Box';

import { Role } from '@hireloop/schema';

import { useSession } from '../../../app/session';

import { CategorySections } from '../components/CategorySections';
import { FeaturedJobs } from '../components/FeaturedJobs';
import { HeroSection } from '../components/HeroSection';
import { RecruiterCallout } from '../components/RecruiterCallout';
import { WhyChooseUs } from '../components/WhyChooseUs';
import { useHomeJobs } from '../hooks/useHomeJobs';

/** A signed-in seeker's recommendations: their code loads only for them. */
const RecommendedJobs = lazy(() => import('../../match/components/RecommendedJobs'));

/**
 * Home (/): hero with search and statistics, (for a signed-in seeker) jobs recommended for them, featured
 * jobs, categories, why us, and employers.
 */
export function HomePage() {
  const { categories, ...featured } = useHomeJobs();
  const seeker = useSession().role === Role.JOB_SEEKER;

  return (
    <Box>
      <HeroSection />
      {seeker && (
        <Suspense fallback={null}>
          <RecommendedJobs />
        </Suspense>
      )}
      <FeaturedJobs {...featured} />
      {!featured.loading && !featured.error && <CategorySections sections={categories} />}
      <WhyChooseUs />
      <RecruiterCallout />
    </Box>
  );
}
