import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DIRECTORY_MESSAGES as M, type ScimSettings } from '@portal/shared/directory/directory.endpoints';
import { SCIM_PREFIX } from '@portal/shared/directory/scim.schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isDirectoryConnector } from '../../connectors/scim/scim-adapter';
import { badRequest, notFound } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { ApplicationScope } from '../applications/application-scope';
import type { ConnectionsService } from '../integrations/connections.service';
import { ScimFailure } from '../../connectors/scim/scim-error';
import { scimTokens } from './directory.table';

interface Deps {
  db: Db;
  config: Config;
  connections: ConnectionsService;
  now: () => Date;
}

export type DirectoryConnection = NonNullable<Awaited<ReturnType<ConnectionsService['byId']>>>;

/** Who a SCIM call runs as: the one connection its token was made for. */
export interface ScimCaller {
  connection: DirectoryConnection;
  baseUrl: string;
}

const BEARER = /^Bearer\s+(\S+)$/i;
/** What a SCIM token looks like: a prefix naming it (secret scanners find it) and 32 random bytes. */
const TOKEN_PREFIX = 'scim_';
const TOKEN_PATTERN = /^scim_[A-Za-z0-9_-]{43}$/;

/**
 * The SCIM tokens of directory connections (issue 30): made or rotated in the portal and shown once (only the hash
 * is kept), and the `scimToken` resolver that lets a token reach its own connection only.
 */
export function createScimTokensService({ db, config, connections, now }: Deps) {
  const baseUrlOf = (connectionId: string) => `${config.publicUrl}${SCIM_PREFIX}/${connectionId}`;

  /** The connection of the scope's application and environment, and a directory one; else 404 or 400. */
  async function connectionIn(scope: ApplicationScope, connectionId: string): Promise<DirectoryConnection> {
    const row = await connections.byId(connectionId);
    if (!row || row.applicationId !== scope.applicationId || row.accountId !== scope.accountId)
      throw notFound(M.connectionNotFound);
    if (!isDirectoryConnector(row.serviceId)) throw badRequest(M.notDirectory);
    return row;
  }

  async function settingsOf(connectionId: string): Promise<ScimSettings> {
    const [token] = await db.select().from(scimTokens).where(eq(scimTokens.connectionId, connectionId));
    return {
      connectionId,
      baseUrl: baseUrlOf(connectionId),
      tokenCreatedAt: token ? token.createdAt.toISOString() : null,
    };
  }

  return {
    async settings(scope: ApplicationScope, connectionId: string): Promise<ScimSettings> {
      return settingsOf((await connectionIn(scope, connectionId)).id);
    },

    /** A new token for the connection, replacing any before it (rotation): answered once, kept as its hash. */
    async createToken(scope: ApplicationScope, connectionId: string): Promise<ScimSettings & { token: string }> {
      const row = await connectionIn(scope, connectionId);
      const token = `${TOKEN_PREFIX}${newToken()}`;
      const values = { connectionId: row.id, tokenHash: hashToken(token), createdAt: now() };
      await db
        .insert(scimTokens)
        .values(values)
        .onConflictDoUpdate({
          target: scimTokens.connectionId,
          set: { tokenHash: values.tokenHash, createdAt: values.createdAt },
        });
      return { ...(await settingsOf(row.id)), token };
    },

    /** Turns SCIM off for the connection: its token is refused from now on. */
    async removeToken(scope: ApplicationScope, connectionId: string): Promise<ScimSettings> {
      const row = await connectionIn(scope, connectionId);
      await db.delete(scimTokens).where(eq(scimTokens.connectionId, row.id));
      return settingsOf(row.id);
    },

    /** Whether the connection takes SCIM pushes (it has a token): then it answers from them and is not polled. */
    async pushes(connectionId: string): Promise<boolean> {
      const [token] = await db
        .select({ connectionId: scimTokens.connectionId })
        .from(scimTokens)
        .where(eq(scimTokens.connectionId, connectionId));
      return token !== undefined;
    },

    /**
     * The `scimToken` resolver: 401 (in SCIM's format) for no token, an unknown or replaced one, or a token of
     * another connection than the path names; the caller is that connection.
     */
    async resolve(request: FastifyRequest): Promise<ScimCaller> {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !TOKEN_PATTERN.test(token)) throw new ScimFailure(401, 'A valid SCIM bearer token is required');
      const [found] = await db
        .select()
        .from(scimTokens)
        .where(eq(scimTokens.tokenHash, hashToken(token)));
      const { connectionId } = (request.params ?? {}) as { connectionId?: string };
      if (!found || found.connectionId !== connectionId?.toLowerCase())
        throw new ScimFailure(401, 'A valid SCIM bearer token is required');
      const connection = await connections.byId(found.connectionId);
      if (!connection) throw new ScimFailure(401, 'A valid SCIM bearer token is required');
      return { connection, baseUrl: baseUrlOf(connection.id) };
    },
  };
}

export type ScimTokensService = ReturnType<typeof createScimTokensService>;
