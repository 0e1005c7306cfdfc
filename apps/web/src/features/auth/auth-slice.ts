import type { LoginAnswer, TokenAnswer } from '@portal/shared/auth/auth.schemas';
import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../shared/lib/api-error';
import { storage } from '../../shared/lib/storage';
import { loggedOut, sessionExpired } from '../../shared/session/session-state';

/** Auth state (000 §3). Persistence of the token lives in auth-storage.ts. */
export interface AuthState {
  token: string | null;
  /** True while a second factor is still needed after the first login step. */
  mfa: boolean;
  /** The key of the first login step, for the second factor. */
  key: string | null;
  /** The last answer of a login or registration. */
  data: LoginAnswer | null;
  isLoading: boolean;
  isLoaded: boolean;
  error: ApiError | null;
  meta: Record<string, unknown> | null;
}

export function createInitialAuthState(token: string | null = storage.get(STORAGE_KEYS.token)): AuthState {
  return {
    token: token || null,
    mfa: false,
    key: null,
    data: null,
    isLoading: false,
    isLoaded: false,
    error: null,
    meta: null,
  };
}

function signedOut(): AuthState {
  return createInitialAuthState(null);
}

const authSlice = createSlice({
  name: 'auth',
  initialState: createInitialAuthState,
  reducers: {
    /** A login or registration request started. */
    startRequest(state) {
      state.isLoading = true;
      state.error = null;
    },
    /** A request that answers no auth data (the new password) ended well. */
    endRequest(state) {
      state.isLoading = false;
      state.isLoaded = true;
      state.error = null;
    },
    /** The request ended with an error. */
    endWithError(state, action: PayloadAction<ApiError>) {
      state.isLoading = false;
      state.isLoaded = false;
      state.error = action.payload;
    },
    /** Login answered: a session (the token is saved), or a key for the second factor. */
    setData(state, action: PayloadAction<LoginAnswer>) {
      const answer = action.payload;
      state.data = answer;
      state.isLoading = false;
      state.isLoaded = true;
      state.error = null;
      if ('token' in answer) {
        state.token = answer.token;
        state.mfa = false;
        state.key = null;
      } else {
        state.mfa = true;
        state.key = answer.key;
      }
    },
    /** Registration answered a session (the token is saved). */
    setRegistration(state, action: PayloadAction<TokenAnswer>) {
      state.data = action.payload;
      state.token = action.payload.token;
      state.mfa = false;
      state.key = null;
      state.isLoading = false;
      state.isLoaded = true;
      state.error = null;
    },
    /** Clears errors and request state, e.g. when switching between Login and Sign-up; keeps the session. */
    reset(state) {
      return createInitialAuthState(state.token);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, signedOut);
    // `meta.signedOut` tells the protected area this was LOG OUT, not an expired session,
    // so the next login starts at the Dashboard rather than at the page the user left.
    builder.addCase(loggedOut, () => ({ ...signedOut(), meta: { signedOut: true } }));
  },
});

export const { startRequest, endRequest, endWithError, setData, setRegistration, reset } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectSignedOut = (state: { auth: AuthState }) => state.auth.meta?.signedOut === true;

interface StateWithAuth {
  auth: AuthState;
}

export const selectAuth = (state: StateWithAuth): AuthState => state.auth;
export const selectAuthError = (state: StateWithAuth): ApiError | null => state.auth.error;
