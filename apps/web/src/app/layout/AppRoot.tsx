import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

import { PageLoader } from '../components/PageLoader';
import { ToastProvider } from '../toast';

/** Root of the route tree: toasts (kept across navigation), a loading fallback and scroll restoration. */
export function AppRoot() {
  return (
    <ToastProvider>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </ToastProvider>
  );
}
