import Fastify, { type FastifyInstance } from 'fastify';
import { ConnectorError } from '../http/connector-error';
import { sandboxEnvironment, sandboxSimulators } from './registry';

/** The origin sandbox connections' URLs are built on: a name only, never resolved (calls go through `inject`). */
export const SANDBOX_ORIGIN = 'http://sandbox.internal';
const PREFIX = '/sandbox';

let server: Promise<FastifyInstance> | undefined;

/**
 * The simulators of this process, mounted once below `/sandbox` on a Fastify instance that never listens: sandbox
 * connections reach it only through `sandboxFetch`, so there is no port, no network path and nothing to guard.
 */
export function sandboxServer(): Promise<FastifyInstance> {
  server ??= (async () => {
    const app = Fastify({ logger: false });
    await app.register(sandboxSimulators, { prefix: PREFIX });
    await app.ready();
    return app;
  })();
  return server;
}

/** The environment of a sandbox connection's calls: its connector's base URL on the sandbox origin. */
export const sandboxEnvironmentOf = (serviceId: string) => sandboxEnvironment(serviceId, SANDBOX_ORIGIN, PREFIX);

/**
 * A `fetch` for sandbox connections: a URL on the sandbox origin below `/sandbox/{serviceId}/` is answered by that
 * simulator in-process; anything else (another host, another simulator's folder, the `_simulator` control routes
 * that change data or inject faults) is refused, so a user's passthrough call cannot steer the simulators.
 */
export function sandboxFetchFor(serviceId: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = safeDecode(url.pathname);
    if (url.origin !== SANDBOX_ORIGIN || !path.startsWith(`${PREFIX}/${serviceId}/`) || /\/_simulator(\/|$)/i.test(path)) {
      throw new ConnectorError('VENDOR_UNREACHABLE', `The sandbox does not answer ${url.pathname}`);
    }
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const app = await sandboxServer();
    const reply = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const noBody = reply.statusCode === 204 || reply.statusCode === 304 || request.method === 'HEAD';
    return new Response(noBody ? null : reply.rawPayload, { status: reply.statusCode, headers });
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
