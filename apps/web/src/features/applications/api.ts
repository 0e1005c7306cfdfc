import { applicationsEndpoints as endpoints } from '@portal/shared/applications/applications.endpoints';
import { statsEndpoints } from '@portal/shared/stats/stats.endpoints';
import type { ResultOf } from '@portal/shared/common/endpoint';
import { baseApi } from '../../shared/api/base-api';
import { requestOf, type BodyOf } from '../../shared/api/endpoint-request';
import { browserTimeZone } from '../../shared/lib/time-zone';
import { APPLICATIONS_TAG } from '../../shared/workspace/workspace-api';

/** A team's usage counts its applications. */
const usageOf = (account: string) => ({ type: 'Subscription' as const, id: account });

export const applicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A new application; the workspace's list (and so the header's switcher) follows. */
    createApplication: build.mutation<ResultOf<typeof endpoints.create>, BodyOf<typeof endpoints.create>>({
      query: (body) => requestOf(endpoints.create, { body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [APPLICATIONS_TAG, usageOf(body.account)]),
    }),
    /** Deletes an application with everything it holds. */
    deleteApplication: build.mutation<ResultOf<typeof endpoints.remove>, { id: string; account: string }>({
      query: ({ id, account }) => requestOf(endpoints.remove, { params: { id }, body: { account } }),
      invalidatesTags: (_result, error, { account }) => (error ? [] : [APPLICATIONS_TAG, usageOf(account), 'Credential']),
    }),
    /** Consumers, API calls and connections of one application. */
    getApplicationStats: build.query<ResultOf<typeof statsEndpoints.application>, string>({
      query: (id) => requestOf(statsEndpoints.application, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Application' as const, id }],
    }),
    /** Requests per day of one application's last 30 days, in the browser's time zone. */
    getApplicationChart: build.query<ResultOf<typeof statsEndpoints.applicationChart>, string>({
      query: (id) => requestOf(statsEndpoints.applicationChart, { params: { id }, query: { tz: browserTimeZone() } }),
      providesTags: (_result, _error, id) => [{ type: 'Application' as const, id }],
    }),
  }),
});

export const { useCreateApplicationMutation, useDeleteApplicationMutation, useGetApplicationStatsQuery, useGetApplicationChartQuery } = applicationsApi;
