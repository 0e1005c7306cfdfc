import { defineModule } from '../../lib/module';
import { integrationRequestsRoutes } from './integration-requests.routes';
import { createIntegrationRequestsService } from './integration-requests.service';

/**
 * Request a new integration (000 §2): the internal form's requests, kept and mailed to the operator; the external
 * form's settings.
 */
export const integrationRequestsModule = defineModule({
  name: 'integrationRequests',
  services: { integrationRequests: createIntegrationRequestsService },
  routes: integrationRequestsRoutes,
});
