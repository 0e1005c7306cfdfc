import { AUTH_MESSAGES as M, PASSWORD_MAX_LENGTH } from './auth.constants';

/**
 * The checks of the login form's fields as plain functions, without zod: the schemas of auth.schemas.ts
 * run the same functions, and the Login screen runs them alone, so it loads no schema library
 * (auth.checks.test.ts compares both for many inputs).
 */

export interface CheckIssue {
  rule: string;
  message: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;

/** What is wrong with an email address (already trimmed), if anything. */
export function emailIssue(value: string): CheckIssue | undefined {
  if (value === '') return { rule: 'isNotEmpty', message: M.emailRequired };
  if (!EMAIL_PATTERN.test(value) || value.length > EMAIL_MAX_LENGTH)
    return { rule: 'isEmail', message: M.emailInvalid };
  return undefined;
}

/** The first message of the login body's `email`, as its schema gives it. */
export function loginEmailMessage(value: unknown): string | undefined {
  if (typeof value !== 'string') return M.emailRequired;
  return emailIssue(value.trim())?.message;
}

/** The first message of the login body's `password`, as its schema gives it. */
export function loginPasswordMessage(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length < 1) return M.passwordRequired;
  if (value.length > PASSWORD_MAX_LENGTH) return M.wrongCredentials;
  return undefined;
}
