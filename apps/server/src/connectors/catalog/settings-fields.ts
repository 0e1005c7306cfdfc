import { z } from 'zod';

/**
 * Building blocks of connector settings. Each carries its title and help text as JSON Schema metadata, so the
 * settings form is generated from `settingsSchema`; secrets carry `writeOnly: true`, which is how answers know
 * what to mask.
 */
const required = (title: string) => z.string().trim().min(1, `${title} is required`);

/** A plain required text setting. */
export const textSetting = (title: string, description: string) => required(title).meta({ title, description });

/** A required secret (API key, token, password, client secret): masked in every answer, never logged. */
export const secretSetting = (title: string, description: string) =>
  required(title).meta({ title, description, writeOnly: true });

/** A tenant part of a host name (subdomain, instance): letters, digits and hyphens only. */
export const hostPartSetting = (title: string, description: string) =>
  required(title)
    .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i, `${title} may hold only letters, digits and hyphens`)
    .meta({ title, description });

/** An absolute http(s) URL. */
export const urlSetting = (title: string, description: string) =>
  required(title)
    .regex(/^https?:\/\/[^\s]+$/i, `${title} must be an http(s) URL`)
    .meta({ title, description, format: 'uri' });

/** The client id and secret of an OAuth 2.0 client the customer registered at the vendor. */
export const clientCredentialSettings = (vendor: string) => ({
  clientId: textSetting('Client ID', `The client ID of the API client created in ${vendor}.`),
  clientSecret: secretSetting('Client secret', `The client secret of that API client.`),
});

/**
 * The OAuth app of an authorization-code connector: optional, because the operator may provide defaults with
 * CONNECTOR_<SERVICEID>_CLIENT_ID and _CLIENT_SECRET.
 */
export const oauthAppSettings = (vendor: string) => ({
  clientId: z
    .string()
    .trim()
    .min(1)
    .optional()
    .meta({
      title: 'Client ID',
      description: `The client ID of your own OAuth app in ${vendor}; empty to use the platform's app.`,
    }),
  clientSecret: z.string().trim().min(1).optional().meta({
    title: 'Client secret',
    description: 'The client secret of that OAuth app.',
    writeOnly: true,
  }),
});

/** OpenID Connect: the issuer whose discovery document is checked, and the client registered there. */
export const oidcSettings = (vendor: string, issuerHelp: string) => ({
  issuer: urlSetting('Issuer', issuerHelp),
  ...clientCredentialSettings(vendor),
});

/** SAML: the identity provider's metadata XML; SSO URL and entity id are read from it when it is uploaded. */
export const samlSettings = () => ({
  idpMetadata: required('IdP metadata').meta({
    title: 'IdP metadata',
    description: 'The identity provider’s SAML 2.0 metadata XML (upload the file).',
    contentMediaType: 'application/samlmetadata+xml',
  }),
  ssoUrl: z.string().optional().meta({ title: 'SSO URL', description: 'Read from the metadata.', readOnly: true }),
  ipEntityId: z
    .string()
    .optional()
    .meta({ title: 'IdP entity ID', description: 'Read from the metadata.', readOnly: true }),
  idpInitiated: z.enum(['off', 'on']).optional().meta({
    title: 'IdP-initiated sign-in',
    description:
      'on: accept sign-ins started at the identity provider (no request of ours to answer). off (the default): only sign-ins started with GET /unified/sso/authorize.',
  }),
});
