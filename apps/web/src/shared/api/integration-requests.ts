import type { ResultOf } from '@portal/shared/common/endpoint';
import { integrationRequestsEndpoints as endpoints } from '@portal/shared/integration-requests/integration-requests.endpoints';
import { baseApi } from './base-api';
import { type BodyOf, requestOf } from './endpoint-request';

export const integrationRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestIntegration: build.mutation<ResultOf<typeof endpoints.create>, BodyOf<typeof endpoints.create>>({
      query: (body) => requestOf(endpoints.create, { body }),
    }),
    getExternalRequestForm: build.query<ResultOf<typeof endpoints.externalForm>, void>({
      query: () => requestOf(endpoints.externalForm, {}),
    }),
  }),
});

export const { useRequestIntegrationMutation, useGetExternalRequestFormQuery } = integrationRequestsApi;
