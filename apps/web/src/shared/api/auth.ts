import { authEndpoints as endpoints } from '@portal/shared/auth/auth.endpoints';
import type { ResultOf } from '@portal/shared/common/endpoint';
import { baseApi } from './base-api';
import { requestOf, type BodyOf } from './endpoint-request';
import { USER_TAG } from './cache-tags';
import { usersApi } from './users';

/**
 * The auth domain's calls made with RTK Query. Login and the social sign-in address go without it
 * (features/auth/sign-in-requests.ts on fetch-endpoint.ts): the Login screen loads no API cache. The sign-in
 * answers are mirrored in the auth state by features/auth/auth-state-requests.ts.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /** Enable and disable answer the new status, which replaces the cached one; the form shows a failure. */
    const mfaSwitch = (endpoint: typeof endpoints.mfaEnable | typeof endpoints.mfaDisable) =>
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
      register: build.mutation<ResultOf<typeof endpoints.register>, BodyOf<typeof endpoints.register>>({
        query: (body) => requestOf(endpoints.register, { body }),
      }),
      /** The second sign-in step: answers the session like login. */
      loginMfa: build.mutation<ResultOf<typeof endpoints.mfaLogin>, BodyOf<typeof endpoints.mfaLogin>>({
        query: (body) => requestOf(endpoints.mfaLogin, { body }),
      }),
      /** Social sign-in callback: a session, or a key when the second factor is on. */
      exchangeToken: build.mutation<ResultOf<typeof endpoints.ssoToken>, BodyOf<typeof endpoints.ssoToken>>({
        query: (body) => requestOf(endpoints.ssoToken, { body }),
      }),
      /** Forgot password: mails a reset link (the answer is the same whether or not the email has an account). */
      requestPasswordReset: build.mutation<
        ResultOf<typeof endpoints.requestPasswordReset>,
        BodyOf<typeof endpoints.requestPasswordReset>
      >({
        query: (body) => requestOf(endpoints.requestPasswordReset, { body }),
      }),
      /** New password with the key from the mailed link; the server ends every session of the user. */
      resetPassword: build.mutation<ResultOf<typeof endpoints.resetPassword>, BodyOf<typeof endpoints.resetPassword>>({
        query: (body) => requestOf(endpoints.resetPassword, { body }),
      }),
      /** Marks the email verified; the user is refetched either way so the banner follows the server. */
      verifyEmail: build.mutation<ResultOf<typeof endpoints.verifyEmail>, string>({
        query: (key) => requestOf(endpoints.verifyEmail, { params: { key } }),
        invalidatesTags: [USER_TAG],
      }),
      resendVerificationEmail: build.mutation<ResultOf<typeof endpoints.resendVerification>, void>({
        query: () => requestOf(endpoints.resendVerification, {}),
        // 'Already verified' means the cached user is stale: refetch it so the banner goes away.
        invalidatesTags: (_result, error) => (error && 'status' in error && error.status === 400 ? [USER_TAG] : []),
      }),
      /** Revokes the current session on the server (LOG OUT, shared/session/use-sign-out.ts). */
      logout: build.mutation<ResultOf<typeof endpoints.logout>, void>({
        query: () => requestOf(endpoints.logout, {}),
      }),
      /** Changes the password with the current one; the server ends every other session. */
      changePassword: build.mutation<
        ResultOf<typeof endpoints.changePassword>,
        BodyOf<typeof endpoints.changePassword>
      >({
        query: (body) => requestOf(endpoints.changePassword, { body }),
      }),
      /** A new secret (not active yet) as an otpauth:// URI and as text. */
      generateMfa: build.mutation<ResultOf<typeof endpoints.mfaGenerate>, void>({
        query: () => requestOf(endpoints.mfaGenerate, {}),
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
      enableMfa: mfaSwitch(endpoints.mfaEnable),
      /** Turns the factor off with a code from the authenticator. */
      disableMfa: mfaSwitch(endpoints.mfaDisable),
    };
  },
});

export const {
  useLogoutMutation,
  useResendVerificationEmailMutation,
  useRequestPasswordResetMutation,
  useVerifyEmailMutation,
  useChangePasswordMutation,
  useGenerateMfaMutation,
  useEnableMfaMutation,
  useDisableMfaMutation,
} = authApi;
