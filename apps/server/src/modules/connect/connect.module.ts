import { defineModule } from '../../lib/module';
import { createConnectLinksService } from './connect-links.service';
import { createConnectPageService } from './connect-page.service';
import { connectPages } from './connect-pages';
import { createConnectSessionsService } from './connect-sessions.service';
import { createConnectSettingsService } from './connect-settings.service';
import { connectRoutes } from './connect.routes';

/**
 * Connect (issue 28): the end user's side of a connection. Sessions asked for on the data plane, the hosted page and
 * its API, the application's branding and allowed origins, magic links and reconnect links from the portal.
 */
export const connectModule = defineModule({
  name: 'connect',
  services: {
    connectSettings: createConnectSettingsService,
    connectSessions: createConnectSessionsService,
    connectPage: createConnectPageService,
    connectLinks: createConnectLinksService,
  },
  tokens: ({ connectPage }) => ({ connectToken: (request) => connectPage.resolve(request) }),
  routes: connectRoutes,
  pages: connectPages,
  cleanup: ({ connectSessions }) => [{ name: 'connectSessions', run: connectSessions.purgeEnded }],
});
