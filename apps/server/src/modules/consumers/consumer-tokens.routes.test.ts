import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import { newApplication } from '../../test/applications';
import { type Person, useTestApp } from '../../test/test-app';

const t = useTestApp();

/** The connector these tests connect: a file connector, whose saves call no vendor. */
const FILES = 'dustin';
const INVALID = { statusCode: 401, code: 'UNAUTHORIZED', message: 'The access token is invalid or has expired' };

/** An application of a new Owner with an API key and a consumer. */
async function applicationWithConsumer(): Promise<{
  owner: Person;
  application: string;
  apiKey: string;
  consumer: string;
}> {
  const owner = await t.signUp();
  const application = await newApplication(owner);
  const keyId = (await owner.api.call(credentialsEndpoints.create, { body: { application } })).data.id;
  const apiKey = (await owner.api.call(credentialsEndpoints.reveal, { params: { id: keyId }, query: { application } }))
    .data.apiKey;
  const consumer = (await owner.api.call(consumersEndpoints.create, { body: { name: 'Acme', application } })).data.id;
  return { owner, application, apiKey, consumer };
}

async function consumerToken(consumerId: string, apiKey: string): Promise<string> {
  const answer = (await t.api.call(tokensEndpoints.issue, { body: { scope: 'consumer', consumerId, apiKey } })).data;
  if (!('accessToken' in answer)) throw new Error('not data.accessToken');
  return answer.accessToken;
}

async function applicationToken(applicationId: string, apiKey: string): Promise<string> {
  const answer = (await t.api.call(tokensEndpoints.issue, { body: { scope: 'application', applicationId, apiKey } }))
    .data;
  if (!('data' in answer)) throw new Error('not data.data');
  return answer.data.accessToken;
}

const whoIs = (token: string) => t.api.call(consumersEndpoints.tokenConsumer, { token });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /auth with scope consumer', () => {
  it("an API key and a consumer of the key's application: data.accessToken, acting for that consumer", async () => {
    const { application, apiKey, consumer } = await applicationWithConsumer();
    const token = await consumerToken(consumer, apiKey);
    const seen = (await whoIs(token)).data;
    expect(seen).toMatchObject({ id: consumer, name: 'Acme', application: { id: application } });
    expect(Date.parse(seen.expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
  });

  it("a consumer of another application, or an unknown one: 404 'Consumer not found'; an id that is no UUID: 400 naming consumerId", async () => {
    const one = await applicationWithConsumer();
    const two = await applicationWithConsumer();
    for (const consumerId of [two.consumer, randomUUID()]) {
      const answer = await t.api.call(tokensEndpoints.issue, {
        body: { scope: 'consumer', consumerId, apiKey: one.apiKey },
      });
      expect(answer.error).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Consumer not found' });
    }
    // A consumer is also named by the developer's own id (issue 28); an empty one is refused.
    const unknown = await t.api.call(tokensEndpoints.issue, {
      body: { scope: 'consumer', consumerId: 'not-an-id', apiKey: one.apiKey },
    });
    expect(unknown.error).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Consumer not found' });
    const empty = await t.api.call(tokensEndpoints.issue, {
      body: { scope: 'consumer', consumerId: ' ', apiKey: one.apiKey },
    });
    expect(empty.error).toMatchObject({
      statusCode: 400,
      errors: [expect.objectContaining({ property: 'consumerId' })],
    });
  });
});

describe('a consumer token', () => {
  it("is accepted by the connections endpoints, for the consumer's own connections; deleting the consumer ends both", async () => {
    const { owner, application, apiKey, consumer } = await applicationWithConsumer();
    await owner.api.call(integrationsEndpoints.update, {
      params: { serviceId: FILES },
      body: { accountId: owner.teamId, serviceId: FILES, application, isEnabled: true },
    });
    const token = await consumerToken(consumer, apiKey);
    const saved = await t.api.call(connectionsEndpoints.save, {
      params: { unifiedApi: 'Distributor', serviceId: FILES },
      body: { settings: {}, enabled: true },
      token,
    });
    expect(saved.data).toMatchObject({ serviceId: FILES, applicationId: application, consumerId: consumer });
    const listed = (await t.api.call(connectionsEndpoints.list, { query: {}, token })).data;
    expect(listed.map((connection) => [connection.serviceId, connection.consumerId])).toEqual([[FILES, consumer]]);
    // The application's own connection to the service is another one, untouched.
    const own = (
      await t.api.call(connectionsEndpoints.list, { query: {}, token: await applicationToken(application, apiKey) })
    ).data;
    expect(own.map((connection) => connection.consumerId)).toEqual([null]);

    await owner.api.call(consumersEndpoints.remove, {
      params: { id: consumer },
      query: { applicationId: application },
    });
    expect((await whoIs(token)).error).toEqual(INVALID);
    expect((await t.api.call(connectionsEndpoints.list, { query: {}, token })).error).toMatchObject({
      statusCode: 401,
    });
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from connections where consumer_id = ${consumer}`,
    );
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  it('is not an application token, nor the other way round', async () => {
    const { application, apiKey, consumer } = await applicationWithConsumer();
    const token = await consumerToken(consumer, apiKey);
    expect(
      (await t.api.call(consumersEndpoints.tokenList, { query: { applicationId: application }, token })).error,
    ).toEqual(INVALID);
    expect((await t.api.call(tokensEndpoints.application, { query: {}, token })).error).toEqual(INVALID);
    expect((await whoIs(await applicationToken(application, apiKey))).error).toEqual(INVALID);
  });

  it('forged, expired or unsigned: 401', async () => {
    const { owner, application, consumer } = await applicationWithConsumer();
    const key = t.services.secretBox.deriveKey('application token v1');
    const claims = { acc: owner.teamId, cns: consumer };
    const signed = (secret: Uint8Array, exp: number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('portal')
        .setAudience('unified-api')
        .setSubject(application)
        .setExpirationTime(exp)
        .sign(secret);
    const now = Math.floor(Date.now() / 1000);
    expect((await whoIs(await signed(key, now + 3600))).ok).toBe(true);
    const expired = await signed(key, now - 1);
    const forged = await signed(new TextEncoder().encode('another-secret-key-0123456789abcdef'), now + 3600);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, sub: application, iss: 'portal', aud: 'unified-api', exp: now + 3600 })).toString('base64url')}.`;
    // A consumer of another application, signed rightly, is refused too.
    const misplaced = await new SignJWT({ ...claims, cns: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('portal')
      .setAudience('unified-api')
      .setSubject(application)
      .setExpirationTime(now + 3600)
      .sign(key);
    for (const token of [expired, forged, unsigned, misplaced])
      expect((await whoIs(token)).error, token).toEqual(INVALID);
    expect((await t.api.unchecked(consumersEndpoints.tokenConsumer, { headers: {} })).error).toMatchObject({
      statusCode: 401,
    });
  });
});

describe("the explorer's consumer list (an application token)", () => {
  it("answers the token's application's consumers, and 401 for another application's", async () => {
    const one = await applicationWithConsumer();
    const two = await applicationWithConsumer();
    const token = await applicationToken(one.application, one.apiKey);
    const listed = await t.api.call(consumersEndpoints.tokenList, { query: { applicationId: one.application }, token });
    expect([listed.data, listed.meta]).toEqual([[{ id: one.consumer, name: 'Acme' }], { next: null, previous: null }]);
    expect(
      (await t.api.call(consumersEndpoints.tokenList, { query: { applicationId: two.application }, token })).error,
    ).toEqual(INVALID);
    expect(
      (await t.api.unchecked(consumersEndpoints.tokenList, { query: {}, headers: bearer(`${token.slice(0, -4)}AAAA`) }))
        .error,
    ).toMatchObject({ statusCode: 401 });
  });
});
