import { useSelector } from 'react-redux';
import { selectToken } from '../../features/auth/auth-slice';
import { useSignOut } from '../../features/auth/use-logout';
import { InvitePage } from '../../features/invite/pages/invite-page';

/** Composes the accept-invitation screen with the session: whether there is one, and how to end it. */
export function InviteRoute() {
  const token = useSelector(selectToken);
  const [signOut] = useSignOut();
  return <InvitePage signedIn={Boolean(token)} signOut={signOut} />;
}
