import { TOKEN_MESSAGES } from '@portal/shared/tokens/tokens.constants';
import { unauthorized } from '../../lib/app-error';
import { defineModule } from '../../lib/module';
import { createAccessTokensService, namesTokenApplication } from './access-tokens.service';
import { credentialsRoutes } from './credentials.routes';
import { createCredentialsService, credentialNotFound } from './credentials.service';

const BEARER = /^Bearer\s+(\S+)$/i;

/** API keys of applications, POST /auth (application access tokens) and the limit on wrong keys. */
export const credentialsModule = defineModule({
  name: 'credentials',
  services: { credentials: createCredentialsService, accessTokens: createAccessTokensService },
  tokens: ({ accessTokens }) => ({
    applicationToken: async (request) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthorized();
      const scope = await accessTokens.verify(token);
      // A consumer's token acts for that consumer only, never for its application.
      if (scope.consumerId) throw unauthorized(TOKEN_MESSAGES.tokenInvalid);
      // A call that names an application (`?applicationId=`) must hold a token of that application.
      const named = (request.query as { applicationId?: unknown } | undefined)?.applicationId;
      if (!namesTokenApplication(scope, named)) throw unauthorized(TOKEN_MESSAGES.tokenInvalid);
      return scope;
    },
  }),
  // A key names its application: DELETE credentials/{id} needs no ?application=.
  scopeFallbacks: ({ credentials }) => ({
    credential: { resolve: ({ id }) => credentials.applicationOf(id), notFound: credentialNotFound },
  }),
  routes: credentialsRoutes,
});
