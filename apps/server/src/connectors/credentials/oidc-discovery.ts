import * as oauth from 'oauth4webapi';
import { ConnectorError } from '../http/connector-error';

/** The parts of an OpenID Provider's discovery document a connection uses. */
export interface OidcProvider {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string | null;
  userinfoEndpoint: string | null;
}

/**
 * Fetches `{issuer}/.well-known/openid-configuration` and validates it (oauth4webapi): it must be JSON, name the
 * same issuer, and give the authorization and token endpoints a sign-in needs.
 */
export async function discoverOidcProvider(
  issuer: string,
  options: { vendorName: string; fetch?: typeof fetch; timeoutMs?: number },
): Promise<OidcProvider> {
  let issuerUrl: URL;
  try {
    issuerUrl = new URL(issuer);
  } catch {
    throw new ConnectorError('NEEDS_CONFIGURATION', 'The issuer must be a URL');
  }
  let metadata: oauth.AuthorizationServer;
  try {
    const response = await oauth.discoveryRequest(issuerUrl, {
      algorithm: 'oidc',
      [oauth.allowInsecureRequests]: issuerUrl.protocol === 'http:',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      ...(options.fetch ? { [oauth.customFetch]: options.fetch } : {}),
    });
    metadata = await oauth.processDiscoveryResponse(issuerUrl, response);
  } catch (error) {
    if (error instanceof ConnectorError) throw error;
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new ConnectorError('VENDOR_TIMEOUT', `${options.vendorName} did not answer in time`);
    if (error instanceof TypeError)
      throw new ConnectorError('VENDOR_UNREACHABLE', `Could not reach ${options.vendorName}`);
    throw new ConnectorError(
      'CONNECTION_INVALID',
      `The issuer’s discovery document is not valid: ${(error as Error).message}`,
    );
  }
  if (!metadata.authorization_endpoint || !metadata.token_endpoint) {
    throw new ConnectorError(
      'CONNECTION_INVALID',
      'The issuer’s discovery document names no authorization or token endpoint',
    );
  }
  return {
    issuer: metadata.issuer,
    authorizationEndpoint: metadata.authorization_endpoint,
    tokenEndpoint: metadata.token_endpoint,
    jwksUri: metadata.jwks_uri ?? null,
    userinfoEndpoint: metadata.userinfo_endpoint ?? null,
  };
}
