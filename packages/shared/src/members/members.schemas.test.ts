import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/auth.constants';
import { MEMBER_MESSAGES as M } from './members.constants';
import { inviteBodySchema, roleBodySchema } from './members.schemas';

const ACCOUNT = '0b8f1e52-8f8c-4c8a-9f45-2f4d7d1e6a10';

const issues = (value: unknown) =>
  inviteBodySchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('team invite (000 §5, 001 §5)', () => {
  it('accepts a name, a valid email and one of admin, developer, user', () => {
    for (const role of ['admin', 'developer', 'user']) {
      const parsed = inviteBodySchema.parse({
        account: ACCOUNT,
        data: { name: ' Grace ', email: ' grace@example.com ', role },
      });
      expect(parsed.data).toEqual({ name: 'Grace', email: 'grace@example.com', role });
    }
  });

  it.each([
    ['no name', { email: 'a@b.co', role: 'user' }, [['data.name', M.nameRequired]]],
    ['an empty name', { name: '  ', email: 'a@b.co', role: 'user' }, [['data.name', M.nameRequired]]],
    ['no email', { name: 'A', role: 'user' }, [['data.email', AUTH_MESSAGES.emailRequired]]],
    ['an invalid email', { name: 'A', email: 'nope', role: 'user' }, [['data.email', AUTH_MESSAGES.emailInvalid]]],
    ['no role', { name: 'A', email: 'a@b.co' }, [['data.role', M.roleRequired]]],
    ['an empty role', { name: 'A', email: 'a@b.co', role: '' }, [['data.role', M.roleRequired]]],
    ['the owner role', { name: 'A', email: 'a@b.co', role: 'owner' }, [['data.role', M.roleInvalid]]],
    ['a server role name', { name: 'A', email: 'a@b.co', role: 'ADMIN' }, [['data.role', M.roleInvalid]]],
  ])('refuses %s', (_name, data, expected) => {
    expect(issues({ account: ACCOUNT, data })).toEqual(expected);
  });

  it('needs a team id', () => {
    expect(issues({ data: { name: 'A', email: 'a@b.co', role: 'user' } })).toEqual([['account', M.accountRequired]]);
    expect(issues({ account: 'x', data: { name: 'A', email: 'a@b.co', role: 'user' } })).toEqual([
      ['account', M.accountInvalid],
    ]);
  });

  it('role change takes the same role values', () => {
    expect(roleBodySchema.safeParse({ account: ACCOUNT, role: 'developer' }).success).toBe(true);
    expect(roleBodySchema.safeParse({ account: ACCOUNT, role: 'viewer' }).error?.issues[0]?.message).toBe(
      M.roleInvalid,
    );
  });
});
