import { defineModule } from '../../lib/module';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** People and their own settings; the base other modules build on (it depends on none). */
export const usersModule = defineModule({
  name: 'users',
  services: { users: createUsersService },
  routes: usersRoutes,
});
