import { beforeEach, expect, it, vi } from 'vitest';

/** @sentry/react as the module loads it: `imported` counts the loads of the package. */
const sentry = vi.hoisted(() => ({
  imported: vi.fn(),
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
}));
vi.mock('@sentry/react', () => {
  sentry.imported();
  return sentry;
});

const DSN = 'https://publickey@o12.ingest.sentry.example/34';

/** A fresh module each test: reporting not started yet. */
const load = () => import('./error-reporting');

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
  await startErrorReporting(DSN, 'production');
  expect(sentry.init).toHaveBeenCalledTimes(1);
  expect(sentry.init).toHaveBeenCalledWith({
    dsn: DSN,
    environment: 'production',
    integrations: [{ name: 'BrowserTracing' }, { name: 'Replay' }],
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
  });
  await startErrorReporting('https://otherkey@sentry.example/1', 'production');
  expect(sentry.init).toHaveBeenCalledTimes(1);
  expect(sentry.imported).toHaveBeenCalledTimes(1);
});

it('once started, forwards an error to Sentry', async () => {
  const { reportError, startErrorReporting } = await load();
  await startErrorReporting(DSN, 'test');
  const error = new Error('render failed');
  reportError(error);
  await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledWith(error));
});
