import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

// Needed only once the user navigates: not part of the first load's code.
const load = () => import('./focusNewPage');

/** Runs `start` from the focus code once it has loaded, unless stopped before; returns the stop. */
function withFocusCode(start: (code: Awaited<ReturnType<typeof load>>) => () => void): () => void {
  let stop: (() => void) | undefined;
  let live = true;
  // Focus management only helps: without its code (a failed load) navigation works as before.
  load()
    .then((code) => {
      if (live) stop = start(code);
    })
    .catch(() => undefined);
  return () => {
    live = false;
    stop?.();
  };
}

/**
 * On navigation inside the app to another path, moves the focus to the new page's main heading (else its
 * `<main>`), so keyboard and screen-reader users continue at the new page instead of the link they used
 * (focusNewPage). Nothing moves on the first load, nor when only the query string or the fragment changes
 * (e.g. filters typed on /jobs).
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const arrived = useRef(pathname);

  useEffect(() => withFocusCode((code) => code.watchInteraction()), []);

  useEffect(() => {
    if (pathname === arrived.current) return undefined;
    arrived.current = pathname;
    return withFocusCode((code) => code.focusNewPage());
  }, [pathname]);
}
