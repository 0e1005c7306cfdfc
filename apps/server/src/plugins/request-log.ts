import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { pino } from 'pino';

/** A request slower than this is logged at `warn`, so it shows at `LOG_LEVEL=warn` too. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request logging with one line per request instead of two: nothing
 * when a request comes in, and when its answer is sent one line with the
 * request id, the method, the URL (through the logger's `req` serializer, which
 * redacts the secrets some URLs carry), the status and the time. Every request
 * at `info`; a slow one at `warn` and a failed one at `error`, so a quieter level
 * keeps those. Fastify's other lines (error details, stream errors) are unchanged.
 *
 * The line holds only what those serializers give (no headers, no body), so it
 * skips the logger's path redaction, which cost more than the rest of the line.
 */
export class RequestLog extends LogController {
  #lines: FastifyBaseLogger | undefined;

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    const level = reply.statusCode >= 500 ? 'error' : responseTime >= SLOW_REQUEST_MS ? 'warn' : 'info';
    // A route's own level (`logLevel`, route()'s `quiet`) is kept: its request logger is at that level.
    if (pino.levels.values[level]! < (pino.levels.values[reply.log.level] ?? 0)) return;
    this.#lines ??= request.server.log.child({}, { redact: { paths: [] } });
    const line = { reqId: request.id, req: request, res: reply, responseTime };
    if (level === 'error') this.#lines.error(line, 'request failed');
    else if (level === 'warn') this.#lines.warn(line, 'slow request');
    else this.#lines.info(line, 'request completed');
  }
}

/**
 * Where logs go unless told otherwise: standard output, written asynchronously,
 * so lines logged while a write is under way go out in one write instead of
 * one system call each (pino flushes what is left when the process exits).
 */
export function standardOutput() {
  return pino.destination({ dest: 1, sync: false });
}
