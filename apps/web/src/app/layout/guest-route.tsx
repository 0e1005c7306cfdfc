import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectToken } from '../../features/auth/auth-slice';
import { redirectTarget } from '../../features/auth/redirect-target';

/** Login and Sign-up: a visitor who already has a session goes on to the app. */
export function GuestRoute() {
  const token = useSelector(selectToken);
  const location = useLocation();
  if (token) return <Navigate to={redirectTarget(location.state)} replace />;
  return <Outlet />;
}
