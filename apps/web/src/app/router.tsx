import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { registerNavigator } from '../shared/lib/navigation';
import { paths } from '../shared/lib/paths';
import { PageLoader } from '../shared/ui/page-loader';
import { GuestRoute } from './layout/guest-route';
import { NotFoundRoute } from './layout/not-found-route';
import { loadAppLayout, ProtectedRoute } from './layout/protected-route';
import { RootRoute } from './layout/root-route';
import { RouteError } from './route-error';
import { handle } from './route-handle';

/** Whether the visitor has a session: given to `createAppRouter` (the store's token). */
let hasSession = () => false;
/**
 * The signed-in area's loader: its layout's chunk, loaded with the screen's instead of after it (protected-route.tsx).
 */
const layoutLoader = async () => {
  if (hasSession()) await loadAppLayout();
  return null;
};
/** The layout's chunk, once loaded, stays: its loader need not run again on navigations inside the area. */
const neverRevalidate = () => false;

const PROTECTED_AREA = 'protected';
let protectedRoutesAdded = false;

/**
 * Adds the signed-in area's screens (protected-routes.tsx) on the first navigation that may be one of them: until
 * then such a path matches only the 404 route's `*`, and React Router asks this function whenever a path matches a
 * splat or nothing at all (its "lazy route discovery"). Paths matched exactly (Login, Sign-up, the mailed links)
 * never load the table.
 */
const addProtectedRoutes: PatchRoutesOnNavigationFunction = async ({ matches, patch, signal }) => {
  if (protectedRoutesAdded || (matches.length > 0 && !matches.some((match) => match.route.path === '*'))) return;
  const { protectedRoutes } = await import('./protected-routes');
  // A navigation overtaken by another (a redirect) patches nothing: the next one asks again.
  if (signal.aborted) return;
  patch(PROTECTED_AREA, protectedRoutes);
  protectedRoutesAdded = true;
};

/** Every screen is its own chunk; only the guards, the root and the screens without a session are in the entry. */
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
            path: paths.login,
            handle: handle({ title: 'Login' }),
            lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
          },
          {
            path: paths.signUp,
            handle: handle({ title: 'Create account' }),
            lazy: async () => ({ Component: (await import('../features/auth/pages/sign-up-page')).SignUpPage }),
          },
          {
            path: paths.brandedSignUp.pattern,
            handle: handle({ title: 'Create account' }),
            lazy: async () => ({ Component: (await import('../features/auth/pages/sign-up-page')).SignUpPage }),
          },
          {
            path: paths.loginMfa,
            handle: handle({ title: 'MFA' }),
            lazy: async () => ({ Component: (await import('../features/auth/pages/login-mfa-page')).LoginMfaPage }),
          },
          {
            path: paths.loginCallback,
            handle: handle({ title: 'Signing in' }),
            lazy: async () => ({
              Component: (await import('../features/auth/pages/login-callback-page')).LoginCallbackPage,
            }),
          },
        ],
      },
      // Mailed links work with or without a session: a signed-in user can verify or reset too.
      {
        path: paths.forgotPassword,
        handle: handle({ title: 'Forgot password' }),
        lazy: async () => ({
          Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: paths.newPassword.pattern,
        handle: handle({ title: 'Create a new password' }),
        lazy: async () => ({ Component: (await import('../features/auth/pages/new-password-page')).NewPasswordPage }),
      },
      {
        path: paths.verifyEmail.pattern,
        handle: handle({ title: 'Verifying your email' }),
        lazy: async () => ({ Component: (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage }),
      },
      // Accept invitation: works with or without a session (without one it sends the visitor to Login and back).
      { path: paths.inviteWithoutCode, element: <Navigate to={paths.dashboard} replace /> },
      {
        path: paths.invite.pattern,
        handle: handle({ title: 'Accept invitation' }),
        lazy: async () => ({ Component: (await import('../features/invite/pages/invite-page')).InvitePage }),
      },
      {
        // The protected area: a session is required; it renders the app layout around its screens.
        id: PROTECTED_AREA,
        Component: ProtectedRoute,
        loader: layoutLoader,
        shouldRevalidate: neverRevalidate,
        // Its screens: protected-routes.tsx, added on the first navigation into the area (addProtectedRoutes).
        children: [],
      },
      {
        // Any other path: the 404 screen, inside the layout when there is a session.
        Component: NotFoundRoute,
        loader: layoutLoader,
        shouldRevalidate: neverRevalidate,
        children: [
          {
            path: '*',
            handle: handle({ title: 'Page not found', crumb: 'Page not found' }),
            lazy: async () => ({ Component: (await import('../features/errors/pages/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter(session: () => boolean) {
  hasSession = session;
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: addProtectedRoutes });
  registerNavigator((to, state) => void router.navigate(to, { replace: true, state }));
  return router;
}
