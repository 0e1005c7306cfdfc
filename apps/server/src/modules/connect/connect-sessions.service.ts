import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Environment } from '@portal/shared/common/environment';
import {
  CONNECT_LINK_SECONDS,
  CONNECT_MESSAGES as M,
  CONNECT_PAGE_PREFIX,
  CONNECT_TOKEN_PREFIX,
  type ConnectLocale,
  type ConnectSessionKind,
  type ConnectSessionStatus,
} from '@portal/shared/connect/connect.constants';
import type { ConnectSession } from '@portal/shared/connect/connect.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { whereApplication } from '../../db/scoped';
import { AppError, badRequest, fieldError, notFound } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { ConsumerRecord as ConsumerRow, ConsumersService } from '../consumers/consumers.service';
import type { ConnectionHealthService } from '../integrations/connection-health';
import type { ReconnectLinks } from '../integrations/connection-events';
import type { ConnectionsService } from '../integrations/connections.service';
import type { IntegrationsService } from '../integrations/integrations.service';
import type { ConnectSettingsService } from './connect-settings.service';
import { type ConnectSessionRow, connectSessions } from './connect.table';

interface Deps {
  db: Db;
  consumers: ConsumersService;
  integrations: IntegrationsService;
  connections: ConnectionsService;
  connectionHealth: ConnectionHealthService;
  connectSettings: ConnectSettingsService;
  publicUrl: string;
  now: () => Date;
}

/** The application a session is made in: the environment's row, the application as its team knows it, the team. */
export interface SessionOwner {
  accountId: string;
  applicationId: string;
  liveApplicationId: string;
  environment: Environment;
}

/** What a session is asked for with (the data plane's body, or the portal's link). */
export interface SessionRequest {
  consumerId?: string | undefined;
  consumer?: { externalId: string; name?: string | undefined } | undefined;
  integrations?: string[] | undefined;
  reconnect?: string | undefined;
  locale?: ConnectLocale | undefined;
  redirectUrl?: string | undefined;
  expiresInSeconds: number;
}

/** How it was made, and what to do in its transaction once written (a magic link's mail). */
export interface SessionOrigin {
  kind: ConnectSessionKind;
  email?: string | undefined;
  createdBy?: string | undefined;
  afterInsert?: (tx: DbOrTx, url: string, row: ConnectSessionRow) => Promise<void>;
}

/** How long an ended session stays listed (a consumer's links, a backend reading its status). */
const ENDED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const refusedField = (property: string, message: string) =>
  badRequest(message, fieldError([property], 'isValid', message));

/** Where a session stands now. */
export function statusOf(row: ConnectSessionRow, at: Date): ConnectSessionStatus {
  if (row.revokedAt) return 'revoked';
  if (row.completedAt) return 'completed';
  return row.expiresAt.getTime() <= at.getTime() ? 'expired' : 'pending';
}

/** The hosted page's URL of a token. */
export const pageUrlOf = (publicUrl: string, token: string) => `${publicUrl}${CONNECT_PAGE_PREFIX}/${token}`;

/**
 * Connect sessions (issue 28): made for one consumer (by id or the developer's externalId) with the services to offer,
 * kept as the hash of a single-use token; read back, revoked, and completed once by the hosted page.
 */
export function createConnectSessionsService({
  db,
  consumers,
  integrations,
  connections,
  connectionHealth,
  connectSettings,
  publicUrl,
  now,
}: Deps) {
  /** A new token: what the row keeps (its hash) and the hosted page's URL that carries it (shown once). */
  const mintToken = () => {
    const token = `${CONNECT_TOKEN_PREFIX}${newToken()}`;
    return { token, tokenHash: hashToken(token), url: pageUrlOf(publicUrl, token) };
  };

  /** A reconnect link of a consumer's connection (7 days), made in the transaction of the mail that carries it. */
  const reconnectLink: ReconnectLinks = async (tx, row) => {
    const { tokenHash, url } = mintToken();
    await tx.insert(connectSessions).values({
      accountId: row.accountId,
      applicationId: row.applicationId,
      consumerId: row.consumerId!,
      kind: 'link',
      tokenHash,
      integrations: [row.serviceId],
      reconnect: row.serviceId,
      expiresAt: new Date(now().getTime() + CONNECT_LINK_SECONDS * 1000),
      createdAt: now(),
    });
    return url;
  };
  connections.useReconnectLinks(reconnectLink);
  connectionHealth.useReconnectLinks(reconnectLink);

  const toSession = (row: ConnectSessionRow, consumer: ConsumerRow, environment: Environment): ConnectSession => ({
    id: row.id,
    kind: row.kind,
    status: statusOf(row, now()),
    environment,
    consumer: { id: consumer.id, externalId: consumer.externalId, name: consumer.name },
    integrations: row.integrations,
    reconnect: row.reconnect,
    locale: row.locale,
    redirectUrl: row.redirectUrl,
    email: row.email,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    connectionId: row.connectionId,
    serviceId: row.serviceId,
  });

  async function consumerOf(owner: SessionOwner, request: SessionRequest): Promise<ConsumerRow> {
    if (request.consumer)
      return consumers.ensureByExternalId(owner, request.consumer.externalId, request.consumer.name);
    const found = await consumers.findByRef(owner, request.consumerId ?? '');
    if (!found) throw new AppError(404, 'CONSUMER_NOT_FOUND', M.consumerNotFound);
    return found;
  }

  /**
   * The services a session offers: those asked for (each must be enabled), else the application's default services
   * that are enabled, else every enabled one; a reconnect offers its own service only.
   */
  async function offeredServices(owner: SessionOwner, consumer: ConsumerRow, request: SessionRequest) {
    const enabled = await integrations.enabledServices(owner.applicationId);
    if (request.reconnect) {
      const row = await connections.find(
        { applicationId: owner.applicationId, accountId: owner.accountId, consumerId: consumer.id },
        request.reconnect,
      );
      if (!row) throw new AppError(404, 'CONNECTION_NOT_FOUND', M.reconnectNotFound);
      return [request.reconnect];
    }
    if (request.integrations) {
      const missing = request.integrations.find((serviceId) => !enabled.includes(serviceId));
      if (missing) throw refusedField('integrations', `${M.serviceNotOffered}: ${missing}`);
      return [...new Set(request.integrations)];
    }
    const defaults = (await connectSettings.of(owner.liveApplicationId)).defaultServices.filter((serviceId) =>
      enabled.includes(serviceId),
    );
    const offered = defaults.length > 0 ? defaults : enabled;
    if (offered.length === 0) throw refusedField('integrations', M.noServices);
    return offered;
  }

  async function ownRow(owner: Pick<SessionOwner, 'applicationId'>, id: string): Promise<ConnectSessionRow> {
    const [row] = await db
      .select()
      .from(connectSessions)
      .where(whereApplication(connectSessions, owner, eq(connectSessions.id, id)))
      .limit(1);
    if (!row) throw notFound(M.sessionNotFound);
    return row;
  }

  async function answer(row: ConnectSessionRow, environment: Environment): Promise<ConnectSession> {
    const consumer = await consumers.findByRef(row, row.consumerId);
    if (!consumer) throw notFound(M.sessionNotFound);
    return toSession(row, consumer, environment);
  }

  return {
    toSession,

    /** A new session: its row (the token's hash only), the token and the hosted page's URL, shown once. */
    async create(owner: SessionOwner, request: SessionRequest, origin: SessionOrigin) {
      const consumer = await consumerOf(owner, request);
      const offered = await offeredServices(owner, consumer, request);
      const { token, tokenHash, url } = mintToken();
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(connectSessions)
          .values({
            accountId: owner.accountId,
            applicationId: owner.applicationId,
            consumerId: consumer.id,
            kind: origin.kind,
            tokenHash,
            integrations: offered,
            reconnect: request.reconnect ?? null,
            locale: request.locale ?? null,
            redirectUrl: request.redirectUrl ?? null,
            email: origin.email ?? null,
            createdBy: origin.createdBy ?? null,
            expiresAt: new Date(now().getTime() + request.expiresInSeconds * 1000),
            createdAt: now(),
          })
          .returning();
        await origin.afterInsert?.(tx, url, inserted!);
        return inserted!;
      });
      return { session: toSession(row, consumer, owner.environment), token, url };
    },

    /** A session of the owner's environment, by id (404 for another application's or environment's). */
    async get(owner: SessionOwner, id: string): Promise<ConnectSession> {
      return answer(await ownRow(owner, id), owner.environment);
    },

    /** Revokes a pending session; a finished one is answered as it is. */
    async revoke(owner: SessionOwner, id: string): Promise<ConnectSession> {
      const row = await ownRow(owner, id);
      if (statusOf(row, now()) !== 'pending') return answer(row, owner.environment);
      const [revoked] = await db
        .update(connectSessions)
        .set({ revokedAt: now() })
        .where(and(eq(connectSessions.id, id), isNull(connectSessions.completedAt), isNull(connectSessions.revokedAt)))
        .returning();
      return answer(revoked ?? (await ownRow(owner, id)), owner.environment);
    },

    /** A consumer's sessions and links, newest first (the portal's list). */
    async ofConsumer(owner: SessionOwner, consumerId: string): Promise<ConnectSession[]> {
      const consumer = await consumers.findByRef(owner, consumerId);
      if (!consumer) throw new AppError(404, 'CONSUMER_NOT_FOUND', M.consumerNotFound);
      const rows = await db
        .select()
        .from(connectSessions)
        .where(whereApplication(connectSessions, owner, eq(connectSessions.consumerId, consumer.id)))
        .orderBy(desc(connectSessions.createdAt), desc(connectSessions.id))
        .limit(100);
      return rows.map((row) => toSession(row, consumer, owner.environment));
    },

    /** The session of a token's hash (any state), or undefined. */
    async byTokenHash(tokenHash: string): Promise<ConnectSessionRow | undefined> {
      const [row] = await db.select().from(connectSessions).where(eq(connectSessions.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /** Sessions ended (expired, revoked or completed) more than 30 days ago: the hourly clean-up. */
    async purgeEnded(): Promise<number> {
      const before = new Date(now().getTime() - ENDED_KEPT_MS);
      const deleted = await db
        .delete(connectSessions)
        .where(
          or(
            lt(connectSessions.expiresAt, before),
            lt(connectSessions.completedAt, before),
            lt(connectSessions.revokedAt, before),
          ),
        )
        .returning({ id: connectSessions.id });
      return deleted.length;
    },

    /** Marks a pending session completed with its connection; false when it was used, revoked or expired meanwhile. */
    async complete(row: ConnectSessionRow, connection: { id: string; serviceId: string }): Promise<boolean> {
      const [done] = await db
        .update(connectSessions)
        .set({ completedAt: now(), connectionId: connection.id, serviceId: connection.serviceId })
        .where(
          and(
            eq(connectSessions.id, row.id),
            isNull(connectSessions.completedAt),
            isNull(connectSessions.revokedAt),
            gt(connectSessions.expiresAt, now()),
          ),
        )
        .returning({ id: connectSessions.id });
      return done !== undefined;
    },
  };
}

export type ConnectSessionsService = ReturnType<typeof createConnectSessionsService>;
