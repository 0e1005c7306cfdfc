import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../test/build-test-app';
import { bearer, signUp, uniqueEmail } from '../test/factories';
import { loginFailures, sessions, userKeys } from '../modules/auth/auth.table';
import { mailOutbox } from '../modules/mail/mail.table';
import { invitations } from '../modules/members/members.table';
import { users } from '../modules/users/users.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const count = async (table: typeof sessions | typeof userKeys | typeof mailOutbox | typeof invitations | typeof loginFailures) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

it('deletes what expired more than 30 days ago and keeps everything still in use', async () => {
  // Live records: a session, a verification key, a sent mail, an open invitation.
  const owner = await signUp(t.app);
  const [team] = (await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(owner.token) })).json().data;
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/members/invite',
    headers: bearer(owner.token),
    payload: { account: team.id, data: { name: 'Old Invite', email: uniqueEmail('old'), role: 'user' } },
  });
  expect(invited.statusCode).toBe(201);
  await t.app.mail.flush();

  // Records of a second person, aged past the retention.
  const old = await signUp(t.app);
  const [oldUser] = await t.database.db.select().from(users).where(eq(users.email, old.email));
  await t.database.db.update(sessions).set({ expiresAt: daysAgo(31) }).where(eq(sessions.userId, oldUser!.id));
  await t.database.db.update(userKeys).set({ expiresAt: daysAgo(31) }).where(eq(userKeys.userId, oldUser!.id));
  await t.app.mail.flush();
  await t.database.db.update(mailOutbox).set({ sentAt: daysAgo(31) }).where(eq(mailOutbox.to, old.email));
  const [oldInvite] = await t.database.db.select().from(invitations).limit(1);
  await t.database.db.update(invitations).set({ expiresAt: daysAgo(31) }).where(eq(invitations.id, oldInvite!.id));
  await t.database.db.insert(loginFailures).values([{ key: 'ip:10.9.9.9', createdAt: daysAgo(1) }, { key: 'ip:10.9.9.9' }]);

  const before = { sessions: await count(sessions), keys: await count(userKeys), mail: await count(mailOutbox), failures: await count(loginFailures) };
  const deleted = await t.app.cleanup.run();

  expect(deleted).toEqual({ auth: 3, mail: 1, invitations: 1 });
  expect(await count(sessions)).toBe(before.sessions - 1);
  expect(await count(userKeys)).toBe(before.keys - 1);
  expect(await count(mailOutbox)).toBe(before.mail - 1);
  expect(await count(loginFailures)).toBe(before.failures - 1);
  expect(await count(invitations)).toBe(0);
  // The owner's session still works; the aged one was already unusable.
  expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(owner.token) })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(old.token) })).statusCode).toBe(401);

  // Nothing left to delete: a second run removes nothing.
  expect(await t.app.cleanup.run()).toEqual({ auth: 0, mail: 0, invitations: 0 });
});
