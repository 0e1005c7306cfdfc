import { z } from 'zod';
import { access, defineEndpoints, inQuery } from '../common/endpoint';
import { withEnvironment } from '../common/environment';
import {
  applicationRequestsQuerySchema,
  consumerRequestsQuerySchema,
  requestLogParamsSchema,
  requestLogQuerySchema,
  requestLogSchema,
  requestLogSummarySchema,
  requestLogsMetaSchema,
} from './request-logs.schemas';

export const requestLogsEndpoints = defineEndpoints('requestLogs', {
  application: {
    method: 'GET',
    path: '/requests/application-requests',
    query: withEnvironment(applicationRequestsQuerySchema),
    answer: z.array(requestLogSummarySchema),
    meta: requestLogsMetaSchema,
    auth: access.application(inQuery('applicationId')),
    summary:
      "An application's request logs as summaries (no headers, bodies or sub-requests: `GET /requests/application-requests/:id` has them), newest first, 10 a page by cursor (`meta.next`, `meta.previous`); `serviceId`, `unifiedApi`, `dateFrom` and `dateTo` filter; scheduled syncs are left out unless `syncs=shown`, and counted apart in `meta.syncs`; the plan's log retention (at least the last day) bounds them",
  },
  consumer: {
    method: 'GET',
    path: '/requests/consumer-requests',
    query: withEnvironment(consumerRequestsQuerySchema),
    answer: z.array(requestLogSummarySchema),
    meta: requestLogsMetaSchema,
    auth: access.application(inQuery('applicationId')),
    summary: "One consumer's request logs, as the application's",
  },
  detail: {
    method: 'GET',
    path: '/requests/application-requests/:id',
    params: requestLogParamsSchema,
    query: withEnvironment(requestLogQuerySchema),
    answer: requestLogSchema,
    auth: access.application(inQuery('applicationId')),
    summary:
      "One request log of the application, whole: its request and answer with headers and bodies, and its vendor calls; within the plan's log retention",
  },
});
