import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router-dom';

import { paths } from '../paths';
import { SESSION_REFUSED_EVENT } from './refusal';
import { storedToken } from './session';
import { useSession } from './sessionContext';

export { SESSION_REFUSED_EVENT };

export interface SessionExpiryProps {
  /** The app's data router (the component sits outside RouterProvider). */
  router: Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;
}

/**
 * A token the API refuses (UNAUTHENTICATED on a signed-in request) ends the session and opens /login,
 * remembering the page so the user comes back to it after logging in again.
 */
export function SessionExpiry({ router }: SessionExpiryProps) {
  const { logout } = useSession();
  useEffect(() => {
    const onRefused = () => {
      if (!storedToken()) return;
      const { pathname, search } = router.state.location;
      logout();
      void router.navigate(paths.login, { replace: true, state: { from: `${pathname}${search}` } });
    };
    window.addEventListener(SESSION_REFUSED_EVENT, onRefused);
    return () => window.removeEventListener(SESSION_REFUSED_EVENT, onRefused);
  }, [logout, router]);
  return null;
}
