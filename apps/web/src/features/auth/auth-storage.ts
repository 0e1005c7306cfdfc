import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import type { LoginAnswer } from '@portal/shared/auth/auth.schemas';
import { createListenerMiddleware, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { resetApiCache } from '../../shared/api/api-loading';
import { storage } from '../../shared/lib/storage';
import { loggedOut, sessionExpired } from '../../shared/session/session-state';
import { setData, setRegistration } from './auth-slice';

/**
 * Keeps local storage in step with the auth state: a new session saves its token
 * (under 'token') and starts with an empty cache; logout removes it.
 */
export const authStorageListener = createListenerMiddleware();

function saveSession(answer: LoginAnswer, api: { dispatch: (action: UnknownAction) => unknown }) {
  if ('token' in answer) {
    storage.set(STORAGE_KEYS.token, answer.token);
    storage.remove(STORAGE_KEYS.mfaKey);
    // Whatever is cached belongs to a previous session.
    resetApiCache(api.dispatch);
  } else {
    storage.set(STORAGE_KEYS.mfaKey, answer.key);
  }
}

authStorageListener.startListening({
  actionCreator: setData,
  effect: (action, api) => saveSession(action.payload, api),
});

authStorageListener.startListening({
  actionCreator: setRegistration,
  effect: (action, api) => saveSession(action.payload, api),
});

authStorageListener.startListening({
  matcher: isAnyOf(loggedOut, sessionExpired),
  effect: (action, api) => {
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.mfaKey);
    if (loggedOut.match(action)) resetApiCache(api.dispatch);
  },
});
