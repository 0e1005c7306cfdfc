import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { limitCounters } from './lib/limit-store';
import { sessions, userKeys } from './modules/auth/auth.table';
import { mailOutbox } from './modules/mail/mail.table';
import { invitations } from './modules/teams/teams.table';
import { idempotencyKeys } from './modules/unified/idempotency.table';
import { newApplication } from './test/applications';
import { uniqueEmail } from './test/factories';
import { useTestApp } from './test/test-app';

// The hourly clean-up runs every module's task (lib/cleanup.ts): this checks them together on one database.
const t = useTestApp();

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const countOf = async (
  table:
    | typeof sessions
    | typeof userKeys
    | typeof mailOutbox
    | typeof invitations
    | typeof limitCounters
    | typeof idempotencyKeys,
) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

it('deletes what expired more than 30 days ago and keeps everything still in use', async () => {
  // Live records: a session, a verification key, a sent mail, an open invitation.
  const owner = await t.signUp();
  const invited = await owner.api.call(membersEndpoints.invite, {
    body: { account: owner.teamId, data: { name: 'Old Invite', email: uniqueEmail('old'), role: 'user' } },
  });
  await t.flush();

  // Records of a second person, aged past the retention.
  const old = await t.signUp();
  await t.db
    .update(sessions)
    .set({ expiresAt: daysAgo(31) })
    .where(eq(sessions.userId, old.id));
  await t.db
    .update(userKeys)
    .set({ expiresAt: daysAgo(31) })
    .where(eq(userKeys.userId, old.id));
  await t.flush();
  await t.db
    .update(mailOutbox)
    .set({ sentAt: daysAgo(31) })
    .where(eq(mailOutbox.to, old.email));
  await t.db
    .update(invitations)
    .set({ expiresAt: daysAgo(31) })
    .where(eq(invitations.id, invited.data.id));
  await t.db.insert(limitCounters).values([
    { key: 'login:ip:10.9.9.9', count: 3, expiresAt: daysAgo(1) },
    { key: 'login:ip:10.9.9.8', count: 3, expiresAt: new Date(Date.now() + 60_000) },
  ]);
  // A consumer's Idempotency-Keys: one past its 24 hours, one still answering retries.
  const scope = await t.services.applications.requireApplication(owner.id, await newApplication(owner), null, {
    environment: 'live',
  });
  const consumerId = (await t.services.consumers.create(scope, 'Acme')).id;
  const key = { consumerId, fingerprint: 'f', status: 201, body: '{"data":{}}', leaseUntil: daysAgo(2) };
  await t.db.insert(idempotencyKeys).values([
    { ...key, key: 'expired', expiresAt: daysAgo(1) },
    { ...key, key: 'kept', expiresAt: new Date(Date.now() + 60_000) },
  ]);

  const before = {
    sessions: await countOf(sessions),
    keys: await countOf(userKeys),
    mail: await countOf(mailOutbox),
    counters: await countOf(limitCounters),
  };
  const deleted = await t.app.cleanup.run();

  expect(deleted).toEqual({
    limitCounters: 1,
    sessions: 1,
    mailedKeys: 1,
    mfaChallenges: 0,
    mail: 1,
    mailKeys: 0,
    invitations: 1,
    connectionAuthorizations: 0,
    connectionHealth: 0,
    ftpFolders: 0,
    requestLogPartitions: 0,
    requestLogRetention: 0,
    requestRollupRetention: 0,
    eventRetention: 0,
    connectSessions: 0,
    ssoSignIn: 0,
    idempotencyKeys: 1,
  });
  expect(await countOf(idempotencyKeys)).toBe(1);
  expect(await countOf(sessions)).toBe(before.sessions - 1);
  expect(await countOf(userKeys)).toBe(before.keys - 1);
  expect(await countOf(mailOutbox)).toBe(before.mail - 1);
  expect(await countOf(limitCounters)).toBe(before.counters - 1);
  expect(await countOf(invitations)).toBe(0);
  // The owner's session still works; the aged one was already unusable.
  expect((await owner.api.call(usersEndpoints.me)).data.id).toBe(owner.id);
  expect((await old.api.call(usersEndpoints.me)).status).toBe(401);

  // Nothing left to delete: a second run removes nothing.
  expect(await t.app.cleanup.run()).toEqual({
    limitCounters: 0,
    sessions: 0,
    mailedKeys: 0,
    mfaChallenges: 0,
    mail: 0,
    mailKeys: 0,
    invitations: 0,
    connectionAuthorizations: 0,
    connectionHealth: 0,
    ftpFolders: 0,
    requestLogPartitions: 0,
    requestLogRetention: 0,
    requestRollupRetention: 0,
    eventRetention: 0,
    connectSessions: 0,
    ssoSignIn: 0,
    idempotencyKeys: 0,
  });
});
