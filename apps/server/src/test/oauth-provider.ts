import { createHash, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';

/** The person the provider signs in next (sticky until set again). */
export interface ProviderIdentity {
  email: string;
  /** Google: the email_verified claim; GitHub: the primary email's verified flag. Default true. */
  verified?: boolean;
  /** Full name, e.g. "Grace Hopper". Default: none (the provider sends no name). */
  name?: string;
  /** The provider's stable id of the person. Default: derived from the email. */
  subject?: string;
  /** GitHub only: further addresses listed by /user/emails (not primary). */
  otherEmails?: Array<{ email: string; verified: boolean }>;
  /** Google only: tamper with the next ID tokens, to test their verification. */
  idToken?: { audience?: string; issuer?: string; nonce?: string; expired?: boolean; foreignKey?: boolean };
}

export interface OAuthProvider {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The server's environment for this provider: GOOGLE_* and GITHUB_* variables. */
  env: Record<string, string>;
  setIdentity(identity: ProviderIdentity): void;
  /** Every token request received (form fields), oldest first. */
  tokenRequests: Array<{ provider: 'google' | 'github'; params: Record<string, string> }>;
  close(): Promise<void>;
}

interface Grant {
  provider: 'google' | 'github';
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | undefined;
  identity: ProviderIdentity;
  expiresAt: number;
}

const CLIENTS = {
  google: { id: 'portal-google-client', secret: 'google-client-secret' },
  github: { id: 'portal-github-client', secret: 'github-client-secret' },
} as const;

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers });
  res.end(text);
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** Client credentials from the form or from HTTP Basic. */
function clientOf(req: IncomingMessage, form: Record<string, string>) {
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (basic?.[1]) {
    const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
  }
  return { id: form.client_id ?? '', secret: form.client_secret ?? '' };
}

/**
 * A real OAuth 2.0 / OpenID Connect provider on 127.0.0.1 for tests, with the
 * shapes of Google (authorize, token with an RS256 ID token, JWKS) and GitHub
 * (authorize, access_token, /user, /user/emails). Authorize redirects at once
 * (no consent page) with a code; the token endpoints check the client secret,
 * the redirect URI and the PKCE verifier against the S256 challenge.
 */
export async function startOAuthProvider(): Promise<OAuthProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...(publicKey.export({ format: 'jwk' }) as Record<string, string>), kid, alg: 'RS256', use: 'sig' };

  let identity: ProviderIdentity = { email: 'person@example.com', verified: true, name: 'Test Person' };
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, ProviderIdentity>();
  const githubIds = new Map<string, number>();
  const tokenRequests: OAuthProvider['tokenRequests'] = [];
  let base = '';

  const subjectOf = (provider: 'google' | 'github', who: ProviderIdentity): string => {
    if (who.subject) return who.subject;
    if (provider === 'google')
      return `1${createHash('sha256').update(who.email.toLowerCase()).digest('hex').replace(/\D/g, '').slice(0, 20)}`;
    const key = who.email.toLowerCase();
    if (!githubIds.has(key)) githubIds.set(key, 1000 + githubIds.size);
    return String(githubIds.get(key));
  };

  function authorize(provider: 'google' | 'github', url: URL, res: ServerResponse) {
    const q = Object.fromEntries(url.searchParams);
    const client = CLIENTS[provider];
    if (q.client_id !== client.id) return send(res, 400, 'unknown client_id');
    if (!q.redirect_uri || !/^https?:\/\//.test(q.redirect_uri)) return send(res, 400, 'redirect_uri is required');
    if (provider === 'google' && (q.response_type !== 'code' || !(q.scope ?? '').split(' ').includes('openid'))) {
      return send(res, 400, 'response_type=code and scope openid are required');
    }
    if (q.code_challenge_method !== 'S256' || !q.code_challenge) return send(res, 400, 'PKCE with S256 is required');
    const code = randomBytes(16).toString('hex');
    grants.set(code, {
      provider,
      clientId: client.id,
      redirectUri: q.redirect_uri,
      challenge: q.code_challenge,
      nonce: q.nonce,
      identity,
      expiresAt: Date.now() + 60_000,
    });
    const back = new URL(q.redirect_uri);
    back.searchParams.set('code', code);
    if (q.state !== undefined) back.searchParams.set('state', q.state);
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  /** Validates a token request; answers the grant or a refusal reason. */
  function redeem(provider: 'google' | 'github', req: IncomingMessage, form: Record<string, string>): Grant | string {
    const client = clientOf(req, form);
    if (client.id !== CLIENTS[provider].id || client.secret !== CLIENTS[provider].secret) return 'invalid_client';
    if (form.grant_type !== undefined && form.grant_type !== 'authorization_code') return 'unsupported_grant_type';
    const grant = form.code ? grants.get(form.code) : undefined;
    if (form.code) grants.delete(form.code);
    if (!grant || grant.provider !== provider || grant.expiresAt < Date.now()) return 'invalid_grant';
    if (grant.redirectUri !== form.redirect_uri) return 'invalid_grant';
    if (!form.code_verifier || s256(form.code_verifier) !== grant.challenge) return 'invalid_grant';
    return grant;
  }

  async function idToken(grant: Grant): Promise<string> {
    const who = grant.identity;
    const tamper = who.idToken ?? {};
    const words = (who.name ?? '').trim().split(/\s+/).filter(Boolean);
    const claims: Record<string, unknown> = {
      email: who.email,
      email_verified: who.verified ?? true,
      nonce: tamper.nonce ?? grant.nonce,
    };
    if (who.name)
      Object.assign(claims, {
        name: who.name,
        given_name: words.slice(0, -1).join(' ') || words[0],
        family_name: words.length > 1 ? words.at(-1) : undefined,
      });
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(tamper.issuer ?? `${base}/google`)
      .setAudience(tamper.audience ?? grant.clientId)
      .setSubject(subjectOf('google', who))
      .setIssuedAt(tamper.expired ? now - 7200 : now)
      .setExpirationTime(tamper.expired ? now - 3600 : now + 3600)
      .sign((tamper.foreignKey ? foreign.privateKey : privateKey) as KeyObject);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const route = `${req.method} ${url.pathname}`;
      switch (route) {
        case 'GET /google/authorize':
          return authorize('google', url, res);
        case 'GET /github/login/oauth/authorize':
          return authorize('github', url, res);
        case 'GET /google/jwks':
          return send(res, 200, { keys: [jwk] });
        case 'POST /google/token': {
          const form = await readForm(req);
          tokenRequests.push({ provider: 'google', params: form });
          const grant = redeem('google', req, form);
          if (typeof grant === 'string') return send(res, grant === 'invalid_client' ? 401 : 400, { error: grant });
          const access = randomBytes(16).toString('hex');
          accessTokens.set(access, grant.identity);
          return send(res, 200, {
            access_token: access,
            token_type: 'Bearer',
            expires_in: 3599,
            scope: 'openid email profile',
            id_token: await idToken(grant),
          });
        }
        case 'POST /github/login/oauth/access_token': {
          const form = await readForm(req);
          tokenRequests.push({ provider: 'github', params: form });
          const grant = redeem('github', req, form);
          // Like GitHub: refusals come with status 200 and an error field.
          if (typeof grant === 'string')
            return send(res, 200, { error: grant === 'invalid_grant' ? 'bad_verification_code' : grant });
          const access = `gho_${randomBytes(16).toString('hex')}`;
          accessTokens.set(access, grant.identity);
          return send(res, 200, { access_token: access, token_type: 'bearer', scope: 'read:user,user:email' });
        }
        case 'GET /github/api/user':
        case 'GET /github/api/user/emails': {
          const token = /^(?:Bearer|token)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
          const who = token ? accessTokens.get(token) : undefined;
          if (!who) return send(res, 401, { message: 'Bad credentials' });
          if (url.pathname.endsWith('/emails')) {
            return send(res, 200, [
              { email: who.email, primary: true, verified: who.verified ?? true, visibility: 'private' },
              ...(who.otherEmails ?? []).map((other) => ({ ...other, primary: false, visibility: null })),
            ]);
          }
          return send(res, 200, {
            id: Number(subjectOf('github', who)),
            login: who.email.split('@')[0],
            name: who.name ?? null,
            email: null,
          });
        }
        default:
          return send(res, 404, { error: 'not_found' });
      }
    })().catch((error: unknown) => send(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    env: {
      GOOGLE_CLIENT_ID: CLIENTS.google.id,
      GOOGLE_CLIENT_SECRET: CLIENTS.google.secret,
      GOOGLE_AUTH_URL: `${base}/google/authorize`,
      GOOGLE_TOKEN_URL: `${base}/google/token`,
      GOOGLE_JWKS_URL: `${base}/google/jwks`,
      GOOGLE_ISSUER: `${base}/google`,
      GITHUB_CLIENT_ID: CLIENTS.github.id,
      GITHUB_CLIENT_SECRET: CLIENTS.github.secret,
      GITHUB_AUTH_URL: `${base}/github/login/oauth/authorize`,
      GITHUB_TOKEN_URL: `${base}/github/login/oauth/access_token`,
      GITHUB_API_URL: `${base}/github/api`,
    },
    setIdentity(next) {
      identity = { verified: true, ...next };
    },
    tokenRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
