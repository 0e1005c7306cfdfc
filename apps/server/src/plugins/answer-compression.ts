import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * JSON answers of 1 KB or more go compressed, as the web app's files do (plugins/static.ts): brotli, else gzip, by
 * Accept-Encoding, with `Vary: Accept-Encoding`; smaller ones (and clients that ask for neither) get them as they are.
 *
 * Compressed per answer, so at the cheapest levels (docs/decisions.md, "API answers compressed"): brotli quality 1
 * and gzip level 1 cost 0.15–0.25 ms of CPU for the unified list of 100 employees (51 KB → 6.8 KB), less than its
 * JSON.stringify; brotli 4 cost 0.5 ms for 5.4 KB, and the best brotli 125 ms. Answers up to 64 KB are compressed on
 * the spot (a thread-pool hop would cost more than the work); larger ones in the pool, not to hold the event loop.
 */
export const COMPRESS_FROM_BYTES = 1024;
const COMPRESS_IN_POOL_FROM_BYTES = 64 * 1024;
export const BROTLI_QUALITY = 1;
export const GZIP_LEVEL = 1;

type Encoding = 'br' | 'gzip';

const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});
const brotliInPool = promisify(brotliCompress);
const gzipInPool = promisify(gzip);

/** The encoding an Accept-Encoding header allows, brotli first; none for a header without either (or with q=0). */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const allowed = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters
      .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    if (q === undefined || Number(q) > 0) allowed.add(name.trim());
  }
  if (allowed.has('br') || allowed.has('*')) return 'br';
  return allowed.has('gzip') ? 'gzip' : undefined;
}

async function compressed(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const inPool = body.length >= COMPRESS_IN_POOL_FROM_BYTES;
  if (encoding === 'br')
    return inPool
      ? brotliInPool(body, brotliOptions(body.length))
      : brotliCompressSync(body, brotliOptions(body.length));
  return inPool ? gzipInPool(body, { level: GZIP_LEVEL }) : gzipSync(body, { level: GZIP_LEVEL });
}

const isJson = (contentType: unknown) => typeof contentType === 'string' && /[/+]json\b/i.test(contentType);

/** An `onSend` hook: the answer compressed when it is JSON text of 1 KB or more and the client takes brotli or gzip. */
export async function compressJsonAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || !isJson(reply.getHeader('content-type'))) return payload;
  // Measured without encoding the text: most answers go out as they are (no Accept-Encoding), and a copy of a list
  // of 100 employees (40 KB) per call only to learn its size was a twentieth of the call.
  const large =
    typeof payload === 'string'
      ? payload.length >= COMPRESS_FROM_BYTES || Buffer.byteLength(payload) >= COMPRESS_FROM_BYTES
      : payload.length >= COMPRESS_FROM_BYTES;
  if (!large) return payload;
  const vary = reply.getHeader('vary');
  if (!(typeof vary === 'string' && /accept-encoding/i.test(vary)))
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  if (!encoding || request.method === 'HEAD') return payload;
  reply.header('content-encoding', encoding);
  // Fastify counts the bytes sent; a length set for the text would be wrong now.
  reply.removeHeader('content-length');
  return compressed(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
}

/**
 * Compresses every JSON answer but those under `compressedInTheirScope`: a scope that reads its answers in an `onSend`
 * hook of its own (the data plane's request log keeps the body as sent) adds `compressJsonAnswer` after that hook,
 * as a parent's hooks run before its children's.
 */
export function registerAnswerCompression(
  app: FastifyInstance,
  { compressedInTheirScope }: { compressedInTheirScope: readonly string[] },
) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      compressedInTheirScope.some(
        (prefix) =>
          request.url === prefix || request.url.startsWith(`${prefix}/`) || request.url.startsWith(`${prefix}?`),
      )
    )
      return payload;
    return compressJsonAnswer(request, reply, payload);
  });
}
