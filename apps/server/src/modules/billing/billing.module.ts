import { defineModule } from '../../lib/module';
import { billingRoutes } from './billing.routes';
import { createBillingService } from './billing.service';

/** Plans and billing of a team: switching, annual requests, payments; Stripe Checkout, portal and webhook. */
export const billingModule = defineModule({
  name: 'billing',
  services: { billing: createBillingService },
  routes: billingRoutes,
  workers: ({ billing }) => [billing.worker],
});
