import type { ResultOf } from '@portal/shared/common/endpoint';
import { CREDENTIALS_PAGE_SIZE, EXPLORER_CREDENTIALS_LIMIT } from '@portal/shared/credentials/credentials.constants';
import { credentialsEndpoints as endpoints } from '@portal/shared/credentials/credentials.endpoints';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { baseApi } from './base-api';
import { requestOf } from './endpoint-request';
import { credentialsTag } from './cache-tags';

export interface KeyRef {
  id: string;
  application: string;
}

export const credentialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page (10) of an application's keys, masked, with `meta.total`. */
    getCredentials: build.query<ResultOf<typeof endpoints.list>, { application: string; offset: number }>({
      query: ({ application, offset }) =>
        requestOf(endpoints.list, { query: { application, offset, limit: CREDENTIALS_PAGE_SIZE } }),
      providesTags: (_result, _error, { application }) => [credentialsTag(application)],
    }),
    addCredential: build.mutation<ResultOf<typeof endpoints.create>, { application: string }>({
      query: (body) => requestOf(endpoints.create, { body }),
      invalidatesTags: (_result, error, { application }) => (error ? [] : [credentialsTag(application)]),
    }),
    deleteCredential: build.mutation<ResultOf<typeof endpoints.remove>, KeyRef>({
      query: ({ id, application }) => requestOf(endpoints.remove, { params: { id }, query: { application } }),
      invalidatesTags: (_result, error, { application }) => (error ? [] : [credentialsTag(application)]),
    }),
    /** The key itself, asked for when the user reveals or copies it; not kept once unused. */
    revealCredential: build.query<ResultOf<typeof endpoints.reveal>, KeyRef>({
      query: ({ id, application }) => requestOf(endpoints.reveal, { params: { id }, query: { application } }),
      keepUnusedDataFor: 0,
    }),
    /** The API keys of every application of the user, for the explorer (001 §7: limit 1000). */
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
 * The application's first API key, revealed (what a consumer's token is asked for with), through the queries above:
 * `null` when the application has none.
 */
export async function firstApiKeyOf(
  dispatch: (action: unknown) => unknown,
  application: string,
): Promise<{ apiKey: string | null } | { error: FetchBaseQueryError }> {
  const run = <T>(action: unknown) => dispatch(action) as PromiseLike<{ data?: T; error?: unknown }>;
  const keys = await run<ResultOf<typeof endpoints.list>>(
    credentialsApi.endpoints.getCredentials.initiate({ application, offset: 0 }, { subscribe: false }),
  );
  if (keys.error) return { error: keys.error as FetchBaseQueryError };
  const first = keys.data?.data[0];
  if (!first) return { apiKey: null };
  const revealed = await run<ResultOf<typeof endpoints.reveal>>(
    credentialsApi.endpoints.revealCredential.initiate({ id: first.id, application }, { subscribe: false }),
  );
  if (revealed.error) return { error: revealed.error as FetchBaseQueryError };
  return { apiKey: revealed.data!.apiKey };
}
