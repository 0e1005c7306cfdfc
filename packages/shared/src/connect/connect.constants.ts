/** Connect (issue 28): the end user's side of a connection, through a hosted page, a magic link or a component. */

/** The languages of the hosted page, in the order its language menu lists them. */
export const CONNECT_LOCALES = ['en', 'sv', 'nb', 'da', 'fi', 'de', 'fr'] as const;
export type ConnectLocale = (typeof CONNECT_LOCALES)[number];

/** How long a session lasts unless asked otherwise, and the longest it may (a magic link's life). */
export const CONNECT_SESSION_DEFAULT_SECONDS = 1_800;
export const CONNECT_SESSION_MAX_SECONDS = 7 * 24 * 60 * 60;
export const CONNECT_SESSION_MIN_SECONDS = 60;
export const CONNECT_LINK_SECONDS = CONNECT_SESSION_MAX_SECONDS;

/** A session token: `cs_` and 32 random bytes (base64url); stored only as its SHA-256. */
export const CONNECT_TOKEN_PREFIX = 'cs_';
export const CONNECT_TOKEN_PATTERN = /^cs_[A-Za-z0-9_-]{43}$/;

/** Where the hosted page is served (`/connect/{token}`), its own API, and the OAuth popup's landing page. */
export const CONNECT_PAGE_PREFIX = '/connect';
export const CONNECT_AUTHORIZED_PATH = '/connect/authorized';

export const CONNECT_SESSION_STATUSES = ['pending', 'completed', 'expired', 'revoked'] as const;
export type ConnectSessionStatus = (typeof CONNECT_SESSION_STATUSES)[number];

/** How a session was made: by the developer's backend, as a magic link from the portal, or to reconnect. */
export const CONNECT_SESSION_KINDS = ['session', 'link'] as const;
export type ConnectSessionKind = (typeof CONNECT_SESSION_KINDS)[number];

/** Branding limits. */
export const CONNECT_LOGO_MAX_BYTES = 200 * 1024;
export const CONNECT_ALLOWED_ORIGINS_MAX = 20;
/** How many sign-in redirect URIs an application may register (`GET {url}/sso/authorize`, docs/sso.md). */
export const SSO_REDIRECT_URIS_MAX = 20;

/** The message the hosted page posts to its opener or parent frame (only to an allowed origin). */
export const CONNECT_MESSAGE_SOURCE = 'portal-connect';
export type ConnectMessage =
  | { source: typeof CONNECT_MESSAGE_SOURCE; type: 'ready' }
  | { source: typeof CONNECT_MESSAGE_SOURCE; type: 'resize'; height: number }
  | {
      source: typeof CONNECT_MESSAGE_SOURCE;
      type: 'success';
      connectionId: string;
      serviceId: string;
      status: 'connected';
    }
  | { source: typeof CONNECT_MESSAGE_SOURCE; type: 'exit' }
  | { source: typeof CONNECT_MESSAGE_SOURCE; type: 'error'; code: string; message: string };

/** Per-token and per-IP limits of the hosted page's API (requests per minute). */
export const CONNECT_PAGE_RATE_PER_TOKEN = 60;
export const CONNECT_PAGE_RATE_PER_IP = 300;

export const CONNECT_MESSAGES = {
  consumerOrExternalId: 'Give consumerId or consumer.externalId, not both',
  consumerRequired: 'consumerId or consumer.externalId is required',
  consumerNotFound: 'Consumer not found',
  serviceNotOffered: 'This service is not enabled in the application',
  noServices: 'The application has no integration enabled to offer',
  reconnectNotFound: 'The consumer has no connection to this service to reconnect',
  redirectUrlInvalid: 'redirectUrl must be an https URL (http only for localhost)',
  expiresInvalid: `expiresInSeconds must be between ${CONNECT_SESSION_MIN_SECONDS} and ${CONNECT_SESSION_MAX_SECONDS}`,
  sessionNotFound: 'Connect session not found',
  tokenInvalid: 'This connect link is not valid',
  tokenExpired: 'This connect link has expired',
  tokenUsed: 'This connect link was already used',
  tokenRevoked: 'This connect link was revoked',
  notOAuth: 'This service is not connected by authorization',
  notAuthorized: 'The authorization did not complete; start it again',
  notFiles: 'This service does not receive files',
  metadataUrlInvalid: 'The metadata URL must be an http or https URL',
  notSaml: 'This service takes no SAML metadata',
  logoTooLarge: 'The logo must be at most 200 KB',
  logoType: 'The logo must be a PNG or an SVG image',
  logoUnsafe: 'The SVG holds scripts or external references',
  originInvalid: 'An allowed origin is a scheme and host, e.g. https://app.example.com',
  tooManyOrigins: `At most ${CONNECT_ALLOWED_ORIGINS_MAX} allowed origins`,
  redirectUriInvalid:
    'A sign-in redirect URI is an https URL without a fragment (http only for localhost), e.g. https://app.example.com/sso/callback',
  tooManyRedirectUris: `At most ${SSO_REDIRECT_URIS_MAX} sign-in redirect URIs`,
  colourInvalid: 'The primary colour is a hex colour, e.g. #1677ff',
  termsUrlInvalid: 'The terms link must be an https URL',
  emailInvalid: 'Enter a valid email',
  linkNotFound: 'Connect link not found',
} as const;
