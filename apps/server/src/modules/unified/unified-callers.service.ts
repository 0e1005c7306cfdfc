import type { FastifyRequest } from 'fastify';
import type { EndpointAuth, UnifiedHolder } from '@portal/shared/common/endpoint';
import { TOKEN_MESSAGES } from '@portal/shared/tokens/tokens.constants';
import { AppError, unauthorized } from '../../lib/app-error';
import type { AccessTokensService } from '../credentials/access-tokens.service';

interface Deps {
  accessTokens: AccessTokensService;
  now: () => Date;
}

/** Who a data-plane call runs for: an application (`consumerId` null) or one of its consumers. */
export interface UnifiedCaller {
  accountId: string;
  applicationId: string;
  consumerId: string | null;
}

declare module '../../plugins/endpoints' {
  interface Scopes {
    unifiedToken: UnifiedCaller;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * How long a verified token or key is trusted without asking the database again. A deleted application, key or
 * consumer stops working within this time (a token's own expiry is still checked on every call).
 */
export const CALLER_CACHE_MS = 5_000;
const CALLER_CACHE_MAX = 10_000;

const HOLDER_MESSAGES: Record<Exclude<UnifiedHolder, 'any'>, string> = {
  application: 'This endpoint needs an application access token',
  consumer: 'This endpoint needs a consumer access token, or an API key with the x-consumer-id header',
};

/**
 * Authenticates data-plane calls: `Authorization: Bearer <application or consumer access token>`, or
 * `Bearer <API key>` with `x-consumer-id`. A portal session is never accepted (it is neither). Successful checks are
 * cached for CALLER_CACHE_MS so the hot path is a map lookup; failures are never cached.
 */
export function createUnifiedCallersService({ accessTokens, now }: Deps) {
  const cache = new Map<string, { caller: UnifiedCaller; until: number }>();

  async function verify(credential: string, consumerHeader: string | undefined, ip: string): Promise<{ caller: UnifiedCaller; expiresAt: number }> {
    if (JWT.test(credential)) {
      const scope = await accessTokens.verify(credential);
      return { caller: { accountId: scope.accountId, applicationId: scope.applicationId, consumerId: scope.consumerId ?? null }, expiresAt: scope.expiresAt.getTime() };
    }
    if (!consumerHeader) throw unauthorized('An API key needs the consumer in the x-consumer-id header; or use an access token from POST /api/auth');
    const scope = await accessTokens.consumerScopeOfKey(credential, consumerHeader, ip);
    return { caller: { accountId: scope.accountId, applicationId: scope.applicationId, consumerId: scope.consumerId }, expiresAt: Number.POSITIVE_INFINITY };
  }

  async function callerOf(request: FastifyRequest): Promise<UnifiedCaller> {
    const credential = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!credential) throw unauthorized();
    const header = request.headers['x-consumer-id'];
    const consumerHeader = typeof header === 'string' && header !== '' ? header : undefined;
    const key = JWT.test(credential) ? credential : `${credential}\n${consumerHeader ?? ''}`;
    const at = now().getTime();
    const cached = cache.get(key);
    if (cached && cached.until > at) return cached.caller;
    const { caller, expiresAt } = await verify(credential, consumerHeader, request.ip);
    if (cache.size >= CALLER_CACHE_MAX) cache.clear();
    cache.set(key, { caller, until: Math.min(at + CALLER_CACHE_MS, expiresAt) });
    return caller;
  }

  return {
    callerOf,

    /** The `unifiedToken` resolver: the caller, then 403 when it is not the holder the endpoint is for. */
    async resolve(request: FastifyRequest, auth: EndpointAuth): Promise<UnifiedCaller> {
      if (auth.kind !== 'unifiedToken') throw unauthorized(TOKEN_MESSAGES.tokenInvalid);
      const caller = await callerOf(request);
      if (auth.holder === 'application' && caller.consumerId) throw new AppError(403, 'FORBIDDEN', HOLDER_MESSAGES.application);
      if (auth.holder === 'consumer' && !caller.consumerId) throw new AppError(403, 'FORBIDDEN', HOLDER_MESSAGES.consumer);
      return caller;
    },
  };
}

export type UnifiedCallersService = ReturnType<typeof createUnifiedCallersService>;
