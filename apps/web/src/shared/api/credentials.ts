import type { ResultOf } from '@portal/shared/common/endpoint';
import { CREDENTIALS_PAGE_SIZE, EXPLORER_CREDENTIALS_LIMIT } from '@portal/shared/credentials/credentials.constants';
import { credentialsEndpoints as endpoints } from '@portal/shared/credentials/credentials.endpoints';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { baseApi } from './base-api';
import { requestOf } from './endpoint-request';
import { credentialsTag, type InEnvironment } from './cache-tags';

export interface KeyRef extends InEnvironment {
  id: string;
  application: string;
}

/** An application's keys in one environment. */
export interface KeysRef extends InEnvironment {
  application: string;
}

export const credentialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page (10) of an application's keys, masked, with `meta.total`. */
    getCredentials: build.query<ResultOf<typeof endpoints.list>, KeysRef & { offset: number }>({
      query: ({ application, environment, offset }) =>
        requestOf(endpoints.list, { query: { application, environment, offset, limit: CREDENTIALS_PAGE_SIZE } }),
      providesTags: (_result, _error, { application, environment }) => [credentialsTag(application, environment)],
    }),
    /** A new key of the environment (`sk_test_…` or `sk_live_…`). */
    addCredential: build.mutation<ResultOf<typeof endpoints.create>, KeysRef>({
      query: (body) => requestOf(endpoints.create, { body }),
      invalidatesTags: (_result, error, { application, environment }) =>
        error ? [] : [credentialsTag(application, environment)],
    }),
    deleteCredential: build.mutation<ResultOf<typeof endpoints.remove>, KeyRef>({
      query: ({ id, application, environment }) =>
        requestOf(endpoints.remove, { params: { id }, query: { application, environment } }),
      invalidatesTags: (_result, error, { application, environment }) =>
        error ? [] : [credentialsTag(application, environment)],
    }),
    /** The key itself, asked for when the user reveals or copies it; not kept once unused. */
    revealCredential: build.query<ResultOf<typeof endpoints.reveal>, KeyRef>({
      query: ({ id, application, environment }) =>
        requestOf(endpoints.reveal, { params: { id }, query: { application, environment } }),
      keepUnusedDataFor: 0,
    }),
    /**
     * The API keys of every application of the user, each with its environment, for the explorer (001 §7: limit
     * 1000); the explorer offers the current environment's.
     */
    getExplorerCredentials: build.query<ResultOf<typeof endpoints.explorerList>, void>({
      query: () => requestOf(endpoints.explorerList, { query: { limit: EXPLORER_CREDENTIALS_LIMIT } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetCredentialsQuery,
  useAddCredentialMutation,
  useDeleteCredentialMutation,
  useLazyRevealCredentialQuery,
  useGetExplorerCredentialsQuery,
} = credentialsApi;

/**
 * The first API key of the application's environment, revealed (what a consumer's token is asked for with: a test
 * consumer's with a test key), through the queries above: `null` when the environment has none.
 */
export async function firstApiKeyOf(
  dispatch: (action: unknown) => unknown,
  { application, environment }: KeysRef,
): Promise<{ apiKey: string | null } | { error: FetchBaseQueryError }> {
  const run = <T>(action: unknown) => dispatch(action) as PromiseLike<{ data?: T; error?: unknown }>;
  const keys = await run<ResultOf<typeof endpoints.list>>(
    credentialsApi.endpoints.getCredentials.initiate({ application, environment, offset: 0 }, { subscribe: false }),
  );
  if (keys.error) return { error: keys.error as FetchBaseQueryError };
  const first = keys.data?.data[0];
  if (!first) return { apiKey: null };
  const revealed = await run<ResultOf<typeof endpoints.reveal>>(
    credentialsApi.endpoints.revealCredential.initiate(
      { id: first.id, application, environment },
      { subscribe: false },
    ),
  );
  if (revealed.error) return { error: revealed.error as FetchBaseQueryError };
  return { apiKey: revealed.data!.apiKey };
}
