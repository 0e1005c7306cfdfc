import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from './api';
import { logout } from './auth-slice';

/** LOG OUT: revokes the session on the server, then removes the token and goes to Login. */
export function useLogout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [revoke, { isLoading }] = useLogoutMutation();

  const run = useCallback(async () => {
    try {
      await revoke().unwrap();
    } catch {
      // The session may already be gone; signing out locally is what matters to the user.
    }
    dispatch(logout());
    await navigate('/login', { replace: true });
  }, [dispatch, navigate, revoke]);

  return [run, { isLoading }] as const;
}
