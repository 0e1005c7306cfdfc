import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * What every API answer shares beyond its body: `Cache-Control: no-store` (answers carry tokens,
 * TOTP secrets and people's data, which no cache may keep), 405 with `Allow` for a method a known
 * path does not take, and the contract's error envelope for the errors Node's HTTP parser
 * answers before Fastify sees the request (431 headers too large, 400 malformed).
 */

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** The API reference's own files (scripts, styles): static, nothing personal. */
const isStatic = (url: string) => url.startsWith('/api/docs/static/');

export function registerApiAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.url) && !isStatic(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** `/api/members/role/:id` → a pattern matching `/api/members/role/<anything but a slash>`. */
function patternOf(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/** The methods the routes of `path` take (empty when no route has that path). */
/** The JSON 404 of a path no route takes (`Route GET /x not found`), the same on the portal and the data plane. */
export function routeNotFound(reply: FastifyReply, method: string, url: string) {
  const path = url.split('?')[0] ?? '';
  return reply
    .status(404)
    .send({ error: { statusCode: 404, code: 'NOT_FOUND', message: `Route ${method} ${path} not found` } });
}

export function allowedMethods(routes: ReadonlyArray<{ method: string; url: string }>, path: string): string[] {
  const methods = new Set(routes.filter((route) => patternOf(route.url).test(path)).map((route) => route.method));
  return [...methods].sort();
}

const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
};

/** Fastify's `clientErrorHandler`: the parser's refusals in the contract's error envelope. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request could not be read',
  };
  const body = JSON.stringify({ error: { statusCode: known.status, code: known.code, message: known.message } });
  socket.end(
    `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
