import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '../api/auth';
import { paths } from '../lib/paths';
import { loggedOut } from './session-state';

/** Ends the session: revokes it on the server (if it still can), then removes the token and clears the cache. */
export function useSignOut() {
  const dispatch = useDispatch();
  const [revoke, { isLoading }] = useLogoutMutation();

  const run = useCallback(async () => {
    try {
      await revoke().unwrap();
    } catch {
      // The session may already be gone; signing out locally is what matters to the user.
    }
    dispatch(loggedOut());
  }, [dispatch, revoke]);

  return [run, { isLoading }] as const;
}

/** LOG OUT: ends the session, then goes to Login. */
export function useLogout() {
  const navigate = useNavigate();
  const [signOut, { isLoading }] = useSignOut();

  const run = useCallback(async () => {
    await signOut();
    await navigate(paths.login, { replace: true });
  }, [navigate, signOut]);

  return [run, { isLoading }] as const;
}
