import type { ResultOf } from '@portal/shared/common/endpoint';
import { webhooksEndpoints as endpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { baseApi } from './base-api';
import { type BodyOf, requestOf } from './endpoint-request';
import { type InEnvironment, webhooksTag } from './cache-tags';

export interface WebhookRef extends InEnvironment {
  id: string;
  applicationId: string;
}

/** An application's webhooks in one environment. */
export interface WebhooksRef extends InEnvironment {
  applicationId: string;
}

/** An application's webhooks and their deliveries (one cache entry per application and environment). */
export const webhooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWebhooks: build.query<ResultOf<typeof endpoints.list>, WebhooksRef>({
      query: ({ applicationId, environment }) => requestOf(endpoints.list, { query: { applicationId, environment } }),
      providesTags: (_result, _error, { applicationId, environment }) => [webhooksTag(applicationId, environment)],
    }),
    createWebhook: build.mutation<ResultOf<typeof endpoints.create>, BodyOf<typeof endpoints.create> & InEnvironment>({
      query: (body) => requestOf(endpoints.create, { body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [webhooksTag(body.application, body.environment)]),
    }),
    updateWebhook: build.mutation<
      ResultOf<typeof endpoints.update>,
      WebhookRef & { body: BodyOf<typeof endpoints.update> }
    >({
      query: ({ id, applicationId, environment, body }) =>
        requestOf(endpoints.update, { params: { id }, query: { applicationId, environment }, body }),
      invalidatesTags: (_result, error, { applicationId, environment }) =>
        error ? [] : [webhooksTag(applicationId, environment)],
    }),
    deleteWebhook: build.mutation<ResultOf<typeof endpoints.remove>, WebhookRef>({
      query: ({ id, applicationId, environment }) =>
        requestOf(endpoints.remove, { params: { id }, query: { applicationId, environment } }),
      invalidatesTags: (_result, error, { applicationId, environment }) =>
        error ? [] : [webhooksTag(applicationId, environment)],
    }),
    /** A test to a webhook's URL is listed among its deliveries: they are read again. */
    sendTestEvent: build.mutation<ResultOf<typeof endpoints.trigger>, BodyOf<typeof endpoints.trigger> & InEnvironment>(
      {
        query: (body) => requestOf(endpoints.trigger, { body }),
        invalidatesTags: (_result, error, body) =>
          error || !body.application ? [] : [webhooksTag(body.application, body.environment)],
      },
    ),
    /** A page of a webhook's deliveries with their latest attempts. */
    getDeliveries: build.query<ResultOf<typeof endpoints.deliveries>, WebhookRef & { cursor?: string | undefined }>({
      query: ({ id, applicationId, environment, cursor }) =>
        requestOf(endpoints.deliveries, {
          params: { id },
          query: { applicationId, environment, ...(cursor ? { cursor } : {}) },
        }),
      providesTags: (_result, _error, { applicationId, environment }) => [webhooksTag(applicationId, environment)],
    }),
    resendDelivery: build.mutation<ResultOf<typeof endpoints.resend>, WebhookRef & { deliveryId: string }>({
      query: ({ id, applicationId, environment, deliveryId }) =>
        requestOf(endpoints.resend, { params: { id, deliveryId }, query: { applicationId, environment } }),
      invalidatesTags: (_result, error, { applicationId, environment }) =>
        error ? [] : [webhooksTag(applicationId, environment)],
    }),
  }),
});

export const {
  useGetWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useSendTestEventMutation,
  useGetDeliveriesQuery,
  useResendDeliveryMutation,
} = webhooksApi;
