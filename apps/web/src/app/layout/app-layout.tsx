import { Button, Empty, Result } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { CreateApplicationHost } from '../../features/applications/components/create-application';
import { NoApplication } from '../../features/applications/components/no-application';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner';
import { SuspendedNotice } from '../../features/members/components/suspended-notice';
import { useLogout } from '../../shared/session/use-sign-out';
import { PageLoader } from '../../shared/ui/page-loader';
import { lacks, useWorkspace, type WorkspaceNeed } from '../../shared/workspace/workspace';
import { WorkspaceGate } from '../../shared/workspace/workspace-gate';
import { routeHandle } from '../route-handle';
import { hidesVerificationBanner } from './banner-routes';
import { AppHeader } from './header';
import { MENU_ENTRIES } from './menu-entries';
import { SideMenu } from './side-menu';
import appLayoutStyles from './app-layout.css?inline';
import { addScreenStyles } from '../../shared/ui/screen-styles';

addScreenStyles('app-layout', appLayoutStyles);

/** The empty states of screens whose route needs a part of the workspace the user does not have. */
const MISSING: Record<WorkspaceNeed, () => ReactNode> = {
  team: () => (
    <Empty description="You are not a member of any team yet. Create one from the team switcher in the header." />
  ),
  application: () => <NoApplication />,
};

/**
 * The current screen, or its empty state when the workspace lacks what its route needs (a team first, then an
 * application).
 */
function WorkspaceOutlet() {
  const workspace = useWorkspace();
  const needs = new Set(useMatches().flatMap((match) => routeHandle(match).needs ?? []));
  // An application belongs to a team: without one, the team's empty state says what to do first.
  if (needs.has('application')) needs.add('team');
  const missing = (['team', 'application'] as const).find((need) => needs.has(need) && lacks(workspace, need));
  return missing ? MISSING[missing]() : <Outlet />;
}

/**
 * Side menu, header and content of the protected screens (000 §2, Layout and banners), around the resolved workspace.
 */
function Shell({ onLogout }: { onLogout: () => void }) {
  const { user } = useWorkspace();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  return (
    <CreateApplicationHost>
      <div className="app-layout" data-testid="app-layout">
        <SideMenu entries={MENU_ENTRIES} open={menuOpen} onClose={closeMenu} onLogout={onLogout} />
        <div className="app-layout__main">
          <AppHeader menuOpen={menuOpen} onOpenMenu={openMenu} />
          {!user.isVerified && !hidesVerificationBanner(pathname) && <VerifyEmailBanner />}
          <SuspendedNotice />
          <main className="app-layout__content" data-testid="app-content">
            <WorkspaceOutlet />
          </main>
        </div>
      </div>
    </CreateApplicationHost>
  );
}

/** The protected layout: resolves the workspace once, with its loading and error states, then the shell. */
export function AppLayout() {
  const [logout, { isLoading: loggingOut }] = useLogout();
  return (
    <WorkspaceGate
      loading={<PageLoader label="Loading your account" />}
      renderError={(failure, retry) => (
        // Anything but a 401 (already on its way to Login) gets a way out.
        <main className="centered-screen" data-testid="layout-error">
          <Result
            status="warning"
            title="We could not load your account"
            subTitle={failure.message}
            extra={[
              <Button key="retry" type="primary" loading={retry.retrying} onClick={retry.onRetry}>
                Try again
              </Button>,
              <Button key="logout" loading={loggingOut} onClick={() => void logout()}>
                LOG OUT
              </Button>,
            ]}
          />
        </main>
      )}
    >
      <Shell onLogout={() => void logout()} />
    </WorkspaceGate>
  );
}
