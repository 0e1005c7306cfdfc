import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { navigateTo } from '../lib/navigation';
import { storage } from '../lib/storage';

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

/** Where the API lives on the same origin. */
export const API_BASE_URL = '/api';

/** The contract's success envelope. */
export interface Envelope<T> {
  data: T;
}

/** Reads `data` out of the success envelope (use as `transformResponse`). */
export function unwrapData<T>(response: Envelope<T>): T {
  return response.data;
}

/** Dispatched when the server answers 401: the session is gone. The auth slice clears itself on it. */
export const sessionExpired = createAction('session/expired');

/** The part of the root state the API layer reads: the bearer token of the auth slice. */
interface StateWithToken {
  auth?: { token?: string | null };
}

const PUBLIC_PATHS = ['/login', '/sign-up', '/forgot-password', '/new-password', '/verify', '/invite'];

function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`) || pathname.startsWith(`${path}-`));
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithToken).auth?.token;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Any 401 removes the stored token, clears the auth state and sends the browser to /login (000 §8). */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401) {
    storage.remove(STORAGE_KEYS.token);
    api.dispatch(sessionExpired());
    const { pathname, search } = window.location;
    navigateTo('/login', isPublicPath(pathname) ? undefined : { from: `${pathname}${search}` });
  }
  return result;
};

/** The one API of the portal; features add their endpoints with `injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_DATA_FOR_SECONDS,
  endpoints: () => ({}),
});
