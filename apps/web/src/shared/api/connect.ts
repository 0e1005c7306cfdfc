import type { ResultOf } from '@portal/shared/common/endpoint';
import { connectEndpoints as endpoints } from '@portal/shared/connect/connect.endpoints';
import { baseApi } from './base-api';
import { connectLinksTag, connectSettingsTag, type InEnvironment } from './cache-tags';
import type { ConsumerRef } from './consumer-token';
import { type BodyOf, requestOf } from './endpoint-request';

/** One of a consumer's links, to revoke. */
export interface ConnectLinkRef extends InEnvironment {
  id: string;
  applicationId: string;
  consumerId: string;
}

/** Connect (issue 28) in the portal: the application's branding and allowed origins, a consumer's magic links. */
export const connectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The application's Connect settings, by its id (the same in test and live). */
    getConnectSettings: build.query<ResultOf<typeof endpoints.settings>, string>({
      query: (applicationId) => requestOf(endpoints.settings, { query: { applicationId } }),
      providesTags: (_result, _error, applicationId) => [connectSettingsTag(applicationId)],
    }),
    saveConnectSettings: build.mutation<ResultOf<typeof endpoints.saveSettings>, BodyOf<typeof endpoints.saveSettings>>(
      {
        query: (body) => requestOf(endpoints.saveSettings, { body }),
        invalidatesTags: (_result, error, body) => (error ? [] : [connectSettingsTag(body.applicationId)]),
      },
    ),
    /** A consumer's links and sessions, newest first. */
    getConnectLinks: build.query<ResultOf<typeof endpoints.links>, ConsumerRef>({
      query: ({ id, applicationId, environment }) =>
        requestOf(endpoints.links, { query: { applicationId, consumerId: id, environment } }),
      providesTags: (_result, _error, { id }) => [connectLinksTag(id)],
    }),
    /** A magic link (mailed when an email is given) or a reconnect link; its URL is in this answer only. */
    createConnectLink: build.mutation<
      ResultOf<typeof endpoints.createLink>,
      BodyOf<typeof endpoints.createLink> & InEnvironment
    >({
      query: (body) => requestOf(endpoints.createLink, { body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [connectLinksTag(body.consumerId)]),
    }),
    revokeConnectLink: build.mutation<ResultOf<typeof endpoints.revokeLink>, ConnectLinkRef>({
      query: ({ id, applicationId, environment }) =>
        requestOf(endpoints.revokeLink, { params: { id }, body: { applicationId, environment } }),
      invalidatesTags: (_result, error, { consumerId }) => (error ? [] : [connectLinksTag(consumerId)]),
    }),
  }),
});

export const {
  useGetConnectSettingsQuery,
  useSaveConnectSettingsMutation,
  useGetConnectLinksQuery,
  useCreateConnectLinkMutation,
  useRevokeConnectLinkMutation,
} = connectApi;
