import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { selectSessionToken } from '../../shared/session/session-state';
import { AppLayout } from './protected-route';

/** An unknown path: the 404 screen inside the layout when there is a session, on its own otherwise. */
export function NotFoundRoute() {
  const token = useSelector(selectSessionToken);
  if (!token) return <Outlet />;
  return <AppLayout />;
}
