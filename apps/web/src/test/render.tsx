import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  Outlet,
  parsePath,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';

import { CacheProvider } from '@emotion/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { onTestFinished } from 'vitest';

import { AppTheme } from '@hireloop/ui';

import { RouterLink } from '../app/components/RouterLink';
import { createEmotionCache } from '../app/emotionCache';
import { SessionProvider, type SessionSnapshot } from '../app/session';
import { ToastProvider } from '../app/toast';
import { loggedOut, shellMocks } from './fixtures';
import { createCache } from '../app/cache';

export interface ProvidersOptions {
  /** The address the memory router starts at. */
  route?: string;
  /** Router state of the first entry (what the previous step passes on). */
  state?: unknown;
  session?: SessionSnapshot;
  /** The test's answers; the shell's queries (shellMocks) are answered after them by default. */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
}

export interface PageOptions extends ProvidersOptions {
  /**
   * The route pattern the element is mounted at, e.g. '/recruiter/job/:id/applicants' (the start address
   * unless `route` says otherwise); every other address draws only the LocationProbe, so redirects can be
   * asserted. Default: every address draws the element.
   */
  path?: string;
}

export type RenderWithRouterResult = RenderResult & { router: ReturnType<typeof createMemoryRouter> };

/** Shows the router's current address (pathname + search) for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a route tree in the app's providers (theme, GraphQL mocks, session, toasts, memory router). */
export function renderRoutes(routes: RouteObject[], options: ProvidersOptions = {}): RenderWithRouterResult {
  const { route = '/', state, session = loggedOut, mocks = [] } = options;
  const router = createMemoryRouter(routes, { initialEntries: [{ ...parsePath(route), state }] });
  // A style cache of the test's own, as App has one: the page's style rules go with it when the test ends.
  // Left in the document, every later test's getComputedStyle (role queries, MUI's text areas) would
  // match its elements against them all.
  const emotionCache = createEmotionCache();
  const result = render(
    <CacheProvider value={emotionCache}>
      <AppTheme linkComponent={RouterLink}>
        <MockedProvider mocks={[...mocks, ...shellMocks()]} cache={createCache()}>
          <SessionProvider initial={session}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </SessionProvider>
        </MockedProvider>
      </AppTheme>
    </CacheProvider>,
  );
  // The router's subscribers, pending navigations and route loads end with the test, and its styles.
  onTestFinished(() => {
    router.dispose();
    emotionCache.sheet.flush();
  });
  return { ...result, router };
}

/** Renders one element (a page or a component) at `path` with a LocationProbe beside it; see PageOptions. */
export function renderWithProviders(ui: ReactElement, options: PageOptions = {}): RenderWithRouterResult {
  const { path = '*', route = path === '*' ? '/' : path, ...providers } = options;
  const page = (
    <>
      {ui}
      <LocationProbe />
    </>
  );
  // The toasts sit inside the router and above the page, as in the app: a toast's link can navigate, and
  // a toast shown before navigating away stays in view. Other addresses than `path` draw only the probe.
  const children: RouteObject[] = [{ path, element: page }];
  if (path !== '*') children.push({ path: '*', element: <LocationProbe /> });
  return renderRoutes(
    [
      {
        element: (
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        ),
        children,
      },
    ],
    { ...providers, route },
  );
}

/** A GraphQL error answer with the API's `extensions.code`. */
export function graphqlError(message: string, code: string) {
  return { errors: [new GraphQLError(message, { extensions: { code } })] };
}
