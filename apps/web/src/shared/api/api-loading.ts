import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * RTK Query is not in the entry: the store starts without the API cache, and `base-api.ts` attaches
 * itself to every store when its chunk loads (the first screen that calls the API through it), so
 * Login loads no RTK Query. No import of base-api here (not even of its type: it imports this module).
 */
export interface LazyApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState: () => UnknownAction };
}
type Api = LazyApi;
type Attach = (api: Api) => void;

let loaded: Api | undefined;
const waiting = new Set<Attach>();

/** Runs `attach` with the API once it has loaded (at once if it has). */
export function whenApiLoads(attach: Attach): void {
  if (loaded) attach(loaded);
  else waiting.add(attach);
}

/** Called by base-api.ts as it loads. */
export function apiHasLoaded(api: Api): void {
  loaded = api;
  for (const attach of waiting) attach(api);
  waiting.clear();
}

/** Empties the API cache (a new session, or LOG OUT); nothing to empty while the API has not loaded. */
export function resetApiCache(dispatch: (action: UnknownAction) => unknown): void {
  if (loaded) dispatch(loaded.util.resetApiState());
}
