import type { FastifyInstance } from 'fastify';

/** The error-reporting rates (000 §9): every trace; session replays are the web app's (10 %, 100 % on error). */
export const TRACES_SAMPLE_RATE = 1.0;

/**
 * Error reporting with Sentry when SENTRY_DSN is set: @sentry/node is loaded then, and only then; every answer of
 * 500 or more is reported with its route. Unset: nothing is loaded.
 */
export async function registerErrorReporting(
  app: FastifyInstance,
  { dsn, environment }: { dsn: string | undefined; environment: string },
) {
  if (!dsn) return;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    sendDefaultPii: false,
    defaultIntegrations: false,
    integrations: [],
  });
  app.addHook('onError', async (request, _reply, error) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500)
      Sentry.captureException(error, {
        tags: { route: request.routeOptions.url ?? 'unmatched', method: request.method },
      });
  });
  app.addHook('onClose', async () => {
    await Sentry.close(2_000);
  });
}
