import { defineModule } from '../../lib/module';
import { explorerRoutes } from './explorer.routes';
import { createExplorerService } from './explorer.service';

/**
 * The API explorer's data (GET /api/portal/explorer): Postman items generated from the unified API's OpenAPI document.
 */
export const explorerModule = defineModule({
  name: 'explorer',
  services: { explorer: createExplorerService },
  routes: explorerRoutes,
});
