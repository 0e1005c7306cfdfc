import { createAction } from '@reduxjs/toolkit';

/**
 * The session as every part of the app sees it: whether there is one, and the two
 * ways it ends. The auth slice (features/auth) owns the state and clears itself on
 * both actions; this module stays small and free of schemas, since the entry chunk
 * (the API layer and the route guards) reads it.
 */

/** Dispatched when the server answers 401: the session is gone. */
export const sessionExpired = createAction('session/expired');

/** LOG OUT on this browser: unlike an expiry, the next login starts at the Dashboard. */
export const loggedOut = createAction('session/loggedOut');

/** The part of the root state the session lives in: the bearer token of the auth slice. */
export interface StateWithSession {
  auth?: { token?: string | null };
}

export const selectSessionToken = (state: StateWithSession): string | null => state.auth?.token ?? null;
