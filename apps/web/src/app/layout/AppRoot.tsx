import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

import { PageLoader } from '../components/PageLoader';

/** Root of the route tree: a loading fallback for lazy areas and scroll restoration on navigation. */
export function AppRoot() {
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
