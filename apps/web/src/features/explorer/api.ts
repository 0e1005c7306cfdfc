import type { ResultOf } from '@portal/shared/common/endpoint';
import { EXPLORER_CREDENTIALS_LIMIT } from '@portal/shared/credentials/credentials.constants';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { explorerEndpoints as endpoints } from '@portal/shared/explorer/explorer.endpoints';
import type { ExplorerLanguage } from '@portal/shared/explorer/explorer.constants';
import type { ExplorerCall } from '@portal/shared/explorer/explorer-request';
import { baseApi } from '../../shared/api/base-api';
import { requestOf } from '../../shared/api/endpoint-request';

export const explorerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The explorer's requests, menu and environments (no session needed). */
    getExplorerData: build.query<ResultOf<typeof endpoints.data>, void>({
      query: () => requestOf(endpoints.data, {}),
    }),
    /** The API keys of every application of the user (001 §7: limit 1000). */
    getExplorerCredentials: build.query<ResultOf<typeof credentialsEndpoints.explorerList>, void>({
      query: () => requestOf(credentialsEndpoints.explorerList, { query: { limit: EXPLORER_CREDENTIALS_LIMIT } }),
      keepUnusedDataFor: 0,
    }),
    /** A call's code sample in one language, made by the server (httpsnippet-lite). */
    getExplorerCode: build.query<ResultOf<typeof endpoints.code>, { language: ExplorerLanguage; call: ExplorerCall }>({
      query: (body) => requestOf(endpoints.code, { body: body as never }),
    }),
  }),
});

export const { useGetExplorerDataQuery, useGetExplorerCredentialsQuery, useGetExplorerCodeQuery, useLazyGetExplorerCodeQuery } = explorerApi;
