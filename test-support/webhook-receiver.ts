import { type IncomingHttpHeaders, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a receiver got: its headers and raw body. */
export interface Received {
  /** When it arrived (ms since the epoch). */
  receivedAt: number;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers the n-th request (0-based): status, headers, body. */
export type Answer = (
  index: number,
  request: Received,
) => { status: number; headers?: Record<string, string>; body?: string; delayMs?: number };

/** A real HTTP server on loopback standing in for a customer's webhook endpoint. */
export async function startReceiver(answer: Answer = () => ({ status: 200, body: 'ok' })) {
  const received: Received[] = [];
  let respond = answer;
  const server = createServer((request, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = {
        receivedAt: Date.now(),
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(got);
      const { status, headers = {}, body = '', delayMs = 0 } = respond(received.length - 1, got);
      const send = () => response.writeHead(status, headers).end(body);
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    received,
    answerWith(next: Answer) {
      respond = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
