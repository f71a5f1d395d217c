import Box from '@mui/material/Box';

import { CategorySections } from '../components/CategorySections';
import { FeaturedJobs } from '../components/FeaturedJobs';
import { HeroSection } from '../components/HeroSection';
import { RecruiterCallout } from '../components/RecruiterCallout';
import { WhyChooseUs } from '../components/WhyChooseUs';
import { useFeaturedJobs } from '../hooks/useFeaturedJobs';

/** Home (/): hero with search and statistics, featured jobs, categories, why us, and employers. */
export function HomePage() {
  const featured = useFeaturedJobs();

  return (
    <Box>
      <HeroSection />
      <FeaturedJobs {...featured} />
      {!featured.loading && !featured.error && <CategorySections jobs={featured.jobs} />}
      <WhyChooseUs />
      <RecruiterCallout />
    </Box>
  );
}
