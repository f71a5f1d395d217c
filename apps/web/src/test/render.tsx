import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  Outlet,
  parsePath,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';

import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { onTestFinished } from 'vitest';

import { DEFAULT_PLATFORM_NAME } from '@hireloop/schema';
import { AppTheme } from '@hireloop/ui';

import { RouterLink } from '../app/components/RouterLink';
import { SessionProvider, type SessionSnapshot } from '../app/session';
import { ToastProvider } from '../app/toast';
import { NOTIFICATION_LIMIT } from '../features/notifications/hooks/useNotifications';
import { MyNotificationsDocument, MyPhotoDocument, SiteConfigDocument } from '../gql/graphql';
import { loggedOut } from './fixtures';

export interface ProvidersOptions {
  /** The address the memory router starts at. */
  route?: string;
  /** Router state of the first entry (what the previous step passes on). */
  state?: unknown;
  session?: SessionSnapshot;
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

/**
 * The queries of the app's frame that most tests do not look at (the site config; a signed-in user's bell
 * and photo), answered as on a new installation (default name, no contact details, no notifications, no
 * photo) as often as they are asked. A test's own answers to them come first.
 */
function frameMocks(session: SessionSnapshot): MockLink.MockedResponse[] {
  // A large count rather than Infinity, which MockLink mishandles (a refetch of 'active' queries hangs).
  const always = { maxUsageCount: 1_000 };
  const site: MockLink.MockedResponse = {
    ...always,
    request: { query: SiteConfigDocument },
    result: {
      data: {
        siteConfig: {
          __typename: 'SiteConfig',
          googleClientId: null,
          platformName: DEFAULT_PLATFORM_NAME,
          contactEmail: '',
          supportPhone: '',
          logoUrl: null,
        },
      },
    },
  };
  if (!session.user) return [site];
  return [
    site,
    {
      ...always,
      request: { query: MyNotificationsDocument, variables: { limit: NOTIFICATION_LIMIT } },
      result: {
        data: { myNotifications: { __typename: 'NotificationPage', unreadCount: 0, total: 0, items: [] } },
      },
    },
    {
      ...always,
      request: { query: MyPhotoDocument },
      result: { data: { me: { __typename: 'User', id: session.user.id, photoUrl: null } } },
    },
  ];
}

/**
 * Renders a route tree in the app's providers (theme, GraphQL mocks, session, memory router), with the
 * toasts inside the router as in the app, so a toast's link can navigate.
 */
export function renderRoutes(routes: RouteObject[], options: ProvidersOptions = {}): RenderWithRouterResult {
  const { route = '/', state, session = loggedOut, mocks = [] } = options;
  const router = createMemoryRouter(
    [
      {
        element: (
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        ),
        children: routes,
      },
    ],
    { initialEntries: [{ ...parsePath(route), state }] },
  );
  const result = render(
    <AppTheme linkComponent={RouterLink}>
      <MockedProvider mocks={[...mocks, ...frameMocks(session)]}>
        <SessionProvider initial={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </MockedProvider>
    </AppTheme>,
  );
  // The router's subscribers, pending navigations and route loads end with the test.
  onTestFinished(() => router.dispose());
  return { ...result, router };
}

/** Renders one element (a page or a component) at `path` with a LocationProbe beside it; see PageOptions. */
export function renderWithProviders(ui: ReactElement, options: PageOptions = {}): RenderWithRouterResult {
  const { path = '*', route = path === '*' ? '/' : path, ...providers } = options;
  const probe = <LocationProbe />;
  return renderRoutes(
    [
      {
        path,
        element: (
          <>
            {ui}
            {probe}
          </>
        ),
      },
      ...(path === '*' ? [] : [{ path: '*', element: probe }]),
    ],
    { ...providers, route },
  );
}

/** A GraphQL error answer with the API's `extensions.code`. */
export function graphqlError(message: string, code: string) {
  return { errors: [new GraphQLError(message, { extensions: { code } })] };
}
