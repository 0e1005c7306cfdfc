import { defineModule } from '../../lib/module';
import { systemRoutes } from './system.routes';
import { createSystemService } from './system.service';

/** Health and the public settings the web app reads at start; the expired counters of every limit go here. */
export const systemModule = defineModule({
  name: 'system',
  services: { system: createSystemService },
  routes: systemRoutes,
  cleanup: ({ limits }) => [{ name: 'limitCounters', run: limits.purgeExpired }],
});
