import Box from '@mui/material/Box';

import { CategorySections } from '../components/CategorySections';
import { FeaturedJobs } from '../components/FeaturedJobs';
import { HeroSection } from '../components/HeroSection';
import { RecruiterCallout } from '../components/RecruiterCallout';
import { WhyChooseUs } from '../components/WhyChooseUs';
import { useHomeJobs } from '../hooks/useHomeJobs';

/** Home (/): hero with search and statistics, featured jobs, categories, why us, and employers. */
export function HomePage() {
  const { categories, ...featured } = useHomeJobs();

  return (
    <Box>
      <HeroSection />
      <FeaturedJobs {...featured} />
      {!featured.loading && !featured.error && <CategorySections sections={categories} />}
      <WhyChooseUs />
      <RecruiterCallout />
    </Box>
  );
}
