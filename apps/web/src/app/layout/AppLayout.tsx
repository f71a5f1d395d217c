import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import Box from '@mui/material/Box';

import { MAIN_CONTENT_ID, SkipLink } from '@hireloop/ui';

import { PageLoader } from '../components/PageLoader';
import { PreloadedDataServed } from '../preloadedData';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

/** The frame of every public, seeker and recruiter page: skip link, nav bar, page, footer. */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <NavBar />
      {/* At least a screen tall: the footer starts below the fold and does not jump while a page loads. */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
          // Focused only from the skip link or after navigation, never by Tab: no ring around the page.
          '&:focus': { outline: 'none' },
        }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          {/* After the page: its queries have subscribed when this one's effect runs. */}
          <PreloadedDataServed />
        </Suspense>
      </Box>
      <Footer />
      <BackToTop />
    </Box>
  );
}
