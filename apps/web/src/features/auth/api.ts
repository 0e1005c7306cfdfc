import type {
  LoginAnswer,
  LoginBody,
  MfaLoginBody,
  OkAnswer,
  RegisterBody,
  ResetPasswordBody,
  ResetPasswordRequestBody,
  TokenAnswer,
  TokenExchangeBody,
} from '@portal/shared/auth/auth.schemas';
import type { SocialProvider } from '@portal/shared/auth/auth.constants';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, unwrapData, type Envelope } from '../../shared/api/base-api';
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
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginBody>({
      query: (body) => ({ url: 'auth/email', method: 'POST', body }),
      transformResponse: unwrapData<LoginAnswer>,
      onQueryStarted: trackAuthRequest(setData),
    }),
    register: build.mutation<TokenAnswer, RegisterBody>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      transformResponse: unwrapData<TokenAnswer>,
      onQueryStarted: trackAuthRequest(setRegistration),
    }),
    /** The second sign-in step (POST auth/mfa {code, key}): answers the session like login. */
    loginMfa: build.mutation<TokenAnswer, MfaLoginBody>({
      query: (body) => ({ url: 'auth/mfa', method: 'POST', body }),
      transformResponse: unwrapData<TokenAnswer>,
      onQueryStarted: trackAuthRequest(setData),
    }),
    /** Social sign-in callback (POST auth/token): a session, or a key when the second factor is on. */
    exchangeToken: build.mutation<LoginAnswer, TokenExchangeBody>({
      query: (body) => ({ url: 'auth/token', method: 'POST', body }),
      transformResponse: unwrapData<LoginAnswer>,
      onQueryStarted: trackAuthRequest(setData),
    }),
    /** Forgot password: mails a reset link (the answer is the same whether or not the email has an account). */
    requestPasswordReset: build.mutation<OkAnswer, ResetPasswordRequestBody>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
      transformResponse: unwrapData<OkAnswer>,
    }),
    /** New password with the key from the mailed link; the server ends every session of the user. */
    resetPassword: build.mutation<OkAnswer, ResetPasswordBody>({
      query: (body) => ({ url: 'auth/reset-password', method: 'PUT', body }),
      transformResponse: unwrapData<OkAnswer>,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        dispatch(startRequest());
        try {
          await queryFulfilled;
          dispatch(endRequest());
        } catch (failure) {
          dispatch(endWithError(toApiError((failure as { error?: unknown }).error)));
        }
      },
    }),
    /** Marks the email verified; the user is refetched either way so the banner follows the server. */
    verifyEmail: build.mutation<OkAnswer, string>({
      query: (key) => ({ url: `auth/verify/email/${encodeURIComponent(key)}`, method: 'POST' }),
      transformResponse: unwrapData<OkAnswer>,
      invalidatesTags: ['User'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
    /** The provider's sign-in address; a mutation so that every click asks for a fresh one (it carries state). */
    ssoUrl: build.mutation<{ url: string }, SocialProvider>({
      query: (provider) => ({ url: 'auth/sso', method: 'GET', params: { provider } }),
      transformResponse: (response: Envelope<{ url: string }>) => response.data,
    }),
    resendVerificationEmail: build.mutation<void, void>({
      query: () => ({ url: 'auth/resend/email', method: 'POST' }),
      // 'Already verified' means the cached user is stale: refetch it so the banner goes away.
      invalidatesTags: (_result, error) => (error && 'status' in error && error.status === 400 ? ['User'] : []),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useSsoUrlMutation,
  useResendVerificationEmailMutation,
  useLoginMfaMutation,
  useExchangeTokenMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
} = authApi;
