import type { ResultOf } from '@portal/shared/common/endpoint';
import { environmentsEndpoints as endpoints } from '@portal/shared/environments/environments.endpoints';
import { baseApi } from './base-api';
import { type BodyOf, requestOf } from './endpoint-request';
import { applicationTag, promotionTag } from './cache-tags';

/**
 * Promotion of an application's test settings to live: the diff, applying it, the record. Applying changes live's
 * integrations (every entry: the plan's usage counts them) and webhooks.
 */
export const environmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPromotionDiff: build.query<ResultOf<typeof endpoints.diff>, string>({
      query: (application) => requestOf(endpoints.diff, { query: { application } }),
      providesTags: (_result, _error, application) => [promotionTag(application)],
    }),
    getPromotions: build.query<ResultOf<typeof endpoints.promotions>, string>({
      query: (application) => requestOf(endpoints.promotions, { query: { application } }),
      providesTags: (_result, _error, application) => [promotionTag(application)],
    }),
    promote: build.mutation<ResultOf<typeof endpoints.promote>, BodyOf<typeof endpoints.promote>>({
      query: (body) => requestOf(endpoints.promote, { body }),
      // A refusal (stale, plan limit) reads the diff again too: it is what changed. Applied, live's numbers change.
      invalidatesTags: (_result, error, { application }) => [
        promotionTag(application),
        ...(error
          ? []
          : [applicationTag(application, 'live'), 'Integration' as const, 'Webhook' as const, 'Subscription' as const]),
      ],
    }),
  }),
});

export const { useGetPromotionDiffQuery, useGetPromotionsQuery, usePromoteMutation } = environmentsApi;
