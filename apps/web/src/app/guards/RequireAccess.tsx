import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { useSession } from '../session';
import { accessRedirect, recruiterReturnPath, type Access } from './access';

export interface RequireAccessProps {
  access: Access;
}

/** Layout route that shows its child routes only to visitors allowed by `access`, else redirects. */
export function RequireAccess({ access }: RequireAccessProps) {
  const { loggedIn, role } = useSession();
  const location = useLocation();
  let target = accessRedirect(access, { loggedIn, role });
  // A recruiter who has just signed in on the login page goes back to the page that asked for it.
  if (target && access === 'public' && loggedIn) {
    target = recruiterReturnPath(location.pathname, location.state) ?? target;
  }
  if (target && target !== location.pathname) {
    return <Navigate to={target} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
