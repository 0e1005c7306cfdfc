import { defineModule } from '../../lib/module';
import { applicationsRoutes } from './applications.routes';
import { createApplicationsService } from './applications.service';

/** Applications of teams, the application scope, and the current application in users/meta. */
export const applicationsModule = defineModule({
  name: 'applications',
  services: { applications: createApplicationsService },
  scopes: ({ applications }) => ({
    application: ({ identity, id, action, environment, viaOwner }) =>
      applications.requireApplication(identity!.userId, id, action, { environment, viaOwner }),
  }),
  routes: applicationsRoutes,
});
