import { z } from 'zod';
import type {
  ClientAuthMethod,
  Connector,
  ConnectorAuth,
  ConnectorDefinition,
  CredentialCheckCall,
} from './connector-types';
import { defineConnector } from './define-connector';
import { clientCredentialSettings, oauthAppSettings, oidcSettings, samlSettings, textSetting } from './settings-fields';

/** What every connector states about itself; the kind helpers below add the rest. */
type Identity = Pick<ConnectorDefinition, 'serviceId' | 'name' | 'description' | 'docUrl' | 'brandColour'> &
  Partial<Pick<ConnectorDefinition, 'notes'>>;

/** A token in the Authorization header, e.g. `authorizationHeader('Token token={apiKey}')`. */
export const authorizationHeader = (value: string): ConnectorAuth => ({
  kind: 'apiKey',
  in: 'header',
  name: 'Authorization',
  value,
});

/** `Authorization: Bearer {setting}`: the token a setting holds, as most vendors take it. */
export const bearerToken = (setting: string): ConnectorAuth => authorizationHeader(`Bearer {${setting}}`);

/** HTTP Basic with templates of the settings, e.g. `basicAuth('{username}', '{password}')`. */
export const basicAuth = (username: string, password: string): ConnectorAuth => ({ kind: 'basic', username, password });

/** OAuth 2.0 client credentials without scopes: the client id and secret of the settings buy the token. */
export const clientCredentials = (clientAuth: ClientAuthMethod = 'client_secret_post'): ConnectorAuth => ({
  kind: 'oauth2ClientCredentials',
  scopes: [],
  clientAuth,
});

/** What an API connector declares; the helper below turns it into a definition. */
type ApiDefinition = Identity &
  Pick<
    ConnectorDefinition,
    'unifiedApi' | 'auth' | 'urls' | 'headers' | 'urlParams' | 'perRequestHeaders' | 'normalizeSettings'
  > & {
    /** The fields of the settings form, in the order the form shows them. */
    settings: z.ZodRawShape;
    /** Asks for JSON on every call: `Accept: application/json`, after `headers`. */
    acceptJson?: boolean;
    /** The cheapest authenticated call, always a GET (`{ path, query?, docUrl }`), or why there is none. */
    check?: Omit<CredentialCheckCall, 'method' | 'body'> | { unavailable: string };
  };

/**
 * A connector that calls its vendor's API with what its settings hold (API key, basic credentials, client
 * credentials, an OAuth app): the settings, how calls authenticate, the hosts and the credential check.
 */
export function apiConnector(definition: ApiDefinition): Connector {
  const { settings, acceptJson, headers, check, ...rest } = definition;
  const allHeaders = acceptJson ? { ...headers, Accept: 'application/json' } : headers;
  return defineConnector({
    ...rest,
    settings: z.object(settings),
    ...(allHeaders && { headers: allHeaders }),
    ...(check && { credentialCheck: 'path' in check ? { method: 'GET', ...check } : check }),
  });
}

/**
 * A vendor without a public API (a distributor unless `unifiedApi` says otherwise): it delivers files (price lists,
 * device registers) to an FTP folder the portal runs for each connection owner (`GET /api/connectors/{serviceId}/ftp`
 * for the application's). `settings`, when given, only name the vendor's account: no call is made with them.
 */
export function fileDropConnector(
  identity: Identity &
    Partial<Pick<ConnectorDefinition, 'unifiedApi' | 'normalizeSettings'>> & { settings?: z.ZodRawShape },
): Connector {
  const { settings, unifiedApi, ...rest } = identity;
  return defineConnector({
    ...rest,
    unifiedApi: unifiedApi ?? 'Distributor',
    settings: z.object(settings ?? {}),
    auth: { kind: 'files' },
    credentialCheck: { unavailable: 'The vendor sends files to our FTP server; there is no vendor API to call.' },
    receivesFiles: true,
  });
}

/** SAML 2.0 sign-in with the vendor as identity provider: the customer uploads the IdP metadata. */
export function samlConnector(identity: Identity): Connector {
  return defineConnector({
    ...identity,
    unifiedApi: 'SSO',
    settings: z.object(samlSettings()),
    auth: { kind: 'samlMetadata' },
    credentialCheck: { unavailable: 'SAML has no call to make: the metadata is validated when it is uploaded.' },
  });
}

/** OpenID Connect sign-in: issuer, client id and secret; the issuer's discovery document is the check. */
export function oidcConnector(identity: Identity & { issuerHelp: string; issuer: string }): Connector {
  const { issuerHelp, issuer, ...rest } = identity;
  return defineConnector({
    ...rest,
    unifiedApi: 'SSO',
    settings: z.object(oidcSettings(identity.name, issuerHelp)),
    auth: { kind: 'oidc', scopes: ['openid', 'email', 'profile'] },
    urls: { api: issuer, issuer: '{issuer}' },
  });
}

/** Microsoft Graph with an app registration (client credentials, application permissions) in one tenant. */
export function microsoftGraphConnector(identity: Identity & Pick<ApiDefinition, 'unifiedApi' | 'check'>): Connector {
  return apiConnector({
    ...identity,
    settings: {
      tenantId: textSetting('Tenant ID', 'The directory (tenant) ID of your Microsoft Entra tenant.'),
      ...clientCredentialSettings('Microsoft Entra (App registrations)'),
    },
    auth: {
      kind: 'oauth2ClientCredentials',
      scopes: ['https://graph.microsoft.com/.default'],
      clientAuth: 'client_secret_post',
    },
    urls: {
      api: 'https://graph.microsoft.com',
      token: 'https://login.microsoftonline.com/{tenantId}/oauth2/v2.0/token',
    },
  });
}

/** Google Workspace Admin SDK through an OAuth consent of a Workspace administrator. */
export function googleAdminConnector(
  identity: Identity & Pick<ApiDefinition, 'unifiedApi' | 'check'> & { scopes: string[] },
): Connector {
  const { scopes, ...rest } = identity;
  return apiConnector({
    ...rest,
    settings: {
      customerId: z.string().trim().min(1).default('my_customer').meta({
        title: 'Customer ID',
        description: 'The Workspace customer ID; my_customer means the administrator’s own account.',
      }),
      ...oauthAppSettings('Google Cloud'),
    },
    auth: { kind: 'oauth2AuthorizationCode', scopes, clientAuth: 'client_secret_post' },
    urls: {
      api: 'https://admin.googleapis.com',
      authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
    },
  });
}
