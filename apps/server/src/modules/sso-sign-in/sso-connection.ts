import type { Config } from '../../config';
import type { Connector, ConnectorSettings } from '../../connectors/catalog/connector-types';
import { getConnector } from '../../connectors/catalog/catalog';
import { oauthClientOf } from '../../connectors/auth/connection-tokens';
import { discoverOidcProvider, type OidcProvider } from '../../connectors/credentials/oidc-discovery';
import { isConnectorError } from '../../connectors/http/connector-error';
import { vendorUrl } from '../../connectors/http/vendor-urls';
import { parseIdpMetadata } from '../../connectors/saml/idp-metadata';
import { serviceProviderFor } from '../../connectors/saml/sp-metadata';
import type { SamlSignInSetup } from '../../connectors/sso/saml-sign-in';
import type { OidcClientSettings } from '../../connectors/sso/oidc-sign-in';
import { SignInRefused } from '../../connectors/sso/sso-profile';
import { AppError } from '../../lib/app-error';
import { type ConnectionOwner, SAML_BASE_PATH, spKeyOf } from '../integrations/connection-owner';
import type { ConnectionsService } from '../integrations/connections.service';
import { SSO_PROTOCOLS } from './sso-sign-in.table';

/** A connection's row, as the connections service answers it. */
type ConnectionRow = Awaited<ReturnType<ConnectionsService['rowsOf']>> extends Map<string, infer Row> ? Row : never;

export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** Where identity providers send the browser back after an OIDC or GitHub sign-in (outside /api and /unified). */
export const SSO_CALLBACK_PATH = '/connections/sso/callback';

/** How a connector signs users in: SAML, OpenID Connect, or GitHub's OAuth 2.0; undefined for any other. */
export function protocolOf(connector: Connector): SsoProtocol | undefined {
  if (connector.unifiedApi !== 'SSO') return undefined;
  if (connector.authKind === 'samlMetadata') return 'saml';
  if (connector.authKind === 'oidc') return 'oidc';
  if (connector.serviceId === 'github-oidc') return 'oauth';
  return undefined;
}

/** A connection of a consumer that can sign users in, with what its protocol needs. */
export interface SignInConnection {
  owner: ConnectionOwner;
  row: ConnectionRow;
  connector: Connector;
  protocol: SsoProtocol;
  settings: ConnectorSettings;
  fetch: typeof fetch;
  env: Record<string, string | undefined>;
}

interface Deps {
  connections: ConnectionsService;
  config: Config;
  publicUrl: string;
}

/** The connection pieces of a sign-in: the row, the SAML set-up, the OIDC provider and client. */
export function signInConnections({ connections, config, publicUrl }: Deps) {
  const signingKey =
    config.SAML_SP_PRIVATE_KEY && config.SAML_SP_CERTIFICATE
      ? { privateKey: config.SAML_SP_PRIVATE_KEY, certificate: config.SAML_SP_CERTIFICATE }
      : undefined;
  const callbackUrl = `${publicUrl}${SSO_CALLBACK_PATH}`;

  return {
    /** The owner's usable connection of a service that signs users in, or null. */
    async find(owner: ConnectionOwner, serviceId: string): Promise<SignInConnection | null> {
      const connector = getConnector(serviceId);
      const protocol = connector && protocolOf(connector);
      if (!connector || !protocol) return null;
      const row = (await connections.rowsOf(owner, [serviceId])).get(serviceId);
      if (!row || !row.enabled || row.sandbox || !row.settingsSealed || row.state === 'invalid') return null;
      const context = connections.contextFor(row);
      return {
        owner,
        row,
        connector,
        protocol,
        settings: await connections.vendorSettingsOf(row),
        fetch: context.fetch ?? fetch,
        env: context.env ?? {},
      };
    },

    /** A SAML connection's identity provider (from its stored metadata) and our service provider. */
    samlSetup(connection: SignInConnection): SamlSignInSetup {
      return {
        idp: parseIdpMetadata(String(connection.settings.idpMetadata ?? '')),
        sp: serviceProviderFor(publicUrl, spKeyOf(connection.owner, connection.connector.serviceId), SAML_BASE_PATH),
        signingKey,
        idpInitiated: connection.settings.idpInitiated === 'on',
      };
    },

    /** The OpenID provider of an OIDC connection (its discovery document), as a refusal when it cannot be read. */
    async oidcProvider(connection: SignInConnection): Promise<OidcProvider> {
      try {
        return await discoverOidcProvider(String(connection.settings.issuer ?? ''), {
          vendorName: connection.connector.name,
          fetch: connection.fetch,
        });
      } catch (error) {
        if (isConnectorError(error)) throw new SignInRefused('identity provider unreachable', error.message);
        throw error;
      }
    },

    /** GitHub's endpoints, from the catalog (and an operator's CONNECTOR_GITHUB_OIDC_BASE_URL). */
    gitHubProvider(connection: SignInConnection): OidcProvider {
      const url = (which: 'authorize' | 'token') =>
        vendorUrl(connection.connector, which, connection.settings, connection.env);
      return {
        issuer: new URL(url('authorize')).origin,
        authorizationEndpoint: url('authorize'),
        tokenEndpoint: url('token'),
        jwksUri: null,
        userinfoEndpoint: null,
      };
    },

    /** Our OAuth client at the identity provider: the connection's client (GitHub: or the operator's app). */
    client(connection: SignInConnection): OidcClientSettings {
      const { clientId, clientSecret } =
        connection.protocol === 'oauth'
          ? oauthClientOf(connection.connector, connection.settings, connection.env)
          : {
              clientId: String(connection.settings.clientId ?? ''),
              clientSecret: String(connection.settings.clientSecret ?? ''),
            };
      const auth = connection.connector.auth;
      return { clientId, clientSecret, redirectUri: callbackUrl, scopes: 'scopes' in auth ? auth.scopes : ['openid'] };
    },
  };
}

export type SignInConnections = ReturnType<typeof signInConnections>;

/** A ConnectorError or refusal met before the browser left: the data plane's error answer. */
export function authorizeFailure(error: unknown): unknown {
  if (isConnectorError(error)) return new AppError(error.statusCode, error.code, error.message);
  if (error instanceof SignInRefused) return new AppError(424, 'CONNECTION_INVALID', error.detail);
  return error;
}
