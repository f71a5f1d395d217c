import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

import { PageLoader } from '../components/PageLoader';
import { ToastProvider, ToastsFollowPages } from '../toast';

/** Root of the route tree: toasts (successes kept across navigation), a loading fallback and scroll restoration. */
export function AppRoot() {
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
