import type { ResultOf } from '@portal/shared/common/endpoint';
import { usersEndpoints as endpoints } from '@portal/shared/users/users.endpoints';
import { baseApi } from './base-api';
import { requestOf, type BodyOf } from './endpoint-request';
import type { Environment } from '@portal/shared/common/environment';
import { MFA_TAG, PROFILE_TAG, SETTINGS_TAG, USER_TAG, environmentTags } from './cache-tags';

/**
 * The signed-in user: users/me (the workspace), the profile, the notification settings, users/meta, the tours, the
 * second factor's status.
 */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, with the current team in meta.accountId. */
    getMe: build.query<ResultOf<typeof endpoints.me>, void>({
      query: () => requestOf(endpoints.me, {}),
      providesTags: [USER_TAG],
    }),
    /**
     * Saves the current team, application and environment, or the onboarding step (the server keeps the furthest):
     * users/me shows the new team, application and environment at once (back if refused) and is read again once saved.
     */
    updateMeta: build.mutation<ResultOf<typeof endpoints.updateMeta>, BodyOf<typeof endpoints.updateMeta>>({
      query: (body) => requestOf(endpoints.updateMeta, { body }),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        if (body.applicationId === undefined && body.accountId === undefined && body.environment === undefined) return;
        const patch = dispatch(
          usersApi.util.updateQueryData('getMe', undefined, (draft) => {
            if (body.applicationId !== undefined) draft.meta.applicationId = body.applicationId;
            if (body.accountId !== undefined) draft.meta.accountId = body.accountId;
            if (body.environment !== undefined) draft.meta.environment = body.environment;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [USER_TAG]),
    }),
    /** The guided tours' one write; users/me follows, so a completed tour never comes back. */
    completeGuides: build.mutation<ResultOf<typeof endpoints.updateGuides>, BodyOf<typeof endpoints.updateGuides>>({
      query: (body) => requestOf(endpoints.updateGuides, { body }),
      invalidatesTags: [USER_TAG],
    }),
    /** Name, lastname, company and the (read-only) email. */
    getProfile: build.query<ResultOf<typeof endpoints.getProfile>, void>({
      query: () => requestOf(endpoints.getProfile, {}),
      providesTags: [PROFILE_TAG],
    }),
    /** Replaces the profile; users/me (the header's name) follows. */
    updateProfile: build.mutation<ResultOf<typeof endpoints.updateProfile>, BodyOf<typeof endpoints.updateProfile>>({
      query: (body) => requestOf(endpoints.updateProfile, { body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(usersApi.util.upsertQueryData('getProfile', undefined, data));
        } catch {
          // The form shows the error.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [USER_TAG]),
    }),
    /** The four notification switches. */
    getSettings: build.query<ResultOf<typeof endpoints.getSettings>, void>({
      query: () => requestOf(endpoints.getSettings, {}),
      providesTags: [SETTINGS_TAG],
    }),
    /** The switch that changed; shown at once, rolled back if refused. */
    updateSettings: build.mutation<ResultOf<typeof endpoints.updateSettings>, BodyOf<typeof endpoints.updateSettings>>({
      query: (body) => requestOf(endpoints.updateSettings, { body }),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          usersApi.util.updateQueryData('getSettings', undefined, (draft) => {
            Object.assign(draft, body);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    /** Enabled, or a generated secret still waiting for its first code (auth.ts's mutations change it). */
    getMfaStatus: build.query<ResultOf<typeof endpoints.mfaStatus>, void>({
      query: () => requestOf(endpoints.mfaStatus, {}),
      providesTags: [MFA_TAG],
    }),
  }),
});

export const {
  useGetMeQuery,
  useUpdateMetaMutation,
  useCompleteGuidesMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
  useGetMfaStatusQuery,
} = usersApi;

/**
 * The action that reads again what the screens show of `environment` in the applications given, as the user switches
 * to it (a change made elsewhere meanwhile shows; environmentTags says which entries).
 */
export const refreshEnvironment = (applications: readonly string[], environment: Environment) =>
  baseApi.util.invalidateTags(environmentTags(applications, environment));
