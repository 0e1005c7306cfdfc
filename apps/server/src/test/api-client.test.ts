import { expect, it } from 'vitest';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { useTestApp } from './test-app';

const t = useTestApp();

it('calls contract endpoints with a typed client, as a person or without a session', async () => {
  const person = await t.signUp();
  const me = await person.api.call(usersEndpoints.me);
  expect(me.data).toMatchObject({ id: person.id, email: person.email });
  const members = await person.api.call(membersEndpoints.list, { query: { account: me.data.meta.accountId! } });
  expect(members.data.map((m) => m.role)).toEqual(['ADMIN']);
  const anonymous = await t.api.call(membersEndpoints.list, { query: { account: person.teamId } });
  expect(anonymous.error).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  expect(() => anonymous.data).toThrow(/answered 401/);
});
