import { Empty } from 'antd';
import { AccountSettingsPage } from '../../features/members/pages/account-settings-page';
import { LoadError } from '../../shared/ui/load-error';
import { PageLoader } from '../../shared/ui/page-loader';
import { useCurrentTeam } from '../use-current-team';

/** Composes Account Settings with the current team and the signed-in user (the layout renders once users/me has loaded). */
export function AccountSettingsRoute() {
  const { team, user, isLoading, error, isFetching, refetch } = useCurrentTeam();
  if (error) return <LoadError title="We could not load your teams" error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  if (isLoading || !user) return <PageLoader label="Loading your team" />;
  if (!team) return <Empty description="You are not a member of any team yet. Create one from the team switcher in the header." />;
  return <AccountSettingsPage team={team} currentUserEmail={user.email} />;
}
