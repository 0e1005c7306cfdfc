import { paths } from '../../shared/lib/paths';
import { pendingInvitePath } from '../../shared/lib/pending-invite';

/**
 * Where to go after signing in: an invitation the visitor was accepting comes
 * first (000 §2: they come back to it after logging in or signing up), then the
 * protected page that sent the user to Login, else the Dashboard (a new account: the setup wizard, 000 §2).
 */
export function redirectTarget(state: unknown, fallback: string = paths.dashboard): string {
  const invite = pendingInvitePath();
  if (invite) return invite;
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    // Only same-site paths, never '//host' or an absolute address.
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return fallback;
}
