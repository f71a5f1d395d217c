import { useEffect, useState } from 'react';

import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

import { BACK_TO_TOP_AFTER_PX } from '@hireloop/schema';

/** A floating button back to the top of the page, shown after scrolling past 300 px. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const scrollUp = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label="Back to top"
        data-testid="back-to-top"
        onClick={scrollUp}
        sx={{ position: 'fixed', right: { xs: 16, md: 32 }, bottom: { xs: 16, md: 32 }, zIndex: 'speedDial' }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
