import { createMemoryRouter } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';

/** @sentry/react and its React Router part as the module loads them: `imported` counts the loads of the package. */
const sentry = vi.hoisted(() => ({
  imported: vi.fn(),
  init: vi.fn(),
  captureException: vi.fn(),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
}));
const sentryRouter = vi.hoisted(() => ({
  reactRouterBrowserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  // Sentry's wrapper makes the router with the function it wraps, then follows it.
  wrapCreateBrowserRouter: vi.fn((create: (routes: unknown[]) => unknown) => (routes: unknown[]) => create(routes)),
}));
vi.mock('@sentry/react', () => {
  sentry.imported();
  return sentry;
});
vi.mock('@sentry/react/react-router', () => sentryRouter);

const DSN = 'https://publickey@o12.ingest.sentry.example/34';

/** A fresh module each test: reporting not started yet. */
const load = () => import('./error-reporting');

/** The app's router, already moved by a redirect (REPLACE) when Sentry starts. */
async function redirectedRouter() {
  const router = createMemoryRouter([
    { path: '/', element: null },
    { path: '/login', element: null },
  ]);
  await router.navigate('/login', { replace: true });
  return router;
}

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
});

it('never started, it loads no Sentry and reports nothing', async () => {
  const { reportError } = await load();
  reportError(new Error('lost'));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(sentry.imported).not.toHaveBeenCalled();
  expect(sentry.init).not.toHaveBeenCalled();
  expect(sentry.captureException).not.toHaveBeenCalled();
});

it("starts Sentry once with the DSN and the spec's rates: every trace, 10 % of sessions replayed, every session with an error", async () => {
  const { startErrorReporting } = await load();
  await startErrorReporting(DSN, 'production', await redirectedRouter());
  expect(sentry.init).toHaveBeenCalledTimes(1);
  expect(sentry.init).toHaveBeenCalledWith({
    dsn: DSN,
    environment: 'production',
    integrations: [{ name: 'BrowserTracing' }, { name: 'Replay' }],
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
  });
  await startErrorReporting('https://otherkey@sentry.example/1', 'production', await redirectedRouter());
  expect(sentry.init).toHaveBeenCalledTimes(1);
  expect(sentry.imported).toHaveBeenCalledTimes(1);
});

it('once started, forwards an error to Sentry', async () => {
  const { reportError, startErrorReporting } = await load();
  await startErrorReporting(DSN, 'test', await redirectedRouter());
  const error = new Error('render failed');
  reportError(error);
  await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledWith(error));
});

it("follows the app's router, made before Sentry: its routes, and its state as the page load's even after a redirect", async () => {
  const { startErrorReporting } = await load();
  const router = await redirectedRouter();
  await startErrorReporting(DSN, 'production', router);
  expect(sentryRouter.wrapCreateBrowserRouter).toHaveBeenCalledTimes(1);
  const create = sentryRouter.wrapCreateBrowserRouter.mock.calls[0]![0];
  const followed = create(router.routes) as {
    state: { historyAction: string; location: { pathname: string } };
    subscribe: (listener: () => void) => () => void;
  };
  expect(followed.state).toMatchObject({ historyAction: 'POP', location: { pathname: '/login' } });
  const listener = vi.fn();
  followed.subscribe(listener);
  await router.navigate('/');
  expect(listener).toHaveBeenCalled();
});
