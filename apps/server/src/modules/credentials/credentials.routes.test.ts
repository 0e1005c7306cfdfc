import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import { type Person, buildTestApp, useTestApp } from '../../test/test-app';
import { allTablesText, newApplication } from '../../test/applications';

const t = useTestApp();

const addKey = (person: Person, application: string) =>
  person.api.call(credentialsEndpoints.create, { body: { application } });
const reveal = async (person: Person, application: string, id: string) =>
  (await person.api.call(credentialsEndpoints.reveal, { params: { id }, query: { application } })).data.apiKey;

describe('API keys', () => {
  it('are sk_live_ and 32 random bytes, listed masked with their creator, role and last use, and revealed on request', async () => {
    const owner = await t.signUp();
    const app = await newApplication(owner);
    const created = (await addKey(owner, app)).data;
    expect(created).toMatchObject({
      user: { name: 'Ada', lastname: 'Lovelace' },
      role: 'ADMIN',
      application: { id: app },
      environment: 'live',
      lastUsedAt: null,
    });
    expect(created.apiKey).toMatch(/^sk_live_•{8}[\w-]{4}$/);
    const apiKey = await reveal(owner, app, created.id);
    expect(apiKey).toMatch(/^sk_live_[\w-]{43}$/);
    expect(Buffer.from(apiKey.slice('sk_live_'.length), 'base64url')).toHaveLength(32);
    expect(created.apiKey.slice(-4)).toBe(apiKey.slice(-4));
    const listed = await owner.api.call(credentialsEndpoints.list, { query: { application: app } });
    expect([listed.data, listed.meta]).toEqual([[created], { total: 1, offset: 0, limit: 10 }]);
  });

  it('page by offset, 10 a page, newest first, with the total', async () => {
    const owner = await t.signUp();
    const app = await newApplication(owner);
    const ids: string[] = [];
    for (let n = 0; n < 12; n += 1) ids.push((await addKey(owner, app)).data.id);
    const first = await owner.api.call(credentialsEndpoints.list, { query: { application: app } });
    const second = await owner.api.call(credentialsEndpoints.list, {
      query: { application: app, offset: 10, limit: 10 },
    });
    const past = await owner.api.call(credentialsEndpoints.list, { query: { application: app, offset: 20 } });
    expect(first.data.map((key) => key.id)).toEqual(ids.slice(2).reverse());
    expect(first.meta.total).toBe(12);
    expect(second.meta).toEqual({ total: 12, offset: 10, limit: 10 });
    expect(second.data.map((key) => key.id)).toEqual(ids.slice(0, 2).reverse());
    expect([past.data, past.meta]).toEqual([[], { total: 12, offset: 20, limit: 10 }]);
  });

  it('a Viewer reads them but cannot add or delete one; a stranger gets 404', async () => {
    const owner = await t.signUp();
    const app = await newApplication(owner);
    const key = (await addKey(owner, app)).data;
    const viewer = await t.signUp();
    await t.services.teams.addMember(owner.teamId, viewer.id, 'TEAM_USER');
    expect((await addKey(viewer, app)).error).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: "You don't have permission",
    });
    expect(
      (await viewer.api.call(credentialsEndpoints.remove, { params: { id: key.id }, query: { application: app } }))
        .error,
    ).toMatchObject({ statusCode: 403 });
    expect((await viewer.api.call(credentialsEndpoints.list, { query: { application: app } })).meta.total).toBe(1);
    const stranger = await t.signUp();
    expect((await stranger.api.call(credentialsEndpoints.list, { query: { application: app } })).error).toMatchObject({
      statusCode: 404,
      code: 'APPLICATION_NOT_FOUND',
    });
    expect((await stranger.api.call(credentialsEndpoints.explorerList, { query: { limit: 1000 } })).data).toEqual([]);
  });

  it("a key named with another application of the caller's is not found", async () => {
    const owner = await t.signUp();
    const app = await newApplication(owner);
    const other = await newApplication(owner, (await t.services.teams.create(owner.id, 'Other team')).id);
    const key = (await addKey(owner, app)).data;
    const answer = await owner.api.call(credentialsEndpoints.remove, {
      params: { id: key.id },
      query: { application: other },
    });
    expect(answer.error).toMatchObject({ statusCode: 404, message: 'Credential not found' });
  });

  it('delete by id alone (001 §7): the key names its application; a given ?application= must be it; a stranger or a suspended member gets 404', async () => {
    const owner = await t.signUp();
    const app = await newApplication(owner);
    const [first, second, third] = [
      (await addKey(owner, app)).data,
      (await addKey(owner, app)).data,
      (await addKey(owner, app)).data,
    ];
    const stranger = await t.signUp();
    const suspended = await t.signUp();
    await t.services.teams.updateMembership(
      (await t.services.teams.addMember(owner.teamId, suspended.id, 'TEAM_ADMIN')).id,
      { isSuspended: true },
    );
    const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Credential not found' };
    // Whether the key exists or not, an outsider gets the same answer.
    for (const id of [first.id, randomUUID()]) {
      for (const outsider of [stranger, suspended])
        expect((await outsider.api.call(credentialsEndpoints.remove, { params: { id }, query: {} })).error, id).toEqual(
          notFound,
        );
    }
    expect(
      (await owner.api.call(credentialsEndpoints.remove, { params: { id: randomUUID() }, query: {} })).error,
    ).toEqual(notFound);
    const developer = await t.signUp();
    await t.services.teams.addMember(owner.teamId, developer.id, 'TEAM_DEVELOPER');
    expect(
      (await developer.api.call(credentialsEndpoints.remove, { params: { id: first.id }, query: {} })).data,
    ).toEqual({ ok: true });
    // With ?application= it must be the key's application.
    const other = await newApplication(owner, (await t.services.teams.create(owner.id, 'Other team')).id);
    expect(
      (await owner.api.call(credentialsEndpoints.remove, { params: { id: second.id }, query: { application: other } }))
        .error,
    ).toEqual(notFound);
    expect(
      (await owner.api.call(credentialsEndpoints.remove, { params: { id: second.id }, query: { application: app } }))
        .data,
    ).toEqual({ ok: true });
    const viewer = await t.signUp();
    await t.services.teams.addMember(owner.teamId, viewer.id, 'TEAM_USER');
    expect(
      (await viewer.api.call(credentialsEndpoints.remove, { params: { id: third.id }, query: {} })).error,
    ).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(
      (await owner.api.call(credentialsEndpoints.list, { query: { application: app } })).data.map((key) => key.id),
    ).toEqual([third.id]);
    expect((await owner.api.unchecked(credentialsEndpoints.remove, { params: { id: 'not-an-id' } })).status).toBe(400);
  });

  it('deleting one ends it at once; the explorer lists the keys of all the user’s applications', async () => {
    const owner = await t.signUp();
    const app = await newApplication(owner);
    const other = await newApplication(owner, (await t.services.teams.create(owner.id, 'Second')).id);
    const [kept, gone, elsewhere] = [
      (await addKey(owner, app)).data,
      (await addKey(owner, app)).data,
      (await addKey(owner, other)).data,
    ];
    const goneKey = await reveal(owner, app, gone.id);
    expect(
      (await owner.api.call(credentialsEndpoints.remove, { params: { id: gone.id }, query: { application: app } }))
        .data,
    ).toEqual({ ok: true });
    const exchange = await t.api.call(tokensEndpoints.issue, {
      body: { scope: 'application', applicationId: app, apiKey: goneKey },
    });
    expect(exchange.error).toMatchObject({ statusCode: 401 });
    const explorer = (await owner.api.call(credentialsEndpoints.explorerList, { query: { limit: 1000 } })).data;
    expect(explorer.map((key) => key.id).sort()).toEqual([kept.id, elsewhere.id].sort());
    expect(explorer.find((key) => key.id === kept.id)).toEqual({
      id: kept.id,
      apiKey: await reveal(owner, app, kept.id),
      application: { id: app },
      environment: 'live',
    });
  });

  it('keep the time of their last use', async () => {
    const owner = await t.signUp();
    const app = await newApplication(owner);
    const key = (await addKey(owner, app)).data;
    await t.api.call(tokensEndpoints.issue, {
      body: { scope: 'application', applicationId: app, apiKey: await reveal(owner, app, key.id) },
    });
    const listed = (await owner.api.call(credentialsEndpoints.list, { query: { application: app } })).data[0]!;
    expect(Date.now() - Date.parse(listed.lastUsedAt!)).toBeLessThan(60_000);
  });

  it('deleting the application deletes its keys in the same statement', async () => {
    const owner = await t.signUp();
    const app = await newApplication(owner);
    const key = await reveal(owner, app, (await addKey(owner, app)).data.id);
    await owner.api.call(applicationsEndpoints.remove, { params: { id: app }, body: { account: owner.teamId } });
    expect(await allTablesText(t.database.db)).not.toContain(key.slice(-12));
    expect(
      (await t.api.call(tokensEndpoints.issue, { body: { scope: 'application', applicationId: app, apiKey: key } }))
        .error,
    ).toMatchObject({ statusCode: 401 });
  });
});

describe('a key at rest and in logs', () => {
  it('never appears in plaintext in any table of the database', async () => {
    const owner = await t.signUp();
    const app = await newApplication(owner);
    const key = await reveal(owner, app, (await addKey(owner, app)).data.id);
    await t.api.call(tokensEndpoints.issue, { body: { scope: 'application', applicationId: app, apiKey: key } });
    const dump = await allTablesText(t.database.db);
    expect(dump).toContain(app);
    expect(dump).not.toContain(key);
    expect(dump).not.toContain(key.slice(3));
    expect(dump).not.toContain(Buffer.from(key).toString('base64'));
  });

  it('never appears in the logs of the requests that made, showed and used it', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({ LOG_LEVEL: 'trace' }, undefined, {
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const owner = await logged.signUp();
      const app = await newApplication(owner);
      const created = (await addKey(owner, app)).data;
      const key = await reveal(owner, app, created.id);
      const token = await logged.api.call(tokensEndpoints.issue, {
        body: { scope: 'application', applicationId: app, apiKey: key },
      });
      expect(token.ok).toBe(true);
      await logged.api.call(tokensEndpoints.issue, {
        body: { scope: 'application', applicationId: app, apiKey: `${key}x` },
      });
      await owner.api.call(credentialsEndpoints.explorerList, { query: { limit: 1000 } });
      const log = lines.join('\n');
      expect(log).toContain('/api/auth');
      expect(log).not.toContain(key.slice(3));
    } finally {
      await logged.close();
    }
  });
});
