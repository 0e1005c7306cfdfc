import { configureStore } from '@reduxjs/toolkit';
import { authReducer, createInitialAuthState } from '../features/auth/auth-slice';
import { authStorageListener } from '../features/auth/auth-storage';
import { baseApi } from '../shared/api/base-api';
import { commonReducer } from '../shared/lib/common-slice';

/** Builds the store; tests pass a token to start signed in. */
export function createAppStore(options: { token?: string | null } = {}) {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      auth: authReducer,
      common: commonReducer,
    },
    preloadedState: options.token === undefined ? undefined : { auth: createInitialAuthState(options.token) },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(authStorageListener.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
