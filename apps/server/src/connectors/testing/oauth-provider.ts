import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { acceptForms, basicCredentials, bearerToken } from '../simulators/simulator-kit';
import { startLocalServer } from './local-server';

export const PROVIDER_CLIENT = { id: 'connector-client', secret: 'connector-client-secret' } as const;

interface Grant {
  redirectUri: string;
  challenge: string;
  scope: string;
}

/** A real OAuth 2.0 / OpenID Connect provider on loopback for connector tests. */
export interface TestOAuthProvider {
  url: string;
  /** Form fields of every token request, oldest first. */
  tokenRequests: Array<Record<string, string>>;
  /** Lifetime of the access tokens issued next, in seconds. */
  setAccessTokenLifetime(seconds: number): void;
  /** The next refresh grant is refused with invalid_grant. */
  failNextRefresh(): void;
  /** Forgets every access token (the API answers 401 until one is refreshed). */
  revokeAccessTokens(): void;
  close(): Promise<void>;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/**
 * Authorization code with PKCE S256 (no consent page: authorize redirects at once), refresh tokens with rotation,
 * client credentials, revocation, an OpenID discovery document and two protected API routes, `GET …/user` and
 * `GET …/user/emails`.
 * Routes match by the end of the path, so a connector's documented paths (`/login/oauth/authorize`,
 * `/oauth2/v2.0/token`) work when its base URL is overridden to this provider.
 */
export async function startTestOAuthProvider(): Promise<TestOAuthProvider> {
  const grants = new Map<string, Grant>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const tokenRequests: Array<Record<string, string>> = [];
  let lifetime = 3600;
  let failRefresh = false;
  let base = '';

  const clientOf = (request: FastifyRequest, form: Record<string, string>) => {
    const basic = basicCredentials(request);
    return basic
      ? { id: decodeURIComponent(basic.username), secret: decodeURIComponent(basic.password) }
      : { id: form.client_id, secret: form.client_secret };
  };
  const issue = (scope: string, withRefresh: boolean) => {
    const access = token('at');
    accessTokens.add(access);
    const answer: Record<string, unknown> = { access_token: access, token_type: 'Bearer', expires_in: lifetime, scope };
    if (withRefresh) {
      const refresh = token('rt');
      refreshTokens.add(refresh);
      answer.refresh_token = refresh;
    }
    return answer;
  };
  const refuse = (reply: FastifyReply, error: string, status = 400) =>
    reply.code(status).send({ error, error_description: `${error} (test provider)` });

  const plugin: FastifyPluginAsync = async (app) => {
    acceptForms(app);
    app.get('/.well-known/openid-configuration', async () => ({
      issuer: base,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/token`,
      jwks_uri: `${base}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    }));
    app.get('/*', async (request, reply) => {
      const url = new URL(request.url, base);
      if (/\/(authorize|auth)$/.test(url.pathname)) {
        const q = Object.fromEntries(url.searchParams);
        if (q.client_id !== PROVIDER_CLIENT.id || !q.redirect_uri)
          return reply.code(400).send('unknown client or redirect_uri');
        const back = new URL(q.redirect_uri);
        if (q.response_type !== 'code' || q.code_challenge_method !== 'S256' || !q.code_challenge) {
          back.searchParams.set('error', 'invalid_request');
        } else {
          const code = token('code');
          grants.set(code, { redirectUri: q.redirect_uri, challenge: q.code_challenge, scope: q.scope ?? '' });
          back.searchParams.set('code', code);
        }
        if (q.state !== undefined) back.searchParams.set('state', q.state);
        return reply.redirect(back.toString(), 302);
      }
      // GitHub's list of the user's addresses (https://docs.github.com/en/rest/users/emails), for sign-in.
      if (url.pathname.endsWith('/user/emails')) {
        const bearer = bearerToken(request);
        if (!bearer || !accessTokens.has(bearer)) return reply.code(401).send({ message: 'Bad credentials' });
        return [
          { email: 'octo@users.noreply.github.com', primary: false, verified: true, visibility: null },
          { email: 'octo@example.com', primary: true, verified: true, visibility: 'public' },
        ];
      }
      if (url.pathname.endsWith('/user')) {
        const bearer = bearerToken(request);
        if (!bearer || !accessTokens.has(bearer)) return reply.code(401).send({ message: 'Bad credentials' });
        return { login: 'octo', id: 1 };
      }
      return reply.code(404).send({ error: 'not_found' });
    });
    app.post('/*', async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const path = new URL(request.url, base).pathname;
      if (path.endsWith('/revoke')) {
        accessTokens.delete(form.token ?? '');
        refreshTokens.delete(form.token ?? '');
        return reply.code(200).send({});
      }
      if (!/\/(token|access_token)$/.test(path)) return reply.code(404).send({ error: 'not_found' });
      tokenRequests.push(form);
      const client = clientOf(request, form);
      if (client.id !== PROVIDER_CLIENT.id || client.secret !== PROVIDER_CLIENT.secret)
        return refuse(reply, 'invalid_client', 401);
      if (form.grant_type === 'client_credentials') return issue(form.scope ?? '', false);
      if (form.grant_type === 'refresh_token') {
        if (failRefresh || !refreshTokens.has(form.refresh_token ?? '')) {
          failRefresh = false;
          return refuse(reply, 'invalid_grant');
        }
        refreshTokens.delete(form.refresh_token!);
        return issue('', true);
      }
      if (form.grant_type === 'authorization_code') {
        const grant = grants.get(form.code ?? '');
        grants.delete(form.code ?? '');
        if (
          !grant ||
          grant.redirectUri !== form.redirect_uri ||
          !form.code_verifier ||
          s256(form.code_verifier) !== grant.challenge
        ) {
          return refuse(reply, 'invalid_grant');
        }
        return issue(grant.scope, true);
      }
      return refuse(reply, 'unsupported_grant_type');
    });
  };
  const server = await startLocalServer(plugin);
  base = server.url;
  return {
    url: base,
    tokenRequests,
    setAccessTokenLifetime: (seconds) => void (lifetime = seconds),
    failNextRefresh: () => void (failRefresh = true),
    revokeAccessTokens: () => accessTokens.clear(),
    close: () => server.close(),
  };
}
