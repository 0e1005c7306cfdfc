import { UNIFIED_API_LABELS } from '@portal/shared/connectors/connectors.constants';
import type { IntegrationScope } from '@portal/shared/integrations/integrations.schemas';
import {
  UNIFIED_API_DESCRIPTIONS,
  unifiedApiDescription,
  unifiedModelJsonSchema,
  type UnifiedOperation,
} from '@portal/shared/unified/unified-apis';
import { getAdapter } from '../../connectors/adapters/registry';
import { getFileLayout } from '../../connectors/files/file-layouts';
import { unifiedPathOf } from '../../connectors/files/map-file-row';
import type { Connector } from '../../connectors/catalog/connector-types';
import { notFound } from '../../lib/app-error';
import { INTEGRATION_MESSAGES as M } from '@portal/shared/integrations/integrations.constants';
import { connectorOf } from './connection-owner';

/** The operations a connector's adapter serves for a model: list and get where it has them; none without an adapter. */
export function adapterOperations(connector: Connector, model: string): UnifiedOperation[] {
  const served = getAdapter(connector.serviceId)?.models[model];
  if (!served) return [];
  // An action (terminate, lock) is allowed by `update`.
  const writes = Object.keys(served.writes ?? {}).map((write) =>
    write === 'create' || write === 'delete' ? write : ('update' as const),
  );
  return [
    ...new Set<UnifiedOperation>([
      ...(served.list ? (['list'] as const) : []),
      ...(served.get ? (['get'] as const) : []),
      ...writes,
    ]),
  ];
}

/** Without a choice made: every model of the connector's unified API with every operation it declares. */
export function defaultScopeOf(connector: Connector): IntegrationScope {
  return Object.fromEntries(
    unifiedApiDescription(connector.unifiedApi).models.map((model) => [
      model.key,
      [...new Set(model.endpoints.map((endpoint) => endpoint.operation))],
    ]),
  );
}

/** GET /unify-api/: the unified APIs, their models and endpoints (schemas stay on the data plane's OpenAPI). */
export function unifiedApisAnswer() {
  return UNIFIED_API_DESCRIPTIONS.map((api) => ({
    unifiedApi: api.unifiedApi,
    name: UNIFIED_API_LABELS[api.unifiedApi],
    path: api.path,
    models: api.models.map((model) => ({
      key: model.key,
      name: model.name,
      description: model.description,
      endpoints: model.endpoints.map(({ operation, method, path, summary, action }) => ({
        operation,
        method,
        path,
        summary,
        ...(action ? { action } : {}),
      })),
    })),
  }));
}

/** The headings a file connector's layout reads for each unified field of `model`; none for other connectors. */
function fileColumnsOf(serviceId: string, model: string) {
  const layout = getFileLayout(serviceId);
  if (!layout || layout.model !== model) return [];
  return Object.entries(layout.columns as Record<string, readonly string[]>).map(([field, headings]) => ({
    field: unifiedPathOf(layout, field),
    headings: [...headings],
  }));
}

/** GET /integrations/{serviceId}/schema/{type}: the model's JSON Schema and what the connector serves of it. */
export function modelSchemaAnswer(serviceId: string, type: string) {
  const connector = connectorOf(serviceId);
  const model = unifiedApiDescription(connector.unifiedApi).models.find((entry) => entry.key === type);
  if (!model) throw notFound(M.modelNotFound);
  return {
    serviceId,
    unifiedApi: connector.unifiedApi,
    type,
    name: model.name,
    operations: adapterOperations(connector, type),
    schema: unifiedModelJsonSchema(model),
    fileColumns: fileColumnsOf(serviceId, type),
  };
}
