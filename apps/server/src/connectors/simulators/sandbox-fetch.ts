import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { ConnectorError } from '../http/connector-error';
import { getSimulator, sandboxEnvironment } from './registry';

/** The origin sandbox connections' URLs are built on: a name only, never resolved (calls go through `inject`). */
export const SANDBOX_ORIGIN = 'http://sandbox.internal';
const PREFIX = '/sandbox';

/**
 * Sandbox connections whose simulators are kept; past it the least recently used one is dropped (and re-seeded when
 * used again).
 */
const KEPT_SANDBOXES = 200;
const servers = new Map<string, Promise<FastifyInstance>>();

/** The seed of a connection's data: the same connection always starts from the same data, another from other data. */
export const sandboxSeedOf = (connectionId: string) =>
  createHash('sha256').update(connectionId).digest().readUInt32LE(0);

/**
 * The simulator of one sandbox connection (`size` records of its main model, unset: the simulator's own number),
 * mounted below `/sandbox/{serviceId}` on a Fastify instance of its own that
 * never listens: its data is seeded by the connection id and changed only through this connection's control route,
 * so no two connections (of one team or of two) see each other's records or changes. Connections reach it only
 * through `sandboxFetchFor`: no port, no network path.
 */
export function sandboxServer(serviceId: string, connectionId: string, size?: number): Promise<FastifyInstance> {
  const key = `${serviceId}:${connectionId}`;
  const kept = servers.get(key);
  if (kept) {
    // Most recently used last: a Map keeps insertion order.
    servers.delete(key);
    servers.set(key, kept);
    return kept;
  }
  const simulator = getSimulator(serviceId);
  if (!simulator) return Promise.reject(new ConnectorError('VENDOR_UNREACHABLE', `No sandbox for ${serviceId}`));
  const made = (async () => {
    const app = Fastify({ logger: false });
    await app.register(simulator.plugin, { prefix: `${PREFIX}/${serviceId}`, seed: sandboxSeedOf(connectionId), size });
    await app.ready();
    return app;
  })();
  servers.set(key, made);
  if (servers.size > KEPT_SANDBOXES) {
    const [oldest, dropped] = servers.entries().next().value!;
    servers.delete(oldest);
    void dropped.then((app) => app.close()).catch(() => undefined);
  }
  return made;
}

/** The environment of a sandbox connection's calls: its connector's base URL on the sandbox origin. */
export const sandboxEnvironmentOf = (serviceId: string) => sandboxEnvironment(serviceId, SANDBOX_ORIGIN, PREFIX);

/**
 * A `fetch` for one sandbox connection: a URL on the sandbox origin below `/sandbox/{serviceId}/` is answered by the
 * connection's own simulator in-process; anything else (another host, another simulator's folder, the `_simulator`
 * control routes that change data or inject faults) is refused, so a user's passthrough call cannot steer it.
 */
export function sandboxFetchFor(serviceId: string, connectionId: string, size?: number): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = safeDecode(url.pathname);
    if (
      url.origin !== SANDBOX_ORIGIN ||
      !path.startsWith(`${PREFIX}/${serviceId}/`) ||
      /\/_simulator(\/|$)/i.test(path)
    ) {
      throw new ConnectorError('VENDOR_UNREACHABLE', `The sandbox does not answer ${url.pathname}`);
    }
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const app = await sandboxServer(serviceId, connectionId, size);
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
