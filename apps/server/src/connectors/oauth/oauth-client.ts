import * as oauth from 'oauth4webapi';
import type { ClientAuthMethod } from '../catalog/connector-types';
import { ConnectorError } from '../http/connector-error';
import type { StoredToken } from './token-store';

/** Where a vendor's OAuth 2.0 server is. `issuer` defaults to the token endpoint's origin (plain OAuth vendors). */
export interface OAuthEndpoints {
  authorizationEndpoint?: string;
  tokenEndpoint: string;
  issuer?: string;
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  clientAuth: ClientAuthMethod;
}

/** Options every call takes: the fetch to use (the recording one in the vendor client) and the vendor's name. */
export interface OAuthCallOptions {
  vendorName: string;
  fetch?: typeof fetch;
}

function serverOf(endpoints: OAuthEndpoints): oauth.AuthorizationServer {
  return {
    issuer: endpoints.issuer ?? new URL(endpoints.tokenEndpoint).origin,
    authorization_endpoint: endpoints.authorizationEndpoint,
    token_endpoint: endpoints.tokenEndpoint,
  };
}

const clientAuthOf = (client: OAuthClient) =>
  client.clientAuth === 'client_secret_basic'
    ? oauth.ClientSecretBasic(client.clientSecret)
    : oauth.ClientSecretPost(client.clientSecret);

/** oauth4webapi refuses plain http; loopback vendors (tests, sandbox, self-hosted overrides) need it. */
function requestOptions(endpoints: OAuthEndpoints, options: OAuthCallOptions) {
  return {
    [oauth.allowInsecureRequests]: endpoints.tokenEndpoint.startsWith('http:'),
    ...(options.fetch ? { [oauth.customFetch]: options.fetch } : {}),
  };
}

function storedTokenOf(answer: oauth.TokenEndpointResponse, previousRefreshToken?: string): StoredToken {
  return {
    accessToken: answer.access_token,
    tokenType: answer.token_type,
    refreshToken: answer.refresh_token ?? previousRefreshToken,
    expiresAt: answer.expires_in !== undefined ? Date.now() + answer.expires_in * 1000 : undefined,
    scope: answer.scope,
  };
}

/** An OAuth error answer as a unified error: refused client or grant → CONNECTION_INVALID with the vendor's words. */
function toConnectorError(error: unknown, vendorName: string): unknown {
  if (error instanceof ConnectorError) return error;
  if (error instanceof oauth.ResponseBodyError) {
    const reason = error.error_description ?? error.error;
    return new ConnectorError('CONNECTION_INVALID', `${vendorName} refused the credentials: ${reason}`, {
      vendorStatus: error.status,
    });
  }
  if (error instanceof oauth.AuthorizationResponseError) {
    return new ConnectorError(
      'CONNECTION_INVALID',
      `${vendorName} refused the authorization: ${error.error_description ?? error.error}`,
    );
  }
  if (error instanceof oauth.WWWAuthenticateChallengeError) {
    return new ConnectorError('CONNECTION_INVALID', `${vendorName} refused the credentials (HTTP ${error.status})`, {
      vendorStatus: error.status,
    });
  }
  // A refusal that is not in OAuth's error format (some vendors answer 401 with their own body).
  const refused =
    error instanceof oauth.OperationProcessingError && error.cause instanceof Response ? error.cause.status : undefined;
  if (refused === 400 || refused === 401 || refused === 403) {
    return new ConnectorError('CONNECTION_INVALID', `${vendorName} refused the credentials (HTTP ${refused})`, {
      vendorStatus: refused,
    });
  }
  if (error instanceof oauth.OperationProcessingError || error instanceof oauth.UnsupportedOperationError) {
    return new ConnectorError('VENDOR_ERROR', `${vendorName} gave an unusable token answer: ${error.message}`);
  }
  return error;
}

async function guarded<T>(vendorName: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toConnectorError(error, vendorName);
  }
}

/** The start of an authorization-code flow: the URL to send the browser to, and what to keep until the callback. */
export interface AuthorizationRequest {
  url: string;
  state: string;
  codeVerifier: string;
}

/** The vendor's authorize URL with `state` and a PKCE S256 challenge. Keep `state` and `codeVerifier` server-side. */
export async function createAuthorizationRequest(input: {
  endpoints: OAuthEndpoints;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  extraParameters?: Record<string, string>;
}): Promise<AuthorizationRequest> {
  if (!input.endpoints.authorizationEndpoint) throw new Error('This vendor has no authorization endpoint');
  const state = oauth.generateRandomState();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const url = new URL(input.endpoints.authorizationEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  if (input.scopes.length > 0) url.searchParams.set('scope', input.scopes.join(' '));
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  for (const [name, value] of Object.entries(input.extraParameters ?? {})) url.searchParams.set(name, value);
  return { url: url.toString(), state, codeVerifier };
}

/** Checks the callback (state, error) and exchanges its code for tokens. */
export async function exchangeAuthorizationCode(
  input: {
    endpoints: OAuthEndpoints;
    client: OAuthClient;
    callbackUrl: string | URL;
    expectedState: string;
    codeVerifier: string;
    redirectUri: string;
  },
  options: OAuthCallOptions,
): Promise<StoredToken> {
  const server = serverOf(input.endpoints);
  const client: oauth.Client = { client_id: input.client.clientId };
  let parameters: URLSearchParams;
  try {
    parameters = oauth.validateAuthResponse(server, client, new URL(input.callbackUrl), input.expectedState);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) throw toConnectorError(error, options.vendorName);
    // A missing or different state: the callback is not the answer to this connection's request.
    throw new ConnectorError(
      'CONNECTION_INVALID',
      `The answer from ${options.vendorName} does not belong to this authorization request`,
    );
  }
  return guarded(options.vendorName, async () => {
    const response = await oauth.authorizationCodeGrantRequest(
      server,
      client,
      clientAuthOf(input.client),
      parameters,
      input.redirectUri,
      input.codeVerifier,
      requestOptions(input.endpoints, options),
    );
    return storedTokenOf(await oauth.processAuthorizationCodeResponse(server, client, response));
  });
}

/** A new access token for a refresh token; the old refresh token is kept when the vendor does not rotate it. */
export async function refreshAccessToken(
  input: { endpoints: OAuthEndpoints; client: OAuthClient; refreshToken: string },
  options: OAuthCallOptions,
): Promise<StoredToken> {
  const server = serverOf(input.endpoints);
  const client: oauth.Client = { client_id: input.client.clientId };
  return guarded(options.vendorName, async () => {
    const response = await oauth.refreshTokenGrantRequest(
      server,
      client,
      clientAuthOf(input.client),
      input.refreshToken,
      requestOptions(input.endpoints, options),
    );
    return storedTokenOf(await oauth.processRefreshTokenResponse(server, client, response), input.refreshToken);
  });
}

/** A token for the client itself (client credentials grant). */
export async function requestClientCredentialsToken(
  input: { endpoints: OAuthEndpoints; client: OAuthClient; scopes: string[] },
  options: OAuthCallOptions,
): Promise<StoredToken> {
  const server = serverOf(input.endpoints);
  const client: oauth.Client = { client_id: input.client.clientId };
  const parameters = new URLSearchParams(input.scopes.length > 0 ? { scope: input.scopes.join(' ') } : {});
  return guarded(options.vendorName, async () => {
    const response = await oauth.clientCredentialsGrantRequest(
      server,
      client,
      clientAuthOf(input.client),
      parameters,
      requestOptions(input.endpoints, options),
    );
    return storedTokenOf(await oauth.processClientCredentialsResponse(server, client, response));
  });
}

/**
 * A token for a signed SAML 2.0 assertion (RFC 7522, grant `urn:ietf:params:oauth:grant-type:saml2-bearer`): the
 * client is named by `client_id` alone (no secret), `parameters` adds what the vendor asks besides (SuccessFactors'
 * `company_id`).
 */
export async function requestSamlBearerToken(
  input: { endpoints: OAuthEndpoints; clientId: string; assertion: string; parameters?: Record<string, string> },
  options: OAuthCallOptions,
): Promise<StoredToken> {
  const server = serverOf(input.endpoints);
  const client: oauth.Client = { client_id: input.clientId };
  return guarded(options.vendorName, async () => {
    const response = await oauth.genericTokenEndpointRequest(
      server,
      client,
      oauth.None(),
      'urn:ietf:params:oauth:grant-type:saml2-bearer',
      { ...input.parameters, assertion: input.assertion },
      requestOptions(input.endpoints, options),
    );
    return storedTokenOf(await oauth.processGenericTokenEndpointResponse(server, client, response));
  });
}
