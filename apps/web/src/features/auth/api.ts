import type { LoginAnswer, LoginBody, RegisterBody, TokenAnswer } from '@portal/shared/auth/auth.schemas';
import type { SocialProvider } from '@portal/shared/auth/auth.constants';
import { baseApi, unwrapData, type Envelope } from '../../shared/api/base-api';
import { toApiError } from '../../shared/lib/api-error';
import { endWithError, setData, setRegistration, startRequest } from './auth-slice';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginBody>({
      query: (body) => ({ url: 'auth/email', method: 'POST', body }),
      transformResponse: unwrapData<LoginAnswer>,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        dispatch(startRequest());
        try {
          const { data } = await queryFulfilled;
          dispatch(setData(data));
        } catch (failure) {
          dispatch(endWithError(toApiError((failure as { error?: unknown }).error)));
        }
      },
    }),
    register: build.mutation<TokenAnswer, RegisterBody>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      transformResponse: unwrapData<TokenAnswer>,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        dispatch(startRequest());
        try {
          const { data } = await queryFulfilled;
          dispatch(setRegistration(data));
        } catch (failure) {
          dispatch(endWithError(toApiError((failure as { error?: unknown }).error)));
        }
      },
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
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useSsoUrlMutation,
  useResendVerificationEmailMutation,
} = authApi;
