import { z } from 'zod';
import { access, defineEndpoints } from '../common/endpoint';
import { idField } from '../common/validation';

/** Where the data plane is mounted (the same as UNIFIED_PREFIX; repeated to keep this file out of an import cycle). */
const PREFIX = '/unified';

/** How long a pending sign-in (authorize → callback) lives, and how long its one-time `code` does. */
export const SSO_REQUEST_TTL_MS = 10 * 60_000;
export const SSO_CODE_TTL_MS = 60_000;

export const SSO_MESSAGES = {
  consumerNotFound: 'Consumer not found',
  serviceInvalid: 'serviceId is an identity provider connector, e.g. okta-saml',
  redirectUriInvalid: 'redirectUri is an absolute URL registered on the application (Connect settings)',
  redirectUriNotRegistered:
    'redirectUri is not one of the application’s sign-in redirect URIs (Applications → Connect → Sign-in redirect URIs)',
  stateTooLong: 'state is at most 1000 characters',
  notSso: 'This service is not an identity provider: use one of the SSO connectors',
  noConnection: 'The consumer has no usable connection to this identity provider',
  codeInvalid: 'The code is unknown, used or expired (codes live 60 seconds and work once)',
} as const;

/** GET {url}/sso/authorize: whom to sign in, through which connection, and where the browser returns. */
export const ssoAuthorizeQuerySchema = z.object({
  consumerId: idField(SSO_MESSAGES.consumerNotFound),
  serviceId: z.string({ error: SSO_MESSAGES.serviceInvalid }).regex(/^[a-z0-9-]{1,64}$/, SSO_MESSAGES.serviceInvalid),
  redirectUri: z
    .string({ error: SSO_MESSAGES.redirectUriInvalid })
    .max(500, SSO_MESSAGES.redirectUriInvalid)
    .refine((value) => URL.canParse(value), SSO_MESSAGES.redirectUriInvalid),
  state: z.string().max(1000, SSO_MESSAGES.stateTooLong).optional(),
});

export const ssoAuthorizeAnswerSchema = z.object({
  /** The identity provider's URL: send the user's browser there (302). */
  url: z.string(),
  expiresAt: z.string(),
});

export const ssoTokenBodySchema = z.object({ code: z.string({ error: SSO_MESSAGES.codeInvalid }).min(1).max(200) });

/** The normalised profile of a signed-in user (issue 30). */
export const ssoProfileSchema = z.object({
  /** Ours: stable for this user of this connection. */
  id: z.string(),
  /** The identity provider's id of the user: OIDC `sub`, SAML NameID, GitHub's numeric id. */
  idpId: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  groups: z.array(z.string()),
  connectionId: z.string(),
  consumerId: z.string(),
  serviceId: z.string(),
  /** What the identity provider said: the ID token's claims, the SAML attributes, GitHub's user. */
  raw: z.record(z.string(), z.unknown()),
});
export type SsoProfile = z.infer<typeof ssoProfileSchema>;

/** Signing a consumer's users in through their identity provider (docs/sso.md). */
export const ssoSignInEndpoints = defineEndpoints('ssoSignIn', {
  authorize: {
    method: 'GET',
    path: '/sso/authorize',
    query: ssoAuthorizeQuerySchema,
    answer: ssoAuthorizeAnswerSchema,
    auth: access.unified('application'),
    prefix: PREFIX,
    summary:
      "Starts a sign-in of one of the consumer's users at the consumer's identity provider: the URL to send the browser to (OIDC with PKCE and nonce, or a SAML AuthnRequest). The browser comes back to `redirectUri` with `code` and `state`, or `error`",
  },
  token: {
    method: 'POST',
    path: '/sso/token',
    body: ssoTokenBodySchema,
    answer: ssoProfileSchema,
    auth: access.unified('application'),
    prefix: PREFIX,
    summary: "Exchanges the one-time `code` of a sign-in (60 seconds, once) for the user's normalised profile",
  },
});
