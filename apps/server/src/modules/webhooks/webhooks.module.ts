import { defineModule } from '../../lib/module';
import { createWebhooks } from './webhooks-assembly';
import { webhooksRoutes } from './webhooks.routes';

export const webhooksModule = defineModule({
  name: 'webhooks',
  services: { webhooks: createWebhooks },
  routes: webhooksRoutes,
  workers: ({ webhooks }) => [webhooks.worker],
});
