import { billingEndpoints as endpoints } from '@portal/shared/billing/billing.endpoints';
import type { ResultOf } from '@portal/shared/common/endpoint';
import { baseApi } from './base-api';
import { requestOf, type BodyOf } from './endpoint-request';
import { ANY_TEAM_TAG, paymentsTag, usageTag } from './cache-tags';

export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The team's plan, the plans it may take, usage, period and state. */
    getSubscription: build.query<ResultOf<typeof endpoints.subscription>, string>({
      query: (account) => requestOf(endpoints.subscription, { query: { account } }),
      providesTags: (_result, _error, account) => [usageTag(account)],
    }),
    getTransactions: build.query<ResultOf<typeof endpoints.transactions>, string>({
      query: (account) => requestOf(endpoints.transactions, { query: { account } }),
      providesTags: (_result, _error, account) => [paymentsTag(account)],
    }),
    switchSubscription: build.mutation<
      ResultOf<typeof endpoints.switchSubscription>,
      BodyOf<typeof endpoints.switchSubscription>
    >({
      query: (body) => requestOf(endpoints.switchSubscription, { body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [usageTag(body.account), ANY_TEAM_TAG]),
    }),
    createCheckoutSession: build.mutation<
      ResultOf<typeof endpoints.checkoutSession>,
      BodyOf<typeof endpoints.checkoutSession>
    >({
      query: (body) => requestOf(endpoints.checkoutSession, { body }),
    }),
    openCustomerPortal: build.mutation<
      ResultOf<typeof endpoints.customerPortal>,
      BodyOf<typeof endpoints.customerPortal>
    >({
      query: (body) => requestOf(endpoints.customerPortal, { body }),
    }),
    requestSubscription: build.mutation<
      ResultOf<typeof endpoints.requestSubscription>,
      BodyOf<typeof endpoints.requestSubscription>
    >({
      query: (body) => requestOf(endpoints.requestSubscription, { body }),
    }),
  }),
});

export const {
  useGetSubscriptionQuery,
  useGetTransactionsQuery,
  useSwitchSubscriptionMutation,
  useCreateCheckoutSessionMutation,
  useOpenCustomerPortalMutation,
  useRequestSubscriptionMutation,
} = billingApi;
