import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import type { EndpointSpec } from '@portal/shared/common/endpoint';
import { UNSTORABLE_TEXT_MESSAGE } from '@portal/shared/common/validation';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { constraintsAt, registration, uniqueEmail } from './test/factories';
import { type Person, useTestApp } from './test/test-app';

/** Log lines the app wrote, parsed. */
const logLines: Array<Record<string, unknown>> = [];
const logStream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) };
const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream });

const NUL = '\u0000';
const profile = { name: 'Ada', lastname: 'Lovelace' };

type Case = [string, EndpointSpec, (person: Person) => { body: unknown }, string[]];
const CASES: Case[] = [
  [
    'sign-up email',
    authEndpoints.register,
    () => ({ body: registration({ email: `a${NUL}@example.com` }) }),
    ['email'],
  ],
  [
    'sign-up first name',
    authEndpoints.register,
    () => ({ body: registration({ profile: { ...profile, name: `A${NUL}da` } }) }),
    ['profile', 'name'],
  ],
  [
    'sign-up last name',
    authEndpoints.register,
    () => ({ body: registration({ profile: { ...profile, lastname: `L${NUL}` } }) }),
    ['profile', 'lastname'],
  ],
  ['login email', authEndpoints.login, () => ({ body: { email: `a${NUL}@example.com`, password: 'x' } }), ['email']],
  [
    'login password',
    authEndpoints.login,
    () => ({ body: { email: 'a@example.com', password: `pass${NUL}word` } }),
    ['password'],
  ],
  ['reset email', authEndpoints.requestPasswordReset, () => ({ body: { email: `a${NUL}@example.com` } }), ['email']],
  ['profile first name', usersEndpoints.updateProfile, () => ({ body: { ...profile, name: `A${NUL}` } }), ['name']],
  [
    'profile last name',
    usersEndpoints.updateProfile,
    () => ({ body: { ...profile, lastname: `L${NUL}` } }),
    ['lastname'],
  ],
  ['team name', accountsEndpoints.create, () => ({ body: { name: `Team${NUL}` } }), ['name']],
  [
    'invite name',
    membersEndpoints.invite,
    (p) => ({ body: { account: p.teamId, data: { name: `N${NUL}`, email: uniqueEmail(), role: 'user' } } }),
    ['data', 'name'],
  ],
  [
    'invite email',
    membersEndpoints.invite,
    (p) => ({ body: { account: p.teamId, data: { name: 'N', email: `a${NUL}@example.com`, role: 'user' } } }),
    ['data', 'email'],
  ],
  ['a lone surrogate in a team name', accountsEndpoints.create, () => ({ body: { name: 'Team \uD800' } }), ['name']],
];

describe('text PostgreSQL cannot store is a 400 in the contract format, on every text input', () => {
  it.each(CASES)('%s', async (_name, endpoint, input, path) => {
    const person = await t.signUp();
    const answer = await person.api.unchecked(endpoint, input(person));
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: UNSTORABLE_TEXT_MESSAGE });
    expect(constraintsAt(answer.error, path)).toEqual({ isText: UNSTORABLE_TEXT_MESSAGE });
  });

  it('in a path parameter and a query parameter too', async () => {
    const person = await t.signUp();
    const inPath = await t.app.inject({
      method: 'POST',
      url: '/api/members/invite/abc%00def/info',
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: UNSTORABLE_TEXT_MESSAGE });
    const inQuery = await t.app.inject({
      method: 'GET',
      url: '/api/members?account=abc%00',
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().error.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});

describe('the error log', () => {
  it("never records a failed query's parameters", async () => {
    const secret = `argon2-like-${uniqueEmail()}`;
    const failing = vi.spyOn(t.services.users, 'findByEmail').mockImplementation(async () => {
      await t.db.execute(sql`select ${secret}::int`);
      return undefined;
    });
    const answer = await t.api
      .from('10.80.0.1')
      .call(authEndpoints.login, { body: { email: uniqueEmail(), password: 'x' } });
    failing.mockRestore();
    expect(answer.status).toBe(500);
    const logged = JSON.stringify(logLines);
    expect(logged).toContain('Failed query: select $1::int');
    expect(logged).not.toContain(secret);
  });
});
