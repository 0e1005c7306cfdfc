import { Button, Result } from 'antd';
import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner';
import { useLogout } from '../../features/auth/use-logout';
import { useGetMeQuery } from '../../features/users/api';
import { toApiError } from '../../shared/lib/api-error';
import { PageLoader } from '../../shared/ui/page-loader';
import { hidesVerificationBanner } from './banner-routes';
import { AppHeader } from './header';
import { MENU_ENTRIES } from './menu-entries';
import { SideMenu } from './side-menu';
import './app-layout.css';

/** Side menu, header and content area of the protected screens (000 §2, Layout and banners). */
export function AppLayout() {
  const { data: user, error, isFetching, refetch } = useGetMeQuery();
  const [logout, { isLoading: loggingOut }] = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const openMenu = useCallback(() => setMenuOpen(true), []);

  if (!user) {
    const failure = error ? toApiError(error) : undefined;
    // A 401 is already on its way to Login; anything else gets a way out.
    if (!failure || failure.status === 401) return <PageLoader label="Loading your account" />;
    return (
      <main className="app-layout__failure" data-testid="layout-error">
        <Result
          status="warning"
          title="We could not load your account"
          subTitle={failure.message}
          extra={[
            <Button key="retry" type="primary" loading={isFetching} onClick={() => void refetch()}>
              Try again
            </Button>,
            <Button key="logout" loading={loggingOut} onClick={() => void logout()}>
              LOG OUT
            </Button>,
          ]}
        />
      </main>
    );
  }

  return (
    <div className="app-layout" data-testid="app-layout">
      <SideMenu entries={MENU_ENTRIES} open={menuOpen} onClose={closeMenu} onLogout={() => void logout()} />
      <div className="app-layout__main">
        <AppHeader user={user} menuOpen={menuOpen} onOpenMenu={openMenu} />
        {!user.isVerified && !hidesVerificationBanner(pathname) && <VerifyEmailBanner />}
        <main className="app-layout__content" data-testid="app-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
