import { CONNECT_MESSAGE_SOURCE, type ConnectMessage } from '@portal/shared/connect/connect.constants';

type WithoutSource<M> = M extends unknown ? Omit<M, 'source'> : never;
export type PageMessage = WithoutSource<ConnectMessage>;

/** The window that embeds the page (its parent frame) or opened it, if any. */
export function hostWindow(view: Window): Window | null {
  if (view.parent !== view) return view.parent;
  return (view.opener as Window | null) ?? null;
}

/**
 * Posts the page's messages to the app that framed or opened it, only at the origin the hash names and only once
 * that origin is one of the application's allowed origins: a connection id never reaches another site.
 */
export interface Messenger {
  /** True when there is a host to talk to at an allowed origin: the page shows Close and posts `success`. */
  readonly connected: boolean;
  post(message: PageMessage): void;
}

export function createMessenger(view: Window, origin: string | null, allowedOrigins: readonly string[]): Messenger {
  const host = hostWindow(view);
  const connected = host !== null && origin !== null && allowedOrigins.includes(origin);
  return {
    connected,
    post(message) {
      if (connected) host.postMessage({ source: CONNECT_MESSAGE_SOURCE, ...message } as ConnectMessage, origin);
    },
  };
}

/**
 * The messenger before a session is known (the token was refused): only `error` and `exit` go, to the hash's origin.
 * They carry what the token's holder learns from the API anyway, and postMessage delivers them only if the host
 * really is at that origin; without it an embedding app could not tell its user that the link expired.
 */
export function failureMessenger(view: Window, origin: string | null): Messenger {
  const host = hostWindow(view);
  const connected = host !== null && origin !== null;
  return {
    connected,
    post(message) {
      if (connected && (message.type === 'error' || message.type === 'exit'))
        host.postMessage({ source: CONNECT_MESSAGE_SOURCE, ...message } as ConnectMessage, origin);
    },
  };
}

/** Posts `resize` with the document's height each time it changes (the embedding modal fits its frame to it). */
export function reportHeight(view: Window, messenger: Messenger): () => void {
  if (!messenger.connected || typeof ResizeObserver === 'undefined') return () => {};
  let last = 0;
  const observer = new ResizeObserver(() => {
    // The content's height, not the frame's (scrollHeight is never less than the frame, so it could never shrink).
    const height = Math.ceil(view.document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    messenger.post({ type: 'resize', height });
  });
  observer.observe(view.document.documentElement);
  return () => observer.disconnect();
}
