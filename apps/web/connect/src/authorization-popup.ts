import { CONNECT_AUTHORIZED_PATH } from '@portal/shared/connect/connect.constants';

/** What the OAuth popup tells the page it was opened from, at the page's own origin. */
export const POPUP_MESSAGE_SOURCE = 'portal-connect-popup';
export type PopupMessage =
  | { source: typeof POPUP_MESSAGE_SOURCE; authorized: string }
  | { source: typeof POPUP_MESSAGE_SOURCE; authorizationError: string };

export const isAuthorizedPath = (pathname: string) => pathname.replace(/\/+$/, '') === CONNECT_AUTHORIZED_PATH;

/** The popup's message from the query our OAuth callback redirected it to, else null. */
export function popupMessageOf(search: string): PopupMessage | null {
  const query = new URLSearchParams(search);
  const authorized = query.get('authorized');
  if (authorized) return { source: POPUP_MESSAGE_SOURCE, authorized };
  const authorizationError = query.get('authorizationError');
  if (authorizationError !== null) return { source: POPUP_MESSAGE_SOURCE, authorizationError };
  return null;
}

/**
 * `/connect/authorized`, in the popup: hands the outcome to the page that opened it (same origin only) and closes.
 * Without an opener (a page on the way set a Cross-Origin-Opener-Policy, which cuts the popup from the page) it
 * closes all the same: the page sees its popup closed and asks the server whether the authorization came back.
 * The window stays only when it was not opened by a script (the page then says it can be closed).
 */
export function relayAuthorization(view: Window): void {
  const message = popupMessageOf(view.location.search);
  const opener = view.opener as Window | null;
  if (message && opener) opener.postMessage(message, view.location.origin);
  view.close();
}

/** A message from our popup: sent from this origin, with our source. */
export function readPopupMessage(event: MessageEvent, origin: string): PopupMessage | null {
  if (event.origin !== origin) return null;
  const data = event.data as Partial<PopupMessage> | null;
  return data && typeof data === 'object' && data.source === POPUP_MESSAGE_SOURCE ? (data as PopupMessage) : null;
}

const POPUP_NAME = 'portal-connect-authorize';
const POPUP_WIDTH = 520;
const POPUP_HEIGHT = 680;

/** Opens the authorization window, centred over the page; null when the browser blocked it. */
export function openAuthorizationWindow(view: Window, url: string): Window | null {
  const left = Math.max(0, view.screenX + (view.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, view.screenY + (view.outerHeight - POPUP_HEIGHT) / 2);
  const features = `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
  return view.open(url, POPUP_NAME, features);
}
export { POPUP_NAME };
