import { lazy, Suspense, useEffect, useState } from 'react';

import { BACK_TO_TOP_AFTER_PX } from '@hireloop/schema';

// The button's code loads the first time it is needed.
const BackToTopButton = lazy(async () => ({ default: (await import('./BackToTopButton')).BackToTopButton }));

/** A floating button back to the top of the page, shown after scrolling past 300 px. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const onScroll = () => {
      const past = window.scrollY > BACK_TO_TOP_AFTER_PX;
      setVisible(past);
      if (past) setUsed(true);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopButton visible={visible} />
    </Suspense>
  );
}
