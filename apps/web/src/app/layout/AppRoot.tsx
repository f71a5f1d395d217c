import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

import { PageLoader } from '../components/PageLoader';
import { useRouteTitle } from '../pageTitle';
import { useRouteFocus } from '../routeFocus';
import { ToastProvider, ToastsFollowPages } from '../toast';

/**
 * Root of the route tree: the tab's title, focus on the new page after navigation, toasts (successes kept
 * across navigation), a loading fallback and scroll restoration.
 */
export function AppRoot() {
  useRouteTitle();
  useRouteFocus();
  return (
    <ToastProvider>
      <ToastsFollowPages />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </ToastProvider>
  );
}
