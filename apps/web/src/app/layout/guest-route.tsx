import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { redirectTarget } from '../../features/auth/redirect-target';
import { selectSessionToken } from '../../shared/session/session-state';

/** Login and Sign-up: a visitor who already has a session goes on to the app. */
export function GuestRoute() {
  const token = useSelector(selectSessionToken);
  const location = useLocation();
  if (token) return <Navigate to={redirectTarget(location.state)} replace />;
  return <Outlet />;
}
