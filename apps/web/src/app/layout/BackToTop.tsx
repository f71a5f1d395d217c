import { lazy, Suspense, useEffect, useState } from 'react';

/** The button shows once the page is scrolled past this many pixels. */
const BACK_TO_TOP_AFTER_PX = 300;

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
    // The first look (a page opened already scrolled) waits for the next frame: reading scrollY makes the
    // browser lay out the page there and then, and right after the app's first render that is the whole
    // page, in the same long task as the render.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopButton visible={visible} />
    </Suspense>
  );
}
