import { createHash } from 'node:crypto';
import type { Connector, ConnectorSettings } from '../catalog/connector-types';
import { ConnectorError } from '../http/connector-error';
import type { ConnectorContext } from '../http/connector-context';
import { connectorEnvName, vendorUrl } from '../http/vendor-urls';
import {
  type OAuthClient,
  type OAuthEndpoints,
  refreshAccessToken,
  requestClientCredentialsToken,
  requestSamlBearerToken,
} from '../oauth/oauth-client';
import { signedBearerAssertion } from '../saml/bearer-assertion';
import { isFresh, MemoryTokenStore, type StoredToken, type TokenStore } from '../oauth/token-store';

/** The vendor's OAuth endpoints for a connection, with the base URL override applied. */
export function oauthEndpointsOf(connector: Connector, settings: ConnectorSettings, env = process.env): OAuthEndpoints {
  return {
    tokenEndpoint: vendorUrl(connector, 'token', settings, env),
    authorizationEndpoint: connector.urls?.authorize ? vendorUrl(connector, 'authorize', settings, env) : undefined,
  };
}

/** The OAuth client of a connection: its own settings, else the operator's CONNECTOR_<ID>_CLIENT_ID/_SECRET. */
export function oauthClientOf(connector: Connector, settings: ConnectorSettings, env = process.env): OAuthClient {
  const clientId = (settings.clientId as string | undefined) || env[connectorEnvName(connector.serviceId, 'CLIENT_ID')];
  const clientSecret =
    (settings.clientSecret as string | undefined) || env[connectorEnvName(connector.serviceId, 'CLIENT_SECRET')];
  if (!clientId || !clientSecret) {
    throw new ConnectorError('NEEDS_CONFIGURATION', `${connector.name} needs a client ID and secret`);
  }
  const clientAuth = 'clientAuth' in connector.auth ? connector.auth.clientAuth : 'client_secret_post';
  return { clientId, clientSecret, clientAuth };
}

/** Gets a connection's access token; `renew` forgets the last one first (after the vendor refused it). */
type TokenSource = (
  connector: Connector,
  settings: ConnectorSettings,
  ctx: ConnectorContext,
  fetchImpl: typeof fetch,
  renew?: boolean,
) => Promise<StoredToken>;

// One store for callers that pass none, so client tokens are still reused within the process.
const processTokens = new MemoryTokenStore();
// Token requests in flight, so concurrent calls of one client wait for one token.
const pending = new Map<string, Promise<StoredToken>>();

/** The key of a client's token: a hash, so the store never holds the secret in its keys. */
function clientTokenKey(
  connector: Connector,
  endpoints: OAuthEndpoints,
  client: Pick<OAuthClient, 'clientId' | 'clientSecret'>,
): string {
  const digest = createHash('sha256')
    .update(`${endpoints.tokenEndpoint}\n${client.clientId}\n${client.clientSecret}`)
    .digest('hex');
  return `client-credentials:${connector.serviceId}:${digest.slice(0, 32)}`;
}

/**
 * A token kept in the store under `key` until shortly before it expires, obtained by `obtain` when there is none;
 * concurrent callers wait for one request. `renew` forgets the kept one first (after the vendor refused it).
 */
async function cachedToken(
  store: TokenStore,
  key: string,
  renew: boolean,
  obtain: () => Promise<StoredToken>,
): Promise<StoredToken> {
  if (renew) await store.delete(key);
  const cached = await store.get(key);
  if (isFresh(cached)) return cached;
  const inFlight = pending.get(key);
  if (inFlight) return inFlight;
  const request = obtain()
    .then(async (token) => {
      await store.set(key, token);
      return token;
    })
    .finally(() => pending.delete(key));
  pending.set(key, request);
  return request;
}

/**
 * A client-credentials token for the connection, cached in the token store until shortly before it expires.
 * `renew` forgets the cached one first (after the vendor refused it).
 */
export const clientCredentialsToken: TokenSource = async (connector, settings, ctx, fetchImpl, renew = false) => {
  if (connector.auth.kind !== 'oauth2ClientCredentials')
    throw new Error(`${connector.serviceId} does not use client credentials`);
  const endpoints = oauthEndpointsOf(connector, settings, ctx.env);
  const client = oauthClientOf(connector, settings, ctx.env);
  const scopes = connector.auth.scopes;
  return cachedToken(ctx.tokenStore ?? processTokens, clientTokenKey(connector, endpoints, client), renew, () =>
    requestClientCredentialsToken({ endpoints, client, scopes }, { vendorName: connector.name, fetch: fetchImpl }),
  );
};

/**
 * A token for a SAML 2.0 bearer assertion (SAP SuccessFactors): an assertion issued by the API key (`clientId`) for
 * the API user (`userId`), stating the key as `api_key`, for the audience `www.successfactors.com`, signed with the
 * registered certificate's private key; the token request names the company (`companyId`). Cached like client tokens.
 */
export const samlBearerToken: TokenSource = async (connector, settings, ctx, fetchImpl, renew = false) => {
  const endpoints = oauthEndpointsOf(connector, settings, ctx.env);
  const [clientId, userId, companyId, privateKey] = ['clientId', 'userId', 'companyId', 'privateKey'].map((name) =>
    typeof settings[name] === 'string' ? (settings[name] as string) : '',
  );
  if (!clientId || !userId || !companyId || !privateKey)
    throw new ConnectorError('NEEDS_CONFIGURATION', `${connector.name} needs the API key, user, company and key`);
  const key = clientTokenKey(connector, endpoints, {
    clientId,
    clientSecret: `${userId}\n${companyId}\n${privateKey}`,
  });
  return cachedToken(ctx.tokenStore ?? processTokens, key, renew, async () => {
    let assertion: string;
    try {
      assertion = signedBearerAssertion({
        issuer: clientId,
        subject: userId,
        audience: 'www.successfactors.com',
        recipient: endpoints.tokenEndpoint,
        attributes: { api_key: clientId },
        privateKey,
      });
    } catch {
      throw new ConnectorError('CONNECTION_INVALID', `${connector.name}: the private key could not sign an assertion`);
    }
    return requestSamlBearerToken(
      { endpoints, clientId, assertion, parameters: { company_id: companyId } },
      { vendorName: connector.name, fetch: fetchImpl },
    );
  });
};

/**
 * The access token of an authorization-code connection, refreshed (and stored) when it is about to expire or
 * when `renew` is set after a 401. No token, or a refused refresh, is CONNECTION_INVALID: the connection must be
 * authorized again.
 */
export const authorizedToken: TokenSource = async (connector, settings, ctx, fetchImpl, renew = false) => {
  if (!ctx.tokenStore || !ctx.connectionKey) {
    throw new ConnectorError('CONNECTION_INVALID', `${connector.name} is not authorized yet`);
  }
  const stored = await ctx.tokenStore.get(ctx.connectionKey);
  if (!stored) throw new ConnectorError('CONNECTION_INVALID', `${connector.name} is not authorized yet`);
  if (!renew && isFresh(stored)) return stored;
  if (!stored.refreshToken) throw new ConnectorError('CONNECTION_INVALID', `${connector.name} authorization expired`);
  const refreshed = await refreshAccessToken(
    {
      endpoints: oauthEndpointsOf(connector, settings, ctx.env),
      client: oauthClientOf(connector, settings, ctx.env),
      refreshToken: stored.refreshToken,
    },
    { vendorName: connector.name, fetch: fetchImpl },
  );
  await ctx.tokenStore.set(ctx.connectionKey, refreshed);
  return refreshed;
};
