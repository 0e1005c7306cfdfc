import type { ResultOf } from '@portal/shared/common/endpoint';
import { connectorsEndpoints, integrationsEndpoints as endpoints, unifyApiEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import type { Integration } from '@portal/shared/integrations/integrations.schemas';
import type { UnifiedOperation } from '@portal/shared/unified/unified-apis';
import { baseApi } from '../../shared/api/base-api';
import { requestOf } from '../../shared/api/endpoint-request';

/** The cache entries: the application's integrations (list and each one), and one integration. */
const integrationsOf = (application: string) => ({ type: 'Integration' as const, id: application });
const integrationOf = (application: string, serviceId: string) => ({ type: 'Integration' as const, id: `${application}/${serviceId}` });

export interface IntegrationRef {
  application: string;
  serviceId: string;
}

interface ModelRef extends IntegrationRef {
  account: string;
  type: string;
}

/** After a change of one integration, its entry and the application's list are stale. */
const staleAfter = (error: unknown, { application, serviceId }: IntegrationRef) =>
  error ? [] : [integrationsOf(application), integrationOf(application, serviceId)];

/** The settings of a connection save: JSON, or multipart when a file (IdP metadata) goes with them. */
export interface ConnectionSave extends IntegrationRef {
  settings: Record<string, unknown>;
  enabled?: boolean;
  /** The connector's simulator instead of the vendor (connectors with one). */
  sandbox?: boolean;
  files?: Record<string, File>;
}

function saveBody({ settings, enabled, sandbox, files }: ConnectionSave): FormData | { settings: Record<string, unknown>; enabled?: boolean; sandbox?: boolean } {
  if (!files || Object.keys(files).length === 0) return { settings, ...(enabled === undefined ? {} : { enabled }), ...(sandbox === undefined ? {} : { sandbox }) };
  const form = new FormData();
  for (const [name, value] of Object.entries(settings)) if (typeof value === 'string') form.append(`settings[${name}]`, value);
  if (enabled !== undefined) form.append('enabled', String(enabled));
  for (const [name, file] of Object.entries(files)) form.append(`settings[${name}]`, file, file.name);
  return form;
}

export const integrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnifiedApis: build.query<ResultOf<typeof unifyApiEndpoints.list>, void>({
      query: () => requestOf(unifyApiEndpoints.list, {}),
      providesTags: [{ type: 'UnifyApi', id: 'LIST' }],
      keepUnusedDataFor: 3600,
    }),
    getIntegrations: build.query<Integration[], string>({
      query: (application) => requestOf(endpoints.list, { query: { application } }),
      providesTags: (_result, _error, application) => [integrationsOf(application)],
    }),
    getIntegration: build.query<Integration, IntegrationRef>({
      query: ({ application, serviceId }) => requestOf(endpoints.get, { params: { serviceId }, query: { application } }),
      providesTags: (_result, _error, ref) => [integrationOf(ref.application, ref.serviceId)],
    }),
    updateIntegration: build.mutation<Integration, IntegrationRef & { accountId: string; isEnabled: boolean }>({
      query: (body) => requestOf(endpoints.update, { params: { serviceId: body.serviceId }, body }),
      invalidatesTags: (_result, error, ref) => staleAfter(error, ref),
    }),
    saveConnection: build.mutation<ResultOf<typeof endpoints.saveConnection>, ConnectionSave>({
      query: (save) => ({
        ...requestOf(endpoints.saveConnection, { params: { serviceId: save.serviceId }, query: { application: save.application }, body: { settings: {} } }),
        body: saveBody(save),
      }),
      invalidatesTags: (_result, error, ref) => staleAfter(error, ref),
    }),
    authorizeConnection: build.mutation<ResultOf<typeof endpoints.authorize>, IntegrationRef>({
      query: ({ application, serviceId }) => requestOf(endpoints.authorize, { params: { serviceId }, query: { application } }),
    }),
    resetConnection: build.mutation<ResultOf<typeof endpoints.reset>, IntegrationRef>({
      query: ({ application, serviceId }) => requestOf(endpoints.reset, { params: { serviceId }, query: { application } }),
      invalidatesTags: (_result, error, ref) => staleAfter(error, ref),
    }),
    getFtpCredentials: build.query<ResultOf<typeof connectorsEndpoints.ftp>, IntegrationRef>({
      query: ({ application, serviceId }) => requestOf(connectorsEndpoints.ftp, { params: { serviceId }, query: { application } }),
      providesTags: (_result, _error, ref) => [{ type: 'ConnectorFTP', id: `${ref.application}/${ref.serviceId}` }],
    }),
    getModelSchema: build.query<ResultOf<typeof endpoints.schema>, { serviceId: string; type: string }>({
      query: (params) => requestOf(endpoints.schema, { params }),
      keepUnusedDataFor: 3600,
    }),
    patchScope: build.mutation<Integration, ModelRef & { operation: UnifiedOperation; enabled: boolean }>({
      query: ({ application, serviceId, account, type, operation, enabled }) =>
        requestOf(endpoints.patchScope, { params: { serviceId, app: application, type }, query: { account }, body: { operation, enabled } }),
      invalidatesTags: (_result, error, ref) => staleAfter(error, ref),
    }),
    putRemap: build.mutation<Integration, Omit<ModelRef, 'type'> & { type: string; from: string; to: string }>({
      query: ({ application, serviceId, account, type, from, to }) =>
        requestOf(endpoints.putRemap, { params: { serviceId, app: application }, query: { account }, body: { type, from, to } }),
      invalidatesTags: (_result, error, ref) => staleAfter(error, ref),
    }),
    deleteRemap: build.mutation<Integration, Omit<ModelRef, 'type'> & { id: string }>({
      query: ({ application, serviceId, account, id }) => requestOf(endpoints.deleteRemap, { params: { serviceId, app: application, id }, query: { account } }),
      invalidatesTags: (_result, error, ref) => staleAfter(error, ref),
    }),
  }),
});

export const {
  useGetUnifiedApisQuery,
  useGetIntegrationsQuery,
  useGetIntegrationQuery,
  useUpdateIntegrationMutation,
  useSaveConnectionMutation,
  useAuthorizeConnectionMutation,
  useResetConnectionMutation,
  useGetFtpCredentialsQuery,
  useGetModelSchemaQuery,
  usePatchScopeMutation,
  usePutRemapMutation,
  useDeleteRemapMutation,
} = integrationsApi;
