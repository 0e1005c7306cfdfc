import type { ResultOf } from '@portal/shared/common/endpoint';
import { plansEndpoints as endpoints } from '@portal/shared/plans/plans.endpoints';
import { baseApi } from './base-api';
import { requestOf } from './endpoint-request';
import { usageTag } from './cache-tags';

export const plansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The team's plan and its usage in its period: the calendar month, or its Stripe period. */
    getPlanUsage: build.query<ResultOf<typeof endpoints.usage>, string>({
      query: (id) => requestOf(endpoints.usage, { params: { id } }),
      providesTags: (_result, _error, id) => [usageTag(id)],
    }),
  }),
});

export const { useGetPlanUsageQuery } = plansApi;
