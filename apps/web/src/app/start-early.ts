import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { fetchEarly } from '../shared/api/early-answers';
import { isGuestScreen, paths } from '../shared/lib/paths';
import { warmBrowserTimeZone } from '../shared/lib/time-zone';
import { loadAppLayout } from './layout/protected-route';

/**
 * With a session, on a screen of the signed-in area, the entry starts at once what the layout would otherwise
 * ask for one round trip after another (the layout's chunk, then RTK Query's, then the workspace's requests):
 * the layout's chunk (with the modulepreload of its imports), the table of the area's screens, and the requests of the
 * workspace and the side
 * menu, whose answers RTK Query takes when it asks (shared/api/early-answers.ts). The screen's own chunk is
 * started by the router, which loads the lazy routes of the first location as it is created. The time zone the
 * charts ask for is read while the browser waits for those.
 */
export function startEarly(token: string | null, pathname: string): void {
  if (!token || isGuestScreen(pathname)) return;
  void loadAppLayout();
  void import('./protected-routes');
  if (pathname === paths.dashboard || pathname === '/') void import('../features/dashboard/pages/dashboard-page');
  for (const endpoint of [
    usersEndpoints.me,
    accountsEndpoints.list,
    applicationsEndpoints.list,
    systemEndpoints.config,
  ]) {
    fetchEarly(endpoint, token);
  }
  warmBrowserTimeZone();
}
