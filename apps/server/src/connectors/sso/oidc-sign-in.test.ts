import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcProvider } from '../credentials/oidc-discovery';
import { verifyIdToken } from './oidc-sign-in';
import { SignInRefused } from './sso-profile';

// A provider's JWKS on loopback and ID tokens signed as a provider (or an attacker) would: each check of
// verifyIdToken refuses its own kind of bad token, with the reason the request log shows.
let server: Server;
let provider: OidcProvider;
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let signingKey: PrivateKey;
let otherKey: PrivateKey;
beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }],
  });
  server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const issuer = `http://127.0.0.1:${address.port}`;
  provider = {
    issuer,
    authorizationEndpoint: '',
    tokenEndpoint: '',
    jwksUri: `${issuer}/jwks`,
    userinfoEndpoint: null,
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const CLIENT = 'our-client';
const NONCE = 'the-nonce';

async function idToken(claims: JWTPayload = {}, options: { key?: PrivateKey; expiresIn?: string | number } = {}) {
  return new SignJWT({ nonce: NONCE, email: 'grace@customer.example', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(typeof claims.iss === 'string' ? claims.iss : provider.issuer)
    .setAudience((claims.aud as string | undefined) ?? CLIENT)
    .setSubject('user-1')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.key ?? signingKey);
}

async function reasonOf(token: string, nonce = NONCE): Promise<string> {
  try {
    await verifyIdToken(provider, CLIENT, token, nonce, fetch);
    return 'accepted';
  } catch (error) {
    if (error instanceof SignInRefused) return error.reason;
    throw error;
  }
}

describe('OIDC ID token checks (issue 30)', () => {
  it('accepts a token signed by the JWKS, for us, from the issuer, in time, with our nonce', async () => {
    const identity = await verifyIdToken(provider, CLIENT, await idToken(), NONCE, fetch);
    expect(identity).toMatchObject({ idpId: 'user-1', attributes: { email: 'grace@customer.example' } });
  });

  it.each([
    ['a signature by another key', () => idToken({}, { key: otherKey }), 'id_token signature invalid'],
    ['another audience', () => idToken({ aud: 'someone-else' }), 'audience mismatch'],
    ['another issuer', () => idToken({ iss: 'https://evil.example' }), 'issuer mismatch'],
    // Expired 3 minutes ago: beyond the 2 minutes of clock difference allowed.
    ['an expired token', () => idToken({}, { expiresIn: Math.floor(Date.now() / 1000) - 180 }), 'id_token expired'],
    ['another nonce', () => idToken({ nonce: 'replayed-nonce' }), 'nonce mismatch'],
    ['no nonce', () => idToken({ nonce: undefined }), 'nonce mismatch'],
  ])('refuses %s: "%s"', async (_name, make, reason) => {
    expect(await reasonOf(await make())).toBe(reason);
  });

  it('refuses a tampered token (payload changed after signing) and none at all', async () => {
    const [header, payload, signature] = (await idToken()).split('.');
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: 'mallory@evil.example' }),
    ).toString('base64url');
    expect(await reasonOf(`${header}.${changed}.${signature}`)).toBe('id_token signature invalid');
    await expect(verifyIdToken(provider, CLIENT, undefined, NONCE, fetch)).rejects.toMatchObject({
      reason: 'id_token missing',
    });
  });
});
