import type { ResultOf } from '@portal/shared/common/endpoint';
import { CONSUMERS_PAGE_SIZE } from '@portal/shared/consumers/consumers.constants';
import { consumersEndpoints as endpoints } from '@portal/shared/consumers/consumers.endpoints';
import { baseApi } from './base-api';
import type { ConsumerRef } from './consumer-token';
import { type BodyOf, requestOf } from './endpoint-request';
import { ANY_USAGE_TAG, consumersTag, type InEnvironment } from './cache-tags';

export type { ConsumerRef };

/** An application's consumers (one cache entry per application); the team's usage counts them. */
export const consumersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A page of an application's consumers, newest first: 10 by default (the Consumers screen, `cursor` from
     * `meta.next` or `meta.previous`), or `limit` of them (the Logs screen's choice of consumer).
     */
    getConsumers: build.query<
      ResultOf<typeof endpoints.list>,
      InEnvironment & { applicationId: string; cursor?: string | undefined; limit?: number }
    >({
      query: ({ applicationId, environment, cursor, limit = CONSUMERS_PAGE_SIZE }) =>
        requestOf(endpoints.list, { query: { applicationId, environment, cursor, limit } }),
      providesTags: (_result, _error, { applicationId, environment }) => [consumersTag(applicationId, environment)],
    }),
    getConsumer: build.query<ResultOf<typeof endpoints.get>, ConsumerRef>({
      query: ({ id, applicationId, environment }) =>
        requestOf(endpoints.get, { params: { id }, query: { applicationId, environment } }),
      providesTags: (_result, _error, { applicationId, environment }) => [consumersTag(applicationId, environment)],
    }),
    getConsumerUsage: build.query<ResultOf<typeof endpoints.usage>, ConsumerRef>({
      query: ({ id, applicationId, environment }) =>
        requestOf(endpoints.usage, { params: { id }, query: { applicationId, environment } }),
    }),
    /** A new consumer (the Consumers screen and the setup wizard). */
    createConsumer: build.mutation<ResultOf<typeof endpoints.create>, BodyOf<typeof endpoints.create> & InEnvironment>({
      query: (body) => requestOf(endpoints.create, { body }),
      invalidatesTags: (_result, error, body) =>
        error ? [] : [consumersTag(body.application, body.environment), ANY_USAGE_TAG],
    }),
    deleteConsumer: build.mutation<ResultOf<typeof endpoints.remove>, ConsumerRef>({
      query: ({ id, applicationId, environment }) =>
        requestOf(endpoints.remove, { params: { id }, query: { applicationId, environment } }),
      invalidatesTags: (_result, error, { applicationId, environment }) =>
        error ? [] : [consumersTag(applicationId, environment), ANY_USAGE_TAG],
    }),
  }),
});

export const {
  useGetConsumersQuery,
  useGetConsumerQuery,
  useGetConsumerUsageQuery,
  useCreateConsumerMutation,
  useDeleteConsumerMutation,
} = consumersApi;
