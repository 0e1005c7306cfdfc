import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { SCIM, SCIM_MAX_RESULTS, SCIM_PREFIX, type ScimPatchBody } from '@portal/shared/directory/scim.schemas';
import { type EntityChange, entityEventType, entityTypeOf } from '@portal/shared/events/event-types';
import type { Db, DbOrTx } from '../../db/client';
import { ScimFailure, invalidValue } from '../../connectors/scim/scim-error';
import { matchesScimFilter, parseScimFilter } from '../../connectors/scim/scim-filter';
import { scimAnswer, scimEtag, scimToUnified, type StoredScimResource } from '../../connectors/scim/scim-mapping';
import { applyScimPatch } from '../../connectors/scim/scim-patch';
import type { ScimRecordSource } from '../../connectors/scim/scim-adapter';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventsService } from '../events/events.service';
import type { RequestLogsService } from '../request-logs/request-logs.service';
import { scimResources } from './directory.table';
import type { ScimCaller } from './scim-tokens.service';

interface Deps {
  db: Db;
  events: EventsService;
  requestLogs: RequestLogsService;
  now: () => Date;
}

export type ScimType = 'User' | 'Group';
type Attributes = Record<string, unknown>;
type Row = typeof scimResources.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NAME_ATTRIBUTE = { User: 'userName', Group: 'displayName' } as const;
const notFound = (type: ScimType, id: string) => new ScimFailure(404, `${type} ${id} not found`);

/** What the identity provider sent, as kept: without `id`, `meta` and `schemas` (we answer those). */
function attributesOf(body: Attributes): Attributes {
  const { id: _id, meta: _meta, schemas: _schemas, ...rest } = body;
  return rest;
}

const nameKeyOf = (type: ScimType, attributes: Attributes) => {
  const name = attributes[NAME_ATTRIBUTE[type]];
  if (typeof name !== 'string' || name.trim() === '') throw invalidValue(`${NAME_ATTRIBUTE[type]} is required`);
  return name.trim().toLowerCase();
};

/** The resource a written answer carries (its ETag and, for a creation, its Location). */
export interface ScimWritten {
  resource: Attributes;
  etag: string;
  location: string;
}

/**
 * SCIM 2.0 resources of a directory connection (RFC 7643/7644): what the identity provider pushes is kept as it was
 * sent, answered as SCIM, read by the unified API as `directory/users` and `directory/groups`, and each change
 * records the same `directory.user.*` / `directory.group.*` event change detection records, in its transaction.
 */
export function createScimService({ db, events, requestLogs, now }: Deps) {
  const stored = (row: Row): StoredScimResource => ({
    id: row.id,
    resourceType: row.resourceType,
    attributes: row.attributes,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });

  async function find(caller: ScimCaller, type: ScimType, id: string, tx: DbOrTx = db, lock = false): Promise<Row> {
    if (!UUID.test(id)) throw notFound(type, id);
    const query = tx
      .select()
      .from(scimResources)
      .where(
        and(
          eq(scimResources.connectionId, caller.connection.id),
          eq(scimResources.resourceType, type),
          eq(scimResources.id, id),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(type, id);
    return row;
  }

  async function record(tx: DbOrTx, caller: ScimCaller, row: Row, change: EntityChange) {
    const { connection } = caller;
    await events.record(tx, {
      accountId: connection.accountId,
      applicationId: connection.applicationId,
      consumerId: connection.consumerId,
      serviceId: connection.serviceId,
      unifiedApi: connection.unifiedApi,
      eventType: entityEventType('SSO', row.resourceType, change),
      entityType: entityTypeOf(row.resourceType),
      entityId: row.id,
      entity: change === 'deleted' ? undefined : scimToUnified(stored(row)),
    });
  }

  /** Members name users or groups of this connection: each is given the type it has (400 for an unknown one). */
  async function checkMembers(caller: ScimCaller, attributes: Attributes, tx: DbOrTx) {
    const members = attributes.members;
    if (members === undefined) return attributes;
    if (!Array.isArray(members)) throw invalidValue('members must be a list');
    const typed = [];
    for (const member of members as Array<Attributes>) {
      const value = typeof member?.value === 'string' ? member.value.toLowerCase() : '';
      const rows = UUID.test(value)
        ? await tx
            .select({ type: scimResources.resourceType, attributes: scimResources.attributes })
            .from(scimResources)
            .where(and(eq(scimResources.connectionId, caller.connection.id), eq(scimResources.id, value)))
        : [];
      if (!rows[0]) throw invalidValue(`No user or group ${String(member?.value)} to be a member`);
      const display = rows[0].attributes[NAME_ATTRIBUTE[rows[0].type]];
      typed.push({ ...member, value, type: rows[0].type, ...(member.display ? {} : { display }) });
    }
    return { ...attributes, members: typed };
  }

  /** Writes a resource's new attributes (a creation when `before` is undefined) and records its event. */
  /**
   * Writes a resource in one transaction and records its event: a creation (no `id`), or a change of the row `id`,
   * read and locked first (FOR UPDATE) so two changes of one resource never lose one another, its ETag checked
   * against `If-Match`, and its new attributes computed from what it holds then.
   */
  async function write(
    caller: ScimCaller,
    type: ScimType,
    change: { id?: string; ifMatch?: string | undefined; attributes: (before?: Row) => Attributes },
  ) {
    return db.transaction(async (tx) => {
      const before = change.id ? await find(caller, type, change.id, tx, true) : undefined;
      if (before && change.ifMatch && change.ifMatch !== '*' && change.ifMatch !== scimEtag(before))
        throw new ScimFailure(412, 'The resource changed since that version (If-Match)');
      const attributes = change.attributes(before);
      const nameKey = nameKeyOf(type, attributes);
      const checked = type === 'Group' ? await checkMembers(caller, attributes, tx) : attributes;
      const at = now();
      const [row] = before
        ? await tx
            .update(scimResources)
            .set({ attributes: checked, nameKey, version: sql`${scimResources.version} + 1`, updatedAt: at })
            .where(eq(scimResources.id, before.id))
            .returning()
            .catch(uniqueness(type))
        : await tx
            .insert(scimResources)
            .values({
              connectionId: caller.connection.id,
              resourceType: type,
              nameKey,
              attributes: checked,
              createdAt: at,
              updatedAt: at,
            })
            .returning()
            .catch(uniqueness(type));
      await record(tx, caller, row!, before ? 'updated' : 'created');
      const answer = scimAnswer(stored(row!), caller.baseUrl);
      return { resource: answer, etag: scimEtag(row!), location: (answer.meta as { location: string }).location };
    });
  }

  const uniqueness = (type: ScimType) => (error: unknown) => {
    if (
      String(
        (error as { code?: string; cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code,
      ) === '23505'
    )
      throw new ScimFailure(409, `A ${type.toLowerCase()} with that ${NAME_ATTRIBUTE[type]} exists`, 'uniqueness');
    throw error;
  };

  return {
    /** RFC 7644 §3.4.2: filtered (eq), 1-based startIndex, count capped at SCIM_MAX_RESULTS. */
    async list(
      caller: ScimCaller,
      type: ScimType,
      query: { filter?: string | undefined; startIndex?: number | undefined; count?: number | undefined },
    ) {
      const comparisons = parseScimFilter(query.filter);
      const startIndex = Math.max(1, query.startIndex ?? 1);
      const size = Math.min(Math.max(0, query.count ?? 100), SCIM_MAX_RESULTS);
      const byName = comparisons.find((one) => one.attribute === NAME_ATTRIBUTE[type].toLowerCase());
      const where = and(
        eq(scimResources.connectionId, caller.connection.id),
        eq(scimResources.resourceType, type),
        typeof byName?.value === 'string' ? eq(scimResources.nameKey, byName.value.trim().toLowerCase()) : undefined,
      );
      let total: number;
      let page: Attributes[];
      if (comparisons.length === 0 || (byName && comparisons.length === 1)) {
        // Answered by the database alone: the count and the page.
        total = (await db.select({ total: count() }).from(scimResources).where(where))[0]!.total;
        const rows = size
          ? await db
              .select()
              .from(scimResources)
              .where(where)
              .orderBy(asc(scimResources.createdAt), asc(scimResources.id))
              .offset(startIndex - 1)
              .limit(size)
          : [];
        page = rows.map((row) => scimAnswer(stored(row), caller.baseUrl));
      } else {
        const rows = await db
          .select()
          .from(scimResources)
          .where(where)
          .orderBy(asc(scimResources.createdAt), asc(scimResources.id));
        const matched = rows
          .map((row) => scimAnswer(stored(row), caller.baseUrl))
          .filter((resource) => matchesScimFilter(resource, comparisons));
        total = matched.length;
        page = matched.slice(startIndex - 1, startIndex - 1 + size);
      }
      return {
        schemas: [SCIM.listResponse],
        totalResults: total,
        startIndex,
        itemsPerPage: page.length,
        Resources: page,
      };
    },

    async get(caller: ScimCaller, type: ScimType, id: string) {
      const row = await find(caller, type, id);
      return { resource: scimAnswer(stored(row), caller.baseUrl), etag: scimEtag(row) };
    },

    create: (caller: ScimCaller, type: ScimType, body: Attributes): Promise<ScimWritten> =>
      write(caller, type, { attributes: () => attributesOf(body) }),

    /** PUT: the resource becomes what was sent (RFC 7644 §3.5.1). */
    replace: (caller: ScimCaller, type: ScimType, id: string, body: Attributes, ifMatch?: string) =>
      write(caller, type, { id, ifMatch, attributes: () => attributesOf(body) }),

    async patch(caller: ScimCaller, type: ScimType, id: string, body: ScimPatchBody, ifMatch?: string) {
      if (!body.schemas.includes(SCIM.patchOp)) throw invalidValue(`schemas must hold ${SCIM.patchOp}`);
      return write(caller, type, {
        id,
        ifMatch,
        attributes: (before) => applyScimPatch(before!.attributes, body.Operations),
      });
    },

    /** DELETE: the resource is gone, and a deleted user or group leaves the groups it was in (each updated). */
    async remove(caller: ScimCaller, type: ScimType, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await find(caller, type, id, tx, true);
        await tx.delete(scimResources).where(eq(scimResources.id, row.id));
        await record(tx, caller, row, 'deleted');
        const groups = await tx
          .select()
          .from(scimResources)
          .where(
            and(
              eq(scimResources.connectionId, caller.connection.id),
              eq(scimResources.resourceType, 'Group'),
              sql`${scimResources.attributes}->'members' @> ${JSON.stringify([{ value: row.id }])}::jsonb`,
            ),
          );
        for (const group of groups) {
          const members = (group.attributes.members as Attributes[]).filter((member) => member.value !== row.id);
          const [updated] = await tx
            .update(scimResources)
            .set({
              attributes: { ...group.attributes, members },
              version: sql`${scimResources.version} + 1`,
              updatedAt: now(),
            })
            .where(eq(scimResources.id, group.id))
            .returning();
          await record(tx, caller, updated!, 'updated');
        }
      });
    },

    /**
     * Logs an authenticated SCIM call in the connection's request log as a platform call (not counted): what was
     * done, never the token nor the pushed person's attributes.
     */
    logCall({ connection }: ScimCaller, request: FastifyRequest, reply: FastifyReply) {
      requestLogs.record({
        accountId: connection.accountId,
        applicationId: connection.applicationId,
        consumerId: connection.consumerId,
        serviceId: connection.serviceId,
        kind: 'connection',
        createdAt: new Date(now().getTime() - reply.elapsedTime),
        request: {
          method: request.method,
          url: `${request.routeOptions.url ?? SCIM_PREFIX} (SCIM)`,
          query: {},
          headers: { 'user-agent': String(request.headers['user-agent'] ?? '') },
          body: null,
        },
        response: { status: reply.statusCode, latencyMs: Math.round(reply.elapsedTime), headers: {}, body: null },
        subRequests: [],
        platformCall: true,
      });
    },

    /** The pushed users or groups the unified API reads for a connection (keyset pages by id). */
    sourceFor(connectionId: string): ScimRecordSource {
      return {
        async page(type, position, size) {
          const rows = await db
            .select()
            .from(scimResources)
            .where(
              and(
                eq(scimResources.connectionId, connectionId),
                eq(scimResources.resourceType, type),
                position && UUID.test(position) ? gt(scimResources.id, position) : undefined,
              ),
            )
            .orderBy(asc(scimResources.id))
            .limit(size + 1);
          const shown = rows.slice(0, size);
          return { records: shown.map(stored), next: rows.length > size ? shown.at(-1)!.id : null };
        },
        async get(type, id) {
          if (!UUID.test(id)) return undefined;
          const [row] = await db
            .select()
            .from(scimResources)
            .where(
              and(
                eq(scimResources.connectionId, connectionId),
                eq(scimResources.resourceType, type),
                eq(scimResources.id, id),
              ),
            );
          return row ? stored(row) : undefined;
        },
      };
    },
  };
}

export type ScimService = ReturnType<typeof createScimService>;
