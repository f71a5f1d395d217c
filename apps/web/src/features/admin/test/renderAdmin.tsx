import type { ReactElement } from 'react';
import { Outlet } from 'react-router-dom';

import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';

import { ToastProvider } from '../../../app/toast';
import { admin } from '../../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../../test/render';

export interface AdminRenderOptions {
  /** The address opened first, e.g. '/admin/seekers'. */
  route?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
}

/** Renders an admin element at /admin/* in the app's providers (theme, mocks, admin session, toasts). */
export function renderAdmin(
  ui: ReactElement,
  { route = '/admin/dashboard', mocks = [] }: AdminRenderOptions = {},
) {
  return renderRoutes(
    [
      {
        element: (
          <ToastProvider>
            <Outlet />
            <LocationProbe />
          </ToastProvider>
        ),
        children: [{ path: '/admin/*', element: ui }],
      },
    ],
    { route, session: admin, mocks },
  );
}

/** A GraphQL error answer with an extensions code, as the API sends it. */
export function graphqlErrorResult(message: string, code: string) {
  return { errors: [new GraphQLError(message, { extensions: { code } })] };
}
