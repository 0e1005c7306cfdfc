import { defineModule } from '../../lib/module';
import { environmentsRoutes } from './environments.routes';
import { createEnvironmentsService } from './environments.service';

/** Promotion of an application's test settings to live: the diff, applying it, the record (issue 27). */
export const environmentsModule = defineModule({
  name: 'environments',
  services: { environments: createEnvironmentsService },
  routes: environmentsRoutes,
});
