import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import { newApplication } from '../../test/applications';
import { type Person, useTestApp } from '../../test/test-app';

const t = useTestApp({ PUBLIC_URL: 'https://portal.example.com' });

/** An application of a new Owner with one API key. */
async function applicationWithKey(): Promise<{ owner: Person; application: string; apiKey: string; keyId: string }> {
  const owner = await t.signUp();
  const application = await newApplication(owner);
  const keyId = (await owner.api.call(credentialsEndpoints.create, { body: { application } })).data.id;
  const apiKey = (await owner.api.call(credentialsEndpoints.reveal, { params: { id: keyId }, query: { application } }))
    .data.apiKey;
  return { owner, application, apiKey, keyId };
}

const exchange = (applicationId: string, apiKey: string, ip = '198.51.100.1') =>
  t.api.from(ip).call(tokensEndpoints.issue, { body: { scope: 'application', applicationId, apiKey } });
const whoIs = (token: string, applicationId?: string) =>
  t.api.call(tokensEndpoints.application, { token, query: applicationId ? { applicationId } : {} });
const tokenOf = (answer: Awaited<ReturnType<typeof exchange>>) => {
  const data = answer.data;
  if (!('data' in data)) throw new Error('not the API-key form');
  return data.data.accessToken;
};

describe('POST /auth', () => {
  it('with a session and an application: data.accessToken for an hour, for members only', async () => {
    const { owner, application } = await applicationWithKey();
    const answer = (
      await owner.api.call(tokensEndpoints.issue, { body: { scope: 'application', applicationId: application } })
    ).data;
    if (!('accessToken' in answer)) throw new Error('not the session form');
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect((await whoIs(answer.accessToken)).data).toMatchObject({
      id: application,
      account: owner.teamId,
      expiresAt: answer.expiresAt,
    });
    const stranger = await t.signUp();
    expect(
      (await stranger.api.call(tokensEndpoints.issue, { body: { scope: 'application', applicationId: application } }))
        .error,
    ).toMatchObject({ statusCode: 404 });
    expect(
      (await t.api.call(tokensEndpoints.issue, { body: { scope: 'application', applicationId: application } })).error,
    ).toMatchObject({ statusCode: 401 });
  });

  it('with an API key and its application, no session: data.data.url and data.data.accessToken', async () => {
    const { application, apiKey } = await applicationWithKey();
    const answer = await exchange(application, apiKey);
    expect(answer.data).toMatchObject({
      data: { url: 'https://portal.example.com/unified', accessToken: expect.any(String) },
    });
    expect((await whoIs(tokenOf(answer), application)).ok).toBe(true);
  });

  it('a wrong key, or the key of another application, gets 401', async () => {
    const one = await applicationWithKey();
    const two = await applicationWithKey();
    const wrong = `${one.apiKey.slice(0, -1)}${one.apiKey.endsWith('A') ? 'B' : 'A'}`;
    expect((await exchange(one.application, wrong, '198.51.100.2')).error).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
    });
    expect((await exchange(one.application, two.apiKey, '198.51.100.2')).error).toMatchObject({ statusCode: 401 });
  });

  it('scope consumer: a clear 404 until consumers exist, after the key is checked', async () => {
    const { apiKey } = await applicationWithKey();
    const known = await t.api.call(tokensEndpoints.issue, {
      body: { scope: 'consumer', consumerId: randomUUID(), apiKey },
    });
    expect(known.error).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Consumer not found' });
    const wrong = await t.api
      .from('198.51.100.3')
      .call(tokensEndpoints.issue, { body: { scope: 'consumer', consumerId: randomUUID(), apiKey: 'sk_nope' } });
    expect(wrong.error).toMatchObject({ statusCode: 401 });
  });
});

describe('application tokens', () => {
  it('expired, forged, unsigned or of another application: 401', async () => {
    const { owner, application, apiKey } = await applicationWithKey();
    const other = await applicationWithKey();
    const key = t.services.secretBox.deriveKey('application token v1');
    const claims = { acc: owner.teamId };
    const signed = (secret: Uint8Array, exp: number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('portal')
        .setAudience('unified-api')
        .setSubject(application)
        .setExpirationTime(exp)
        .sign(secret);
    const now = Math.floor(Date.now() / 1000);
    const expired = await signed(key, now - 1);
    const forged = await signed(new TextEncoder().encode('another-secret-key-0123456789abcdef'), now + 3600);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, sub: application, iss: 'portal', aud: 'unified-api', exp: now + 3600 })).toString('base64url')}.`;
    expect((await whoIs(await signed(key, now + 3600))).ok).toBe(true);
    for (const token of [expired, forged, unsigned, 'not-a-token']) {
      expect((await whoIs(token)).error, token).toEqual({
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: 'The access token is invalid or has expired',
      });
    }
    const mine = tokenOf(await exchange(application, apiKey));
    expect((await whoIs(mine, other.application)).error).toMatchObject({ statusCode: 401 });
    expect((await whoIs(tokenOf(await exchange(other.application, other.apiKey)), application)).error).toMatchObject({
      statusCode: 401,
    });
  });

  it('deleting the key ends the tokens made with it at once', async () => {
    const { owner, application, apiKey, keyId } = await applicationWithKey();
    const token = tokenOf(await exchange(application, apiKey));
    await owner.api.call(credentialsEndpoints.remove, { params: { id: keyId }, query: { application } });
    expect((await whoIs(token)).error).toMatchObject({ statusCode: 401 });
  });

  it('deleting the application ends its keys and all its tokens at once', async () => {
    const { owner, application, apiKey } = await applicationWithKey();
    const byKey = tokenOf(await exchange(application, apiKey));
    const bySession = (
      await owner.api.call(tokensEndpoints.issue, { body: { scope: 'application', applicationId: application } })
    ).data;
    if (!('accessToken' in bySession)) throw new Error('not the session form');
    await owner.api.call(applicationsEndpoints.remove, {
      params: { id: application },
      body: { account: owner.teamId },
    });
    expect((await whoIs(byKey)).error).toMatchObject({ statusCode: 401 });
    expect((await whoIs(bySession.accessToken)).error).toMatchObject({ statusCode: 401 });
    expect((await exchange(application, apiKey)).error).toMatchObject({ statusCode: 401 });
  });
});

describe('the limit on wrong keys', () => {
  it('after 10 wrong keys from an address, even the right key gets 429 with Retry-After; other addresses are not affected', async () => {
    const { application, apiKey } = await applicationWithKey();
    for (let n = 0; n < 10; n += 1)
      expect((await exchange(application, `sk_wrong${n}`, '203.0.113.50')).status).toBe(401);
    const blocked = await exchange(application, apiKey, '203.0.113.50');
    expect(blocked.error).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed API key attempts. Try again in 15 minutes.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await exchange(application, apiKey, '203.0.113.51')).ok).toBe(true);
  });

  it('right keys give their attempt back, so they never count', async () => {
    const { application, apiKey } = await applicationWithKey();
    for (let n = 0; n < 15; n += 1) expect((await exchange(application, apiKey, '203.0.113.60')).ok).toBe(true);
  });

  it('holds under concurrency: of 25 wrong keys at once, exactly 10 are checked', async () => {
    const { application } = await applicationWithKey();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) => exchange(application, `sk_wrong${n}`, '203.0.113.70')),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
  });
});
