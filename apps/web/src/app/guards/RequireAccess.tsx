import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { useSession } from '../session';
import { accessRedirect, type Access } from './access';

export interface RequireAccessProps {
  access: Access;
}

/** Layout route that shows its child routes only to visitors allowed by `access`, else redirects. */
export function RequireAccess({ access }: RequireAccessProps) {
  const { loggedIn, role } = useSession();
  const location = useLocation();
  const target = accessRedirect(access, { loggedIn, role });
  if (target && target !== location.pathname) {
    return <Navigate to={target} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
