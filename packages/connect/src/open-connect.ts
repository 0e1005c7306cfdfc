import { type ConnectLocale, type ConnectMessage, readConnectMessage } from './connect-message';
import { type ConnectDialog, openDialog } from './dialog';
import { connectTexts } from './texts';

export interface ConnectSuccess {
  connectionId: string;
  serviceId: string;
}

export interface ConnectError {
  code: string;
  message: string;
}

export interface ConnectOptions {
  /** The hosted page's address, as the backend's session answered it (`url`). */
  url?: string;
  /** Or the session's `token`: the page is then `${baseUrl}/connect/${token}`. */
  token?: string;
  /** The portal's address; the script-tag build defaults to the origin it was loaded from. */
  baseUrl?: string;
  /** The end user connected a service; the component has closed. */
  onSuccess: (result: ConnectSuccess) => void;
  /** The end user left without connecting (the page's exit, Escape, the close button, the window closed). */
  onExit: () => void;
  /** The page met an error it shows the end user (an expired link, the vendor refusing); the page stays open. */
  onError: (error: ConnectError) => void;
  /** Every message of the page, `ready` and `resize` included. */
  onEvent?: (message: ConnectMessage) => void;
  /** The page's language (else the browser's). */
  locale?: ConnectLocale;
  /** `modal` (default): an iframe in a dialog, moving to a window when it cannot be framed; `popup`: a window. */
  mode?: 'modal' | 'popup';
}

export interface ConnectHandle {
  /** Closes the page without calling onExit (the app itself decided). */
  close(): void;
}

/**
 * How long the frame has to say `ready` before the dialog offers a window instead: the portal refusing to be framed
 * here (an origin not allowed), a browser blocking third-party frames, or the page failing to load.
 */
export const READY_TIMEOUT_MS = 6_000;
/** How often an open window is checked for the end user closing it (there is no event for it). */
const WINDOW_POLL_MS = 500;

/** The hosted page's address, with what it needs in the hash: our origin (where to post) and the language. */
export function connectPageUrl(options: Pick<ConnectOptions, 'url' | 'token' | 'baseUrl' | 'locale'>): URL {
  const { url, token, baseUrl, locale } = options;
  let page: URL;
  if (url) page = new URL(url, location.href);
  else if (token && baseUrl) page = new URL(`${baseUrl.replace(/\/+$/, '')}/connect/${encodeURIComponent(token)}`);
  else throw new Error("openConnect needs `url`, or `token` with `baseUrl` (the portal's address)");
  const hash = new URLSearchParams({ origin: location.origin });
  if (locale) hash.set('locale', locale);
  page.hash = hash.toString();
  return page;
}

function openWindow(url: string): Window | null {
  const width = 480;
  const height = 720;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  // Not noopener: the page posts its outcome to its opener.
  return window.open(url, 'portal-connect', `popup,width=${width},height=${height},left=${left},top=${top}`);
}

/**
 * Opens the hosted Connect page in a modal iframe (or a window) and reports the end user's outcome. Only messages
 * from the page's origin and from our own frame or window are heard.
 */
export function openConnect(options: ConnectOptions): ConnectHandle {
  const page = connectPageUrl(options);
  const texts = connectTexts(options.locale);
  let dialog: ConnectDialog | undefined;
  let popup: Window | null = null;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let windowTimer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(readyTimer);
    clearInterval(windowTimer);
    window.removeEventListener('message', onMessage);
    dialog?.destroy();
    if (popup && !popup.closed) popup.close();
  };
  const exit = () => {
    close();
    options.onExit();
  };

  const watchWindow = () => {
    let seenClosed = false;
    windowTimer = setInterval(() => {
      if (!popup?.closed) return;
      // A success the page posted just before closing may still be on its way: one more beat for it.
      if (seenClosed) exit();
      seenClosed = true;
    }, WINDOW_POLL_MS);
  };
  const moveToWindow = () => {
    popup = openWindow(page.href);
    if (popup) watchWindow();
    dialog?.showWindowOpened(popup !== null);
  };

  function onMessage(event: MessageEvent) {
    if (event.origin !== page.origin || !event.source) return;
    const fromFrame = event.source === dialog?.frame?.contentWindow;
    if (!fromFrame && event.source !== popup) return;
    const message = readConnectMessage(event.data);
    if (!message) return;
    options.onEvent?.(message);
    if (fromFrame) {
      // Any message proves the page loaded here: `ready`, or an `error` (an expired link) the page shows instead.
      clearTimeout(readyTimer);
      dialog?.showFrame();
    }
    if (message.type === 'resize' && fromFrame) {
      dialog?.setFrameHeight(message.height);
    } else if (message.type === 'success') {
      try {
        options.onSuccess({ connectionId: message.connectionId, serviceId: message.serviceId });
      } finally {
        close();
      }
    } else if (message.type === 'exit') {
      exit();
    } else if (message.type === 'error') {
      options.onError({ code: message.code, message: message.message });
    }
  }
  window.addEventListener('message', onMessage);

  if (options.mode === 'popup') {
    popup = openWindow(page.href);
    if (popup) watchWindow();
    else {
      // Opened outside a click: the browser refused the window, a click on our button will not be.
      dialog = openDialog({ texts, onDismiss: exit });
      dialog.offerWindow(moveToWindow, 'windowBlocked');
    }
  } else {
    dialog = openDialog({ src: page.href, texts, onDismiss: exit });
    readyTimer = setTimeout(() => dialog?.offerWindow(moveToWindow, 'notShown'), READY_TIMEOUT_MS);
  }
  return { close };
}
