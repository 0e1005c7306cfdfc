import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { INVITE_SCREEN_TEXTS as T } from '@portal/shared/members/members.constants';
import { Button, Card, Result, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { toApiError } from '../../../shared/lib/api-error';
import { forgetInvite, rememberInvite } from '../../../shared/lib/common-slice';
import { useAcceptInviteMutation, useGetInviteInfoQuery } from '../api';
import './invite-page.css';

interface InvitePageProps {
  /** Whether there is a session. */
  signedIn: boolean;
  /** Ends the session (server and local) without navigating. */
  signOut: () => Promise<void>;
}

/** Errors that mean the invitation is gone; anything else (network, server) can be tried again. */
const isGone = (status: number | string) => typeof status === 'number' && status >= 400 && status < 500;

/**
 * Accept invitation (000 §2): loads the invite info, then shows one of three
 * views: the team to join, an invitation for another account, or not found.
 * The code is kept in local storage ('invite') and the common state meanwhile,
 * so a visitor who logs in or signs up first comes back here.
 */
export function InvitePage({ signedIn, signOut }: InvitePageProps) {
  const { code = '' } = useParams();
  const trimmed = code.trim();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // Set while logging out to switch account: no redirect of our own may race the chosen one.
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (trimmed) rememberInvite(dispatch, trimmed);
  }, [dispatch, trimmed]);

  const info = useGetInviteInfoQuery(trimmed, { skip: !trimmed || !signedIn || leaving });
  const [accept, accepting] = useAcceptInviteMutation();

  if (!trimmed) return <Navigate to="/dashboard" replace />;
  if (leaving) return <Screen />;
  if (!signedIn) return <Navigate to="/login" replace state={{ from: `/invite/${encodeURIComponent(trimmed)}` }} />;

  const onAccept = async () => {
    try {
      await accept(trimmed).unwrap();
      forgetInvite(dispatch);
      await navigate('/dashboard', { replace: true });
    } catch {
      // The message shows under the button.
    }
  };

  const switchAccount = async (to: '/login' | '/sign-up') => {
    setLeaving(true);
    await signOut();
    await navigate(to, { replace: true });
  };

  const skip = async () => {
    forgetInvite(dispatch);
    await navigate('/dashboard', { replace: true });
  };

  if (info.isLoading || (info.isFetching && !info.data)) {
    return (
      <Screen>
        <div role="status" aria-label="Loading the invitation" data-testid="invite-loading" style={{ textAlign: 'center', padding: 48 }}>
          <Spin size="large" />
        </div>
      </Screen>
    );
  }

  if (info.error) {
    const failure = toApiError(info.error);
    if (!isGone(failure.status)) {
      return (
        <Screen>
          <Result
            status="warning"
            title="We could not load the invitation"
            subTitle={failure.message}
            extra={
              <Button type="primary" onClick={() => void info.refetch()}>
                Try again
              </Button>
            }
            data-testid="invite-view-failed"
          />
        </Screen>
      );
    }
    return (
      <Screen>
        <Result
          status="error"
          title={T.notFoundTitle}
          subTitle={T.notFound}
          extra={
            <Link to="/dashboard" replace onClick={() => forgetInvite(dispatch)} data-testid="invite-go-dashboard">
              {T.goToDashboard}
            </Link>
          }
          data-testid="invite-view-not-found"
        />
      </Screen>
    );
  }

  if (!info.data) return <Screen />;

  if (info.data.isMember) {
    const acceptError = accepting.error ? toApiError(accepting.error).message : undefined;
    return (
      <Screen>
        <Result
          icon={<TeamOutlined style={{ color: 'var(--portal-primary)' }} aria-hidden />}
          title={<span data-testid="invite-team-name">{info.data.name}</span>}
          subTitle={T.invited}
          extra={
            <div className="invite-page__actions">
              <Button type="primary" size="large" loading={accepting.isLoading} onClick={() => void onAccept()}>
                {T.accept}
              </Button>
              {acceptError && (
                <Typography.Text type="danger" role="alert" className="invite-page__error" data-testid="invite-accept-error">
                  {acceptError}
                </Typography.Text>
              )}
            </div>
          }
          data-testid="invite-view-member"
        />
      </Screen>
    );
  }

  return (
    <Screen>
      <Result
        status="warning"
        title={T.otherUser}
        extra={
          <div className="invite-page__actions">
            <Button type="primary" size="large" block onClick={() => void switchAccount('/login')}>
              {T.login}
            </Button>
            <Button size="large" block onClick={() => void switchAccount('/sign-up')}>
              {T.signUp}
            </Button>
            <Button type="link" onClick={() => void skip()}>
              {T.skip}
            </Button>
          </div>
        }
        data-testid="invite-view-other-user"
      />
    </Screen>
  );
}

function Screen({ children }: { children?: ReactNode }) {
  return (
    <main className="invite-page" data-testid="invite-page">
      <Card className="invite-page__panel">{children}</Card>
    </main>
  );
}
