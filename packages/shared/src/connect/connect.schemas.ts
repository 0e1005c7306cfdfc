import { z } from 'zod';
import { applicationIdField } from '../applications/applications.schemas';
import { emailField } from '../auth/auth.schemas';
import { withEnvironment } from '../common/environment';
import { idField } from '../common/validation';
import { consumerRefField, externalIdField } from '../consumers/consumers.schemas';
import { CONNECTION_STATES, CONNECTOR_AUTH_KINDS, UNIFIED_APIS } from '../connectors/connectors.constants';
import { connectionMetadataSchema } from '../integrations/integrations.schemas';
import {
  CONNECT_ALLOWED_ORIGINS_MAX,
  SSO_REDIRECT_URIS_MAX,
  CONNECT_LOCALES,
  CONNECT_MESSAGES as M,
  CONNECT_SESSION_DEFAULT_SECONDS,
  CONNECT_SESSION_KINDS,
  CONNECT_SESSION_MAX_SECONDS,
  CONNECT_SESSION_MIN_SECONDS,
  CONNECT_SESSION_STATUSES,
} from './connect.constants';

const serviceIdField = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/, 'A service id is a connector id, e.g. bamboohr');

const isLocalHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/** Where the hosted page sends the browser when done: https, or http on this machine (development). */
export const redirectUrlField = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname));
    } catch {
      return false;
    }
  }, M.redirectUrlInvalid);

/** POST {url}/connect/sessions: for which consumer, what to offer, and how the page behaves. */
export const createConnectSessionBodySchema = z
  .object({
    consumerId: consumerRefField(M.consumerRequired).optional(),
    consumer: z
      .object({
        externalId: externalIdField,
        name: z.string().trim().max(100).optional(),
      })
      .optional(),
    integrations: z.array(serviceIdField).min(1).max(100).optional(),
    reconnect: serviceIdField.optional(),
    locale: z.enum(CONNECT_LOCALES).optional(),
    redirectUrl: redirectUrlField.optional(),
    expiresInSeconds: z
      .number({ error: M.expiresInvalid })
      .int(M.expiresInvalid)
      .min(CONNECT_SESSION_MIN_SECONDS, M.expiresInvalid)
      .max(CONNECT_SESSION_MAX_SECONDS, M.expiresInvalid)
      .default(CONNECT_SESSION_DEFAULT_SECONDS),
  })
  .superRefine((body, ctx) => {
    if (body.consumerId !== undefined && body.consumer !== undefined)
      ctx.addIssue({ code: 'custom', path: ['consumer'], message: M.consumerOrExternalId });
    if (body.consumerId === undefined && body.consumer === undefined)
      ctx.addIssue({ code: 'custom', path: ['consumerId'], message: M.consumerRequired });
  });
export type CreateConnectSessionBody = z.input<typeof createConnectSessionBodySchema>;

/** What a new session answers: the token (shown once), the hosted page's URL with it, and when it ends. */
export const createdConnectSessionSchema = z.object({
  id: z.string(),
  token: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type CreatedConnectSession = z.infer<typeof createdConnectSessionSchema>;

/** A session as its application reads it back (never its token). */
export const connectSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(CONNECT_SESSION_KINDS),
  status: z.enum(CONNECT_SESSION_STATUSES),
  environment: z.enum(['test', 'live']),
  consumer: z.object({ id: z.string(), externalId: z.string().nullable(), name: z.string() }),
  integrations: z.array(z.string()),
  reconnect: z.string().nullable(),
  locale: z.enum(CONNECT_LOCALES).nullable(),
  redirectUrl: z.string().nullable(),
  /** A magic link's recipient, else null. */
  email: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The connection the end user made or reconnected (completed), else null. */
  connectionId: z.string().nullable(),
  serviceId: z.string().nullable(),
});
export type ConnectSession = z.infer<typeof connectSessionSchema>;

export const connectSessionParamsSchema = z.object({ id: idField(M.sessionNotFound) });

// ---- The hosted page's own API (`/connect/api/...`, authenticated by the session token) ----

/** One service the page offers, with what its form needs. */
export const connectServiceSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  description: z.string(),
  unifiedApi: z.enum(UNIFIED_APIS),
  /** data: URL of the vendor's monogram. */
  logo: z.string(),
  docUrl: z.string(),
  authKind: z.enum(CONNECTOR_AUTH_KINDS),
  /** JSON Schema of the settings (titles and descriptions are the vendor's help texts); secrets are `writeOnly`. */
  settingsSchema: z.record(z.string(), z.unknown()),
  secretSettings: z.array(z.string()),
  notes: z.array(z.string()),
  /** Test sessions: the simulator's sandbox settings to prefill (public sandbox values, never a stored secret). */
  sandboxSettings: z.record(z.string(), z.unknown()).nullable(),
  /** SAML services: our service provider's side for the identity provider (ACS URL, entity id, metadata URL). */
  serviceProvider: connectionMetadataSchema.nullable(),
  /** The consumer's connection to it now, if any. */
  state: z.enum(CONNECTION_STATES).nullable(),
});
export type ConnectService = z.infer<typeof connectServiceSchema>;

/** The application's branding on the page. */
export const connectBrandingSchema = z.object({
  name: z.string(),
  logo: z.string().nullable(),
  primaryColour: z.string().nullable(),
  termsUrl: z.string().nullable(),
});
export type ConnectBranding = z.infer<typeof connectBrandingSchema>;

/** GET /connect/api/session: everything the hosted page shows. */
export const connectPageSchema = z.object({
  application: connectBrandingSchema,
  consumer: z.object({ name: z.string() }),
  environment: z.enum(['test', 'live']),
  locale: z.enum(CONNECT_LOCALES).nullable(),
  /** The service to re-authorize, the page opening on it; else null. */
  reconnect: z.string().nullable(),
  expiresAt: z.string(),
  /** Where the page may post its messages (and be framed from). */
  allowedOrigins: z.array(z.string()),
  hasRedirect: z.boolean(),
  services: z.array(connectServiceSchema),
});
export type ConnectPage = z.infer<typeof connectPageSchema>;

/** POST /connect/api/connections: the settings the end user entered (empty for a test session's simulator). */
export const connectCredentialsBodySchema = z.object({
  serviceId: serviceIdField,
  settings: z.record(z.string(), z.unknown()).default({}),
  /** A SAML service: the identity provider's metadata by its address, read by the server instead of pasted XML. */
  metadataUrl: z
    .string()
    .trim()
    .max(2048, M.metadataUrlInvalid)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), M.metadataUrlInvalid)
    .optional(),
});

/** A completed session: the connection, and where the page goes next (redirectUrl with the outcome), if anywhere. */
export const connectResultSchema = z.object({
  connectionId: z.string(),
  serviceId: z.string(),
  status: z.literal('connected'),
  redirectTo: z.string().nullable(),
});
export type ConnectResult = z.infer<typeof connectResultSchema>;

export const connectServiceBodySchema = z.object({ serviceId: serviceIdField });

/**
 * POST /connect/api/ftp-accounts: a file connector's session completed, with the FTP account the consumer's files go
 * to (shown once; `endpoint` null when this server runs no FTP server).
 */
export const connectFtpResultSchema = connectResultSchema.extend({
  ftp: z.object({ endpoint: z.string().nullable(), username: z.string(), password: z.string() }),
});
export type ConnectFtpResult = z.infer<typeof connectFtpResultSchema>;
export const connectAuthorizationSchema = z.object({ authorizeUrl: z.string() });

// ---- The portal: the application's Connect settings, magic links ----

const originField = z
  .string()
  .trim()
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
    } catch {
      return false;
    }
  }, M.originInvalid)
  .transform((value) => value.replace(/\/$/, ''));

/** True for a sign-in redirect URI: https (http only on a loopback host), absolute, no fragment, no credentials. */
export function isRedirectUri(value: string): boolean {
  try {
    const url = new URL(value);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    const scheme = url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
    return scheme && !url.hash && !value.includes('#') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const redirectUriField = z.string().trim().max(500, M.redirectUriInvalid).refine(isRedirectUri, M.redirectUriInvalid);

/** An application's Connect settings (the same in test and live). */
export const connectSettingsSchema = z.object({
  logo: z.string().nullable(),
  primaryColour: z.string().nullable(),
  termsUrl: z.string().nullable(),
  allowedOrigins: z.array(z.string()),
  defaultServices: z.array(z.string()),
  /** Where `GET {url}/sso/authorize` may send the browser back (exact match). */
  ssoRedirectUris: z.array(z.string()),
});
export type ConnectSettings = z.infer<typeof connectSettingsSchema>;

export const connectSettingsQuerySchema = z.object({ applicationId: applicationIdField });

/** PUT connect/settings: each field given replaces the stored one; `logo` null removes it. */
export const connectSettingsBodySchema = z.object({
  applicationId: applicationIdField,
  data: z.object({
    /** A data: URL (`data:image/png;base64,…` or `data:image/svg+xml;base64,…`), at most 200 KB decoded. */
    logo: z.string().max(300_000, M.logoTooLarge).nullable().optional(),
    primaryColour: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, M.colourInvalid)
      .nullable()
      .optional(),
    termsUrl: z
      .string()
      .trim()
      .max(2000)
      .refine((value) => value.startsWith('https://') && URL.canParse(value), M.termsUrlInvalid)
      .nullable()
      .optional(),
    allowedOrigins: z.array(originField).max(CONNECT_ALLOWED_ORIGINS_MAX, M.tooManyOrigins).optional(),
    defaultServices: z.array(serviceIdField).max(100).optional(),
    ssoRedirectUris: z.array(redirectUriField).max(SSO_REDIRECT_URIS_MAX, M.tooManyRedirectUris).optional(),
  }),
});
export type ConnectSettingsBody = z.input<typeof connectSettingsBodySchema>;

/** POST connect/links: a magic link mailed to `email` (or, without one, answered to copy), or a reconnect link. */
export const connectLinkBodySchema = withEnvironment(
  z.object({
    applicationId: applicationIdField,
    consumerId: idField(M.consumerNotFound),
    data: z.object({
      email: emailField.optional(),
      integrations: z.array(serviceIdField).min(1).max(100).optional(),
      reconnect: serviceIdField.optional(),
      locale: z.enum(CONNECT_LOCALES).optional(),
    }),
  }),
);
export type ConnectLinkBody = z.input<typeof connectLinkBodySchema>;

/** A new link: the session, and its URL (shown once; the portal keeps only its hash). */
export const createdConnectLinkSchema = z.object({ session: connectSessionSchema, url: z.string() });

export const connectLinksQuerySchema = withEnvironment(
  z.object({ applicationId: applicationIdField, consumerId: idField(M.consumerNotFound) }),
);
export const connectLinkParamsSchema = z.object({ id: idField(M.linkNotFound) });
export const connectLinkRevokeBodySchema = withEnvironment(z.object({ applicationId: applicationIdField }));
