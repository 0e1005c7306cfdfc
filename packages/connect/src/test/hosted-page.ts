import { vi } from 'vitest';
import type { ConnectMessage } from '../connect-message';
import { type ConnectHandle, type ConnectOptions, openConnect as openConnectNow } from '../open-connect';

/** The portal serving the hosted page, on another origin than the app (https://app.example.com, vitest.config.ts). */
export const PORTAL_ORIGIN = 'https://portal.example.com';
export const PAGE_URL = `${PORTAL_ORIGIN}/connect/cs_test`;

interface HappyDomSettings {
  enableIframePageLoading: boolean;
  fetch: { interceptor: { beforeAsyncRequest: (context: { request: Request }) => Promise<Response> } | null };
}

/**
 * Lets happy-dom load frames (its vitest environment does not), answering every request with an empty page instead
 * of the network: a frame then has a real cross-origin window, as in a browser.
 */
export function serveHostedPage() {
  const { settings } = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM;
  settings.enableIframePageLoading = true;
  settings.fetch.interceptor = {
    beforeAsyncRequest: async () =>
      new Response('<!doctype html><title>Connect</title>', { headers: { 'content-type': 'text/html' } }),
  };
}

/** What the hosted page's `parent.postMessage(message, origin)` delivers to the app's window. */
export function postFromPage(
  source: Window | null | undefined,
  message: ConnectMessage | Record<string, unknown>,
  origin = PORTAL_ORIGIN,
) {
  window.dispatchEvent(new MessageEvent('message', { data: message, origin, source: source ?? null }));
}

/** The page's message when the end user connected BambooHR (connection c1). */
export const SUCCESS_MESSAGE: ConnectMessage = {
  source: 'portal-connect',
  type: 'success',
  connectionId: 'c1',
  serviceId: 'bamboohr',
  status: 'connected',
};

export const connectFrame = () => document.querySelector<HTMLIFrameElement>('iframe.pcx-frame');
export const connectDialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

export const callbacks = () => ({ onSuccess: vi.fn(), onExit: vi.fn(), onError: vi.fn(), onEvent: vi.fn() });

const opened: ConnectHandle[] = [];

/** openConnect, remembering the handle for `closeOpened`. */
export function openConnect(options: ConnectOptions) {
  const handle = openConnectNow(options);
  opened.push(handle);
  return handle;
}

/** After each test: every dialog it opened closes, with its listeners, so none outlives its test. */
export function closeOpened() {
  for (const handle of opened.splice(0)) handle.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
}
