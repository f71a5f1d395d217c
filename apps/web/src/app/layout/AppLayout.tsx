import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import Box from '@mui/material/Box';

import { PageLoader } from '../components/PageLoader';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

/** The frame of every public, seeker and recruiter page: nav bar, page, footer. */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavBar />
      <Box component="main" id="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <BackToTop />
    </Box>
  );
}
