import type { MfaCodeBody, MfaGenerateAnswer, MfaStatus } from '@portal/shared/auth/auth.schemas';
import type {
  GuidesBody,
  MetaBody,
  ProfileAnswer,
  ProfileBody,
  SettingsBody,
  User,
  UserGuides,
  UserMeta,
  UserSettings,
} from '@portal/shared/users/users.schemas';
import { baseApi, unwrapData } from '../../shared/api/base-api';

/** The second factor's status lives under the 'Auth' tag: it belongs to how the user signs in. */
const MFA_TAG = { type: 'Auth' as const, id: 'MFA' };

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /** Enable and disable answer the new status, which replaces the cached one; the form shows a failure. */
    const mfaSwitch = (action: 'enable' | 'disable') =>
      build.mutation<MfaStatus, MfaCodeBody>({
        query: (body) => ({ url: `auth/mfa/${action}`, method: 'PUT', body }),
        transformResponse: unwrapData<MfaStatus>,
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
      /** The signed-in user (GET users/me). */
      getMe: build.query<User, void>({
        query: () => 'users/me',
        transformResponse: unwrapData<User>,
        providesTags: ['User'],
      }),

      /** GET users/profile: name, lastname, company and the (read-only) email. */
      getProfile: build.query<ProfileAnswer, void>({
        query: () => 'users/profile',
        transformResponse: unwrapData<ProfileAnswer>,
        providesTags: ['UserProfile'],
      }),
      /** PUT users/profile replaces the profile; users/me (the header's name) follows. */
      updateProfile: build.mutation<ProfileAnswer, ProfileBody>({
        query: (body) => ({ url: 'users/profile', method: 'PUT', body }),
        transformResponse: unwrapData<ProfileAnswer>,
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

      /** GET users/settings: the four notification switches. */
      getSettings: build.query<UserSettings, void>({
        query: () => 'users/settings',
        transformResponse: unwrapData<UserSettings>,
        providesTags: ['UserSettings'],
      }),
      /** PUT users/settings with the switch that changed; shown at once, rolled back if refused. */
      updateSettings: build.mutation<UserSettings, SettingsBody>({
        query: (body) => ({ url: 'users/settings', method: 'PUT', body }),
        transformResponse: unwrapData<UserSettings>,
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

      /** GET users/meta: onboarding application, step and current team. */
      getMeta: build.query<UserMeta, void>({
        query: () => 'users/meta',
        transformResponse: unwrapData<UserMeta>,
        providesTags: ['UserMeta'],
      }),
      /** PUT users/meta: the step only moves forward (the server keeps the later one). */
      updateMeta: build.mutation<UserMeta, MetaBody>({
        query: (body) => ({ url: 'users/meta', method: 'PUT', body }),
        transformResponse: unwrapData<UserMeta>,
        invalidatesTags: (_result, error) => (error ? [] : ['UserMeta', 'User']),
      }),
      /** PUT users/guides: marks product tours completed. */
      updateGuides: build.mutation<UserGuides, GuidesBody>({
        query: (body) => ({ url: 'users/guides', method: 'PUT', body }),
        transformResponse: unwrapData<UserGuides>,
        invalidatesTags: (_result, error) => (error ? [] : ['User']),
      }),

      /** GET users/mfa: enabled, or a generated secret still waiting for its first code. */
      getMfaStatus: build.query<MfaStatus, void>({
        query: () => 'users/mfa',
        transformResponse: unwrapData<MfaStatus>,
        providesTags: [MFA_TAG],
      }),
      /** POST auth/mfa/generate: a new secret (not active yet) as an otpauth:// URI and as text. */
      generateMfa: build.mutation<MfaGenerateAnswer, void>({
        query: () => ({ url: 'auth/mfa/generate', method: 'POST' }),
        transformResponse: unwrapData<MfaGenerateAnswer>,
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled;
            dispatch(usersApi.util.upsertQueryData('getMfaStatus', undefined, { enabled: false, pending: true }));
          } catch {
            // The section shows the error.
          }
        },
      }),
      /** PUT auth/mfa/enable with a code from the authenticator. */
      enableMfa: mfaSwitch('enable'),
      /** PUT auth/mfa/disable with a code from the authenticator. */
      disableMfa: mfaSwitch('disable'),
    };
  },
});

export const {
  useGetMeQuery,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
  useGetMetaQuery,
  useUpdateMetaMutation,
  useUpdateGuidesMutation,
  useGetMfaStatusQuery,
  useGenerateMfaMutation,
  useEnableMfaMutation,
  useDisableMfaMutation,
} = usersApi;
