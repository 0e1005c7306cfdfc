import { defineModule } from '../../lib/module';
import { directoryRoutes, scimPages } from './directory.routes';
import { createScimTokensService } from './scim-tokens.service';
import { createScimService } from './scim.service';

/**
 * Directory (issue 30): SCIM 2.0 per directory connection (`/scim/v2/{connectionId}`) for identity providers that
 * push users and groups, its bearer tokens made in the portal, and the store the unified API reads for such a
 * connection (`directory/users`, `directory/groups`) instead of polling the vendor.
 */
export const directoryModule = defineModule({
  name: 'directory',
  services: { scim: createScimService, scimTokens: createScimTokensService },
  tokens: ({ scimTokens }) => ({ scimToken: (request) => scimTokens.resolve(request) }),
  routes: directoryRoutes,
  pages: scimPages,
});
