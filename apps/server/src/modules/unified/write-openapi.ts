import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_TTL_HOURS } from '@portal/shared/unified/unified-writes';
import type { UnifiedWriteEndpoint } from '@portal/shared/unified/unified.endpoints';
import { ADAPTERS } from '../../connectors/adapters/registry';
import { supportedWrites } from '../../connectors/adapters/run-write';
import { getConnector } from '../../connectors/catalog/catalog';
import { ERROR_BODY_JSON_SCHEMA } from '../../plugins/openapi-errors';

type JsonSchema = Record<string, unknown>;

/** The connectors whose adapter serves a write, and those of the same unified API whose adapter does not (501). */
export function writeSupportOf(endpoint: Pick<UnifiedWriteEndpoint, 'unifiedApi' | 'model' | 'operation' | 'action'>) {
  const name = endpoint.action ?? endpoint.operation;
  const adapters = ADAPTERS.filter(
    (adapter) => adapter.unifiedApi === endpoint.unifiedApi && adapter.models[endpoint.model],
  );
  const supported = adapters.filter((adapter) => supportedWrites(adapter, endpoint.model).includes(name));
  return {
    supported: supported.map((adapter) => adapter.serviceId),
    unsupported: adapters.filter((adapter) => !supported.includes(adapter)).map((adapter) => adapter.serviceId),
  };
}

const named = (serviceIds: string[]) =>
  serviceIds.map((serviceId) => `${getConnector(serviceId)?.name ?? serviceId} (${serviceId})`).join(', ') || 'none';

const errorContent = { 'application/json': { schema: ERROR_BODY_JSON_SCHEMA } };

/**
 * A write's OpenAPI operation: its body, the Idempotency-Key header, the vendors that support it (and those that answer
 * 501) in the description and as `x-supported-by`, and the answers idempotency adds (409, 422).
 */
export function writeOperationOf(
  endpoint: UnifiedWriteEndpoint,
  operation: { parameters: JsonSchema[]; responses: Record<string, unknown> } & JsonSchema,
  body: JsonSchema | undefined,
) {
  const support = writeSupportOf(endpoint);
  return {
    ...operation,
    description:
      `Supported by: ${named(support.supported)}. Answers 501 UNSUPPORTED_OPERATION, naming what the vendor ` +
      `supports, for: ${named(support.unsupported)}. With \`dryRun=true\` nothing is sent: the answer is the ` +
      'vendor request the write would send, secrets masked.',
    'x-supported-by': support.supported,
    'x-unsupported-by': support.unsupported,
    parameters: [
      ...operation.parameters,
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
        description:
          `Makes the write safe to retry: the same key with the same request within ${IDEMPOTENCY_KEY_TTL_HOURS} h ` +
          'answers the first answer (header `Idempotent-Replayed: true`) without calling the vendor again; with ' +
          'another request 422; while the first is still in flight 409. Keys are per consumer.',
      },
    ],
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses: {
      ...operation.responses,
      409: {
        description: 'IDEMPOTENCY_KEY_IN_USE: the first request with this key is in flight',
        content: errorContent,
      },
      422: {
        description: 'IDEMPOTENCY_KEY_REUSED, or VENDOR_REJECTED: the vendor refused the write (its reason given)',
        content: errorContent,
      },
      501: { description: 'UNSUPPORTED_OPERATION: the vendor does not offer this write', content: errorContent },
    },
  };
}
