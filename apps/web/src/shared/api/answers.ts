import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { navigateTo } from '../lib/navigation';
import { isGuestScreen, paths } from '../lib/paths';
import { storage } from '../lib/storage';
import { sessionExpired } from '../session/session-state';

/**
 * What every request of the web app does with an answer, with RTK Query (base-api.ts) or without it
 * (fetch-endpoint.ts, the sign-in screens before a session exists). No RTK Query here: the entry and
 * the Login screen import it.
 */

/**
 * The contract's success body is `{ data }`, or `{ data, meta }` for lists. Screens get
 * `data`, or both for lists: what `ResultOf<E>` of packages/shared types. Unwrapped here,
 * once, so no endpoint repeats it.
 */
export function unwrapEnvelope(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('data' in body)) return body;
  return 'meta' in body ? { data: body.data, meta: body.meta } : body.data;
}

/**
 * A 401: removes the stored token, clears the auth state and sends the browser to Login (000 §8),
 * remembering the page it was on.
 */
export function endExpiredSession(dispatch: (action: ReturnType<typeof sessionExpired>) => unknown): void {
  storage.remove(STORAGE_KEYS.token);
  dispatch(sessionExpired());
  const { pathname, search } = window.location;
  navigateTo(paths.login, isGuestScreen(pathname) ? undefined : { from: `${pathname}${search}` });
}
