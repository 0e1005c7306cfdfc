import { randomBytes } from 'node:crypto';
import type { LoginAnswer, RegisterBody } from '@portal/shared/auth/auth.schemas';
import type { ErrorBody, ValidationErrorItem } from '@portal/shared/common/validation';

/** The password of every person the tests sign up: it passes every rule of sign-up. */
export const TEST_PASSWORD = 'Correct-Horse-9-Battery';

/** An address nobody used yet, e.g. `invitee.1a2b3c4d@example.com`. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

/** A valid sign-up: Ada Lovelace with a new address and the test password. */
export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    profile: { name: 'Ada', lastname: 'Lovelace' },
    ...overrides,
  };
}

/** The part of a mailed link after `path`: the key of `${PUBLIC_URL}/verify/<key>`, the code of `/invite/<code>`. */
export function keyOf(link: string | undefined, path: '/verify/' | '/new-password/' | '/invite/'): string {
  const at = link?.indexOf(path) ?? -1;
  if (!link || at === -1) throw new Error(`no ${path} link in ${String(link)}`);
  return link.slice(at + path.length);
}

/** The constraints of a validation error at a property path, e.g. `['profile', 'name']`. */
export function constraintsAt(error: ErrorBody['error'], path: string[]): Record<string, string> | undefined {
  let level: ValidationErrorItem[] = error.errors ?? [];
  let node: ValidationErrorItem | undefined;
  for (const property of path) {
    node = level.find((item) => item.property === property);
    if (!node) return undefined;
    level = node.children;
  }
  return node?.constraints;
}

/** The session token of a sign-in that needed no second factor. */
export function tokenOf(answer: LoginAnswer): string {
  if (!('token' in answer)) throw new Error('the sign-in asks for the second factor');
  return answer.token;
}
