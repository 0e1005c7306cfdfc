import { defineModule } from '../../lib/module';
import { createConnectionOAuthService } from './connection-oauth.service';
import { createConnectionHealthService } from './connection-health';
import { connectionPages } from './connection-pages';
import { createConnectionTokensService } from './connection-tokens.service';
import { createConnectionsService } from './connections.service';
import { createFileImportsService } from './file-imports.service';
import { createFtpService } from './ftp.service';
import { integrationsRoutes } from './integrations.routes';
import { createIntegrationsService } from './integrations.service';

/** The background refresher looks for tokens about to expire this often. */
const REFRESH_EVERY_MS = 60_000;

/**
 * The catalog, integrations (application × connector), connections (the application's own and its consumers'),
 * OAuth authorization of connections, SAML service-provider metadata, the FTP server of file connectors and the
 * import of the files they deliver.
 */
export const integrationsModule = defineModule({
  name: 'integrations',
  services: {
    connections: createConnectionsService,
    connectionOAuth: createConnectionOAuthService,
    integrations: createIntegrationsService,
    ftp: createFtpService,
    fileImports: createFileImportsService,
    connectionTokens: createConnectionTokensService,
    connectionHealth: createConnectionHealthService,
  },
  tokens: ({ connectionTokens }) => ({ ownerToken: (request) => connectionTokens.ownerOf(request) }),
  routes: integrationsRoutes,
  pages: connectionPages,
  cleanup: ({ connectionOAuth, connectionHealth, ftp }) => [
    { name: 'connectionAuthorizations', run: connectionOAuth.purgeExpired },
    { name: 'connectionHealth', run: connectionHealth.sweep },
    { name: 'ftpFolders', run: ftp.sweepFolders },
  ],
  workers: ({ ftp, fileImports, connectionOAuth, log }) => {
    let timer: NodeJS.Timeout | undefined;
    const refresh = () =>
      connectionOAuth
        .refreshDue()
        .catch((error: unknown) => log.error({ err: error }, 'connection token refresh failed'));
    return [
      ftp.worker,
      fileImports.worker,
      {
        name: 'connection-token-refresher',
        async start() {
          timer = setInterval(() => void refresh(), REFRESH_EVERY_MS);
          timer.unref();
        },
        async stop() {
          clearInterval(timer);
        },
        flush: async () => undefined,
      },
    ];
  },
});
