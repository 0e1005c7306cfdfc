import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import type { ResultOf } from '@portal/shared/common/endpoint';
import { usersEndpoints as endpoints } from '@portal/shared/users/users.endpoints';
import { baseApi } from '../../shared/api/base-api';
import { requestOf, type BodyOf } from '../../shared/api/endpoint-request';

/** The second factor's status lives under the 'Auth' tag: it belongs to how the user signs in. */
const MFA_TAG = { type: 'Auth' as const, id: 'MFA' };

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /** Enable and disable answer the new status, which replaces the cached one; the form shows a failure. */
    const mfaSwitch = (endpoint: typeof authEndpoints.mfaEnable | typeof authEndpoints.mfaDisable) =>
      build.mutation<ResultOf<typeof endpoint>, BodyOf<typeof endpoint>>({
        query: (body) => requestOf(endpoint, { body }),
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(usersApi.util.upsertQueryData('getMfaStatus', undefined, data));
          } catch {
            // The form shows the error.
          }
        },
      });
    return {
      /** Name, lastname, company and the (read-only) email. */
      getProfile: build.query<ResultOf<typeof endpoints.getProfile>, void>({
        query: () => requestOf(endpoints.getProfile, {}),
        providesTags: ['UserProfile'],
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
        invalidatesTags: (_result, error) => (error ? [] : ['User']),
      }),

      /** The four notification switches. */
      getSettings: build.query<ResultOf<typeof endpoints.getSettings>, void>({
        query: () => requestOf(endpoints.getSettings, {}),
        providesTags: ['UserSettings'],
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

      /** The current team (and onboarding step); users/me, which the workspace reads, follows. */
      updateMeta: build.mutation<ResultOf<typeof endpoints.updateMeta>, BodyOf<typeof endpoints.updateMeta>>({
        query: (body) => requestOf(endpoints.updateMeta, { body }),
        invalidatesTags: (_result, error) => (error ? [] : ['UserMeta', 'User']),
      }),

      /** Changes the password with the current one; the server ends every other session. */
      changePassword: build.mutation<ResultOf<typeof authEndpoints.changePassword>, BodyOf<typeof authEndpoints.changePassword>>({
        query: (body) => requestOf(authEndpoints.changePassword, { body }),
      }),

      /** Enabled, or a generated secret still waiting for its first code. */
      getMfaStatus: build.query<ResultOf<typeof endpoints.mfaStatus>, void>({
        query: () => requestOf(endpoints.mfaStatus, {}),
        providesTags: [MFA_TAG],
      }),
      /** A new secret (not active yet) as an otpauth:// URI and as text. */
      generateMfa: build.mutation<ResultOf<typeof authEndpoints.mfaGenerate>, void>({
        query: () => requestOf(authEndpoints.mfaGenerate, {}),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled;
            dispatch(usersApi.util.upsertQueryData('getMfaStatus', undefined, { enabled: false, pending: true }));
          } catch {
            // The section shows the error.
          }
        },
      }),
      /** Turns the factor on with a code from the authenticator. */
      enableMfa: mfaSwitch(authEndpoints.mfaEnable),
      /** Turns the factor off with a code from the authenticator. */
      disableMfa: mfaSwitch(authEndpoints.mfaDisable),
    };
  },
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
  useUpdateMetaMutation,
  useGetMfaStatusQuery,
  useGenerateMfaMutation,
  useEnableMfaMutation,
  useDisableMfaMutation,
  useChangePasswordMutation,
} = usersApi;
