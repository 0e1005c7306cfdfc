import { defineModule } from '../../lib/module';
import { eventsRoutes } from './events.routes';
import { createEventsService } from './events.service';

/**
 * Events: recorded by their sources in the transaction of the change, listened to by webhooks, listed by the Logs
 * screen.
 */
export const eventsModule = defineModule({
  name: 'events',
  services: { events: createEventsService },
  routes: eventsRoutes,
  cleanup: ({ events }) => [{ name: 'eventRetention', run: events.purgeExpired }],
});
