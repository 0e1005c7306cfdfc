import type { FastifyInstance } from 'fastify';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import { identityOf } from '../../plugins/auth';
import { routes } from '../../plugins/endpoints';
import type { AccessTokensService } from './access-tokens.service';
import type { CredentialsService } from './credentials.service';

export function credentialsRoutes(
  app: FastifyInstance,
  { credentials, accessTokens }: { credentials: CredentialsService; accessTokens: AccessTokensService },
) {
  routes(app, credentialsEndpoints, {
    list: ({ scope, query }) => credentials.list(scope, query),
    create: ({ scope }) => credentials.create(scope),
    remove: async ({ scope, params }) => {
      await credentials.remove(scope, params.id);
      return { ok: true as const };
    },
    reveal: ({ scope, params }) => credentials.reveal(scope, params.id),
    explorerList: ({ identity, query }) => credentials.explorerList(identity.userId, query.limit),
  });

  routes(app, tokensEndpoints, {
    // Public, since the API-key form needs no session; the session form authenticates when it gets there.
    issue: ({ body, request }) =>
      accessTokens.exchange(body, request.ip, async () => {
        await app.authenticate(request);
        return identityOf(request).userId;
      }),
    application: ({ scope }) => accessTokens.describe(scope),
  });
}
