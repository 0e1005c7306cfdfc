import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { selectSignedOut, selectToken } from '../../features/auth/auth-slice';
import { useGetMeQuery } from '../../features/users/api';
import { PageLoader } from '../../shared/ui/page-loader';

// The layout is its own chunk, fetched only by visitors with a session.
const AppLayout = lazy(async () => ({ default: (await import('./app-layout')).AppLayout }));

/**
 * The protected area: without a token the visitor goes to Login (and comes back after).
 * With one, users/me starts loading at once, in parallel with the layout's chunk.
 */
export function ProtectedRoute() {
  const token = useSelector(selectToken);
  const signedOut = useSelector(selectSignedOut);
  const location = useLocation();
  useGetMeQuery(undefined, { skip: !token });
  if (!token && signedOut) return <Navigate to="/login" replace />;
  if (!token) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <AppLayout />
    </Suspense>
  );
}
