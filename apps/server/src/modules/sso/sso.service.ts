import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { AUTH_MESSAGES, SSO_STATE_TTL_MS, type SocialProvider } from '@portal/shared/auth/auth.constants';
import type { LoginAnswer } from '@portal/shared/auth/auth.schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthService } from '../auth/auth.service';
import type { SessionsService } from '../auth/sessions.service';
import type { MfaService } from '../mfa/mfa.service';
import type { UsersService } from '../users/users.service';
import { type GithubSettings, type GoogleSettings, type ProviderSettings, providerSettings } from './sso.providers';
import { oauthStates, userIdentities } from './sso.table';

/** What a provider vouches for: a stable subject and a verified email. */
interface ProviderIdentity {
  subject: string;
  email: string;
  name: string;
  lastname: string;
}

interface Deps {
  db: Db;
  config: Config;
  auth: AuthService;
  sessions: SessionsService;
  users: UsersService;
  mfa: MfaService;
  log: FastifyBaseLogger;
  now: () => Date;
}

const PROVIDER_TIMEOUT_MS = 10_000;
const USER_AGENT = 'developer-portal';

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** "Grace Brewster Hopper" → Grace Brewster / Hopper; one word → that word and an empty last name. */
function splitName(full: string | undefined, fallback: string): { name: string; lastname: string } {
  const words = (full ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { name: fallback.slice(0, 100), lastname: '' };
  if (words.length === 1) return { name: (words[0] as string).slice(0, 100), lastname: '' };
  return { name: words.slice(0, -1).join(' ').slice(0, 100), lastname: (words.at(-1) as string).slice(0, 100) };
}

const failed = (provider: ProviderSettings, why: string) =>
  new AppError(400, 'SSO_FAILED', `Sign in with ${provider.name} failed: ${why}. Try again.`);
const unreachable = (provider: ProviderSettings) =>
  new AppError(502, 'SSO_PROVIDER_UNAVAILABLE', `${provider.name} could not be reached. Try again later.`);

/**
 * Google (OpenID Connect) and GitHub (OAuth app) sign-in: authorization code
 * flow with state and PKCE (S256). A new person gets a verified user and a
 * team; an existing user is matched by verified email and linked.
 */
export function createSsoService({ db, config, auth, sessions, users, mfa, log: appLog, now }: Deps) {
  const log = appLog.child({ module: 'sso' });
  const providers = providerSettings(config);
  const redirectUri = `${config.publicUrl}/login-callback`;
  const googleKeys = createRemoteJWKSet(new URL(providers.google.jwksUrl), { timeoutDuration: PROVIDER_TIMEOUT_MS });

  function configured(id: SocialProvider): ProviderSettings & { clientId: string; clientSecret: string } {
    const provider = providers[id];
    if (!provider.clientId || !provider.clientSecret) {
      throw new AppError(
        400,
        'PROVIDER_NOT_CONFIGURED',
        `Sign in with ${provider.name} is not configured on this server. Use your email and password.`,
      );
    }
    return provider as ProviderSettings & { clientId: string; clientSecret: string };
  }

  async function call(
    provider: ProviderSettings,
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    } catch (error) {
      log.warn(
        { provider: provider.id, url, err: error instanceof Error ? error.message : String(error) },
        'provider unreachable',
      );
      throw unreachable(provider);
    }
    if (response.status >= 500) {
      log.warn({ provider: provider.id, url, status: response.status }, 'provider error');
      throw unreachable(provider);
    }
    const body: unknown = await response.json().catch(() => undefined);
    return { status: response.status, body };
  }

  /** Trades the code (and the PKCE verifier) for the provider's tokens. */
  async function exchangeCode(
    provider: ProviderSettings & { clientId: string; clientSecret: string },
    code: string,
    verifier: string,
  ) {
    const { status, body } = await call(provider, provider.tokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        'user-agent': USER_AGENT,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: verifier,
      }),
    });
    const tokens = (body ?? {}) as Record<string, unknown>;
    // GitHub answers refusals with 200 and an `error` field.
    if (status !== 200 || typeof tokens.error === 'string' || typeof tokens.access_token !== 'string') {
      log.warn(
        { provider: provider.id, status, error: tokens.error, description: tokens.error_description },
        'code exchange refused',
      );
      throw failed(provider, 'the sign-in code was refused');
    }
    return tokens;
  }

  async function googleIdentity(
    provider: GoogleSettings & { clientId: string },
    tokens: Record<string, unknown>,
    nonce: string,
  ): Promise<ProviderIdentity> {
    if (typeof tokens.id_token !== 'string') throw failed(provider, 'no identity token was returned');
    let claims: Record<string, unknown>;
    try {
      const verified = await jwtVerify(tokens.id_token, googleKeys, {
        issuer: provider.issuers,
        audience: provider.clientId,
        algorithms: ['RS256'],
        clockTolerance: 60,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      claims = verified.payload as Record<string, unknown>;
    } catch (error) {
      if (
        error instanceof joseErrors.JWKSTimeout ||
        (error instanceof TypeError && !(error instanceof joseErrors.JOSEError))
      ) {
        throw unreachable(provider);
      }
      log.warn(
        { provider: provider.id, err: error instanceof Error ? error.message : String(error) },
        'ID token refused',
      );
      throw failed(provider, 'the identity token could not be verified');
    }
    if (claims.nonce !== nonce) throw failed(provider, 'the identity token does not belong to this sign-in');
    const email = typeof claims.email === 'string' ? claims.email.trim() : '';
    if (!email) throw failed(provider, 'no email address was shared');
    if (claims.email_verified !== true && claims.email_verified !== 'true') {
      throw failed(provider, 'your Google email address is not verified');
    }
    const given = typeof claims.given_name === 'string' ? claims.given_name.trim() : '';
    const family = typeof claims.family_name === 'string' ? claims.family_name.trim() : '';
    const names = given
      ? { name: given.slice(0, 100), lastname: family.slice(0, 100) }
      : splitName(typeof claims.name === 'string' ? claims.name : undefined, email.split('@')[0] ?? email);
    return { subject: String(claims.sub), email, ...names };
  }

  async function githubIdentity(provider: GithubSettings, tokens: Record<string, unknown>): Promise<ProviderIdentity> {
    const headers = {
      authorization: `Bearer ${tokens.access_token as string}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': USER_AGENT,
    };
    const user = await call(provider, `${provider.apiUrl}/user`, { headers });
    const profile = (user.body ?? {}) as Record<string, unknown>;
    if (user.status !== 200 || (typeof profile.id !== 'number' && typeof profile.id !== 'string')) {
      throw failed(provider, 'your GitHub profile could not be read');
    }
    const emails = await call(provider, `${provider.apiUrl}/user/emails`, { headers });
    const list = Array.isArray(emails.body) ? (emails.body as Array<Record<string, unknown>>) : [];
    if (emails.status !== 200) throw failed(provider, 'your GitHub email addresses could not be read');
    const primary = list.find(
      (item) => item.primary === true && item.verified === true && typeof item.email === 'string',
    );
    if (!primary) throw failed(provider, 'your GitHub account has no verified primary email address');
    const email = (primary.email as string).trim();
    const login = typeof profile.login === 'string' ? profile.login : (email.split('@')[0] ?? email);
    return {
      subject: String(profile.id),
      email,
      ...splitName(typeof profile.name === 'string' ? profile.name : undefined, login),
    };
  }

  /** Finds or creates the user of a provider identity, then signs in (second factor included). */
  async function signInIdentity(
    provider: SocialProvider,
    identity: ProviderIdentity,
    isVelory: boolean,
  ): Promise<LoginAnswer> {
    return db.transaction(async (tx) => {
      const [linked] = await tx
        .select({ userId: userIdentities.userId })
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, identity.subject)))
        .limit(1);
      if (linked) return auth.signIn(linked.userId, true, tx);

      const person = {
        email: identity.email,
        name: identity.name,
        lastname: identity.lastname,
        passwordHash: null,
        isVerified: true,
        isVelory,
      };
      let user = await users.findByEmail(identity.email, tx);
      // Not found: a new person. undefined again means a concurrent sign-up won the email: link to it.
      if (!user) user = (await auth.createPerson(person, tx)) ?? (await users.findByEmail(identity.email, tx));
      if (!user) throw new AppError(409, 'SSO_CONFLICT', 'Sign in could not finish. Try again.');
      if (!user.isVerified) {
        // Nobody had proved this address: a password or second factor set on it
        // may belong to someone else (pre-registration takeover). The provider
        // proves it now, so those are dropped and the address counts as verified.
        await users.setPasswordHash(user.id, null, tx);
        await sessions.revokeAll(user.id, tx);
        await mfa.remove(user.id, tx);
        await users.markVerified(user.id, tx);
      }
      await tx
        .insert(userIdentities)
        .values({ provider, subject: identity.subject, userId: user.id, email: identity.email, createdAt: now() })
        .onConflictDoNothing();
      return auth.signIn(user.id, true, tx);
    });
  }

  return {
    /** The provider address to send the browser to; remembers state, PKCE verifier and nonce for 10 minutes. */
    async start(id: SocialProvider): Promise<{ url: string }> {
      const provider = configured(id);
      const state = newToken();
      const verifier = newToken(48);
      const nonce = newToken();
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now()));
      await db.insert(oauthStates).values({
        stateHash: hashToken(state),
        provider: id,
        codeVerifier: verifier,
        nonce,
        expiresAt: new Date(now().getTime() + SSO_STATE_TTL_MS),
        createdAt: now(),
      });
      const url = new URL(provider.authUrl);
      const params: Record<string, string> = {
        client_id: provider.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: provider.scope,
        state,
        code_challenge: s256(verifier),
        code_challenge_method: 'S256',
      };
      if (id === 'google') Object.assign(params, { nonce, prompt: 'select_account' });
      else Object.assign(params, { allow_signup: 'true' });
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return { url: url.toString() };
    },

    /** Finishes a sign-in: the code and state the provider sent back to /login-callback. */
    async exchange(input: { code: string; state: string; isVelory?: boolean | undefined }): Promise<LoginAnswer> {
      const [stored] = await db
        .delete(oauthStates)
        .where(eq(oauthStates.stateHash, hashToken(input.state)))
        .returning();
      if (!stored || stored.expiresAt <= now())
        throw new AppError(400, 'SSO_STATE_INVALID', AUTH_MESSAGES.ssoStateInvalid);
      const id = stored.provider;
      const provider = configured(id);
      const tokens = await exchangeCode(provider, input.code, stored.codeVerifier);
      const identity =
        id === 'google'
          ? await googleIdentity(provider as GoogleSettings & { clientId: string }, tokens, stored.nonce)
          : await githubIdentity(provider as GithubSettings, tokens);
      return signInIdentity(id, identity, input.isVelory ?? false);
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
