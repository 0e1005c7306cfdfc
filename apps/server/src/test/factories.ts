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
