import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { registerNavigator } from '../shared/lib/navigation';
import { PageLoader } from '../shared/ui/page-loader';
import { GuestRoute } from './layout/guest-route';
import { ProtectedRoute } from './layout/protected-route';
import { RootRoute } from './layout/root-route';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

const handle = (value: RouteHandle): RouteHandle => value;

/** Every screen is its own chunk; only the guards and the root are in the entry. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        // Login, Sign-up and (later) the other sign-in screens: no session needed.
        Component: GuestRoute,
        children: [
          {
            path: 'login',
            handle: handle({ title: 'Login' }),
            lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
          },
          {
            path: 'sign-up',
            handle: handle({ title: 'Create account' }),
            lazy: async () => ({ Component: (await import('../features/auth/pages/sign-up-page')).SignUpPage }),
          },
          {
            path: 'sign-up/:brand',
            handle: handle({ title: 'Create account' }),
            lazy: async () => ({ Component: (await import('../features/auth/pages/sign-up-page')).SignUpPage }),
          },
        ],
      },
      {
        // The protected area: a session is required; it renders the app layout around its screens.
        Component: ProtectedRoute,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          {
            path: 'dashboard',
            handle: handle({ title: 'Dashboard', crumb: 'Dashboard' }),
            lazy: async () => ({ Component: (await import('./routes/dashboard-route')).DashboardRoute }),
          },
        ],
      },
      {
        path: '*',
        handle: handle({ title: 'Page not found' }),
        lazy: async () => ({ Component: (await import('../features/errors/pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigator((to, state) => void router.navigate(to, { replace: true, state }));
  return router;
}
