import { defineModule } from '../../lib/module';
import { plansRoutes } from './plans.routes';
import { createPlansService } from './plans.service';

/** Plans, their limits and the one entitlement check (`plans.assertWithinLimit`); billing fills it. */
export const plansModule = defineModule({
  name: 'plans',
  services: { plans: createPlansService },
  routes: plansRoutes,
});
