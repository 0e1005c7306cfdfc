import { pathOf, type ResultOf } from '@portal/shared/common/endpoint';
import type { UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import {
  connectionsEndpoints,
  connectorsEndpoints,
  integrationsEndpoints as endpoints,
  unifyApiEndpoints,
} from '@portal/shared/integrations/integrations.endpoints';
import type { Connection, Integration } from '@portal/shared/integrations/integrations.schemas';
import type { UnifiedOperation } from '@portal/shared/unified/unified-apis';
import { baseApi } from './base-api';
import { asConsumer, type ConsumerRef, withToken } from './consumer-token';
import {
  credentialsTag,
  CONNECTORS_TAG,
  consumerConnectionsTag,
  ANY_USAGE_TAG,
  ftpTag,
  integrationsTag,
  integrationTag,
  type InEnvironment,
  UNIFIED_APIS_TAG,
  usageTag,
} from './cache-tags';
import { type BodyOf, requestOf } from './endpoint-request';
import { firstApiKeyOf } from './credentials';

/** One integration of an application's environment (integration settings are per environment). */
export interface IntegrationRef extends InEnvironment {
  application: string;
  serviceId: string;
}

/** An application's integrations in one environment. */
export interface IntegrationsRef extends InEnvironment {
  application: string;
}

interface ModelRef extends IntegrationRef {
  account: string;
  type: string;
}

/** After a change of one integration, its entry and the application's list are stale. */
const staleAfter = (error: unknown, { application, environment, serviceId }: IntegrationRef) =>
  error ? [] : [integrationsTag(application, environment), integrationTag(application, environment, serviceId)];

/** The settings of a connection save: JSON, or multipart when a file (IdP metadata) goes with them. */
export interface ConnectionSave extends IntegrationRef {
  settings: Record<string, unknown>;
  enabled?: boolean;
  /**
   * The connector's simulator instead of the vendor: every test connection is one (`{ settings: {} }` or `true`);
   * live refuses `true` unless the connection already is a sandbox one (made before environments).
   */
  sandbox?: boolean;
  files?: Record<string, File>;
}

function saveBody({
  settings,
  enabled,
  sandbox,
  files,
}: ConnectionSave): FormData | { settings: Record<string, unknown>; enabled?: boolean; sandbox?: boolean } {
  if (!files || Object.keys(files).length === 0)
    return { settings, ...(enabled === undefined ? {} : { enabled }), ...(sandbox === undefined ? {} : { sandbox }) };
  const form = new FormData();
  for (const [name, value] of Object.entries(settings))
    if (typeof value === 'string') form.append(`settings[${name}]`, value);
  if (enabled !== undefined) form.append('enabled', String(enabled));
  for (const [name, file] of Object.entries(files)) form.append(`settings[${name}]`, file, file.name);
  return form;
}

/**
 * The consumer's connections, or that the application's environment has no API key to get its token with (a test
 * consumer's token comes from a test key).
 */
export type ConsumerConnections = { needsCredentials: true } | { needsCredentials: false; connections: Connection[] };
export type ConsumerConnection = { needsCredentials: true } | { needsCredentials: false; connection: Connection };

export interface ConsumerServiceRef extends ConsumerRef {
  unifiedApi: UnifiedApi;
  serviceId: string;
}

/**
 * A call of the owner-token endpoints about the consumer's connection to one service (method and path from the
 * contract).
 */
const connectionCall = <T>(
  endpoint: typeof connectionsEndpoints.get | typeof connectionsEndpoints.save | typeof connectionsEndpoints.remove,
  { unifiedApi, serviceId }: ConsumerServiceRef,
  token: string,
  body?: unknown,
) =>
  withToken<T>(
    pathOf(endpoint, { unifiedApi, serviceId }),
    { method: endpoint.method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
    token,
  );

/** Callable connections first (001 §2), then by service. */
const callableFirst = (connections: Connection[]) =>
  [...connections].sort(
    (a, b) => Number(b.state === 'callable') - Number(a.state === 'callable') || a.serviceId.localeCompare(b.serviceId),
  );

/**
 * The integrations domain: the connector catalog, unified APIs, an application's integrations and a consumer's
 * connections.
 */
export const integrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The connector catalog: the same for everyone, kept for the session. */
    getConnectors: build.query<ResultOf<typeof connectorsEndpoints.list>, void>({
      query: () => requestOf(connectorsEndpoints.list, {}),
      providesTags: [CONNECTORS_TAG],
      keepUnusedDataFor: 3600,
    }),
    getFtpCredentials: build.query<ResultOf<typeof connectorsEndpoints.ftp>, IntegrationRef>({
      query: ({ application, environment, serviceId }) =>
        requestOf(connectorsEndpoints.ftp, { params: { serviceId }, query: { application, environment } }),
      providesTags: (_result, _error, ref) => [
        ftpTag(ref.application, ref.environment, ref.serviceId),
        integrationsTag(ref.application, ref.environment),
      ],
    }),
    /** Uploads a file for a file connector (imported as if it came over FTP): the connection lists it. */
    uploadConnectorFile: build.mutation<
      ResultOf<typeof connectorsEndpoints.uploadFile>,
      IntegrationRef & { name: string; contentBase64: string }
    >({
      query: ({ application, environment, serviceId, name, contentBase64 }) =>
        requestOf(connectorsEndpoints.uploadFile, {
          params: { serviceId },
          query: { application, environment },
          body: { name, contentBase64 },
        }),
      invalidatesTags: (_result, error, ref) => staleAfter(error, ref),
    }),
    /** A consumer's own FTP account of a file connector (Owner and Admin). */
    getConsumerFtpCredentials: build.query<ResultOf<typeof connectorsEndpoints.consumerFtp>, ConsumerServiceRef>({
      query: ({ id, applicationId, environment, serviceId }) =>
        requestOf(connectorsEndpoints.consumerFtp, {
          params: { consumerId: id, serviceId },
          query: { application: applicationId, environment },
        }),
      providesTags: (_result, _error, { id }) => [consumerConnectionsTag(id)],
    }),
    /** Uploads a file for a consumer's connection to a file connector: that connection lists and imports it. */
    uploadConsumerFile: build.mutation<
      ResultOf<typeof connectorsEndpoints.consumerUploadFile>,
      ConsumerServiceRef & { name: string; contentBase64: string }
    >({
      query: ({ id, applicationId, environment, serviceId, name, contentBase64 }) =>
        requestOf(connectorsEndpoints.consumerUploadFile, {
          params: { consumerId: id, serviceId },
          query: { application: applicationId, environment },
          body: { name, contentBase64 },
        }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [consumerConnectionsTag(id)]),
    }),
    getUnifiedApis: build.query<ResultOf<typeof unifyApiEndpoints.list>, void>({
      query: () => requestOf(unifyApiEndpoints.list, {}),
      providesTags: [UNIFIED_APIS_TAG],
      keepUnusedDataFor: 3600,
    }),
    getIntegrations: build.query<Integration[], IntegrationsRef>({
      query: ({ application, environment }) => requestOf(endpoints.list, { query: { application, environment } }),
      providesTags: (_result, _error, { application, environment }) => [integrationsTag(application, environment)],
    }),
    getIntegration: build.query<Integration, IntegrationRef>({
      query: ({ application, environment, serviceId }) =>
        requestOf(endpoints.get, { params: { serviceId }, query: { application, environment } }),
      providesTags: (_result, _error, ref) => [
        integrationTag(ref.application, ref.environment, ref.serviceId),
        integrationsTag(ref.application, ref.environment),
      ],
    }),
    /**
     * Enables or disables an integration (the Integrations screen and the setup wizard): the team's usage counts it.
     */
    updateIntegration: build.mutation<Integration, BodyOf<typeof endpoints.update> & InEnvironment>({
      query: (body) => requestOf(endpoints.update, { params: { serviceId: body.serviceId }, body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [...staleAfter(error, body), usageTag(body.accountId)]),
    }),
    /** Saves the settings, and with them Enable and Sandbox: a switch of Enable changes the team's usage. */
    saveConnection: build.mutation<ResultOf<typeof endpoints.saveConnection>, ConnectionSave>({
      query: (save) => ({
        ...requestOf(endpoints.saveConnection, {
          params: { serviceId: save.serviceId },
          query: { application: save.application, environment: save.environment },
          body: { settings: {} },
        }),
        body: saveBody(save),
      }),
      invalidatesTags: (_result, error, save) =>
        error ? [] : [...staleAfter(error, save), ...(save.enabled === undefined ? [] : [ANY_USAGE_TAG])],
    }),
    authorizeConnection: build.mutation<ResultOf<typeof endpoints.authorize>, IntegrationRef>({
      query: ({ application, environment, serviceId }) =>
        requestOf(endpoints.authorize, { params: { serviceId }, query: { application, environment } }),
    }),
    resetConnection: build.mutation<ResultOf<typeof endpoints.reset>, IntegrationRef>({
      query: ({ application, environment, serviceId }) =>
        requestOf(endpoints.reset, { params: { serviceId }, query: { application, environment } }),
      invalidatesTags: (_result, error, ref) => staleAfter(error, ref),
    }),
    getModelSchema: build.query<ResultOf<typeof endpoints.schema>, { serviceId: string; type: string }>({
      query: (params) => requestOf(endpoints.schema, { params }),
      keepUnusedDataFor: 3600,
    }),
    patchScope: build.mutation<Integration, ModelRef & { operation: UnifiedOperation; enabled: boolean }>({
      query: ({ application, environment, serviceId, account, type, operation, enabled }) =>
        requestOf(endpoints.patchScope, {
          params: { serviceId, app: application, type },
          query: { account, environment },
          body: { operation, enabled },
        }),
      invalidatesTags: (_result, error, ref) => staleAfter(error, ref),
    }),
    putRemap: build.mutation<Integration, Omit<ModelRef, 'type'> & { type: string; from: string; to: string }>({
      query: ({ application, environment, serviceId, account, type, from, to }) =>
        requestOf(endpoints.putRemap, {
          params: { serviceId, app: application },
          query: { account, environment },
          body: { type, from, to },
        }),
      invalidatesTags: (_result, error, ref) => staleAfter(error, ref),
    }),
    deleteRemap: build.mutation<Integration, Omit<ModelRef, 'type'> & { id: string }>({
      query: ({ application, environment, serviceId, account, id }) =>
        requestOf(endpoints.deleteRemap, {
          params: { serviceId, app: application, id },
          query: { account, environment },
        }),
      invalidatesTags: (_result, error, ref) => staleAfter(error, ref),
    }),

    /** A consumer's connection to every integration the application has enabled, callable ones first (its token). */
    getConsumerConnections: build.query<ConsumerConnections, ConsumerRef>({
      async queryFn(ref, { dispatch }) {
        const answer = await asConsumer(
          () => firstApiKeyOf(dispatch, { application: ref.applicationId, environment: ref.environment }),
          ref,
          (token) =>
            withToken<Connection[]>(
              pathOf(connectionsEndpoints.list),
              { method: connectionsEndpoints.list.method },
              token,
            ),
        );
        if ('error' in answer) return answer;
        return {
          data: answer.data
            ? { needsCredentials: false, connections: callableFirst(answer.data) }
            : { needsCredentials: true },
        };
      },
      providesTags: (_result, _error, { id, applicationId, environment }) => [
        consumerConnectionsTag(id),
        credentialsTag(applicationId, environment),
      ],
    }),
    getConsumerConnection: build.query<ConsumerConnection, ConsumerServiceRef>({
      async queryFn(ref, { dispatch }) {
        const answer = await asConsumer(
          () => firstApiKeyOf(dispatch, { application: ref.applicationId, environment: ref.environment }),
          ref,
          (token) => connectionCall<Connection>(connectionsEndpoints.get, ref, token),
        );
        if ('error' in answer) return answer;
        return {
          data: answer.data ? { needsCredentials: false, connection: answer.data } : { needsCredentials: true },
        };
      },
      providesTags: (_result, _error, { id, applicationId, environment }) => [
        consumerConnectionsTag(id),
        credentialsTag(applicationId, environment),
      ],
    }),
    /**
     * Saves the consumer's settings (live: checked with the vendor), or connects the sandbox (test: `{ settings: {} }`,
     * the simulator).
     */
    saveConsumerConnection: build.mutation<
      Connection,
      ConsumerServiceRef & { body: BodyOf<typeof connectionsEndpoints.save> }
    >({
      async queryFn({ body, ...ref }, { dispatch }) {
        const answer = await asConsumer(
          () => firstApiKeyOf(dispatch, { application: ref.applicationId, environment: ref.environment }),
          ref,
          (token) => connectionCall<Connection>(connectionsEndpoints.save, ref, token, body),
        );
        return 'error' in answer ? answer : { data: answer.data! };
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [consumerConnectionsTag(id)]),
    }),
    /** Reset (001 §2): the consumer's credentials and tokens removed, the connection available again. */
    resetConsumerConnection: build.mutation<Connection, ConsumerServiceRef>({
      async queryFn(ref, { dispatch }) {
        const answer = await asConsumer(
          () => firstApiKeyOf(dispatch, { application: ref.applicationId, environment: ref.environment }),
          ref,
          (token) => connectionCall<Connection>(connectionsEndpoints.remove, ref, token),
        );
        return 'error' in answer ? answer : { data: answer.data! };
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [consumerConnectionsTag(id)]),
    }),
  }),
});

export const {
  useGetConnectorsQuery,
  useGetFtpCredentialsQuery,
  useUploadConnectorFileMutation,
  useGetConsumerFtpCredentialsQuery,
  useUploadConsumerFileMutation,
  useGetUnifiedApisQuery,
  useGetIntegrationsQuery,
  useGetIntegrationQuery,
  useUpdateIntegrationMutation,
  useSaveConnectionMutation,
  useAuthorizeConnectionMutation,
  useResetConnectionMutation,
  useGetModelSchemaQuery,
  usePatchScopeMutation,
  usePutRemapMutation,
  useDeleteRemapMutation,
  useGetConsumerConnectionsQuery,
  useGetConsumerConnectionQuery,
  useSaveConsumerConnectionMutation,
  useResetConsumerConnectionMutation,
} = integrationsApi;
