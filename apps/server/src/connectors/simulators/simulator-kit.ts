import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ConnectorSettings } from '../catalog/connector-types';
import type { StoredToken } from '../oauth/token-store';

/** Options every simulator takes; the defaults are its sandbox credentials and its standard data set. */
export interface SimulatorOptions {
  /** Seed of the generated data. */
  seed?: number;
  /** How many records of the main model to generate. */
  size?: number;
}

/**
 * A vendor simulator: a Fastify plugin serving the vendor's documented paths and shapes, prefix-agnostic so it
 * runs standalone (tests) or mounted inside the portal for sandbox connections, with the settings that connect
 * to it (`sandboxSettings`, its one accepted credential).
 */
export interface VendorSimulator {
  serviceId: string;
  plugin: FastifyPluginAsync<SimulatorOptions>;
  sandboxSettings: ConnectorSettings;
  /**
   * For an OAuth authorization-code connector: the token a sandbox connection holds as if an administrator had
   * consented (a refresh token the simulator accepts), kept on the connection when it turns to sandbox.
   */
  sandboxAuthorization?: StoredToken;
}

/** What the control routes need of a collection. */
export interface MutableCollection {
  add(fields: Record<string, unknown>): object;
  update(id: string, fields: Record<string, unknown>): object | undefined;
  remove(id: string): boolean;
}

/**
 * Records of one collection of a simulator, changeable through its control routes:
 * `POST /_simulator/{collection}` creates (body: fields), `PATCH /_simulator/{collection}/{id}` updates,
 * `DELETE /_simulator/{collection}/{id}` deletes. Vendor-facing routes read from here.
 */
export class SimulatorCollection<T extends object> implements MutableCollection {
  constructor(
    readonly records: T[],
    private readonly idOf: (record: T) => string,
    private readonly create: (fields: Record<string, unknown>, index: number) => T,
  ) {}

  find(id: string): T | undefined {
    return this.records.find((record) => this.idOf(record) === id);
  }

  add(fields: Record<string, unknown>): T {
    const record = this.create(fields, this.records.length);
    this.records.push(record);
    return record;
  }

  /** Merges fields into the record (nested objects merged one level deep). */
  update(id: string, fields: Record<string, unknown>): T | undefined {
    const record = this.find(id) as Record<string, unknown> | undefined;
    if (!record) return undefined;
    for (const [name, value] of Object.entries(fields)) {
      const current = record[name];
      record[name] =
        value &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        current &&
        typeof current === 'object' &&
        !Array.isArray(current)
          ? { ...current, ...value }
          : value;
    }
    return record as T;
  }

  remove(id: string): boolean {
    const at = this.records.findIndex((record) => this.idOf(record) === id);
    if (at === -1) return false;
    this.records.splice(at, 1);
    return true;
  }
}

/** Failures a test can ask of a simulator: the next N calls answered 429, or answered late. */
interface FaultPlan {
  rateLimited: number;
  retryAfterSeconds: number;
  delayMs: number;
}

/**
 * The control routes every simulator has, under `/_simulator`:
 * - `GET /_simulator/calls`: how many vendor calls it answered, in all and by `METHOD path` (without the query).
 * - `POST /_simulator/rate-limit` `{ count, retryAfterSeconds }`: the next `count` vendor calls answer 429.
 * - `POST /_simulator/delay` `{ ms }`: vendor calls answer after `ms` (0 to stop).
 * - `POST|PATCH|DELETE /_simulator/{collection}[/{id}]`: change the data.
 * `rateLimitReply` is how the vendor words a 429.
 */
export function registerControls(
  app: FastifyInstance,
  collections: Record<string, MutableCollection>,
  rateLimitReply: (reply: FastifyReply, retryAfterSeconds: number) => unknown = (reply, seconds) =>
    reply.code(429).header('Retry-After', String(seconds)).send({ message: 'Too Many Requests' }),
) {
  const faults: FaultPlan = { rateLimited: 0, retryAfterSeconds: 1, delayMs: 0 };
  const calls = { total: 0, byRoute: {} as Record<string, number> };
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('/_simulator/')) return;
    const route = `${request.method} ${request.url.split('?')[0]}`;
    calls.total += 1;
    calls.byRoute[route] = (calls.byRoute[route] ?? 0) + 1;
    if (faults.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
    if (faults.rateLimited > 0) {
      faults.rateLimited -= 1;
      return rateLimitReply(reply, faults.retryAfterSeconds);
    }
  });
  app.get('/_simulator/calls', async () => calls);
  app.post('/_simulator/rate-limit', async (request) => {
    const body = (request.body ?? {}) as { count?: number; retryAfterSeconds?: number };
    faults.rateLimited = body.count ?? 1;
    faults.retryAfterSeconds = body.retryAfterSeconds ?? 1;
    return { rateLimited: faults.rateLimited };
  });
  app.post('/_simulator/delay', async (request) => {
    faults.delayMs = ((request.body ?? {}) as { ms?: number }).ms ?? 0;
    return { delayMs: faults.delayMs };
  });
  const collectionOf = (request: FastifyRequest, reply: FastifyReply) => {
    const collection = collections[(request.params as { collection: string }).collection];
    if (!collection) void reply.code(404).send({ message: 'No such collection' });
    return collection;
  };
  app.post('/_simulator/:collection', async (request, reply) => {
    const collection = collectionOf(request, reply);
    if (collection) return reply.code(201).send(collection.add((request.body ?? {}) as Record<string, unknown>));
  });
  app.patch('/_simulator/:collection/:id', async (request, reply) => {
    const collection = collectionOf(request, reply);
    if (!collection) return;
    const updated = collection.update(
      (request.params as { id: string }).id,
      (request.body ?? {}) as Record<string, unknown>,
    );
    return updated ?? reply.code(404).send({ message: 'No such record' });
  });
  app.delete('/_simulator/:collection/:id', async (request, reply) => {
    const collection = collectionOf(request, reply);
    if (!collection) return;
    return collection.remove((request.params as { id: string }).id)
      ? reply.code(204).send()
      : reply.code(404).send({ message: 'No such record' });
  });
}

/** A `rateLimitReply` of `registerControls`: 429 with Retry-After and the vendor's own body. */
export const rateLimitedWith =
  (body: unknown) =>
  (reply: FastifyReply, retryAfterSeconds: number): unknown =>
    reply.code(429).header('Retry-After', String(retryAfterSeconds)).send(body);

/** Accepts form bodies (OAuth token requests) as plain objects. */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/** The Basic credentials of a request, or undefined. */
export function basicCredentials(request: FastifyRequest): { username: string; password: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? undefined : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The bearer token of a request, or undefined. */
export const bearerToken = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
