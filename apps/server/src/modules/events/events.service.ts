import type { Environment } from '@portal/shared/common/environment';
import { type SQL, and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { EVENTS_PAGE_SIZE, EVENT_MESSAGES, type EventLog } from '@portal/shared/events/events.schemas';
import { UNLIMITED } from '@portal/shared/plans/plans.constants';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { pageByCursor } from '../../lib/cursor-page';
import type { ConsumersService } from '../consumers/consumers.service';
import type { PlansService } from '../plans/plans.service';
import { type EventRow, events } from './events.table';

interface Deps {
  db: Db;
  plans: PlansService;
  consumers: ConsumersService;
  now: () => Date;
}

/** What happened, to which connection and entity: what a source gives `record`. */
export interface RecordEventInput {
  accountId: string;
  applicationId: string;
  consumerId: string | null;
  serviceId: string;
  unifiedApi: string;
  eventType: string;
  entityType?: string | null;
  entityId?: string | null;
  /** The unified entity as it is now (none for a deletion or a connection event): the webhook body carries it. */
  entity?: unknown;
  occuredAt?: Date;
}

/** An event as recorded: its id and time given. */
export interface RecordedEvent extends Required<Omit<RecordEventInput, 'occuredAt'>> {
  eventId: string;
  occuredAt: Date;
}

/** Whose events: an application's, or one consumer's; filters; cursor paged. */
export interface EventQuery {
  accountId: string;
  applicationId: string;
  /** Test keeps its logs 7 days on every plan. */
  environment?: Environment | undefined;
  consumerId?: string | undefined;
  serviceId?: string | undefined;
  unifiedApi?: string | undefined;
  dateFrom?: Date | undefined;
  dateTo?: Date | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** Listens to every recorded event, inside the transaction that records it (the webhooks' outbox). */
export type EventListener = (tx: DbOrTx, event: RecordedEvent) => Promise<void>;

const toEventLog = (row: EventRow): EventLog => ({
  eventId: row.id,
  occuredAt: row.createdAt.toISOString(),
  eventType: row.eventType,
  serviceId: row.serviceId,
  unifiedApi: row.unifiedApi,
  entityType: row.entityType,
  entityId: row.entityId,
  consumerId: row.consumerId,
});

/** Rows deleted per statement by the retention clean-up, so one run never holds a long lock. */
const PURGE_BATCH = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Events (001 §3 Event log): recorded by their sources (connections, change detection) in the transaction of the
 * change, together with whatever listeners add (webhook deliveries), so an event and its deliveries exist together
 * or not at all; listed newest first by cursor within the plan's retention.
 */
export function createEventsService({ db, plans, consumers, now }: Deps) {
  const listeners: EventListener[] = [];

  async function list(
    query: EventQuery,
  ): Promise<{ data: EventLog[]; meta: { next: string | null; previous: string | null } }> {
    if (query.consumerId && !(await consumers.exists(query.consumerId, query.applicationId)))
      throw notFound(EVENT_MESSAGES.consumerNotFound);
    const from = await plans.logsFrom(query.accountId, now(), query.dateFrom, query.environment);
    const conditions: Array<SQL | undefined> = [
      query.consumerId ? eq(events.consumerId, query.consumerId) : undefined,
      query.serviceId ? eq(events.serviceId, query.serviceId) : undefined,
      query.unifiedApi ? eq(events.unifiedApi, query.unifiedApi) : undefined,
      from ? gte(events.createdAt, from) : undefined,
      query.dateTo ? lt(events.createdAt, query.dateTo) : undefined,
    ];
    const { rows, meta } = await pageByCursor(
      events,
      { cursor: query.cursor, limit: query.limit ?? EVENTS_PAGE_SIZE, invalidMessage: EVENT_MESSAGES.cursorInvalid },
      (condition, order, limit) =>
        db
          .select()
          .from(events)
          .where(and(eq(events.applicationId, query.applicationId), ...conditions, condition))
          .orderBy(...order)
          .limit(limit),
    );
    return { data: rows.map(toEventLog), meta };
  }

  return {
    /** Records an event in `tx` and runs every listener in it: call it in the transaction of the change. */
    async record(tx: DbOrTx, input: RecordEventInput): Promise<RecordedEvent> {
      const fields = {
        accountId: input.accountId,
        applicationId: input.applicationId,
        consumerId: input.consumerId,
        serviceId: input.serviceId,
        unifiedApi: input.unifiedApi,
        eventType: input.eventType,
        entityType: input.entityType ?? null,
        entityId: input.entityId ?? null,
        entity: input.entity ?? null,
      };
      const [row] = await tx
        .insert(events)
        .values({ ...fields, createdAt: input.occuredAt ?? now() })
        .returning({ id: events.id, createdAt: events.createdAt });
      const event: RecordedEvent = { ...fields, eventId: row!.id, occuredAt: row!.createdAt };
      for (const listener of listeners) await listener(tx, event);
      return event;
    },

    /** Adds a listener run inside every `record`'s transaction; the module that owns it calls this once. */
    onRecorded(listener: EventListener): void {
      listeners.push(listener);
    },

    list,

    /** Deletes events older than the longest retention of any plan, in batches; answers how many went. */
    async purgeExpired(): Promise<number> {
      const days = plans.longestLogRetentionDays();
      if (days === UNLIMITED) return 0;
      const before = new Date(now().getTime() - days * DAY_MS);
      let deleted = 0;
      for (;;) {
        const batch = db.select({ id: events.id }).from(events).where(lt(events.createdAt, before)).limit(PURGE_BATCH);
        const gone = await db.delete(events).where(inArray(events.id, batch)).returning({ id: events.id });
        deleted += gone.length;
        if (gone.length < PURGE_BATCH) return deleted;
      }
    },

    /** How many events an application has (tests and the operator's checks). */
    async count(applicationId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(events)
        .where(eq(events.applicationId, applicationId));
      return row?.count ?? 0;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
