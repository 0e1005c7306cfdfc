import type { ResultOf } from '@portal/shared/common/endpoint';
import { statsEndpoints as endpoints } from '@portal/shared/stats/stats.endpoints';
import { browserTimeZone } from '../lib/time-zone';
import { baseApi } from './base-api';
import { requestOf } from './endpoint-request';
import {
  applicationRequestsTag,
  applicationTag,
  consumersTag,
  type InEnvironment,
  integrationsTag,
  webhooksTag,
} from './cache-tags';

/** An application's numbers in one environment. */
export interface StatsRef extends InEnvironment {
  id: string;
}

/**
 * An application's numbers (the Dashboard and the Overview's cards). Tags are the ones the screens that change these
 * numbers invalidate: a new consumer, integration or webhook, a call.
 */
export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Consumers, API calls, connections and webhooks of one application. */
    getApplicationStats: build.query<ResultOf<typeof endpoints.application>, StatsRef>({
      query: ({ id, environment }) => requestOf(endpoints.application, { params: { id }, query: { environment } }),
      providesTags: (_result, _error, { id, environment }) => [
        applicationTag(id, environment),
        consumersTag(id, environment),
        integrationsTag(id, environment),
        webhooksTag(id, environment),
      ],
    }),
    /** Requests per day of one application's last 30 days, in the browser's time zone. */
    getApplicationChart: build.query<ResultOf<typeof endpoints.applicationChart>, StatsRef>({
      query: ({ id, environment }) =>
        requestOf(endpoints.applicationChart, { params: { id }, query: { tz: browserTimeZone(), environment } }),
      providesTags: (_result, _error, { id, environment }) => [
        applicationTag(id, environment),
        applicationRequestsTag(id, environment),
      ],
    }),
  }),
});

export const { useGetApplicationStatsQuery, useGetApplicationChartQuery } = statsApi;
