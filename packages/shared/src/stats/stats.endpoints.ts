import { z } from 'zod';
import { applicationParamsSchema } from '../applications/applications.schemas';
import { access, defineEndpoints, inParams, inQuery } from '../common/endpoint';
import { environmentQuerySchema, withEnvironment } from '../common/environment';
import { consumerApplicationQuerySchema, consumerParamsSchema } from '../consumers/consumers.schemas';
import {
  applicationStatsSchema,
  chartPointSchema,
  chartQuerySchema,
  consumerStatsSchema,
  detailedChartPointSchema,
} from './stats.schemas';

/**
 * 001 §3 Stats, §7: the Dashboard's and the Overview's numbers. Charts read the requests rollup, never the raw logs.
 */
export const statsEndpoints = defineEndpoints('stats', {
  application: {
    method: 'GET',
    path: '/stats/application/:id',
    params: applicationParamsSchema,
    query: environmentQuerySchema,
    answer: applicationStatsSchema,
    auth: access.application(inParams('id')),
    summary:
      "An application's consumers, API calls this month (UTC), callable connections, enabled integrations and webhooks",
  },
  applicationChart: {
    method: 'GET',
    path: '/stats/application/:id/chart',
    params: applicationParamsSchema,
    query: withEnvironment(chartQuerySchema),
    answer: z.array(chartPointSchema),
    auth: access.application(inParams('id')),
    summary:
      "An application's requests per day over the last `days` days (default 30, today included) in the IANA zone `tz` (default UTC), oldest first, every day present",
  },
  applicationChartDetailed: {
    method: 'GET',
    path: '/stats/application/:id/chart/detailed',
    params: applicationParamsSchema,
    query: withEnvironment(chartQuerySchema),
    answer: z.array(detailedChartPointSchema),
    auth: access.application(inParams('id')),
    summary: 'As the chart, each day also per service and per status class (1xx to 5xx), largest first',
  },
  consumer: {
    method: 'GET',
    path: '/stats/consumer/:id',
    params: consumerParamsSchema,
    query: withEnvironment(consumerApplicationQuerySchema),
    answer: consumerStatsSchema,
    auth: access.application(inQuery('applicationId')),
    summary: "A consumer's API calls this month (UTC, metered) and its requests of the last 30 days (UTC, logged)",
  },
});
