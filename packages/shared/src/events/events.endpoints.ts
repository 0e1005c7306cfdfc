import { z } from 'zod';
import { access, defineEndpoints, inQuery } from '../common/endpoint';
import { withEnvironment } from '../common/environment';
import { eventLogSchema, eventsQuerySchema } from './events.schemas';
import { cursorMetaSchema } from '../common/shared-schemas';

export const eventsEndpoints = defineEndpoints('events', {
  list: {
    method: 'GET',
    path: '/events',
    query: withEnvironment(eventsQuerySchema),
    answer: z.array(eventLogSchema),
    meta: cursorMetaSchema,
    auth: access.application(inQuery('applicationId')),
    summary:
      "An application's events (or one consumer's with `consumerId`), newest first, 10 a page by cursor; `serviceId`, `unifiedApi`, `dateFrom` and `dateTo` filter; the plan's log retention bounds them",
  },
});
