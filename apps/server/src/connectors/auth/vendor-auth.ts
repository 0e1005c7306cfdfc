import type { Connector, ConnectorSettings } from '../catalog/connector-types';
import type { ConnectorContext } from '../http/connector-context';
import { fillTemplate, templateValues } from '../http/vendor-urls';
import { authorizedToken, clientCredentialsToken, samlBearerToken } from './connection-tokens';

/** What a vendor call carries to authenticate, and the values to redact from its record. */
export interface VendorAuthentication {
  headers: Record<string, string>;
  query: Record<string, string>;
  secrets: string[];
}

/** The secret settings of a connection that have a value. */
export function secretValuesOf(connector: Connector, settings: ConnectorSettings): string[] {
  return connector.secretSettings
    .map((name) => settings[name])
    .filter((value): value is string => typeof value === 'string' && value !== '');
}

/** Whether a 401 may be cured by renewing the token (OAuth) rather than meaning the credentials are wrong. */
export const renewsTokens = (connector: Connector) =>
  connector.auth.kind === 'oauth2ClientCredentials' ||
  connector.auth.kind === 'oauth2AuthorizationCode' ||
  connector.auth.kind === 'oauth2SamlBearer';

/** Where each OAuth kind of authentication gets its access token. */
const TOKEN_SOURCES = {
  oauth2ClientCredentials: clientCredentialsToken,
  oauth2AuthorizationCode: authorizedToken,
  oauth2SamlBearer: samlBearerToken,
} as const;

/** Applies the connector's authentication for one call (`renew`: get a new token first). */
export async function vendorAuthentication(
  connector: Connector,
  settings: ConnectorSettings,
  ctx: ConnectorContext,
  fetchImpl: typeof fetch,
  renew = false,
): Promise<VendorAuthentication> {
  const secrets = secretValuesOf(connector, settings);
  const values = templateValues(connector, settings);
  const auth = connector.auth;
  switch (auth.kind) {
    case 'apiKey': {
      const value = fillTemplate(connector, auth.value, values);
      return auth.in === 'header'
        ? { headers: { [auth.name]: value }, query: {}, secrets }
        : { headers: {}, query: { [auth.name]: value }, secrets };
    }
    case 'basic': {
      const pair = `${fillTemplate(connector, auth.username, values)}:${fillTemplate(connector, auth.password, values)}`;
      return {
        headers: { Authorization: `Basic ${Buffer.from(pair).toString('base64')}` },
        query: {},
        secrets: [...secrets, pair],
      };
    }
    case 'oauth2ClientCredentials':
    case 'oauth2AuthorizationCode':
    case 'oauth2SamlBearer': {
      const token = await TOKEN_SOURCES[auth.kind](connector, settings, ctx, fetchImpl, renew);
      return {
        headers: { Authorization: `Bearer ${token.accessToken}` },
        query: {},
        secrets: [...secrets, token.accessToken],
      };
    }
    default:
      return { headers: {}, query: {}, secrets };
  }
}
