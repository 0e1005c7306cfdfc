import { defineModule } from '../../lib/module';
import { statsRoutes } from './stats.routes';
import { createStatsService } from './stats.service';

/** The Dashboard's statistics: application counts, requests charts from the request-log rollup, consumer stats. */
export const statsModule = defineModule({
  name: 'stats',
  services: { stats: createStatsService },
  routes: statsRoutes,
});
