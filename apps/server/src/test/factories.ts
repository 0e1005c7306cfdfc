import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RegisterBody } from '@portal/shared/auth/auth.schemas';

export const VALID_PASSWORD = 'Correct-Horse-9-Battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    email: uniqueEmail(),
    password: VALID_PASSWORD,
    profile: { name: 'Ada', lastname: 'Lovelace' },
    ...overrides,
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Signs a person up through the API; answers the token and what was sent. */
export async function signUp(app: FastifyInstance, overrides: Partial<RegisterBody> = {}) {
  const body = registration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const token = response.json<{ data: { token: string } }>().data.token;
  return { token, email: body.email, password: body.password };
}

/** The key at the end of a mailed link such as `${PUBLIC_URL}/verify/<key>`. */
export function keyOf(link: string | undefined, path: '/verify/' | '/new-password/'): string {
  const at = link?.indexOf(path) ?? -1;
  if (!link || at === -1) throw new Error(`no ${path} link in ${String(link)}`);
  return link.slice(at + path.length);
}

/** The contract's constraints for a property path of a validation error body. */
export function constraintsAt(body: { error: { errors?: unknown[] } }, path: string[]) {
  let level = (body.error.errors ?? []) as Array<{ property: string; constraints: Record<string, string>; children: unknown[] }>;
  let node;
  for (const property of path) {
    node = level.find((item) => item.property === property);
    if (!node) return undefined;
    level = node.children as typeof level;
  }
  return node?.constraints;
}
