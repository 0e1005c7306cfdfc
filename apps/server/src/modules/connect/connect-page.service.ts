import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '@portal/shared/common/environment';
import {
  CONNECT_AUTHORIZED_PATH,
  CONNECT_MESSAGES as M,
  CONNECT_PAGE_RATE_PER_IP,
  CONNECT_PAGE_RATE_PER_TOKEN,
  CONNECT_TOKEN_PATTERN,
} from '@portal/shared/connect/connect.constants';
import type {
  ConnectFtpResult,
  ConnectPage,
  ConnectResult,
  ConnectService,
} from '@portal/shared/connect/connect.schemas';
import { getConnector } from '../../connectors/catalog/catalog';
import type { Connector, ConnectorSettings } from '../../connectors/catalog/connector-types';
import { getSimulator } from '../../connectors/simulators/registry';
import { AppError, badRequest, fieldError, unauthorized } from '../../lib/app-error';
import type { LimitStore } from '../../lib/limit-store';
import { hashToken } from '../../lib/tokens';
import type { ApplicationsService } from '../applications/applications.service';
import type { ConsumersService } from '../consumers/consumers.service';
import type { RequestLogsService } from '../request-logs/request-logs.service';
import type { ConnectionOAuthService } from '../integrations/connection-oauth.service';
import type { ConnectionOwner } from '../integrations/connection-owner';
import type { ConnectionsService } from '../integrations/connections.service';
import type { FtpService } from '../integrations/ftp.service';
import type { ConnectSessionsService } from './connect-sessions.service';
import { statusOf } from './connect-sessions.service';
import type { ConnectSettingsService } from './connect-settings.service';
import type { ConnectSessionRow } from './connect.table';

interface Deps {
  applications: ApplicationsService;
  consumers: ConsumersService;
  connections: ConnectionsService;
  connectionOAuth: ConnectionOAuthService;
  connectSessions: ConnectSessionsService;
  connectSettings: ConnectSettingsService;
  ftp: FtpService;
  limits: LimitStore;
  requestLogs: RequestLogsService;
  now: () => Date;
}

/** Who calls the hosted page's API: the session its token opens, with the connection owner it acts for. */
export interface ConnectCaller {
  session: ConnectSessionRow;
  owner: ConnectionOwner & { consumerId: string };
  liveApplicationId: string;
  environment: Environment;
}

declare module '../../plugins/endpoints' {
  interface Scopes {
    connectToken: ConnectCaller;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;
const MINUTE_MS = 60_000;
/** Connected, as the page tells: the vendor accepted the credentials, or the authorization came back. */
const CONNECTED_STATES = new Set(['callable', 'authorized']);

const GONE = {
  expired: ['CONNECT_TOKEN_EXPIRED', M.tokenExpired],
  completed: ['CONNECT_TOKEN_USED', M.tokenUsed],
  revoked: ['CONNECT_TOKEN_REVOKED', M.tokenRevoked],
} as const;

const refused = (reason: string) => new AppError(422, 'CREDENTIALS_REFUSED', reason);
const notOffered = () => badRequest(M.serviceNotOffered, fieldError(['serviceId'], 'isValid', M.serviceNotOffered));

/**
 * The hosted page's side (issue 28): the token checked (rate limited per address and per token), what the page shows,
 * and the end user's credentials checked live before they are kept, or an OAuth authorization; each completes the
 * session once.
 */
export function createConnectPageService({
  applications,
  consumers,
  connections,
  connectionOAuth,
  connectSessions,
  connectSettings,
  ftp,
  limits,
  requestLogs,
  now,
}: Deps) {
  async function takeSlot(key: string, max: number) {
    const taken = await limits.take([key], max, MINUTE_MS);
    if (!taken.ok) {
      const seconds = String(Math.max(1, Math.ceil(taken.retryAfterMs / 1000)));
      throw new AppError(429, 'RATE_LIMITED', 'Too many requests; try again shortly', undefined, {
        'retry-after': seconds,
      });
    }
  }

  /** The service a session offers, or 400. */
  function offered(caller: ConnectCaller, serviceId: string): Connector {
    const connector = getConnector(serviceId);
    if (!connector || !caller.session.integrations.includes(serviceId)) throw notOffered();
    return connector;
  }

  /** Completes the session with the connection and answers where the page goes next. */
  async function completed(
    caller: ConnectCaller,
    connection: { id: string; serviceId: string },
  ): Promise<ConnectResult> {
    if (!(await connectSessions.complete(caller.session, connection)))
      throw new AppError(410, GONE.completed[0], GONE.completed[1]);
    let redirectTo: string | null = null;
    if (caller.session.redirectUrl) {
      const url = new URL(caller.session.redirectUrl);
      url.searchParams.set('connectionId', connection.id);
      url.searchParams.set('serviceId', connection.serviceId);
      url.searchParams.set('status', 'connected');
      redirectTo = url.toString();
    }
    return { connectionId: connection.id, serviceId: connection.serviceId, status: 'connected', redirectTo };
  }

  async function serviceOf(caller: ConnectCaller, connector: Connector): Promise<ConnectService> {
    const row = await connections.find(caller.owner, connector.serviceId);
    const metadata =
      connector.authKind === 'samlMetadata' ? (await connections.answer(caller.owner, connector, row)).metadata : null;
    return {
      serviceId: connector.serviceId,
      name: connector.name,
      description: connector.description,
      unifiedApi: connector.unifiedApi,
      logo: connector.logo,
      docUrl: connector.docUrl,
      authKind: connector.authKind,
      settingsSchema: connector.settingsSchema,
      secretSettings: connector.secretSettings,
      notes: connector.notes,
      sandboxSettings:
        caller.environment === 'test' ? (getSimulator(connector.serviceId)?.sandboxSettings ?? null) : null,
      serviceProvider: metadata,
      state: row?.state ?? null,
    };
  }

  return {
    /** Who may frame the page of a token: its application's allowed origins; none for a token that opens nothing. */
    async framingOriginsOf(token: string): Promise<string[]> {
      const session = CONNECT_TOKEN_PATTERN.test(token)
        ? await connectSessions.byTokenHash(hashToken(token))
        : undefined;
      const environment = session ? await applications.environmentOf(session.applicationId) : undefined;
      return environment ? (await connectSettings.of(environment.liveApplicationId)).allowedOrigins : [];
    },

    /**
     * Logs a call of the page as the consumer's request (not counted as the team's call). The page's calls hold the
     * end user's credentials: only what was done is kept, never what was typed.
     */
    async logAction(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const caller = request.scope as ConnectCaller | null | undefined;
      if (!caller?.session) return;
      const serviceId = (request.body as { serviceId?: unknown } | undefined)?.serviceId;
      requestLogs.record({
        accountId: caller.owner.accountId,
        applicationId: caller.owner.applicationId,
        consumerId: caller.owner.consumerId,
        serviceId: typeof serviceId === 'string' ? serviceId : null,
        kind: 'connection',
        createdAt: new Date(now().getTime() - reply.elapsedTime),
        request: {
          method: request.method,
          url: request.routeOptions.url ?? '',
          query: {},
          headers: { 'user-agent': String(request.headers['user-agent'] ?? '') },
          body: typeof serviceId === 'string' ? { serviceId } : null,
        },
        response: { status: reply.statusCode, latencyMs: Math.round(reply.elapsedTime), headers: {}, body: null },
        subRequests: [],
        platformCall: true,
      });
    },

    /** The `connectToken` resolver: 401 for no or an unknown token, 410 for a used, revoked or expired one. */
    async resolve(request: FastifyRequest): Promise<ConnectCaller> {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthorized();
      await takeSlot(`connect:ip:${request.ip}`, CONNECT_PAGE_RATE_PER_IP);
      if (!CONNECT_TOKEN_PATTERN.test(token)) throw unauthorized(M.tokenInvalid);
      // The hash names the token in the limit and finds its session: the token itself is never a key anywhere.
      const tokenHash = hashToken(token);
      await takeSlot(`connect:token:${tokenHash}`, CONNECT_PAGE_RATE_PER_TOKEN);
      const session = await connectSessions.byTokenHash(tokenHash);
      if (!session) throw unauthorized(M.tokenInvalid);
      const status = statusOf(session, now());
      if (status !== 'pending') throw new AppError(410, GONE[status][0], GONE[status][1]);
      const environment = await applications.environmentOf(session.applicationId);
      if (!environment) throw unauthorized(M.tokenInvalid);
      return {
        session,
        owner: { applicationId: session.applicationId, accountId: session.accountId, consumerId: session.consumerId },
        liveApplicationId: environment.liveApplicationId,
        environment: environment.environment,
      };
    },

    /**
     * What the page shows. In test, services without a simulator are left out (test never reaches a vendor), but for
     * file connectors: their vendor sends files to us.
     */
    async page(caller: ConnectCaller): Promise<ConnectPage> {
      const [application, consumer, settings] = await Promise.all([
        applications.find(caller.liveApplicationId),
        consumers.findByRef(caller.owner, caller.owner.consumerId),
        connectSettings.of(caller.liveApplicationId),
      ]);
      const connectors = caller.session.integrations
        .map((serviceId) => getConnector(serviceId))
        .filter((connector): connector is Connector => connector !== undefined)
        .filter(
          (connector) =>
            caller.environment === 'live' || connector.receivesFiles || getSimulator(connector.serviceId) !== undefined,
        );
      return {
        application: {
          name: application?.name ?? '',
          logo: settings.logo,
          primaryColour: settings.primaryColour,
          termsUrl: settings.termsUrl,
        },
        consumer: { name: consumer?.name ?? '' },
        environment: caller.environment,
        locale: caller.session.locale,
        reconnect: caller.session.reconnect,
        expiresAt: caller.session.expiresAt.toISOString(),
        allowedOrigins: settings.allowedOrigins,
        hasRedirect: caller.session.redirectUrl !== null,
        services: await Promise.all(connectors.map((connector) => serviceOf(caller, connector))),
      };
    },

    /**
     * The end user's settings: checked with the vendor (in test, the simulator) before anything is kept; refused with
     * the vendor's reason (422) and nothing saved, else saved on the consumer's connection of that service (a
     * reconnect keeps its id) and the session completed.
     */
    async connect(
      caller: ConnectCaller,
      serviceId: string,
      given: ConnectorSettings,
      metadataUrl?: string,
    ): Promise<ConnectResult> {
      const connector = offered(caller, serviceId);
      const inSandbox = caller.environment === 'test';
      if (connector.receivesFiles || (!inSandbox && connector.authKind === 'oauth2AuthorizationCode'))
        throw badRequest(M.notOAuth);
      const settings = metadataUrl ? await connections.withMetadataFrom(connector, metadataUrl, given) : given;
      const trial = await connections.trySettings(caller.owner, connector, settings, inSandbox);
      if (trial.state === 'invalid') throw refused(trial.reason);
      const saved = inSandbox
        ? await connections.save(caller.owner, connector, { settings: {}, sandbox: true, enabled: true })
        : await connections.save(caller.owner, connector, { settings, enabled: true });
      if (saved.state === 'invalid') throw refused(saved.invalidReason ?? M.notAuthorized);
      return completed(caller, { id: saved.id!, serviceId });
    },

    /**
     * A file connector: the consumer's connection (made when missing) and its own FTP account. The session completes
     * first, so the credentials are answered once, to the one call that completed it; a reconnect of the service
     * gives the account a new password (the old one stops working).
     */
    async ftpAccount(caller: ConnectCaller, serviceId: string): Promise<ConnectFtpResult> {
      const connector = offered(caller, serviceId);
      if (!connector.receivesFiles) throw badRequest(M.notFiles, fieldError(['serviceId'], 'isValid', M.notFiles));
      const row = await connections.ensure(caller.owner, connector);
      const result = await completed(caller, { id: row.id, serviceId });
      const account = await ftp.credentialsOf(caller.owner, serviceId, {
        rotate: caller.session.reconnect === serviceId,
      });
      return { ...result, ftp: { endpoint: account.endpoint, username: account.username, password: account.password } };
    },

    /** Starts the vendor's authorization of an OAuth service (live only: test connects the simulator). */
    async authorize(caller: ConnectCaller, serviceId: string): Promise<{ authorizeUrl: string }> {
      const connector = offered(caller, serviceId);
      if (connector.authKind !== 'oauth2AuthorizationCode') throw badRequest(M.notOAuth);
      const { authorizeUrl } = await connectionOAuth.start(caller.owner, connector, {
        returnTo: CONNECT_AUTHORIZED_PATH,
      });
      return { authorizeUrl };
    },

    /** After the popup came back: completes the session when the connection was authorized since it began. */
    async complete(caller: ConnectCaller, serviceId: string): Promise<ConnectResult> {
      offered(caller, serviceId);
      const row = await connections.find(caller.owner, serviceId);
      const fresh = row?.authorizedAt && row.authorizedAt.getTime() >= caller.session.createdAt.getTime();
      if (!row || !fresh || !CONNECTED_STATES.has(row.state))
        throw new AppError(409, 'NOT_AUTHORIZED', M.notAuthorized);
      return completed(caller, { id: row.id, serviceId });
    },
  };
}

export type ConnectPageService = ReturnType<typeof createConnectPageService>;
