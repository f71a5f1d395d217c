import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';

import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { AppTheme } from '@hireloop/ui';

import { RouterLink } from '../../../app/components/RouterLink';
import { SessionProvider, type SessionSnapshot } from '../../../app/session';
import { ToastProvider } from '../../../app/toast';
import { loggedOut } from '../../../test/fixtures';
import { LocationProbe } from '../../../test/render';

export interface AccountPageOptions {
  /** The route pattern the page is mounted at, e.g. '/email/verification'. */
  path: string;
  /** The address opened first; defaults to `path`. */
  route?: string;
  /** Router state of the first entry (what the previous step passes on). */
  state?: unknown;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  session?: SessionSnapshot;
}

/**
 * Renders one accounts page in the app's providers (theme, GraphQL mocks, session, toasts) in a memory
 * router; every other address renders only the location probe, so redirects can be asserted.
 */
export function renderAccountPage(page: ReactElement, options: AccountPageOptions) {
  const { path, route = path, state, mocks = [], session = loggedOut } = options;
  const router = createMemoryRouter(
    [
      {
        element: (
          <ToastProvider>
            <Outlet />
            <LocationProbe />
          </ToastProvider>
        ),
        children: [
          { path, element: page },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [{ pathname: route, state }] },
  );
  const view = render(
    <AppTheme linkComponent={RouterLink}>
      <MockedProvider mocks={mocks}>
        <SessionProvider initial={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </MockedProvider>
    </AppTheme>,
  );
  return { ...view, router };
}

/** A GraphQL error answer with the API's `extensions.code`. */
export function graphqlError(message: string, code: string) {
  return { errors: [new GraphQLError(message, { extensions: { code } })] };
}

/** The AuthPayload of a sign-in, as the API answers it. */
/** adminLogin's answer without two-factor sign-in: the session at once. */
export function adminLoginPayload(email: string, firstName = 'Priya') {
  return {
    ...authPayload('ADMIN', email, firstName),
    __typename: 'AdminLoginPayload' as const,
    twoFactorRequired: false,
    otp: null,
  };
}

export function authPayload(role: 'JOB_SEEKER' | 'RECRUITER' | 'ADMIN', email: string, firstName = 'Priya') {
  return {
    __typename: 'AuthPayload' as const,
    token: `${role.toLowerCase()}-token`,
    user: {
      __typename: 'User' as const,
      id: `${role.toLowerCase()}-1`,
      email,
      firstName,
      lastName: 'Sharma',
      name: `${firstName} Sharma`,
      role,
    },
  };
}
