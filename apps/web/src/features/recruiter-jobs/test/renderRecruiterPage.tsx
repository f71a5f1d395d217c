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
import { recruiter } from '../../../test/fixtures';
import { LocationProbe } from '../../../test/render';

export interface RecruiterPageOptions {
  /** The route pattern the page is mounted at, e.g. '/recruiter/job/:id/applicants'. */
  path: string;
  /** The address opened first; defaults to `path`. */
  route?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  session?: SessionSnapshot;
}

/**
 * Renders one recruiter page in the app's providers (theme, GraphQL mocks, recruiter session, toasts) in
 * a memory router; every other address renders only the location probe, so redirects can be asserted.
 */
export function renderRecruiterPage(page: ReactElement, options: RecruiterPageOptions) {
  const { path, route = path, mocks = [], session = recruiter } = options;
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
    { initialEntries: [route] },
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
