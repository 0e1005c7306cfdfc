import { applicationsEndpoints as endpoints } from '@portal/shared/applications/applications.endpoints';
import type { ResultOf } from '@portal/shared/common/endpoint';
import { baseApi } from './base-api';
import { requestOf, type BodyOf } from './endpoint-request';
import { ANY_CREDENTIALS_TAG, APPLICATIONS_TAG, type InEnvironment, usageTag } from './cache-tags';

/** Applications: the list of every team's (the workspace), a new one, deleting one, a webhook's signing secret. */
export const applicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The applications of every team of the user, each with its team (`account`). */
    getApplications: build.query<ResultOf<typeof endpoints.list>, void>({
      query: () => requestOf(endpoints.list, {}),
      providesTags: [APPLICATIONS_TAG],
    }),
    /**
     * A new application (the Create application form and the setup wizard); the workspace's list and the team's usage
     * follow.
     */
    createApplication: build.mutation<ResultOf<typeof endpoints.create>, BodyOf<typeof endpoints.create>>({
      query: (body) => requestOf(endpoints.create, { body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [APPLICATIONS_TAG, usageTag(body.account)]),
    }),
    /** Deletes an application with everything it holds. */
    deleteApplication: build.mutation<ResultOf<typeof endpoints.remove>, { id: string; account: string }>({
      query: ({ id, account }) => requestOf(endpoints.remove, { params: { id }, body: { account } }),
      invalidatesTags: (_result, error, { account }) =>
        error ? [] : [APPLICATIONS_TAG, usageTag(account), ANY_CREDENTIALS_TAG],
    }),
    /** The environment's webhook signing secret, asked for when copied; not kept once unused. */
    getWebhookSecret: build.query<ResultOf<typeof endpoints.webhookSecret>, InEnvironment & { id: string }>({
      query: ({ id, environment }) => requestOf(endpoints.webhookSecret, { params: { id }, query: { environment } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetApplicationsQuery,
  useCreateApplicationMutation,
  useDeleteApplicationMutation,
  useLazyGetWebhookSecretQuery,
} = applicationsApi;
