import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QueryValue } from '../../connectors/http/vendor-urls';
import type { VendorRequest } from '../../connectors/http/vendor-client';
import { AppError } from '../../lib/app-error';
import { connectorOf } from '../integrations/connection-owner';
import type { GatewayCall } from './gateway-call';
import type { UnifiedService } from './unified.service';
import { vendorPathOf } from './vendor-path';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every vendor status is answered as the vendor gave it but 429 (waited out by the client) and 401 (the connection is
 * invalid: 424).
 */
const EVERY_STATUS = Array.from({ length: 500 }, (_, index) => index + 100).filter(
  (status) => status !== 429 && status !== 401,
);

/** Caller headers that never reach the vendor: ours, credentials, hop-by-hop and the ones fetch sets itself. */
const NOT_FORWARDED = new Set([
  'authorization',
  'cookie',
  'x-consumer-id',
  'x-api-key',
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-connection',
  'content-length',
  'content-type',
  'accept-encoding',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'forwarded',
  'origin',
  'referer',
  'user-agent',
]);

/** Vendor headers that are not answered: hop-by-hop, credentials, and what Fastify sets for the body it sends. */
const NOT_ANSWERED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
  'set-cookie',
  'www-authenticate',
  'content-length',
  'content-encoding',
]);

function queryOf(query: unknown): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, string | string[]>).map(([name, value]) => [name, value]),
  );
}

/** The body as the vendor gets it: JSON as JSON, anything else as the bytes that came with its content type. */
function bodyOf(request: FastifyRequest): Pick<VendorRequest, 'json' | 'raw'> {
  if (request.body === undefined || request.body === null) return {};
  const contentType = request.headers['content-type'] ?? 'application/octet-stream';
  if (Buffer.isBuffer(request.body) || typeof request.body === 'string')
    return { raw: { contentType, data: request.body } };
  return { json: request.body };
}

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!NOT_FORWARDED.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * `ALL /unified/passthrough/{serviceId}/{vendor path}`: the method, query, body and the caller's own headers go to the
 * vendor with the connection's credentials; the vendor's status, content type and body come back as they are.
 */
export async function passthrough(
  unified: UnifiedService,
  call: GatewayCall,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const params = request.params as { serviceId: string; '*': string };
  if (!METHODS.has(request.method))
    throw new AppError(405, 'METHOD_NOT_ALLOWED', `Passthrough forwards ${[...METHODS].join(', ')}`);
  const connector = connectorOf(params.serviceId);
  const path = vendorPathOf(request.url);
  const { row } = await unified.connectionFor(call.caller, connector.unifiedApi, connector.serviceId, () => true);
  const answer = await unified.withVendor(call, connector, row, (client) =>
    client.request({
      method: request.method as VendorRequest['method'],
      path,
      query: queryOf(request.query),
      headers: forwardedHeaders(request),
      ...bodyOf(request),
      acceptStatuses: EVERY_STATUS,
      rawAnswer: true,
    }),
  );
  reply.status(answer.status);
  for (const [name, value] of answer.headers.entries()) if (!NOT_ANSWERED.has(name)) reply.header(name, value);
  reply.headers(call.headers);
  // The vendor's text as it came: never parsed and serialised again on the way through.
  return answer.body === null ? reply.send() : reply.send(answer.body as string);
}
