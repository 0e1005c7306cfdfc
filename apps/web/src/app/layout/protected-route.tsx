import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectToken } from '../../features/auth/auth-slice';
import { useGetMeQuery } from '../../features/users/api';

/**
 * The protected area: without a token the visitor goes to Login (and comes back after).
 * With one, users/me starts loading at once, in parallel with the layout's chunk.
 */
export function ProtectedRoute() {
  const token = useSelector(selectToken);
  const location = useLocation();
  useGetMeQuery(undefined, { skip: !token });
  if (!token) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
