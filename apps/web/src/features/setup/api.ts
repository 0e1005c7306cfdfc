import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import type { ResultOf } from '@portal/shared/common/endpoint';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { connectorsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import type { ONBOARDING_STEPS } from '@portal/shared/users/users.schemas';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { baseApi } from '../../shared/api/base-api';
import { requestOf, type BodyOf } from '../../shared/api/endpoint-request';
import { APPLICATIONS_TAG } from '../../shared/workspace/workspace-api';

/** The setup wizard's calls (000 §2): each change invalidates what the Dashboard and the other screens read. */
export const setupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createSetupApplication: build.mutation<ResultOf<typeof applicationsEndpoints.create>, BodyOf<typeof applicationsEndpoints.create>>({
      query: (body) => requestOf(applicationsEndpoints.create, { body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [APPLICATIONS_TAG, { type: 'Subscription', id: body.account }]),
    }),
    /** Saves the onboarding step (the server keeps the furthest) and the current application. */
    saveSetupStep: build.mutation<ResultOf<typeof usersEndpoints.updateMeta>, { step: (typeof ONBOARDING_STEPS)[number]; applicationId?: string; accountId?: string }>({
      query: (body) => requestOf(usersEndpoints.updateMeta, { body }),
      invalidatesTags: ['User'],
    }),
    getSetupConnectors: build.query<ResultOf<typeof connectorsEndpoints.list>, void>({
      query: () => requestOf(connectorsEndpoints.list, {}),
      providesTags: ['Connector'],
    }),
    getSetupIntegrations: build.query<ResultOf<typeof integrationsEndpoints.list>, string>({
      query: (application) => requestOf(integrationsEndpoints.list, { query: { application } }),
      providesTags: (_result, _error, application) => [{ type: 'Integration', id: application }],
    }),
    setSetupIntegration: build.mutation<ResultOf<typeof integrationsEndpoints.update>, BodyOf<typeof integrationsEndpoints.update>>({
      query: (body) => requestOf(integrationsEndpoints.update, { params: { serviceId: body.serviceId }, body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [{ type: 'Integration', id: body.application }, { type: 'Subscription', id: body.accountId }]),
    }),
    createSetupConsumer: build.mutation<ResultOf<typeof consumersEndpoints.create>, BodyOf<typeof consumersEndpoints.create>>({
      query: (body) => requestOf(consumersEndpoints.create, { body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [{ type: 'Consumer', id: body.application }]),
    }),
  }),
});

export const {
  useCreateSetupApplicationMutation,
  useSaveSetupStepMutation,
  useGetSetupConnectorsQuery,
  useGetSetupIntegrationsQuery,
  useSetSetupIntegrationMutation,
  useCreateSetupConsumerMutation,
} = setupApi;
