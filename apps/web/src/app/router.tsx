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
          {
            path: 'login-mfa',
            handle: handle({ title: 'MFA' }),
            lazy: async () => ({ Component: (await import('../features/auth/pages/login-mfa-page')).LoginMfaPage }),
          },
          {
            path: 'login-callback',
            handle: handle({ title: 'Signing in' }),
            lazy: async () => ({
              Component: (await import('../features/auth/pages/login-callback-page')).LoginCallbackPage,
            }),
          },
        ],
      },
      // Mailed links work with or without a session: a signed-in user can verify or reset too.
      {
        path: 'forgot-password',
        handle: handle({ title: 'Forgot password' }),
        lazy: async () => ({
          Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: 'new-password/:key',
        handle: handle({ title: 'Create a new password' }),
        lazy: async () => ({ Component: (await import('../features/auth/pages/new-password-page')).NewPasswordPage }),
      },
      {
        path: 'verify/:key',
        handle: handle({ title: 'Verifying your email' }),
        lazy: async () => ({ Component: (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage }),
      },
      // Accept invitation: works with or without a session (without one it sends the visitor to Login and back).
      { path: 'invite', element: <Navigate to="/dashboard" replace /> },
      {
        path: 'invite/:code',
        handle: handle({ title: 'Accept invitation' }),
        lazy: async () => ({ Component: (await import('./routes/invite-route')).InviteRoute }),
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
          {
            path: 'user-settings',
            handle: handle({ title: 'User settings', crumb: 'User settings' }),
            lazy: async () => ({ Component: (await import('../features/users/pages/user-settings-page')).UserSettingsPage }),
          },
          {
            path: 'account-settings',
            handle: handle({ title: 'Account Settings', crumb: 'Account Settings' }),
            lazy: async () => ({ Component: (await import('./routes/account-settings-route')).AccountSettingsRoute }),
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
