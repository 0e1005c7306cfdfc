import type { FastifyRequest } from 'fastify';
import type { Action } from '@portal/shared/permissions/permissions';
import type { ScopeLocator } from '@portal/shared/common/endpoint';
import { canonicalId } from '@portal/shared/common/validation';
import { ENVIRONMENTS, type Environment } from '@portal/shared/common/environment';
import { AppError } from '../lib/app-error';
import type { SessionIdentity } from './auth';

/**
 * How a team- or application-scoped request finds its scope. It runs before the request's
 * validation, so a stranger or a suspended member gets 404 whatever else the request holds
 * (a body they got wrong, a field missing): who the caller is comes first. An id that is not
 * an id is left to validation (400, as for any malformed field); so is a missing one, unless the
 * contract names where the scope comes from otherwise (`ScopeLocator.otherwise`).
 */

/**
 * Resolves the scope of a request: the caller, the id the request names, the action and, for an application's
 * environment, the environment the request names (null: the request is about the application itself; undefined: it
 * names none). `viaOwner`: the id is the owner of the resource the request names, not one the request gave.
 */
export type ScopeResolver<S> = (input: {
  identity: SessionIdentity | null;
  id: string;
  action: Action | null;
  request: FastifyRequest;
  environment: Environment | undefined | null;
  viaOwner: boolean;
}) => Promise<S>;

/**
 * The environment a request names, read before validation: from the body when the scope is named there, else from
 * the query. A value that is not an environment is left to validation (400), the request resolved as if it named none.
 */
export function namedEnvironmentOf(request: FastifyRequest, at: Pick<ScopeLocator, 'in'>): Environment | undefined {
  const body = at.in === 'body' ? (request.body as Record<string, unknown> | null | undefined) : undefined;
  const query = request.query as Record<string, unknown> | null | undefined;
  const value =
    (body && typeof body === 'object' ? body.environment : undefined) ??
    (query && typeof query === 'object' ? query.environment : undefined);
  return ENVIRONMENTS.find((each) => each === value);
}

/**
 * What a scope fallback stands for (`currentTeam`, or a resource whose owner is the scope):
 * the id of the team or application, or null when there is none.
 */
export interface ScopeFallbackResolver {
  resolve(input: { identity: SessionIdentity; id: string }): Promise<string | null>;
  /** The answer when there is none, or it is not the caller's: one 404, so a stranger cannot tell the two apart. */
  notFound(): AppError;
}

/** The id a request gives where the locator says (or under its alias); undefined when it gives none. */
export function namedIdOf(request: FastifyRequest, at: Pick<ScopeLocator, 'in' | 'key' | 'alias'>): string | undefined {
  const source = (at.in === 'query' ? request.query : at.in === 'body' ? request.body : request.params) as
    Record<string, unknown> | null | undefined;
  if (!source || typeof source !== 'object') return undefined;
  const value = source[at.key] ?? (at.alias === undefined ? undefined : source[at.alias]);
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? value : String(value);
}

/**
 * No team or application has it: what a scope the request's schema let through without naming one resolves as (404).
 */
const NO_SUCH_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The two hooks of a scoped endpoint: `early` (preValidation) resolves the scope from a well-formed id or the
 * fallback; `late` (preHandler) resolves what validation let through unresolved, which names no scope (404).
 */
export function scopeHooksOf(
  endpointId: string,
  at: ScopeLocator,
  action: Action | null,
  resolverOf: () => ScopeResolver<unknown> | undefined,
  fallbacks: Partial<Record<string, ScopeFallbackResolver>>,
  environments = false,
) {
  const resolve = (request: FastifyRequest, id: string, viaOwner = false) => {
    const resolver = resolverOf();
    if (!resolver) throw new Error(`${endpointId}: no scope resolver`);
    const environment = environments ? namedEnvironmentOf(request, at) : null;
    return resolver({ identity: request.identity, id, action, request, environment, viaOwner });
  };

  async function byFallback(request: FastifyRequest): Promise<unknown> {
    const otherwise = at.otherwise;
    if (!otherwise || !request.identity) return null;
    const resourceId = otherwise.from === 'owner' ? canonicalId(namedIdOf(request, otherwise.at)) : '';
    // A resource id that is missing or not an id is validation's to answer.
    if (resourceId === undefined) return null;
    const fallback = fallbacks[otherwise.from === 'owner' ? otherwise.resource : otherwise.from];
    if (!fallback) throw new Error(`${endpointId}: no scope fallback for ${JSON.stringify(otherwise)}`);
    const id = await fallback.resolve({ identity: request.identity, id: resourceId });
    if (!id) throw fallback.notFound();
    try {
      return await resolve(request, id, true);
    } catch (error) {
      throw error instanceof AppError && error.statusCode === 404 ? fallback.notFound() : error;
    }
  }

  return {
    early: async (request: FastifyRequest) => {
      const named = namedIdOf(request, at);
      // Resolved in the id's one form (lower case), as validation will parse it: docs/decisions.md, "Ids at the edge".
      const id = canonicalId(named);
      if (named === undefined) request.scope = await byFallback(request);
      else if (id) request.scope = await resolve(request, id);
    },
    late: async (request: FastifyRequest) => {
      if (request.scope === null) request.scope = await resolve(request, NO_SUCH_ID);
    },
  };
}
