import { namesTokenApplication } from '../credentials/access-tokens.service';
import type { UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import type { UnifiedOperation } from '@portal/shared/unified/unified-apis';
import { getAdapter } from '../../connectors/adapters/registry';
import { sampleRecordSource, withStoredRecords } from '../../connectors/files/file-adapter';
import { getFileAdapter } from '../../connectors/files/file-adapters';
import { getFileLayout } from '../../connectors/files/file-layouts';
import { getRecord, listRecords } from '../../connectors/adapters/run-adapter';
import { getConnector } from '../../connectors/catalog/catalog';
import type { Connector } from '../../connectors/catalog/connector-types';
import type { VendorClient } from '../../connectors/http/vendor-client';
import { AppError, badRequest, forbidden } from '../../lib/app-error';
import type { Config } from '../../config';
import type { FileImportsService } from '../integrations/file-imports.service';
import type { ConnectionsService } from '../integrations/connections.service';
import type { IntegrationsService } from '../integrations/integrations.service';
import type { MeteringService } from '../metering/metering.service';
import type { ConsumersService } from '../consumers/consumers.service';
import type { RequestLogsService } from '../request-logs/request-logs.service';
import { applicationNotFound } from '../applications/application-scope';
import type { ConnectionState } from '@portal/shared/connectors/connectors.constants';
import { type GatewayCall, vendorFailure } from './gateway-call';
import { shortCache } from '../../lib/short-cache';
import type { UnifiedCaller } from './unified-callers.service';
import type { ScimService } from '../directory/scim.service';
import type { ScimTokensService } from '../directory/scim-tokens.service';
import { scimAdapter, withScimRecords } from '../../connectors/scim/scim-adapter';
import type { ConnectorAdapter } from '../../connectors/adapters/adapter-types';

interface Deps {
  config: Config;
  connections: ConnectionsService;
  integrations: IntegrationsService;
  metering: MeteringService;
  consumers: ConsumersService;
  requestLogs: RequestLogsService;
  fileImports: FileImportsService;
  scim: ScimService;
  scimTokens: ScimTokensService;
}

type ConnectionRow = NonNullable<Awaited<ReturnType<ConnectionsService['byId']>>>;

/** States in which a connection can be called. */
const CALLABLE = new Set(['callable', 'authorized']);

const ownerOf = (caller: UnifiedCaller) => ({
  applicationId: caller.applicationId,
  accountId: caller.accountId,
  consumerId: caller.consumerId,
});
const whose = (caller: UnifiedCaller) => (caller.consumerId ? 'The consumer' : 'The application');

export interface ModelQuery {
  serviceId?: string | undefined;
  cursor?: string | undefined;
  pageSize?: number | undefined;
  includeRemoteData: boolean;
}

/**
 * The data plane's calls: which connection a call goes to (the caller's callable connections among the
 * application's enabled integrations, `serviceId` choosing among several), the integration's scope and field
 * mappings, admission by metering before any vendor call, and the vendor's failures in the unified format (a refused
 * credential also marks the connection invalid).
 */
export function createUnifiedService({
  config,
  connections,
  integrations,
  metering,
  consumers,
  requestLogs,
  fileImports,
  scim,
  scimTokens,
}: Deps) {
  // What routes a call (the application's enabled integrations, the caller's connection rows, an integration's
  // scope and field mappings) is read once per UNIFIED_ROUTE_CACHE_MS (1 s) and shared by the calls meanwhile: a
  // change in the portal reaches calls within that time; a connection the gateway finds invalid is read again at once.
  const routes = shortCache<{ enabled: string[]; rows: Map<string, ConnectionRow> }>(
    config.UNIFIED_ROUTE_CACHE_MS,
    Date.now,
  );
  const rules = shortCache<Awaited<ReturnType<IntegrationsService['rulesFor']>>>(
    config.UNIFIED_ROUTE_CACHE_MS,
    Date.now,
  );
  const routeKey = (caller: UnifiedCaller) => `${caller.applicationId}:${caller.consumerId ?? ''}`;

  /**
   * The caller's callable connections in a unified API, by service id, among enabled integrations (those `serves`
   * accepts).
   */
  async function callableIn(caller: UnifiedCaller, unifiedApi: UnifiedApi, serves: (connector: Connector) => boolean) {
    const route = await routes.get(routeKey(caller), async () => {
      const enabled = await integrations.enabledServices(caller.applicationId);
      return { enabled, rows: await connections.rowsOf(ownerOf(caller), enabled) };
    });
    const enabled = route.enabled.filter((serviceId) => {
      const connector = getConnector(serviceId);
      return connector?.unifiedApi === unifiedApi && serves(connector);
    });
    const rows = new Map([...route.rows].filter(([serviceId]) => enabled.includes(serviceId)));
    return { enabled, rows, callable: [...rows.values()].filter((row) => row.enabled && CALLABLE.has(row.state)) };
  }

  /** The connection a call goes to, or a clear refusal naming what is missing. */
  async function connectionFor(
    caller: UnifiedCaller,
    unifiedApi: UnifiedApi,
    serviceId: string | undefined,
    serves: (connector: Connector) => boolean,
  ) {
    const { enabled, rows, callable } = await callableIn(caller, unifiedApi, serves);
    if (serviceId) {
      const row = rows.get(serviceId);
      if (!enabled.includes(serviceId)) {
        const connector = getConnector(serviceId);
        if (!connector || connector.unifiedApi !== unifiedApi)
          throw badRequest(`${serviceId} is not a connector of the ${unifiedApi} API`);
        if (!serves(connector))
          throw new AppError(
            501,
            'UNSUPPORTED_OPERATION',
            `${connector.name} does not serve this model; use passthrough`,
          );
        throw forbidden(`The integration ${connector.name} is not enabled for this application`);
      }
      if (row?.state === 'invalid')
        throw new AppError(
          424,
          'CONNECTION_INVALID',
          `The connection to ${getConnector(serviceId)!.name} is invalid: ${row.invalidReason ?? 'connect it again'}`,
        );
      if (!row || !callable.includes(row))
        throw new AppError(
          424,
          'NEEDS_CONFIGURATION',
          `${whose(caller)} has no callable connection to ${getConnector(serviceId)!.name}`,
        );
      return { row, connector: getConnector(serviceId)! };
    }
    if (callable.length === 0)
      throw new AppError(
        424,
        'NEEDS_CONFIGURATION',
        `${whose(caller)} has no callable connection in the ${unifiedApi} API`,
      );
    if (callable.length > 1) {
      const ids = callable.map((row) => row.serviceId).sort();
      throw badRequest(
        `${whose(caller)} has several callable connections in the ${unifiedApi} API: choose one with serviceId (${ids.join(', ')})`,
      );
    }
    const row = callable[0]!;
    return { row, connector: getConnector(row.serviceId)! };
  }

  /** Admission by metering (its headers kept for every answer), then the vendor call with the connection's client. */
  async function withVendor<T>(
    call: GatewayCall,
    connector: Connector,
    row: ConnectionRow,
    run: (client: VendorClient) => Promise<T>,
  ): Promise<T> {
    call.serviceId = connector.serviceId;
    const admission = await metering.admit(call.caller, call.kind);
    call.headers = admission.headers;
    if (!admission.ok)
      throw new AppError(
        admission.error.statusCode,
        admission.error.code,
        admission.error.message,
        undefined,
        admission.headers,
      );
    call.admitted = true;
    const client = await connections.vendorClientFor(connector, row, {
      recordSubRequest: (record) => call.subRequests.push(record),
      timeoutMs: config.VENDOR_TIMEOUT_MS,
    });
    try {
      return await run(client);
    } catch (error) {
      // A refusal marks the row invalid: the next call must see it, not the cached route.
      routes.delete(routeKey(call.caller));
      throw vendorFailure(await connections.invalidateOn(row, error), admission.headers);
    }
  }

  /** The integration's rules for a model: 403 when its scope leaves the operation out, else the field mappings. */
  async function rulesFor(caller: UnifiedCaller, connector: Connector, model: string, operation: UnifiedOperation) {
    const found = await rules.get(`${caller.applicationId}:${connector.serviceId}:${model}`, () =>
      integrations.rulesFor(caller.applicationId, connector.serviceId, model),
    );
    if (!found.operations.includes(operation)) {
      throw forbidden(
        `The scope of the ${connector.name} integration does not allow ${operation} of ${model}: change it in the integration's settings`,
      );
    }
    return found.fieldMappings;
  }

  /**
   * The client a file connector's adapter reads through: the stored records of the connection's applied file, or in
   * a sandbox connection a generated sample file. Other connectors' clients go as they are.
   */
  function clientFor(connector: Connector, row: ConnectionRow, client: VendorClient): VendorClient {
    const layout = getFileAdapter(connector.serviceId) && getFileLayout(connector.serviceId);
    if (!layout) return client;
    if (row.sandbox) return withStoredRecords(client, sampleRecordSource(connector.serviceId, layout));
    return withStoredRecords(client, {
      page: (afterLine, size) => fileImports.listRecords(row.id, { afterLine, size }),
      get: (entityId) => fileImports.getRecord(row.id, entityId),
    });
  }

  /**
   * The adapter and client a call reads through: a directory connection whose identity provider pushes by SCIM
   * answers from what was pushed (modules/directory); every other connection from its connector's adapter.
   */
  async function readerFor(
    connector: Connector,
    row: ConnectionRow,
    client: VendorClient,
  ): Promise<{ adapter: ConnectorAdapter; client: VendorClient }> {
    if (connector.unifiedApi === 'SSO' && (await scimTokens.pushes(row.id)))
      return { adapter: scimAdapter(connector.serviceId), client: withScimRecords(client, scim.sourceFor(row.id)) };
    return { adapter: getAdapter(connector.serviceId)!, client: clientFor(connector, row, client) };
  }

  const servesModel = (model: string) => (connector: Connector) =>
    getAdapter(connector.serviceId)?.models[model] !== undefined;

  /** A call that names an application (`?applicationId=`) must be the caller's: another's is not found. */
  function checkApplication(caller: UnifiedCaller, applicationId: string | undefined) {
    if (!namesTokenApplication(caller, applicationId)) throw applicationNotFound();
  }

  return {
    connectionFor,
    withVendor,
    rulesFor,
    /** Logs a finished call (buffered by the request logs; never throws). */
    record: requestLogs.record,

    /** The explorer's list of the application's consumers, id and name, by cursor. */
    async consumers(
      caller: UnifiedCaller,
      query: { applicationId?: string | undefined; cursor?: string | undefined; limit: number },
    ) {
      checkApplication(caller, query.applicationId);
      return consumers.tokenList(
        {
          applicationId: caller.applicationId,
          liveApplicationId: caller.liveApplicationId,
          environment: caller.environment,
          accountId: caller.accountId,
          expiresAt: new Date(),
        },
        query,
      );
    },

    /** The caller's callable connections (001 §7 Consumer connections): a consumer's own, or the application's own. */
    async connections(
      caller: UnifiedCaller,
      query: { applicationId?: string | undefined; state?: ConnectionState | undefined },
    ) {
      checkApplication(caller, query.applicationId);
      const owner = ownerOf(caller);
      const enabled = await integrations.enabledServices(caller.applicationId);
      const rows = [...(await connections.rowsOf(owner, enabled)).values()].filter(
        (row) => row.enabled && CALLABLE.has(row.state) && (!query.state || row.state === query.state),
      );
      return Promise.all(
        rows.map((row) => connections.answer(owner, getConnector(row.serviceId)!, row, { forToken: true })),
      );
    },

    /** One page of a unified model, over the vendor's paging: `{ data, meta: { next } }`. */
    async list(call: GatewayCall, unifiedApi: UnifiedApi, model: string, query: ModelQuery) {
      const { row, connector } = await connectionFor(call.caller, unifiedApi, query.serviceId, servesModel(model));
      const fieldMappings = await rulesFor(call.caller, connector, model, 'list');
      const page = await withVendor(call, connector, row, async (vendorClient) => {
        const { adapter, client } = await readerFor(connector, row, vendorClient);
        return listRecords(adapter, model, client, {
          cursor: query.cursor,
          pageSize: query.pageSize,
          includeRemoteData: query.includeRemoteData,
          fieldMappings,
        });
      });
      return { data: page.results, meta: { next: page.next } };
    },

    /** One record of a unified model by its id (the vendor's remote id). */
    async get(call: GatewayCall, unifiedApi: UnifiedApi, model: string, id: string, query: ModelQuery) {
      const { row, connector } = await connectionFor(call.caller, unifiedApi, query.serviceId, servesModel(model));
      const fieldMappings = await rulesFor(call.caller, connector, model, 'get');
      return withVendor(call, connector, row, async (vendorClient) => {
        const { adapter, client } = await readerFor(connector, row, vendorClient);
        return getRecord(adapter, model, client, id, { includeRemoteData: query.includeRemoteData, fieldMappings });
      });
    },
  };
}

export type UnifiedService = ReturnType<typeof createUnifiedService>;
