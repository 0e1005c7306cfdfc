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

/** Lines are written once this many bytes wait (about 15 request lines)… */
export const LOG_WRITE_BYTES = 4096;
/** …or this long after they were logged, whichever comes first. */
export const LOG_WRITE_MS = 250;

/**
 * Where logs go unless told otherwise: standard output, written asynchronously in blocks of LOG_WRITE_BYTES, and
 * what waits written every LOG_WRITE_MS (pino writes what is left when the process exits). A write per line handed
 * each line to a thread of libuv's pool: a futex wake, the thread's write and a wake of the event loop per request,
 * the largest fixed cost of a data-plane call at one connection (docs/benchmarks.md, "Gateway after profiling").
 */
export function standardOutput(dest: number | string = 1) {
  const destination = pino.destination({ dest, sync: false, minLength: LOG_WRITE_BYTES });
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Destroyed (the process is ending): nothing is written any more.
      clearInterval(timer);
    }
  }, LOG_WRITE_MS).unref();
  return destination;
}
