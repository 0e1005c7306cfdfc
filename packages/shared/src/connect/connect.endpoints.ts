import { z } from 'zod';
import { access, defineEndpoints, inBody, inQuery } from '../common/endpoint';
import { okAnswerSchema } from '../common/shared-schemas';
import { CONNECT_PAGE_PREFIX } from './connect.constants';
import {
  connectAuthorizationSchema,
  connectFtpResultSchema,
  connectCredentialsBodySchema,
  connectLinkBodySchema,
  connectLinkParamsSchema,
  connectLinkRevokeBodySchema,
  connectLinksQuerySchema,
  connectPageSchema,
  connectResultSchema,
  connectServiceBodySchema,
  connectSessionParamsSchema,
  connectSessionSchema,
  connectSettingsBodySchema,
  connectSettingsQuerySchema,
  connectSettingsSchema,
  createConnectSessionBodySchema,
  createdConnectLinkSchema,
  createdConnectSessionSchema,
} from './connect.schemas';

/** The data plane's prefix (UNIFIED_PREFIX, written here: unified.endpoints.ts lists these endpoints in its own). */
const UNIFIED_PREFIX = '/unified';

/** Connect sessions on the data plane: the developer's backend asks for one with its API key or application token. */
export const connectSessionsEndpoints = defineEndpoints('connectSessions', {
  create: {
    method: 'POST',
    path: '/connect/sessions',
    body: createConnectSessionBodySchema,
    answer: createdConnectSessionSchema,
    status: 201,
    auth: access.unified('application'),
    prefix: UNIFIED_PREFIX,
    summary:
      "A connect session for one consumer (by id, or made or found by the developer's `externalId`): a single-use token and the hosted page's URL, in the environment of the key or token",
  },
  get: {
    method: 'GET',
    path: '/connect/sessions/:id',
    params: connectSessionParamsSchema,
    answer: connectSessionSchema,
    auth: access.unified('application'),
    prefix: UNIFIED_PREFIX,
    summary: "A session's status: pending, completed (with the connection id), expired or revoked",
  },
  revoke: {
    method: 'DELETE',
    path: '/connect/sessions/:id',
    params: connectSessionParamsSchema,
    answer: connectSessionSchema,
    auth: access.unified('application'),
    prefix: UNIFIED_PREFIX,
    summary: 'Revoke a pending session: its link stops working at once',
  },
});

/** The hosted page's own calls (`/connect/api/...`), authenticated by the session token as a bearer. */
export const connectPageEndpoints = defineEndpoints('connectPage', {
  session: {
    method: 'GET',
    path: '/api/session',
    answer: connectPageSchema,
    auth: access.connectToken,
    prefix: CONNECT_PAGE_PREFIX,
    summary: "What the hosted page shows: the application's branding, the services offered and their forms",
  },
  connect: {
    method: 'POST',
    path: '/api/connections',
    body: connectCredentialsBodySchema,
    answer: connectResultSchema,
    auth: access.connectToken,
    prefix: CONNECT_PAGE_PREFIX,
    summary:
      "The end user's credentials for a service, checked live with the vendor before they are kept (422 with the vendor's reason); completes the session",
  },
  authorize: {
    method: 'POST',
    path: '/api/authorizations',
    body: connectServiceBodySchema,
    answer: connectAuthorizationSchema,
    auth: access.connectToken,
    prefix: CONNECT_PAGE_PREFIX,
    summary: "Starts the vendor's OAuth 2.0 authorization (PKCE) of an OAuth service, for a popup",
  },
  complete: {
    method: 'POST',
    path: '/api/completions',
    body: connectServiceBodySchema,
    answer: connectResultSchema,
    auth: access.connectToken,
    prefix: CONNECT_PAGE_PREFIX,
    summary: 'Completes the session once the authorization of an OAuth service came back and the vendor accepted it',
  },
  ftp: {
    method: 'POST',
    path: '/api/ftp-accounts',
    body: connectServiceBodySchema,
    answer: connectFtpResultSchema,
    auth: access.connectToken,
    prefix: CONNECT_PAGE_PREFIX,
    summary:
      "A file connector: makes (or finds) the consumer's connection and FTP account, completes the session and answers the FTP endpoint, user name and password once (a reconnect gives a new password)",
  },
});

/** The portal's side of Connect: the application's branding and allowed origins, magic links. */
export const connectEndpoints = defineEndpoints('connect', {
  settings: {
    method: 'GET',
    path: '/connect/settings',
    query: connectSettingsQuerySchema,
    answer: connectSettingsSchema,
    auth: access.applicationItself(inQuery('applicationId')),
    summary: "The application's Connect settings: logo, primary colour, terms link, allowed origins, default services",
  },
  saveSettings: {
    method: 'PUT',
    path: '/connect/settings',
    body: connectSettingsBodySchema,
    answer: connectSettingsSchema,
    auth: access.applicationItself(inBody('applicationId'), 'manageConnect'),
    summary: 'Change the Connect settings (Owner and Admin); an SVG logo is kept only when it holds no script',
  },
  links: {
    method: 'GET',
    path: '/connect/links',
    query: connectLinksQuerySchema,
    answer: z.array(connectSessionSchema),
    auth: access.application(inQuery('applicationId')),
    summary: "A consumer's connect links and sessions, newest first, with their state",
  },
  createLink: {
    method: 'POST',
    path: '/connect/links',
    body: connectLinkBodySchema,
    answer: createdConnectLinkSchema,
    status: 201,
    auth: access.application(inBody('applicationId'), 'sendConnectLink'),
    summary:
      'A magic link (7 days) for a consumer, mailed when an email is given; with `reconnect`, a link that re-authorizes that connection',
  },
  revokeLink: {
    method: 'DELETE',
    path: '/connect/links/:id',
    params: connectLinkParamsSchema,
    body: connectLinkRevokeBodySchema,
    answer: okAnswerSchema,
    auth: access.application(inBody('applicationId'), 'sendConnectLink'),
    summary: 'Revoke a pending link',
  },
});
