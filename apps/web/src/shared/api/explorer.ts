import type { ResultOf } from '@portal/shared/common/endpoint';
import type { ExplorerLanguage } from '@portal/shared/explorer/explorer.constants';
import { explorerEndpoints as endpoints } from '@portal/shared/explorer/explorer.endpoints';
import type { ExplorerCall } from '@portal/shared/explorer/explorer-request';
import { baseApi } from './base-api';
import { requestOf } from './endpoint-request';

export const explorerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The explorer's requests, menu and environments (no session needed). */
    getExplorerData: build.query<ResultOf<typeof endpoints.data>, void>({
      query: () => requestOf(endpoints.data, {}),
    }),
    /** A call's code sample in one language, made by the server (httpsnippet-lite). */
    getExplorerCode: build.query<ResultOf<typeof endpoints.code>, { language: ExplorerLanguage; call: ExplorerCall }>({
      query: (body) => requestOf(endpoints.code, { body: body as never }),
    }),
  }),
});

export const { useGetExplorerDataQuery, useGetExplorerCodeQuery, useLazyGetExplorerCodeQuery } = explorerApi;
