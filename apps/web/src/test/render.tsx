import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';

import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';

import { AppTheme } from '@hireloop/ui';

import { RouterLink } from '../app/components/RouterLink';
import { SessionProvider, type SessionSnapshot } from '../app/session';
import { ToastProvider } from '../app/toast';
import { loggedOut } from './fixtures';

export interface ProvidersOptions {
  /** The address the memory router starts at. */
  route?: string;
  session?: SessionSnapshot;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
}

export type RenderWithRouterResult = RenderResult & { router: ReturnType<typeof createMemoryRouter> };

/** Shows the router's current address (pathname + search) for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a route tree in the app's providers (theme, GraphQL mocks, session, toasts, memory router). */
export function renderRoutes(routes: RouteObject[], options: ProvidersOptions = {}): RenderWithRouterResult {
  const { route = '/', session = loggedOut, mocks = [] } = options;
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppTheme linkComponent={RouterLink}>
      <MockedProvider mocks={mocks}>
        <SessionProvider initial={session}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </SessionProvider>
      </MockedProvider>
    </AppTheme>,
  );
  return { ...result, router };
}

/** Renders one element at `route` (any path matches), with a LocationProbe beside it. */
export function renderWithProviders(
  ui: ReactElement,
  options: ProvidersOptions = {},
): RenderWithRouterResult {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    options,
  );
}
