import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { ROLE_DISPLAY_NAMES } from '@portal/shared/accounts/accounts.constants';
import { INVITE_SCREEN_TEXTS as T } from '@portal/shared/members/members.constants';
import { Button, Card, Result, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { toApiError } from '../../../shared/lib/api-error';
import { forgetInvite, rememberInvite } from '../../../shared/lib/common-slice';
import { paths } from '../../../shared/lib/paths';
import { selectSessionToken } from '../../../shared/session/session-state';
import { useSignOut } from '../../../shared/session/use-sign-out';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useAcceptInviteMutation, useGetInviteInfoQuery } from '../../../shared/api/members';
import inviteStyles from './invite-page.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';

addScreenStyles('invite', inviteStyles);

/** Errors that mean the invitation is gone; anything else (network, server) can be tried again. */
const isGone = (status: number | string) => typeof status === 'number' && status >= 400 && status < 500;

/**
 * Accept invitation (000 §2): loads the invite info, then shows one of three
 * views: the team to join, an invitation for another account, or not found.
 * The code is kept in local storage ('invite') and the common state meanwhile,
 * so a visitor who logs in or signs up first comes back here.
 */
export function InvitePage() {
  const signedIn = useSelector(selectSessionToken) !== null;
  const [signOut] = useSignOut();
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

  // A refusal of the accept (the invitation was withdrawn meanwhile): no second try, a way on instead.
  const acceptRefused = accepting.error !== undefined && isGone(toApiError(accepting.error).status);

  if (!trimmed) return <Navigate to={paths.dashboard} replace />;
  if (leaving) return <Screen />;
  if (!signedIn) return <Navigate to={paths.login} replace state={{ from: paths.invite({ code: trimmed }) }} />;

  const onAccept = async () => {
    try {
      await accept(trimmed).unwrap();
      forgetInvite(dispatch);
      await navigate(paths.dashboard, { replace: true });
    } catch {
      // The message shows under the button.
    }
  };

  const switchAccount = async (to: typeof paths.login | typeof paths.signUp) => {
    setLeaving(true);
    await signOut();
    await navigate(to, { replace: true });
  };

  const skip = async () => {
    forgetInvite(dispatch);
    await navigate(paths.dashboard, { replace: true });
  };

  const loading = (
    <Screen>
      <div
        role="status"
        aria-label="Loading the invitation"
        data-testid="invite-loading"
        style={{ textAlign: 'center', padding: 48 }}
      >
        <Spin size="large" />
      </div>
    </Screen>
  );

  return (
    <QueryGate
      query={info}
      loading={loading}
      renderError={(failure, retry) =>
        isGone(failure.status) ? (
          <Screen>
            <Result
              status="error"
              title={T.notFoundTitle}
              subTitle={T.notFound}
              extra={
                <Link
                  to={paths.dashboard}
                  replace
                  onClick={() => forgetInvite(dispatch)}
                  data-testid="invite-go-dashboard"
                >
                  {T.goToDashboard}
                </Link>
              }
              data-testid="invite-view-not-found"
            />
          </Screen>
        ) : (
          <Screen>
            <Result
              status="warning"
              title="We could not load the invitation"
              subTitle={failure.message}
              extra={
                <Button type="primary" loading={retry.retrying} onClick={retry.onRetry}>
                  Try again
                </Button>
              }
              data-testid="invite-view-failed"
            />
          </Screen>
        )
      }
    >
      {(invitation) =>
        invitation.isMember ? (
          <Screen>
            <Result
              icon={<TeamOutlined style={{ color: 'var(--portal-primary)' }} aria-hidden />}
              title={<span data-testid="invite-team-name">{invitation.name}</span>}
              subTitle={
                <>
                  <div>{T.invited}</div>
                  <div data-testid="invite-invited-by">
                    {T.invitedBy(invitation.inviterName, ROLE_DISPLAY_NAMES[invitation.role])}
                  </div>
                </>
              }
              extra={
                <div className="invite-page__actions">
                  <Button
                    type="primary"
                    size="large"
                    loading={accepting.isLoading}
                    disabled={acceptRefused}
                    onClick={() => void onAccept()}
                  >
                    {T.accept}
                  </Button>
                  {accepting.error && (
                    <Typography.Text
                      type="danger"
                      role="alert"
                      className="invite-page__error"
                      data-testid="invite-accept-error"
                    >
                      {toApiError(accepting.error).message}
                    </Typography.Text>
                  )}
                  {acceptRefused && (
                    <Link
                      to={paths.dashboard}
                      replace
                      onClick={() => forgetInvite(dispatch)}
                      data-testid="invite-accept-go-dashboard"
                    >
                      {T.goToDashboard}
                    </Link>
                  )}
                </div>
              }
              data-testid="invite-view-member"
            />
          </Screen>
        ) : (
          <Screen>
            <Result
              status="warning"
              title={T.otherUser}
              extra={
                <div className="invite-page__actions">
                  <Button type="primary" size="large" block onClick={() => void switchAccount(paths.login)}>
                    {T.login}
                  </Button>
                  <Button size="large" block onClick={() => void switchAccount(paths.signUp)}>
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
        )
      }
    </QueryGate>
  );
}

function Screen({ children }: { children?: ReactNode }) {
  return (
    <main className="invite-page" data-testid="invite-page">
      <Card className="invite-page__panel">{children}</Card>
    </main>
  );
}
