import { pathOf, type ResultOf } from '@portal/shared/common/endpoint';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import type { DataRouter } from 'react-router';
import { unwrapEnvelope } from '../shared/api/answers';
import { peekEarlyAnswer } from '../shared/api/early-answers';
import { requestJson } from '../shared/api/fetch-endpoint';
import { startErrorReporting } from '../shared/lib/error-reporting';

/**
 * Starts error reporting (shared/lib/error-reporting.ts) on every screen, Login included, once GET /api/config answers
 * a `sentryDsn`; with null nothing more is loaded. RTK Query (and so `usePublicConfig`) is not in the entry, so the
 * answer is read without it: the request start-early.ts already sent for a session (base-api.ts still takes it), or
 * one of its own for a visitor without a session. Call it after `startEarly`, with the app's router: Sentry names the
 * page load and each navigation after its routes.
 */
export async function startErrorReportingWhenConfigured(router: DataRouter): Promise<void> {
  const path = pathOf(systemEndpoints.config, undefined);
  const result = await (peekEarlyAnswer(path) ?? requestJson(path, {}));
  const config =
    result.data === undefined ? undefined : (unwrapEnvelope(result.data) as ResultOf<typeof systemEndpoints.config>);
  if (config?.sentryDsn) await startErrorReporting(config.sentryDsn, import.meta.env.MODE, router);
}
