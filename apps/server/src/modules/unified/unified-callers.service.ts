import type { FastifyRequest } from 'fastify';
import type { EndpointAuth, UnifiedHolder } from '@portal/shared/common/endpoint';
import { type CanonicalId, canonicalId, hasControlCharacters } from '@portal/shared/common/validation';
import { API_KEY_PREFIX } from '@portal/shared/credentials/credentials.constants';
import { CONSUMER_EXTERNAL_ID_MAX_LENGTH } from '@portal/shared/consumers/consumers.constants';
import { TOKEN_MESSAGES } from '@portal/shared/tokens/tokens.constants';
import { AppError, badRequest, unauthorized } from '../../lib/app-error';
import { refreshingCache } from '../../lib/refreshing-cache';
import type { Environment } from '@portal/shared/common/environment';
import type { AccessTokensService, VerifiedTokenScope } from '../credentials/access-tokens.service';

interface Deps {
  accessTokens: AccessTokensService;
  now: () => Date;
}

/**
 * Who a data-plane call runs for: an application (`consumerId` null) or one of its consumers. Its ids are canonical
 * (as the database keeps them): every count, limit, cache and log of the call is keyed by them.
 */
export interface UnifiedCaller {
  accountId: CanonicalId;
  /** The environment's application row; `liveApplicationId` is the application as its team knows it. */
  applicationId: CanonicalId;
  liveApplicationId: CanonicalId;
  environment: Environment;
  consumerId: CanonicalId | null;
  /** An API key without `x-consumer-id`: the application itself, which a consumer's endpoint tells how to name one. */
  keyAlone?: true;
}

declare module '../../plugins/endpoints' {
  interface Scopes {
    unifiedToken: UnifiedCaller;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;
export const KEY_NEEDS_CONSUMER =
  'An API key needs the consumer in the x-consumer-id header; or use an access token from POST /api/auth';
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * How long a verified token or key is trusted without asking the database again. A deleted application, key or
 * consumer stops working within this time (a token's own expiry is still checked on every call).
 */
export const CALLER_CACHE_MS = 5_000;
/** A caller used in the last second of its cache time is checked again meanwhile, so calls never wait at its expiry. */
export const CALLER_REFRESH_AHEAD_MS = 1_000;
const CALLER_CACHE_MAX = 10_000;

const HOLDER_MESSAGES: Record<Exclude<UnifiedHolder, 'any'>, string> = {
  application: 'This endpoint needs an application access token',
  consumer: 'This endpoint needs a consumer access token, or an API key with the x-consumer-id header',
};

const callerOfScope = (scope: VerifiedTokenScope) => ({
  accountId: scope.accountId,
  applicationId: scope.applicationId,
  liveApplicationId: scope.liveApplicationId,
  environment: scope.environment,
});

/**
 * Authenticates data-plane calls: `Authorization: Bearer <application or consumer access token>`, or
 * `Bearer <API key>` with `x-consumer-id`. A portal session is never accepted (it is neither). Successful checks are
 * cached for CALLER_CACHE_MS so the hot path is a map lookup: concurrent checks of one credential share one, a caller
 * in use is checked again before its time ends, and failures are never cached. The ids of a caller are those the
 * database reads back, so the one cache entry of a consumer serves both spellings of its id.
 */
export function createUnifiedCallersService({ accessTokens, now }: Deps) {
  const cache = refreshingCache<UnifiedCaller>({
    refreshAheadMs: CALLER_REFRESH_AHEAD_MS,
    max: CALLER_CACHE_MAX,
    now: () => now().getTime(),
  });

  async function verify(
    credential: string,
    consumerRef: string | undefined,
    ip: string,
  ): Promise<{ value: UnifiedCaller; until: number }> {
    const at = now().getTime();
    if (JWT.test(credential)) {
      const scope = await accessTokens.verify(credential);
      return {
        value: { ...callerOfScope(scope), consumerId: scope.consumerId ?? null },
        until: Math.min(at + CALLER_CACHE_MS, scope.expiresAt.getTime()),
      };
    }
    if (!consumerRef) {
      // An API key alone acts for its application (a backend asking for a connect session); any other credential is
      // a token that did not verify.
      if (!credential.startsWith(API_KEY_PREFIX)) throw unauthorized(TOKEN_MESSAGES.tokenInvalid);
      const scope = await accessTokens.applicationScopeOfKey(credential, ip);
      return { value: { ...callerOfScope(scope), consumerId: null, keyAlone: true }, until: at + CALLER_CACHE_MS };
    }
    const scope = await accessTokens.consumerScopeOfKey(credential, consumerRef, ip);
    return {
      value: { ...callerOfScope(scope), consumerId: scope.consumerId },
      until: at + CALLER_CACHE_MS,
    };
  }

  /**
   * The consumer a request names in `x-consumer-id`: its id (canonical, lower case) or the developer's externalId
   * (kept as written); undefined when none; 400 for a value no consumer could have.
   */
  function consumerRefOf(request: FastifyRequest): string | undefined {
    const header = request.headers['x-consumer-id'];
    const written = typeof header === 'string' ? header.trim() : undefined;
    if (written === undefined || written === '') return undefined;
    if (written.length > CONSUMER_EXTERNAL_ID_MAX_LENGTH || hasControlCharacters(written))
      throw badRequest(TOKEN_MESSAGES.consumerHeaderInvalid);
    return canonicalId(written) ?? written;
  }

  async function callerOf(request: FastifyRequest): Promise<UnifiedCaller> {
    const credential = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!credential) throw unauthorized();
    const consumerRef = consumerRefOf(request);
    const key = JWT.test(credential) ? credential : `${credential}\n${consumerRef ?? ''}`;
    return cache.get(key, () => verify(credential, consumerRef, request.ip));
  }

  return {
    callerOf,

    /** The `unifiedToken` resolver: the caller, then 403 when it is not the holder the endpoint is for. */
    async resolve(request: FastifyRequest, auth: EndpointAuth): Promise<UnifiedCaller> {
      if (auth.kind !== 'unifiedToken') throw unauthorized(TOKEN_MESSAGES.tokenInvalid);
      const caller = await callerOf(request);
      if (auth.holder === 'application' && caller.consumerId)
        throw new AppError(403, 'FORBIDDEN', HOLDER_MESSAGES.application);
      if (auth.holder === 'consumer' && caller.keyAlone) throw unauthorized(KEY_NEEDS_CONSUMER);
      if (auth.holder === 'consumer' && !caller.consumerId)
        throw new AppError(403, 'FORBIDDEN', HOLDER_MESSAGES.consumer);
      return caller;
    },
  };
}

export type UnifiedCallersService = ReturnType<typeof createUnifiedCallersService>;
