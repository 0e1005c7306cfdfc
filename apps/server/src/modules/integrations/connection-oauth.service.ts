import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  INTEGRATION_MESSAGES as M,
  OAUTH_AUTHORIZATION_TTL_MS,
} from '@portal/shared/integrations/integrations.constants';
import { oauthClientOf, oauthEndpointsOf, authorizedToken } from '../../connectors/auth/connection-tokens';
import type { Connector } from '../../connectors/catalog/connector-types';
import { ConnectorError, isConnectorError } from '../../connectors/http/connector-error';
import { createAuthorizationRequest, exchangeAuthorizationCode } from '../../connectors/oauth/oauth-client';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { hashToken, newToken } from '../../lib/tokens';
import { verifyTicket } from './authorize-ticket';
import { type ConnectionOwner, OAUTH_CALLBACK_PATH, connectorOf } from './connection-owner';
import type { ConnectionsService } from './connections.service';
import { connectionAuthorizations, connections } from './connections.table';

interface Deps {
  db: Db;
  config: Config;
  publicUrl: string;
  secretBox: SecretBox;
  connections: ConnectionsService;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** The cookie that ties a portal user's authorization to their browser (one per authorization). */
export const bindingCookieName = (authorizationId: string) => `oauth_${authorizationId.replace(/-/g, '')}`;

/** Tokens are renewed this long before they expire by the background refresher. */
const REFRESH_AHEAD_MS = 10 * 60 * 1000;
/** A refresher holds a connection this long, so two servers never refresh one token at once. */
const REFRESH_LEASE_MS = 60 * 1000;

const codeVerifierPurpose = (stateHash: string) => `connection authorization:${stateHash}:verifier`;

/**
 * OAuth 2.0 authorization code for connections: the authorize URL (state and PKCE S256, the state bound to the
 * connection, to who started it and, for a portal user, to their browser by a cookie; single use, 10 minutes),
 * the callback that exchanges the code and keeps the tokens sealed, and tokens renewed before they expire.
 */
export function createConnectionOAuthService({ db, config, publicUrl, secretBox, connections: store, log, now }: Deps) {
  const env = config.connectorEnv;
  const redirectUri = `${publicUrl}${OAUTH_CALLBACK_PATH}`;
  const ticketKey = secretBox.deriveKey('connection authorize ticket v1');

  /**
   * Starts an authorization of the owner's connection; `userId` for a portal user, whose browser gets the binding
   * cookie.
   */
  async function start(owner: ConnectionOwner, connector: Connector, options: { userId?: string; returnTo: string }) {
    if (connector.auth.kind !== 'oauth2AuthorizationCode') throw new AppError(400, 'NOT_OAUTH', M.notOAuth);
    await store.assertVendorAllowed(owner);
    const row = await store.ensure(owner, connector);
    const settings = await store.vendorSettingsOf(row);
    let authorization;
    try {
      const endpoints = oauthEndpointsOf(connector, settings, env);
      const client = oauthClientOf(connector, settings, env);
      authorization = await createAuthorizationRequest({
        endpoints,
        clientId: client.clientId,
        redirectUri,
        scopes: connector.auth.scopes,
        // Google gives a refresh token only for offline access asked with consent.
        extraParameters: connector.serviceId.startsWith('google-')
          ? { access_type: 'offline', prompt: 'consent' }
          : undefined,
      });
    } catch (error) {
      if (isConnectorError(error)) throw new AppError(400, error.code, error.message);
      throw error;
    }
    const stateHash = hashToken(authorization.state);
    const binding = options.userId ? newToken() : null;
    const [saved] = await db
      .insert(connectionAuthorizations)
      .values({
        stateHash,
        connectionId: row.id,
        userId: options.userId ?? null,
        bindingHash: binding ? hashToken(binding) : null,
        codeVerifierSealed: secretBox.encrypt(authorization.codeVerifier, codeVerifierPurpose(stateHash)),
        redirectUri,
        returnTo: options.returnTo,
        expiresAt: new Date(now().getTime() + OAUTH_AUTHORIZATION_TTL_MS),
        createdAt: now(),
      })
      .returning({ id: connectionAuthorizations.id });
    return {
      authorizeUrl: authorization.url,
      binding: binding ? { name: bindingCookieName(saved!.id), value: binding } : null,
    };
  }

  /** Where the browser goes back to, with the outcome in the query. */
  const back = (returnTo: string, outcome: Record<string, string>) => {
    const url = new URL(returnTo, publicUrl);
    for (const [name, value] of Object.entries(outcome)) url.searchParams.set(name, value);
    return url.toString();
  };

  return {
    start,

    /** A token holder's start link (`authorizeUrl`): the vendor's authorize URL, or null when the ticket is no good. */
    async startFromTicket(ticket: string): Promise<string | null> {
      const verified = verifyTicket(ticketKey, ticket, now());
      if (!verified) return null;
      const connector = connectorOf(verified.serviceId);
      const returnTo = verified.owner.consumerId
        ? `/consumers/${verified.owner.consumerId}/service/${connector.serviceId}`
        : `/integration/${connector.serviceId}?application=${verified.owner.applicationId}`;
      return (await start(verified.owner, connector, { returnTo })).authorizeUrl;
    },

    /**
     * The vendor's callback: the state is looked up and used up, the browser checked against the cookie of the user
     * who started it, the code exchanged (with the PKCE verifier), the tokens sealed on the connection and the
     * credentials checked; the answer is where to send the browser (the integration page, with the outcome).
     */
    async callback(callbackUrl: URL, cookies: Record<string, string>): Promise<string> {
      const state = callbackUrl.searchParams.get('state') ?? '';
      const stateHash = hashToken(state);
      const [authorization] = await db
        .delete(connectionAuthorizations)
        .where(and(eq(connectionAuthorizations.stateHash, stateHash), gt(connectionAuthorizations.expiresAt, now())))
        .returning();
      if (!authorization)
        return back('/integration', {
          authorizationError: 'This authorization has expired or was already used. Start it again.',
        });
      const failed = (reason: string) => back(authorization.returnTo, { authorizationError: reason });
      if (
        authorization.bindingHash &&
        hashToken(cookies[bindingCookieName(authorization.id)] ?? '') !== authorization.bindingHash
      ) {
        return failed('This authorization was started in another browser. Start it again here.');
      }
      const row = await store.byId(authorization.connectionId);
      if (!row) return failed('The connection no longer exists.');
      const connector = connectorOf(row.serviceId);
      const settings = await store.vendorSettingsOf(row);
      try {
        const token = await exchangeAuthorizationCode(
          {
            endpoints: oauthEndpointsOf(connector, settings, env),
            client: oauthClientOf(connector, settings, env),
            callbackUrl,
            expectedState: state,
            codeVerifier: secretBox.decrypt(authorization.codeVerifierSealed, codeVerifierPurpose(stateHash)),
            redirectUri: authorization.redirectUri,
          },
          { vendorName: connector.name, fetch: store.contextOf(row.id).fetch },
        );
        await store.writeToken(row.id, token, { state: 'authorized', authorizedAt: now(), invalidReason: null });
      } catch (error) {
        if (!isConnectorError(error)) throw error;
        log.warn({ serviceId: row.serviceId, code: error.code }, 'connection authorization failed');
        return failed(error.message);
      }
      const owner: ConnectionOwner = {
        applicationId: row.applicationId,
        accountId: row.accountId,
        consumerId: row.consumerId,
      };
      const checked = await store.recheck(owner, connector);
      if (checked?.state === 'invalid') return failed(checked.invalidReason ?? 'The vendor refused the new token');
      return back(authorization.returnTo, { authorized: connector.serviceId });
    },

    /**
     * Renews the tokens that expire within 10 minutes (each connection leased, so two servers never refresh one
     * token at once); a refused refresh makes the connection invalid. Answers how many were renewed.
     */
    async refreshDue(): Promise<number> {
      const leased = await db
        .update(connections)
        .set({ refreshLeaseUntil: new Date(now().getTime() + REFRESH_LEASE_MS) })
        .where(
          inArray(
            connections.id,
            db
              .select({ id: connections.id })
              .from(connections)
              .where(
                and(
                  lt(connections.tokenExpiresAt, new Date(now().getTime() + REFRESH_AHEAD_MS)),
                  inArray(connections.state, ['authorized', 'callable']),
                  or(isNull(connections.refreshLeaseUntil), lt(connections.refreshLeaseUntil, now())),
                  sql`${connections.tokensSealed} is not null`,
                ),
              )
              .limit(20)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning();
      let renewed = 0;
      for (const row of leased) {
        const connector = connectorOf(row.serviceId);
        if (connector.auth.kind !== 'oauth2AuthorizationCode') continue;
        const ctx = store.contextOf(row.id);
        try {
          await authorizedToken(connector, await store.vendorSettingsOf(row), ctx, ctx.fetch!, true);
          renewed += 1;
        } catch (error) {
          if (isConnectorError(error) && error.code === 'CONNECTION_INVALID')
            await store.markInvalid(row.id, error.message);
          else
            log.warn(
              { serviceId: row.serviceId, code: (error as ConnectorError).code },
              'token refresh failed; tried again later',
            );
          continue;
        }
        // Renewed: the lease goes, so the next run (or server) may renew the new token when it is due in turn.
        await db.update(connections).set({ refreshLeaseUntil: null }).where(eq(connections.id, row.id));
      }
      return renewed;
    },

    /** Started authorizations past their 10 minutes (hourly clean-up). */
    async purgeExpired(): Promise<number> {
      const deleted = await db
        .delete(connectionAuthorizations)
        .where(lt(connectionAuthorizations.expiresAt, now()))
        .returning({ id: connectionAuthorizations.id });
      return deleted.length;
    },
  };
}

export type ConnectionOAuthService = ReturnType<typeof createConnectionOAuthService>;
