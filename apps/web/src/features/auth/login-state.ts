import { flattenValidationErrors } from '../../shared/lib/server-form-errors';
import type { ApiError } from '../../shared/lib/api-error';

/**
 * What other screens hand to Login through the navigation state:
 * - `from`: the protected page to return to after signing in (see redirect-target.ts);
 * - `notice`: a success to confirm (the new password was saved);
 * - `error`: why a sign-in elsewhere failed (the social-login callback).
 */
export interface LoginLocationState {
  from?: string;
  notice?: string;
  error?: string;
}

export const PASSWORD_CHANGED_NOTICE = 'Your password has been changed. Log in with the new one.';
export const SOCIAL_SIGN_IN_CANCELLED =
  'Sign in with the provider was cancelled or refused. Try again or use your email.';

function readString(state: unknown, name: keyof LoginLocationState): string | undefined {
  if (typeof state !== 'object' || state === null || !(name in state)) return undefined;
  const value = (state as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function loginNotice(state: unknown): string | undefined {
  return readString(state, 'notice');
}

export function loginError(state: unknown): string | undefined {
  return readString(state, 'error');
}

/** Only `from` survives, so a notice or error is not shown again after a reload or going back. */
export function withoutMessages(state: unknown): LoginLocationState | null {
  const from = readString(state, 'from');
  return from ? { from } : null;
}

/** The most telling text of a failure: the first field message, else the general message. */
export function failureText(error: ApiError): string {
  return flattenValidationErrors(error.errors)[0]?.errors[0] ?? error.message;
}
