import type { ResultOf } from '@portal/shared/common/endpoint';
import { plansEndpoints } from '@portal/shared/plans/plans.endpoints';
import { requestLogsEndpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import { statsEndpoints } from '@portal/shared/stats/stats.endpoints';
import { baseApi } from '../../shared/api/base-api';
import { requestOf } from '../../shared/api/endpoint-request';
import { browserTimeZone } from '../../shared/lib/time-zone';

/** API logs the Dashboard lists (001 §2: the last 5). */
export const DASHBOARD_LOGS = 5;

/**
 * The Dashboard's reads (001 §2). Tags are the ones the screens that change these numbers invalidate: a new consumer,
 * integration or webhook ('Application' of its id, 'Consumer', 'Integration', 'Webhook'), a call ('ApplicationRequest').
 */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStats: build.query<ResultOf<typeof statsEndpoints.application>, string>({
      query: (id) => requestOf(statsEndpoints.application, { params: { id } }),
      providesTags: (_result, _error, id) => [
        { type: 'Application' as const, id },
        { type: 'Consumer' as const, id },
        { type: 'Integration' as const, id },
        { type: 'Webhook' as const, id },
      ],
    }),
    /** The last 30 days in the browser's time zone. */
    getDashboardChart: build.query<ResultOf<typeof statsEndpoints.applicationChart>, string>({
      query: (id) => requestOf(statsEndpoints.applicationChart, { params: { id }, query: { tz: browserTimeZone() } }),
      providesTags: (_result, _error, id) => [{ type: 'Application' as const, id }, { type: 'ApplicationRequest', id }],
    }),
    getDashboardLogs: build.query<ResultOf<typeof requestLogsEndpoints.application>, string>({
      query: (applicationId) => requestOf(requestLogsEndpoints.application, { query: { applicationId, limit: DASHBOARD_LOGS } }),
      providesTags: (_result, _error, applicationId) => [{ type: 'ApplicationRequest', id: applicationId }],
    }),
    /** The team's plan and its usage in its period: the calendar month, or its Stripe period (plans' usage endpoint). */
    getDashboardUsage: build.query<ResultOf<typeof plansEndpoints.usage>, string>({
      query: (id) => requestOf(plansEndpoints.usage, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Subscription', id }],
    }),
  }),
});

export const { useGetDashboardStatsQuery, useGetDashboardChartQuery, useGetDashboardLogsQuery, useGetDashboardUsageQuery } = dashboardApi;
