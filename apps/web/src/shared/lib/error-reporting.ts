import type { DataRouter } from 'react-router';
import type * as SentryModule from './sentry';

/**
 * Error reporting with Sentry in the browser (000 §9), started when the server has a web DSN (SENTRY_WEB_DSN, answered
 * by GET /api/config). `@sentry/react` (what ./sentry.ts takes of it) is then loaded by a dynamic import, a chunk of
 * its
 * own; without a DSN it is never loaded, so no screen carries it. The server reports its own errors
 * (apps/server/src/plugins/error-reporting.ts).
 */

// 000 §9: "Error-reporting service: 100 percent of traces, 10 percent of session replays, 100 percent of replays on
// error".
export const TRACES_SAMPLE_RATE = 1.0;
export const REPLAYS_SESSION_SAMPLE_RATE = 0.1;
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1.0;

/** Sentry once started; undefined when its chunk failed to load (the app goes on without reporting). */
let started: Promise<typeof SentryModule | undefined> | undefined;

/**
 * Loads `@sentry/react` and starts it with `dsn`, once: a later call (any DSN) answers the first one's start. Traces
 * are streamed spans (`traceLifecycle` 'stream', Sentry 11's default: envelope items of type `span`, not
 * `transaction`):
 * the page load's, named after the route of `router`, and one per navigation of it.
 */
export function startErrorReporting(dsn: string, environment: string, router: DataRouter): Promise<void> {
  started ??= import('./sentry').then(
    (Sentry) => {
      Sentry.init({
        dsn,
        environment,
        integrations: [Sentry.reactRouterBrowserTracingIntegration(), Sentry.replayIntegration()],
        tracesSampleRate: TRACES_SAMPLE_RATE,
        replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
        replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
      });
      Sentry.followRouter(router);
      return Sentry;
    },
    () => undefined,
  );
  return started.then(() => undefined);
}

/** Sends `error` to Sentry once reporting has started; nothing when it was never started. */
export function reportError(error: unknown): void {
  void started?.then((Sentry) => Sentry?.captureException(error));
}
