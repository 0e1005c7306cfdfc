import { authEndpoints as endpoints } from '@portal/shared/auth/auth.endpoints';
import type { SocialProvider } from '@portal/shared/auth/auth.constants';
import type { InputOf } from '@portal/shared/common/endpoint';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { fetchEndpoint } from '../../shared/api/fetch-endpoint';
import { toApiError } from '../../shared/lib/api-error';
import { endWithError, setData, startRequest } from './auth-slice';

/**
 * The Login screen's requests without RTK Query (shared/api/fetch-endpoint.ts): a visitor without a session
 * loads no API cache. Login is mirrored in the auth state as the tracked mutations of api.ts are (000 §4:
 * start request, then set data or end with error); a refusal is thrown, as an unwrapped mutation throws it.
 */
export function useLoginRequest() {
  const dispatch = useDispatch();
  const [isLoading, setLoading] = useState(false);
  const login = useCallback(
    async (body: InputOf<typeof endpoints.login>['body']) => {
      setLoading(true);
      dispatch(startRequest());
      try {
        const answer = await fetchEndpoint(dispatch, endpoints.login, { body });
        dispatch(setData(answer));
        return answer;
      } catch (failure) {
        dispatch(endWithError(toApiError(failure)));
        throw failure;
      } finally {
        setLoading(false);
      }
    },
    [dispatch],
  );
  return [login, { isLoading }] as const;
}

/** The provider's sign-in address; asked afresh on every click (it carries state). */
export function useSsoUrlRequest() {
  const dispatch = useDispatch();
  return useCallback(
    (provider: SocialProvider) => fetchEndpoint(dispatch, endpoints.ssoStart, { query: { provider } }),
    [dispatch],
  );
}
