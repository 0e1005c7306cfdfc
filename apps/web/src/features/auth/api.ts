import { authEndpoints as endpoints } from '@portal/shared/auth/auth.endpoints';
import type { EndpointSpec, InputOf, ResultOf } from '@portal/shared/common/endpoint';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../shared/api/base-api';
import { requestOf, type BodyOf } from '../../shared/api/endpoint-request';
import { toApiError } from '../../shared/lib/api-error';
import { endRequest, endWithError, setData, setRegistration, startRequest } from './auth-slice';

/** Mirrors a sign-in request in the auth state (000 §4): start request, then set data or end with error. */
function trackAuthRequest<T>(onAnswer: (data: T) => UnknownAction) {
  return async (_arg: unknown, { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: T }> }) => {
    dispatch(startRequest());
    try {
      const { data } = await queryFulfilled;
      dispatch(onAnswer(data));
    } catch (failure) {
      dispatch(endWithError(toApiError((failure as { error?: unknown }).error)));
    }
  };
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /** A mutation that sends its argument as the body of `endpoint`, mirrored in the auth state with `onAnswer`. */
    const tracked = <E extends EndpointSpec>(endpoint: E, onAnswer: (data: ResultOf<E>) => UnknownAction) =>
      build.mutation<ResultOf<E>, BodyOf<E>>({
        query: (body) => requestOf(endpoint, { body } as InputOf<E>),
        onQueryStarted: trackAuthRequest(onAnswer),
      });
    return {
      // Login and the social sign-in address go without RTK Query (sign-in-requests.ts): Login loads no API cache.
      register: tracked(endpoints.register, setRegistration),
      /** The second sign-in step: answers the session like login. */
      loginMfa: tracked(endpoints.mfaLogin, setData),
      /** Social sign-in callback: a session, or a key when the second factor is on. */
      exchangeToken: tracked(endpoints.ssoToken, setData),
      /** Forgot password: mails a reset link (the answer is the same whether or not the email has an account). */
      requestPasswordReset: build.mutation<ResultOf<typeof endpoints.requestPasswordReset>, BodyOf<typeof endpoints.requestPasswordReset>>({
        query: (body) => requestOf(endpoints.requestPasswordReset, { body }),
      }),
      /** New password with the key from the mailed link; the server ends every session of the user. */
      resetPassword: tracked(endpoints.resetPassword, () => endRequest()),
      /** Marks the email verified; the user is refetched either way so the banner follows the server. */
      verifyEmail: build.mutation<ResultOf<typeof endpoints.verifyEmail>, string>({
        query: (key) => requestOf(endpoints.verifyEmail, { params: { key } }),
        invalidatesTags: ['User'],
      }),
      resendVerificationEmail: build.mutation<ResultOf<typeof endpoints.resendVerification>, void>({
        query: () => requestOf(endpoints.resendVerification, {}),
        // 'Already verified' means the cached user is stale: refetch it so the banner goes away.
        invalidatesTags: (_result, error) => (error && 'status' in error && error.status === 400 ? ['User'] : []),
      }),
    };
  },
});

export const {
  useRegisterMutation,
  useResendVerificationEmailMutation,
  useLoginMfaMutation,
  useExchangeTokenMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
} = authApi;
