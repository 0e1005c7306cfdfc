import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { selectSignedOut } from '../../features/auth/auth-slice';
import { paths } from '../../shared/lib/paths';
import { selectSessionToken } from '../../shared/session/session-state';
import { PageLoader } from '../../shared/ui/page-loader';

type AppLayoutModule = typeof import('./app-layout');

// The layout is its own chunk, fetched only by visitors with a session. It resolves the
// workspace (users/me, the teams): the entry stays free of the contract's schemas and zod.
let loadedLayout: AppLayoutModule | undefined;
let loadingLayout: Promise<AppLayoutModule> | undefined;

/**
 * Loads the layout's chunk once. The routes of the signed-in area await it in their loader (router.tsx), so the
 * router renders the layout and the screen together, already loaded. Rendered through React.lazy instead, the
 * layout suspended and showed its fallback, and React holds back a suspended boundary's content until 300 ms
 * after its fallback appeared (its "throttle"): that delayed the Dashboard's first contentful paint by ~0.3 s.
 */
export function loadAppLayout(): Promise<AppLayoutModule> {
  loadingLayout ??= import('./app-layout').then((module) => (loadedLayout = module));
  return loadingLayout;
}

const LazyAppLayout = lazy(async () => ({ default: (await loadAppLayout()).AppLayout }));

/** The layout around the signed-in screens: at once when its chunk is there (the usual case), else once it loads. */
export function AppLayout() {
  if (loadedLayout) return <loadedLayout.AppLayout />;
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyAppLayout />
    </Suspense>
  );
}

/** The protected area: without a token the visitor goes to Login (and comes back after). */
export function ProtectedRoute() {
  const token = useSelector(selectSessionToken);
  const signedOut = useSelector(selectSignedOut);
  const location = useLocation();
  if (!token && signedOut) return <Navigate to={paths.login} replace />;
  if (!token) return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <AppLayout />;
}
