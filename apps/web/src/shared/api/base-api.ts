import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { navigateTo } from '../lib/navigation';
import { API_BASE_URL, isGuestScreen, paths } from '../lib/paths';
import { storage } from '../lib/storage';
import { selectSessionToken, sessionExpired, type StateWithSession } from '../session/session-state';

/** Cache tag types, exactly the spec's list (000 §9). */
export const TAG_TYPES = [
  'Auth',
  'Account',
  'Application',
  'Billing',
  'Connection',
  'Connector',
  'ConnectorFTP',
  'Consumer',
  'Credential',
  'Integration',
  'Members',
  'Payment',
  'Plans',
  'Subscription',
  'ApplicationRequest',
  'ConsumerRequest',
  'ConsumerEvents',
  'UnifyApi',
  'User',
  'UserMeta',
  'UserProfile',
  'UserSettings',
  'Webhook',
] as const;

/** Cache keep-unused time, 60 seconds (000 §9). */
export const KEEP_UNUSED_DATA_FOR_SECONDS = 60;

/**
 * The contract's success body is `{ data }`, or `{ data, meta }` for lists. Screens get
 * `data`, or both for lists: what `ResultOf<E>` of packages/shared types. Unwrapped here,
 * once, so no endpoint repeats it.
 */
export function unwrapEnvelope(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('data' in body)) return body;
  return 'meta' in body ? { data: body.data, meta: body.meta } : body.data;
}

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
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401) {
    storage.remove(STORAGE_KEYS.token);
    api.dispatch(sessionExpired());
    const { pathname, search } = window.location;
    navigateTo(paths.login, isGuestScreen(pathname) ? undefined : { from: `${pathname}${search}` });
  }
  return result.error ? result : { ...result, data: unwrapEnvelope(result.data) };
};

/** The one API of the portal; features add their endpoints with `injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_DATA_FOR_SECONDS,
  endpoints: () => ({}),
});
