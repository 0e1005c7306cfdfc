import type { ResultOf } from '@portal/shared/common/endpoint';
import { directoryEndpoints as endpoints } from '@portal/shared/directory/directory.endpoints';
import { baseApi } from './base-api';
import { scimSettingsTag } from './cache-tags';
import { type BodyOf, requestOf } from './endpoint-request';

type ScimRef = BodyOf<typeof endpoints.createScimToken>;

/** A directory connection's SCIM endpoint in the portal (issue 30): its base URL and its token, shown once. */
export const directoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getScimSettings: build.query<ResultOf<typeof endpoints.scimSettings>, ScimRef>({
      query: (query) => requestOf(endpoints.scimSettings, { query }),
      providesTags: (_result, _error, { connectionId }) => [scimSettingsTag(connectionId)],
    }),
    /** Makes or rotates the token: the answer is the only place it is ever shown. */
    createScimToken: build.mutation<ResultOf<typeof endpoints.createScimToken>, ScimRef>({
      query: (body) => requestOf(endpoints.createScimToken, { body }),
      invalidatesTags: (_result, error, { connectionId }) => (error ? [] : [scimSettingsTag(connectionId)]),
    }),
    removeScimToken: build.mutation<ResultOf<typeof endpoints.removeScimToken>, ScimRef>({
      query: (body) => requestOf(endpoints.removeScimToken, { body }),
      invalidatesTags: (_result, error, { connectionId }) => (error ? [] : [scimSettingsTag(connectionId)]),
    }),
  }),
});

export const { useGetScimSettingsQuery, useCreateScimTokenMutation, useRemoveScimTokenMutation } = directoryApi;
