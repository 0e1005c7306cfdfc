import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { authApi } from '../../shared/api/auth';
import { toApiError } from '../../shared/lib/api-error';
import { endRequest, endWithError, setData, setRegistration, startRequest } from './auth-slice';

/** Mirrors a sign-in request in the auth state (000 §4): start request, then set data or end with error. */
function trackAuthRequest<T>(onAnswer: (data: T) => UnknownAction) {
  return async (
    _arg: unknown,
    { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: T }> },
  ) => {
    dispatch(startRequest());
    try {
      const { data } = await queryFulfilled;
      dispatch(onAnswer(data));
    } catch (failure) {
      dispatch(endWithError(toApiError((failure as { error?: unknown }).error)));
    }
  };
}

/**
 * The sign-in calls of the auth domain (shared/api/auth.ts) as the sign-in screens make them: each answer lands in
 * the auth state (the session's token, the key of the second step), which belongs to this feature.
 */
const trackedAuthApi = authApi.enhanceEndpoints({
  endpoints: {
    register: { onQueryStarted: trackAuthRequest(setRegistration) },
    loginMfa: { onQueryStarted: trackAuthRequest(setData) },
    exchangeToken: { onQueryStarted: trackAuthRequest(setData) },
    resetPassword: { onQueryStarted: trackAuthRequest(() => endRequest()) },
  },
});

export const { useRegisterMutation, useLoginMfaMutation, useExchangeTokenMutation, useResetPasswordMutation } =
  trackedAuthApi;
