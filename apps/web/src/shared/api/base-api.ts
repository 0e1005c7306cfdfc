import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from '../lib/paths';
import { selectSessionToken, type StateWithSession } from '../session/session-state';
import { apiHasLoaded } from './api-loading';
import { endExpiredSession, unwrapEnvelope } from './answers';
import { takeEarlyAnswer } from './early-answers';
import { TAG_TYPES } from './cache-tags';

export { unwrapEnvelope };

/** Cache keep-unused time, 60 seconds (000 §9). */
export const KEEP_UNUSED_DATA_FOR_SECONDS = 60;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers, { getState }) => {
    const token = selectSessionToken(getState() as StateWithSession);
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Answers the payload of the success envelope. Any 401 removes the stored token, clears
 * the auth state and sends the browser to Login (000 §8), remembering the page it was on.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  // A GET without a query that app/start-early.ts already sent for this session: its answer, not a second request.
  const plainGet =
    typeof args === 'string' ? args : !args.params && (args.method ?? 'GET') === 'GET' ? args.url : undefined;
  const early =
    plainGet === undefined
      ? undefined
      : takeEarlyAnswer(plainGet, selectSessionToken(api.getState() as StateWithSession));
  const result = early ? await early : await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401) endExpiredSession(api.dispatch);
  return result.error ? result : { ...result, data: unwrapEnvelope(result.data) };
};

/** The one API of the portal; each contract domain adds its endpoints in `shared/api/<domain>.ts`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_DATA_FOR_SECONDS,
  endpoints: () => ({}),
});

// The store of the app starts without the API cache (app/store.ts): it gets it now.
apiHasLoaded(baseApi);
