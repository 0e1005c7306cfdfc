import type { ResultOf } from '@portal/shared/common/endpoint';
import { webhooksEndpoints as endpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { baseApi } from './base-api';
import { type BodyOf, requestOf } from './endpoint-request';
import { webhooksTag } from './cache-tags';

export interface WebhookRef {
  id: string;
  applicationId: string;
}

/** An application's webhooks and their deliveries (one cache entry per application). */
export const webhooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWebhooks: build.query<ResultOf<typeof endpoints.list>, string>({
      query: (applicationId) => requestOf(endpoints.list, { query: { applicationId } }),
      providesTags: (_result, _error, applicationId) => [webhooksTag(applicationId)],
    }),
    createWebhook: build.mutation<ResultOf<typeof endpoints.create>, BodyOf<typeof endpoints.create>>({
      query: (body) => requestOf(endpoints.create, { body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [webhooksTag(body.application)]),
    }),
    updateWebhook: build.mutation<
      ResultOf<typeof endpoints.update>,
      WebhookRef & { body: BodyOf<typeof endpoints.update> }
    >({
      query: ({ id, applicationId, body }) =>
        requestOf(endpoints.update, { params: { id }, query: { applicationId }, body }),
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [webhooksTag(applicationId)]),
    }),
    deleteWebhook: build.mutation<ResultOf<typeof endpoints.remove>, WebhookRef>({
      query: ({ id, applicationId }) => requestOf(endpoints.remove, { params: { id }, query: { applicationId } }),
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [webhooksTag(applicationId)]),
    }),
    /** A test to a webhook's URL is listed among its deliveries: they are read again. */
    sendTestEvent: build.mutation<ResultOf<typeof endpoints.trigger>, BodyOf<typeof endpoints.trigger>>({
      query: (body) => requestOf(endpoints.trigger, { body }),
      invalidatesTags: (_result, error, body) => (error || !body.application ? [] : [webhooksTag(body.application)]),
    }),
    /** A page of a webhook's deliveries with their latest attempts. */
    getDeliveries: build.query<ResultOf<typeof endpoints.deliveries>, WebhookRef & { cursor?: string | undefined }>({
      query: ({ id, applicationId, cursor }) =>
        requestOf(endpoints.deliveries, { params: { id }, query: { applicationId, ...(cursor ? { cursor } : {}) } }),
      providesTags: (_result, _error, { applicationId }) => [webhooksTag(applicationId)],
    }),
    resendDelivery: build.mutation<ResultOf<typeof endpoints.resend>, WebhookRef & { deliveryId: string }>({
      query: ({ id, applicationId, deliveryId }) =>
        requestOf(endpoints.resend, { params: { id, deliveryId }, query: { applicationId } }),
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [webhooksTag(applicationId)]),
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
