import type { Connector } from '../../connectors/catalog/connector-types';
import { isConnectorError } from '../../connectors/http/connector-error';
import type { SubRequestRecorder } from '../../connectors/http/sub-request';
import { VendorClient } from '../../connectors/http/vendor-client';
import type { ConnectorSettings } from '../../connectors/catalog/connector-types';
import type { ConnectorContext } from '../../connectors/http/connector-context';
import type { ConnectionRow } from './connections.table';

/** What the connections service lends this file: unsealed settings, the row's context, and the invalid mark. */
export interface ConnectionClientDeps {
  vendorSettingsOf(row: ConnectionRow): Promise<ConnectorSettings>;
  /** The row's context; a sandbox connection's routes to its in-process simulator. */
  contextFor(row: ConnectionRow): ConnectorContext;
  markInvalid(id: string, reason: string): Promise<void>;
}

export interface VendorClientOptions {
  /** Receives every vendor call of this client, redacted (the request log's subRequests). */
  recordSubRequest?: SubRequestRecorder;
  /** Overrides of the per-call timeout and 429 deadline (tests, the data plane's own budget). */
  timeoutMs?: number;
  retryDeadlineMs?: number;
}

/**
 * The vendor client of one stored connection: its settings unsealed (a consumer's OAuth connection borrowing the
 * application's OAuth app), its tokens from the row's token store, the SSRF-guarded fetch and the operator's base
 * URL overrides. `invalidateOn` records a vendor's refusal (CONNECTION_INVALID) on the row, so the portal shows it.
 */
export function createConnectionClients(deps: ConnectionClientDeps) {
  return {
    async vendorClientFor(
      connector: Connector,
      row: ConnectionRow,
      options: VendorClientOptions = {},
    ): Promise<VendorClient> {
      const ctx: ConnectorContext = { ...deps.contextFor(row), ...definedOf(options) };
      return new VendorClient(connector, await deps.vendorSettingsOf(row), ctx);
    },

    /** Marks the connection invalid when the vendor refused its credentials; answers the error for rethrowing. */
    async invalidateOn(row: ConnectionRow, error: unknown): Promise<unknown> {
      if (isConnectorError(error) && error.code === 'CONNECTION_INVALID') await deps.markInvalid(row.id, error.message);
      return error;
    },
  };
}

function definedOf(options: VendorClientOptions): Partial<ConnectorContext> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}
