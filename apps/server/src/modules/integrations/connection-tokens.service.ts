import type { FastifyRequest } from 'fastify';
import { TOKEN_MESSAGES } from '@portal/shared/tokens/tokens.constants';
import { unauthorized } from '../../lib/app-error';
import { type AccessTokensService, namesTokenApplication } from '../credentials/access-tokens.service';
import type { ConnectionOwner } from './connection-owner';

interface Deps {
  accessTokens: AccessTokensService;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Who a connection call with an access token acts for (`access.ownerToken`). */
export function createConnectionTokensService({ accessTokens }: Deps) {
  return {
    /**
     * An application access token acts for the application's own connections; a consumer token for the
     * consumer's. A call that names an application (`?applicationId=`) must hold its token.
     */
    async ownerOf(request: FastifyRequest): Promise<ConnectionOwner> {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthorized();
      const scope = await accessTokens.verify(token);
      const named = (request.query as { applicationId?: unknown } | undefined)?.applicationId;
      if (!namesTokenApplication(scope, named)) throw unauthorized(TOKEN_MESSAGES.tokenInvalid);
      return { applicationId: scope.applicationId, accountId: scope.accountId, consumerId: scope.consumerId ?? null };
    },
  };
}

export type ConnectionTokensService = ReturnType<typeof createConnectionTokensService>;
