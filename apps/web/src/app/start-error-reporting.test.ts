import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => ({
  imported: vi.fn(),
  init: vi.fn(),
  replayIntegration: vi.fn(() => ({})),
}));
vi.mock('@sentry/react', () => {
  sentry.imported();
  return sentry;
});
vi.mock('@sentry/react/react-router', () => {
  sentry.imported();
  return { reactRouterBrowserTracingIntegration: vi.fn(() => ({})), wrapCreateBrowserRouter: vi.fn(() => vi.fn()) };
});

const router = () => createMemoryRouter([{ path: '/', element: null }]);

const DSN = 'https://publickey@o12.ingest.sentry.example/34';

/** GET /api/config answering a web DSN, counting its requests. */
function stubConfigWithDsn() {
  const body = { data: { docsUrl: '/api/docs', policyUrl: '/legal/privacy.html', sentryDsn: DSN } };
  return vi
    .spyOn(window, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
}

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
});
afterEach(() => {
  vi.restoreAllMocks();
});

it('with no web DSN (the test server has none), @sentry/react is never loaded', async () => {
  const { startErrorReportingWhenConfigured } = await import('./start-error-reporting');
  await startErrorReportingWhenConfigured(router());
  expect(sentry.imported).not.toHaveBeenCalled();
  expect(sentry.init).not.toHaveBeenCalled();
});

it('starts Sentry with the DSN GET /api/config answers', async () => {
  const fetch = stubConfigWithDsn();
  const { startErrorReportingWhenConfigured } = await import('./start-error-reporting');
  await startErrorReportingWhenConfigured(router());
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(sentry.init).toHaveBeenCalledTimes(1);
  expect(sentry.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: DSN }));
});

it('with a session, reads the answer start-early.ts asked for, without a second request, and leaves it for RTK Query', async () => {
  const fetch = stubConfigWithDsn();
  const { fetchEarly, takeEarlyAnswer } = await import('../shared/api/early-answers');
  fetchEarly(systemEndpoints.config, 'session-token');
  const { startErrorReportingWhenConfigured } = await import('./start-error-reporting');
  await startErrorReportingWhenConfigured(router());
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(sentry.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: DSN }));
  expect(await takeEarlyAnswer('/config', 'session-token')).toMatchObject({ data: { data: { sentryDsn: DSN } } });
});
