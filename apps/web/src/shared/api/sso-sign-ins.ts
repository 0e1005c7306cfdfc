import type { ResultOf } from '@portal/shared/common/endpoint';
import { ssoSignInsEndpoints as endpoints } from '@portal/shared/sso-sign-ins/sso-sign-ins.endpoints';
import { baseApi } from './base-api';
import { consumerConnectionsTag, type InEnvironment } from './cache-tags';
import { requestOf } from './endpoint-request';

/** A consumer's connection to an identity provider. */
export interface SsoConnectionRef extends InEnvironment {
  applicationId: string;
  consumerId: string;
  serviceId: string;
}

/** Single sign-on in the portal (issue 30): the last sign-ins through a consumer's connection. */
export const ssoSignInsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSsoSignIns: build.query<ResultOf<typeof endpoints.list>, SsoConnectionRef>({
      query: (query) => requestOf(endpoints.list, { query }),
      providesTags: (_result, _error, { consumerId }) => [consumerConnectionsTag(consumerId)],
    }),
  }),
});

export const { useGetSsoSignInsQuery } = ssoSignInsApi;
