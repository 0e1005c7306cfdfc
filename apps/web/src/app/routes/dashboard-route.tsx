import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { useGetMeQuery } from '../../features/users/api';

/** Composes the Dashboard with the signed-in user (the layout renders only once users/me has loaded). */
export function DashboardRoute() {
  const { data: user } = useGetMeQuery();
  return user ? <DashboardPage user={user} /> : null;
}
