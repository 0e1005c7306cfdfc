import { combineSlices, configureStore, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import { authReducer, createInitialAuthState } from '../features/auth/auth-slice';
import { authStorageListener } from '../features/auth/auth-storage';
import { whenApiLoads } from '../shared/api/api-loading';
import type { baseApi } from '../shared/api/base-api';
import { commonReducer } from '../shared/lib/common-slice';

/**
 * The auth and common slices from the start; the API cache (RTK Query) joins when its chunk loads
 * (shared/api/api-loading.ts), so the Login screen carries no RTK Query.
 */
const rootReducer = combineSlices({ auth: authReducer, common: commonReducer }).withLazyLoadedSlices<
  WithSlice<typeof baseApi>
>();

/** Builds the store; tests pass a token to start signed in. */
export function createAppStore(options: { token?: string | null } = {}) {
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.token === undefined ? undefined : { auth: createInitialAuthState(options.token) },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(authStorageListener.middleware).concat(apiMiddleware.middleware),
  });
  whenApiLoads((api) => {
    rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
    // The action adds the middleware, and its dispatch gives the new slice its initial state.
    store.dispatch(apiMiddleware.withMiddleware(api.middleware));
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
