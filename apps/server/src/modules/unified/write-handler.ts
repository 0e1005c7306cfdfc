import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX } from '@portal/shared/unified/unified-writes';
import type { UnifiedWriteEndpoint } from '@portal/shared/unified/unified.endpoints';
import { badRequest, fieldError } from '../../lib/app-error';
import type { EndpointHandler } from '../../plugins/endpoints';
import { beginCall } from './gateway-call';
import type { UnifiedWritesService } from './unified-writes.service';

/** The request's Idempotency-Key: printable ASCII, 1 to 255 characters; another value is a 400 naming the header. */
function idempotencyKeyOf(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const key = Array.isArray(value) ? value.join(',') : value;
  if (key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX && /^[\x21-\x7e]+$/.test(key)) return key;
  const message = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} printable characters without spaces`;
  throw badRequest(message, fieldError(['Idempotency-Key'], 'idempotencyKey', message));
}

/** The handler of a unified write: a metered call through the consumer's connection (dryRun, Idempotency-Key). */
export function writeHandler(
  writes: UnifiedWritesService,
  endpoint: UnifiedWriteEndpoint,
): EndpointHandler<UnifiedWriteEndpoint> {
  return async ({ scope, query, params, body, request, reply, answerStatus }) => {
    const call = beginCall(request, scope as never, 'universal');
    const { serviceId, dryRun } = query as unknown as { serviceId?: string; dryRun: boolean };
    try {
      const answer = await writes.write(call, endpoint, {
        id: (params as { id?: string } | undefined)?.id,
        serviceId,
        dryRun,
        body,
        idempotencyKey: idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
      });
      if (answer.status !== (endpoint.status ?? 200)) answerStatus(answer.status as 200 | 201);
      return answer.data as never;
    } finally {
      reply.headers(call.headers);
    }
  };
}
