import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Environment } from '@portal/shared/common/environment';
import { connectPageEndpoints, connectSessionsEndpoints } from '@portal/shared/connect/connect.endpoints';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { ownerWithIntegration } from '../../test/integrations';
import { type Person, type TestApp, useTestApp } from '../../test/test-app';

const t = useTestApp();

const employees = UNIFIED_MODEL_ENDPOINTS.find(
  (endpoint) => endpoint.model === 'employees' && endpoint.operation === 'list',
)!;

async function apiKeyOf(app: TestApp, owner: Person, application: string, environment: Environment) {
  const scope = await app.services.applications.requireApplication(owner.id, application, null, { environment });
  return (await app.services.credentials.reveal(scope, (await app.services.credentials.create(scope)).id)).apiKey;
}

/** An application with BambooHR enabled in `environment` and an API key of that environment. */
async function developer(environment: Environment = 'test') {
  const { owner, application } = await ownerWithIntegration(t, 'bamboohr', environment);
  const key = await apiKeyOf(t, owner, application, environment);
  return { owner, application, key, authorization: `Bearer ${key}` };
}

const createSession = (authorization: string, body: Record<string, unknown>) =>
  t.api.unchecked(connectSessionsEndpoints.create, { body, headers: { authorization } });
const page = (token: string) => t.api.unchecked(connectPageEndpoints.session, { headers: bearer(token) });
const connect = (token: string, settings: Record<string, unknown> = {}) =>
  t.api.unchecked(connectPageEndpoints.connect, { body: { serviceId: 'bamboohr', settings }, headers: bearer(token) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const getSession = (authorization: string, id: string) =>
  t.api.unchecked(connectSessionsEndpoints.get, { params: { id }, headers: { authorization } });

describe('connect sessions (data plane)', () => {
  it('an API key alone makes a session for a consumer found or made by externalId; the token is kept only as a hash', async () => {
    const { authorization, key } = await developer();
    expect(key.startsWith('sk_test_')).toBe(true);
    const first = await createSession(authorization, { consumer: { externalId: 'acme-42', name: 'Acme' } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const created = first.data;
    expect(created.token).toMatch(/^cs_[A-Za-z0-9_-]{43}$/);
    expect(created.url).toMatch(new RegExp(`/connect/${created.token}$`));
    const expiresIn = new Date(created.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(1_790_000);
    expect(expiresIn).toBeLessThanOrEqual(1_800_000);

    const again = (await createSession(authorization, { consumer: { externalId: 'acme-42' } })).data;
    const [one, two] = [
      (await getSession(authorization, created.id)).data,
      (await getSession(authorization, again.id)).data,
    ];
    expect(one).toMatchObject({
      status: 'pending',
      environment: 'test',
      kind: 'session',
      integrations: ['bamboohr'],
      consumer: { externalId: 'acme-42', name: 'Acme' },
      connectionId: null,
    });
    expect(two.consumer.id).toBe(one.consumer.id);
    const stored = await t.db.execute(sql`select token_hash from connect_sessions where id = ${created.id}`);
    const text = JSON.stringify(stored);
    expect(text).not.toContain(created.token);
    expect(text).toMatch(/[0-9a-f]{64}/);
  });

  it('in test: the page offers the simulator with its sandbox settings; a wrong key gets the vendor reason and saves nothing; then connected, once', async () => {
    const { authorization } = await developer();
    const created = (
      await createSession(authorization, {
        consumer: { externalId: 'globex' },
        redirectUrl: 'https://app.example.com/done?tab=1',
        locale: 'sv',
      })
    ).data;
    const shown = (await page(created.token)).data;
    expect(shown).toMatchObject({ environment: 'test', locale: 'sv', hasRedirect: true, reconnect: null });
    expect(shown.services).toHaveLength(1);
    expect(shown.services[0]).toMatchObject({
      serviceId: 'bamboohr',
      name: 'BambooHR',
      authKind: 'basic',
      state: null,
    });
    expect(shown.services[0]!.sandboxSettings).toMatchObject({ companyDomain: 'sandbox' });

    const refused = await connect(created.token, { apiKey: 'wrong-key' });
    expect(refused.error).toEqual({ statusCode: 422, code: 'CREDENTIALS_REFUSED', message: expect.any(String) });
    expect(refused.error.message).toMatch(/Invalid API key/);
    const rows = await t.db.execute(sql`select count(*)::int as n from connections where service_id = 'bamboohr'
      and consumer_id = (select consumer_id from connect_sessions where id = ${created.id})`);
    expect(JSON.stringify(rows)).toContain('"n":0');

    const done = await connect(created.token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const { connectionId, redirectTo } = done.data;
    const redirect = new URL(redirectTo!);
    expect(redirect.origin + redirect.pathname).toBe('https://app.example.com/done');
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      tab: '1',
      connectionId,
      serviceId: 'bamboohr',
      status: 'connected',
    });
    expect((await getSession(authorization, created.id)).data).toMatchObject({
      status: 'completed',
      connectionId,
      serviceId: 'bamboohr',
    });
    expect((await page(created.token)).error).toMatchObject({ statusCode: 410, code: 'CONNECT_TOKEN_USED' });
    expect((await connect(created.token)).error).toMatchObject({ statusCode: 410, code: 'CONNECT_TOKEN_USED' });

    // The consumer calls the unified API by the developer's own id.
    const listed = await t.api.unchecked(employees, {
      query: { pageSize: 2 },
      headers: { authorization, 'x-consumer-id': 'globex' },
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect((listed.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('expired and revoked sessions are refused with their reason, an unknown token with 401', async () => {
    const { authorization } = await developer();
    const expiring = (await createSession(authorization, { consumer: { externalId: 'a' }, expiresInSeconds: 60 })).data;
    await t.db.execute(sql`update connect_sessions set expires_at = now() - interval '1 second'
      where id = ${expiring.id}`);
    expect((await page(expiring.token)).error).toMatchObject({ statusCode: 410, code: 'CONNECT_TOKEN_EXPIRED' });
    expect((await getSession(authorization, expiring.id)).data.status).toBe('expired');

    const revoked = (await createSession(authorization, { consumer: { externalId: 'b' } })).data;
    const answer = await t.api.unchecked(connectSessionsEndpoints.revoke, {
      params: { id: revoked.id },
      headers: { authorization },
    });
    expect(answer.data).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expect((await page(revoked.token)).error).toMatchObject({ statusCode: 410, code: 'CONNECT_TOKEN_REVOKED' });
    expect((await page('cs_' + 'A'.repeat(43))).error).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });

    // Ended sessions stay readable for 30 days, then the hourly clean-up removes them.
    await t.db.execute(sql`update connect_sessions set expires_at = now() - interval '31 days'
      where id = ${expiring.id}`);
    expect(await t.services.connectSessions.purgeEnded()).toBeGreaterThanOrEqual(1);
    expect((await getSession(authorization, expiring.id)).error).toMatchObject({ statusCode: 404 });
    expect((await getSession(authorization, revoked.id)).data.status).toBe('revoked');
  });

  it('reconnect offers the one service and keeps the connection id; revoking a finished session changes nothing', async () => {
    const { authorization } = await developer();
    const first = (await createSession(authorization, { consumer: { externalId: 'initech' } })).data;
    const connectionId = (await connect(first.token)).data.connectionId;
    const consumerId = (await getSession(authorization, first.id)).data.consumer.id;

    const again = await createSession(authorization, { consumerId, reconnect: 'bamboohr' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const shown = (await page(again.data.token)).data;
    expect(shown.reconnect).toBe('bamboohr');
    expect(shown.services.map((service) => service.state)).toEqual(['callable']);
    expect((await connect(again.data.token)).data.connectionId).toBe(connectionId);

    const finished = await t.api.unchecked(connectSessionsEndpoints.revoke, {
      params: { id: first.id },
      headers: { authorization },
    });
    expect(finished.data).toMatchObject({ status: 'completed', revokedAt: null });

    const none = await createSession(authorization, { consumer: { externalId: 'nobody' }, reconnect: 'bamboohr' });
    expect(none.error).toMatchObject({ statusCode: 404, code: 'CONNECTION_NOT_FOUND' });
  });

  it('refuses what it cannot offer, and input out of bounds, with 400 naming the field', async () => {
    const { authorization } = await developer();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'consumerId'],
      [{ consumerId: 'x', consumer: { externalId: 'x' } }, 'consumer'],
      [{ consumer: { externalId: 'x' }, integrations: ['kandji'] }, 'integrations'],
      [{ consumer: { externalId: 'x' }, expiresInSeconds: 7 * 24 * 3600 + 1 }, 'expiresInSeconds'],
      [{ consumer: { externalId: 'x' }, redirectUrl: 'http://evil.example.com/' }, 'redirectUrl'],
      [{ consumer: { externalId: 'x' }, locale: 'xx' }, 'locale'],
      [{ consumer: { externalId: '' } }, 'consumer'],
    ];
    for (const [body, property] of cases) {
      const answer = await createSession(authorization, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(`"property":"${property}"`);
    }
    const unknown = await createSession(authorization, { consumerId: 'no-such-consumer' });
    expect(unknown.error).toMatchObject({ statusCode: 404, code: 'CONSUMER_NOT_FOUND' });
  });

  it("is the application's own: another application's key, the other environment or a consumer cannot read, revoke or use it", async () => {
    const mine = await developer();
    const theirs = await developer();
    const live = `Bearer ${await apiKeyOf(t, mine.owner, mine.application, 'live')}`;
    const created = (await createSession(mine.authorization, { consumer: { externalId: 'shared-id' } })).data;
    for (const authorization of [theirs.authorization, live]) {
      expect((await getSession(authorization, created.id)).error).toMatchObject({ statusCode: 404 });
      const revoke = await t.api.unchecked(connectSessionsEndpoints.revoke, {
        params: { id: created.id },
        headers: { authorization },
      });
      expect(revoke.error).toMatchObject({ statusCode: 404 });
    }
    const consumerId = (await getSession(mine.authorization, created.id)).data.consumer.id;
    expect((await createSession(theirs.authorization, { consumerId })).error).toMatchObject({ statusCode: 404 });
    // The other application's externalId of the same text is its own consumer.
    const own = (await createSession(theirs.authorization, { consumer: { externalId: 'shared-id' } })).data;
    expect((await getSession(theirs.authorization, own.id)).data.consumer.id).not.toBe(consumerId);
    // A consumer's own credentials are not the application's.
    const asConsumer = await createSession(`${mine.authorization}`, { consumerId });
    expect(asConsumer.status).toBe(201);
    const consumerCall = await t.api.unchecked(connectSessionsEndpoints.create, {
      body: { consumerId },
      headers: { authorization: mine.authorization, 'x-consumer-id': consumerId },
    });
    expect(consumerCall.error).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  });

  it('limits the page per token: past 60 calls a minute, 429 with Retry-After', async () => {
    const { authorization } = await developer();
    const { token } = (await createSession(authorization, { consumer: { externalId: 'busy' } })).data;
    const answers = [];
    for (let i = 0; i < 61; i += 1) answers.push(await page(token));
    expect(answers.slice(0, 60).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[60]!.error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(answers[60]!.headers['retry-after']).toMatch(/^\d+$/);
  });
});
