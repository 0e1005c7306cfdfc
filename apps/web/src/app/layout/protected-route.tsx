import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { selectSignedOut } from '../../features/auth/auth-slice';
import { paths } from '../../shared/lib/paths';
import { selectSessionToken } from '../../shared/session/session-state';
import { PageLoader } from '../../shared/ui/page-loader';

// The layout is its own chunk, fetched only by visitors with a session. It resolves the
// workspace (users/me, the teams): the entry stays free of the contract's schemas and zod.
export const AppLayout = lazy(async () => ({ default: (await import('./app-layout')).AppLayout }));

/** The protected area: without a token the visitor goes to Login (and comes back after). */
export function ProtectedRoute() {
  const token = useSelector(selectSessionToken);
  const signedOut = useSelector(selectSignedOut);
  const location = useLocation();
  if (!token && signedOut) return <Navigate to={paths.login} replace />;
  if (!token) return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <AppLayout />
    </Suspense>
  );
}
