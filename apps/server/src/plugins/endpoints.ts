import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Endpoint,
  type EndpointAuth,
  type ParsedInputOf,
  type ResultOf,
  needsSession,
} from '@portal/shared/common/endpoint';
import { inLane } from '../db/gate-lane';
import { AppError, notFound } from '../lib/app-error';
import { forwardingHeaderOf } from '../lib/forwarding-headers';
import { type SessionIdentity, identityOf } from './auth';
import { type ScopeFallbackResolver, type ScopeResolver, scopeHooksOf } from './endpoint-scope';

export type { ScopeFallbackResolver, ScopeResolver } from './endpoint-scope';

/**
 * Registers the routes of the endpoint contract (packages/shared/src/<domain>/<domain>.endpoints.ts).
 * One helper does for every route what used to be written per route: the
 * zod schemas, the OpenAPI entry with its `security`, the session check, the
 * team or application scope (404 to a stranger or a suspended member, 403 to a
 * role the permissions table does not allow) resolved once before the handler,
 * and the `{ data }` envelope with the declared status.
 */

/**
 * What a scoped request runs as, by scope kind. Modules add their kind by
 * declaration merging (`declare module '…/plugins/endpoints' { interface Scopes { application: … } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Scopes {}

/** Authenticates a data-plane request (application or consumer token); throws 401 when it cannot. */
export type TokenResolver = (request: FastifyRequest, auth: EndpointAuth) => Promise<unknown>;

const TOKEN_KINDS = [
  'applicationToken',
  'consumerToken',
  'ownerToken',
  'unifiedToken',
  'connectToken',
  'scimToken',
] as const;
type TokenKind = (typeof TOKEN_KINDS)[number];
const isTokenKind = (kind: string): kind is TokenKind => (TOKEN_KINDS as readonly string[]).includes(kind);

export interface ScopeRegistry {
  scopes: Partial<{ [K in keyof Scopes]: ScopeResolver<Scopes[K]> }>;
  tokens: Partial<Record<TokenKind, TokenResolver>>;
  /**
   * What a scope the request does not name stands for (`ScopeFallback`): `currentTeam`, or a resource kind such as
   * `credential`.
   */
  fallbacks: Partial<Record<string, ScopeFallbackResolver>>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The resolved scope of a scoped endpoint (see `Scopes`), or the data-plane caller of a token endpoint. */
    scope: unknown;
  }
  interface FastifyContextConfig {
    /** The id of the contract endpoint a route serves (set by route()). */
    endpoint?: string;
  }
  interface FastifyInstance {
    /** Where modules register how their scope kinds and token kinds are resolved. */
    scopeRegistry: ScopeRegistry;
    /** Every route registered, with the contract endpoint it serves (the route-table test reads it). */
    routeTable: RegisteredRoute[];
    /** The database cannot take more work now: endpoints answer 503 before they start. */
    databaseOverloaded: () => boolean;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The contract endpoint's id; undefined for routes outside /api (pages, the web app). */
  endpointId: string | undefined;
  /** The route has a rate limit of its own (`config.rateLimit`): it can answer 429. */
  rateLimited: boolean;
}

/** The one place under /api that is not a contract endpoint: the OpenAPI document and its UI. */
export const API_DOCS_PREFIX = '/api/docs';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

type ScopeOf<E extends Endpoint> = E['auth'] extends { kind: infer K }
  ? K extends keyof Scopes
    ? Scopes[K]
    : undefined
  : undefined;

type IdentityOf<E extends Endpoint> = E['auth'] extends { kind: 'session' | 'team' | 'application' }
  ? SessionIdentity
  : null;

export type EndpointContext<E extends Endpoint> = ParsedInputOf<E> & {
  identity: IdentityOf<E>;
  scope: ScopeOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Answers with another success status the contract lists in `otherStatuses`. */
  answerStatus: (status: 200 | 201 | 202) => void;
};

export type EndpointHandler<E extends Endpoint> = (context: EndpointContext<E>) => Promise<ResultOf<E>>;

export interface EndpointRouteOptions {
  /** Fastify route config, e.g. `{ rateLimit }`. */
  config?: RouteShorthandOptions['config'];
  bodyLimit?: number;
  /** false: the handler never touches the database, so it answers even when the database is overloaded. */
  database?: false;
  /** Answers at `info` are not logged (a slow or failed one still is): for a constant every page load asks for. */
  quiet?: true;
  /** How this route's failures are answered, when its format is not the API's (SCIM's error body). */
  errorHandler?: (error: Error, request: FastifyRequest, reply: FastifyReply) => unknown;
}

/** The answer while the database's queue is full (db/database-gate.ts): nothing was done, try again in a second. */
export const databaseBusy = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', 'The server is busy. Try again in a moment.', undefined, {
    'retry-after': '1',
  });

/**
 * Sets up route(): the scope registry, and the route table with its guard.
 * Call before any route is registered: from then on a route under /api that
 * route() did not register (so without its contract's auth check) stops the start.
 */
export function registerEndpointSupport(
  app: FastifyInstance,
  { databaseOverloaded = () => false }: { databaseOverloaded?: () => boolean } = {},
) {
  app.decorate('scopeRegistry', { scopes: {}, tokens: {}, fallbacks: {} } satisfies ScopeRegistry);
  app.decorate('databaseOverloaded', databaseOverloaded);
  app.decorateRequest('scope', null);
  const table: RegisteredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (options) => {
    const endpointId = options.config?.endpoint;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    if (isApiPath(options.url) && !options.url.startsWith(API_DOCS_PREFIX) && !endpointId) {
      throw new Error(
        `${methods.join(',')} ${options.url} is not a contract endpoint: declare it in packages/shared and register it with route()`,
      );
    }
    const rateLimited = Boolean(options.config && 'rateLimit' in options.config && options.config.rateLimit);
    for (const method of methods) table.push({ method, url: options.url, endpointId, rateLimited });
  });
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** A request over the loopback interface that carries no forwarding header of any kind (lib/forwarding-headers.ts). */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (forwardingHeaderOf(request.headers) !== undefined) return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}

function securityOf(auth: EndpointAuth) {
  return auth.kind === 'public' || auth.kind === 'local' ? [] : [{ bearer: [] }];
}

function responseSchemaOf(endpoint: Endpoint) {
  if (endpoint.format === 'scim') return endpoint.answer;
  return endpoint.meta ? z.object({ data: endpoint.answer, meta: endpoint.meta }) : z.object({ data: endpoint.answer });
}

const SCIM_TYPE = 'application/scim+json; charset=utf-8';

const unauthenticatedLane = (_request: FastifyRequest, _reply: FastifyReply, done: () => void) =>
  inLane('unauthenticated', done);

/** 503 with Retry-After, before anything runs, while the database's queue is full. */
function admissionOf(app: FastifyInstance) {
  return (_request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    if (app.databaseOverloaded()) done(databaseBusy());
    else done();
  };
}

/** The session, loopback or access-token check of an endpoint; undefined for a public one. */
function onRequestOf(endpoint: Endpoint, registry: ScopeRegistry, app: FastifyInstance) {
  const auth = endpoint.auth;
  if (auth.kind === 'local') {
    return async (request: FastifyRequest) => {
      if (!isLocalRequest(request)) throw notFound();
    };
  }
  if (needsSession(auth)) return (request: FastifyRequest) => app.authenticate(request);
  if (isTokenKind(auth.kind)) {
    const kind = auth.kind;
    return async (request: FastifyRequest) => {
      const resolve = registry.tokens[kind];
      if (!resolve) throw new Error(`${endpoint.id}: no resolver for ${kind}`);
      request.scope = await resolve(request, auth);
    };
  }
  return undefined;
}

/**
 * Registers one contract endpoint on `app` (mounted under the endpoint's prefix: `/api`, or `/unified` for the data
 * plane).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
) {
  const auth = endpoint.auth;
  const registry = app.scopeRegistry;
  // Only the checks this endpoint needs run per request. Turning a request away when the
  // database is overloaded comes first, before any work; an endpoint without database work has none.
  const check = onRequestOf(endpoint, registry, app);
  const admit = options.database === false ? undefined : admissionOf(app);
  // A public endpoint's work (sign-in, sign-up) waits in the gate's second line (db/gate-lane.ts), from its first hook
  // on.
  const lane = auth.kind === 'public' ? unauthenticatedLane : undefined;
  const hooks = [lane, admit, check].filter((hook) => hook !== undefined);
  const onRequest = hooks.length > 1 ? hooks : hooks[0];
  // The scope is resolved before validation (a stranger's 404 comes before any 400): see endpoint-scope.ts.
  const scope =
    auth.kind === 'team' || auth.kind === 'application'
      ? scopeHooksOf(
          endpoint.id,
          auth.at,
          auth.action,
          () => (registry.scopes as Record<string, ScopeResolver<unknown> | undefined>)[auth.kind],
          registry.fallbacks,
          auth.kind === 'application' && auth.environments,
        )
      : undefined;

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, endpoint: endpoint.id },
    ...(options.quiet ? { logLevel: 'warn' } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.errorHandler ? { errorHandler: options.errorHandler } : {}),
    ...(onRequest ? { onRequest } : {}),
    ...(scope ? { preValidation: scope.early, preHandler: scope.late } : {}),
    schema: {
      tags: [endpoint.domain],
      summary: endpoint.summary,
      operationId: endpoint.id,
      security: securityOf(auth),
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.status === 204
        ? {}
        : {
            response: Object.fromEntries(
              [endpoint.status ?? 200, ...(endpoint.otherStatuses ?? [])].map((status) => [
                status,
                responseSchemaOf(endpoint),
              ]),
            ),
          }),
    },
    handler: async (request, reply) => {
      let status = endpoint.status ?? 200;
      const context = {
        params: request.params,
        query: request.query,
        body: request.body,
        identity: needsSession(auth) ? identityOf(request) : null,
        scope: request.scope ?? undefined,
        request,
        reply,
        answerStatus: (chosen: 200 | 201 | 202) => {
          if (!endpoint.otherStatuses?.includes(chosen)) throw new Error(`${endpoint.id} does not answer ${chosen}`);
          status = chosen;
        },
      } as EndpointContext<E>;
      const result: unknown = await handler(context);
      reply.status(status);
      if (endpoint.status === 204) return reply.send() as never;
      if (endpoint.format === 'scim') return reply.type(SCIM_TYPE).send(result as never) as never;
      // A precomputed answer (precomputedAnswer): checked and serialised once, sent as its bytes.
      if (result instanceof PrecomputedAnswer) return reply.type(JSON_TYPE).send(result.bytes as never) as never;
      return (endpoint.meta ? result : { data: result }) as { data: unknown };
    },
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer serialised once, with its envelope; route() sends its bytes. */
class PrecomputedAnswer {
  constructor(readonly bytes: Buffer) {}
}

/**
 * The handler of an endpoint whose answer never changes while the process runs (public settings): the answer is
 * checked against the contract and serialised once, here, instead of on every request.
 */
export function precomputedAnswer<E extends Endpoint>(endpoint: E, answer: ResultOf<E>): EndpointHandler<E> {
  const checked = responseSchemaOf(endpoint).parse(endpoint.meta ? answer : { data: answer });
  const precomputed = new PrecomputedAnswer(Buffer.from(JSON.stringify(checked)));
  return async () => precomputed as unknown as ResultOf<E>;
}

/** The endpoints of a group named in `names`, for a module that answers part of a contract domain. */
export function only<G extends Record<string, Endpoint>, K extends keyof G & string>(
  group: G,
  ...names: K[]
): Pick<G, K> {
  return Object.fromEntries(names.map((name) => [name, group[name]])) as Pick<G, K>;
}

/** Registers a group of endpoints with one handler each; every endpoint of the group must have its handler. */
export function routes<G extends Record<string, Endpoint>>(
  app: FastifyInstance,
  group: G,
  handlers: { [K in keyof G]: EndpointHandler<G[K]> | [EndpointHandler<G[K]>, EndpointRouteOptions] },
) {
  for (const key of Object.keys(group) as Array<keyof G>) {
    const entry = handlers[key];
    const [handler, options] = Array.isArray(entry) ? entry : [entry, {}];
    route(app, group[key]!, handler as EndpointHandler<G[keyof G]>, options);
  }
}
