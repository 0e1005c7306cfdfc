import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { paths } from './paths';
import { storage } from './storage';

/**
 * The invitation a visitor is about to accept (000 §2, Accept-invitation screen):
 * kept in local storage under 'invite' so that it survives logging in or signing
 * up, and read by the screens that decide where to go after signing in.
 */
export function storedInvite(): string | null {
  const code = storage.get(STORAGE_KEYS.invite)?.trim();
  return code ? code : null;
}

/** The accept-invitation screen of the stored invitation, if there is one. */
export function pendingInvitePath(): string | undefined {
  const code = storedInvite();
  return code ? paths.invite({ code }) : undefined;
}
