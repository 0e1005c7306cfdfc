import type { FastifyReply, FastifyRequest } from 'fastify';
import { type UnifiedCallRecord, WireBody } from '../request-logs/request-logs.module';
import type { GatewayCall } from './gateway-call';

/** Request headers never handed to the log, even redacted: the caller's credentials. */
const CREDENTIALS = new Set(['authorization', 'cookie', 'x-api-key', 'proxy-authorization']);

const ANSWER_DROPS = new Set(['set-cookie']);

/** The headers as text, without `drop` (one pass: this runs twice on every data-plane call). */
function stringHeaders(headers: Record<string, unknown>, drop: Set<string> = CREDENTIALS): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (drop.has(name) || value === undefined) continue;
    result[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return result;
}

/**
 * A body for the log: text and bytes (as UTF-8) as they went, parsed once by the log after its one redaction; a parsed
 * body as it is.
 */
function bodyOf(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return new WireBody(body);
  if (Buffer.isBuffer(body)) return new WireBody(body.toString('utf8'));
  return body;
}

/** What requestLogs.record gets for a finished metered call; latency from the request's arrival. */
export function recordOf(call: GatewayCall, request: FastifyRequest, reply: FastifyReply): UnifiedCallRecord {
  return {
    accountId: call.caller.accountId,
    applicationId: call.caller.applicationId,
    consumerId: call.caller.consumerId,
    serviceId: call.serviceId,
    kind: call.kind,
    createdAt: call.createdAt,
    request: {
      method: request.method,
      url: request.url,
      query: (request.query ?? {}) as Record<string, unknown>,
      headers: stringHeaders(request.headers),
      body: bodyOf(request.body),
    },
    response: {
      status: reply.statusCode,
      latencyMs: Math.round((performance.now() - call.startedAt) * 100) / 100,
      headers: stringHeaders(reply.getHeaders() as Record<string, unknown>, ANSWER_DROPS),
      body: bodyOf(call.responseBody),
    },
    subRequests: call.subRequests,
    refused: !call.admitted,
  };
}
