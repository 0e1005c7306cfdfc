import type { DataRouter } from 'react-router';
import { wrapCreateBrowserRouter } from '@sentry/react/react-router';

/**
 * The part of `@sentry/react` error-reporting.ts uses, imported by name so the build leaves the rest out (a dynamic
 * import of the whole package kept every export of it). Loaded only by error-reporting.ts's dynamic import: its own
 * chunk.
 * The React Router integration (`@sentry/react/react-router`, which takes `matchRoutes` and the hooks from react-router
 * itself) starts the page load's span and names it, and each navigation's, after the route pattern (`/login`,
 * `/consumers/:consumerId`): with span streaming, Sentry 11's default, a span named from a URL is sent as `Pageload`.
 */
export { captureException, init, replayIntegration } from '@sentry/react';
export { reactRouterBrowserTracingIntegration } from '@sentry/react/react-router';

/**
 * Follows `router`, which main.tsx made before this chunk loaded (Sentry's `wrapCreateBrowserRouter` expects to make
 * it): renames the page load's span after the route now shown and starts a span for each later navigation. Sentry
 * renames the page load only while the router has not moved since the document loaded (history action POP); a
 * redirect made before Sentry started (`/` to the dashboard, a screen without a session to Login) is still part of
 * that page load, so it is given the router's state as POP.
 */
export function followRouter(router: DataRouter): void {
  const landed = { state: { ...router.state, historyAction: 'POP' }, subscribe: router.subscribe.bind(router) };
  wrapCreateBrowserRouter(() => landed)(router.routes);
}
