import type { Environment } from '@portal/shared/common/environment';
import { type SQL, and, count, eq, gte, inArray, like, lt, or, sql } from 'drizzle-orm';
import { UNIFIED_API_PATHS, type UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import { UNLIMITED } from '@portal/shared/plans/plans.constants';
import {
  REQUEST_LOGS_PAGE_SIZE,
  REQUEST_LOG_MESSAGES,
  type RequestLog,
  type RequestLogSummary,
} from '@portal/shared/request-logs/request-logs.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { CONNECTORS } from '../../connectors/catalog/catalog';
import type { Db } from '../../db/client';
import { pageByCursor } from '../../lib/cursor-page';
import { notFound } from '../../lib/app-error';
import type { ApplicationsService } from '../applications/applications.service';
import type { ConsumersService } from '../consumers/consumers.service';
import type { ConnectionHealthService } from '../integrations/connection-health';
import type { PlansService } from '../plans/plans.service';
import { createRequestLogPartitions } from './request-log-partitions';
import { createRequestLogRollups } from './request-log-rollups';
import { createRequestLogWriter } from './request-log-writer';
import { type RequestLogRow, requestLogs } from './request-logs.table';
import type { UnifiedCallRecord } from './unified-call-record';

interface Deps {
  db: Db;
  log: FastifyBaseLogger;
  plans: PlansService;
  applications: ApplicationsService;
  consumers: ConsumersService;
  connectionHealth: ConnectionHealthService;
  now: () => Date;
}

/** Whose logs: an application's, or one consumer's (of that application); optional filters, cursor paged. */
export interface RequestLogQuery {
  accountId: string;
  applicationId: string;
  /** Test keeps its logs 7 days on every plan. */
  environment?: Environment | undefined;
  consumerId?: string | undefined;
  serviceId?: string | undefined;
  /** One unified API's calls: to its connectors, or to its paths when no connection was chosen. */
  unifiedApi?: UnifiedApi | undefined;
  /** Scheduled syncs are hidden unless shown; either way they are counted apart. */
  syncs?: 'hidden' | 'shown' | undefined;
  dateFrom?: Date | undefined;
  dateTo?: Date | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * The calls of one unified API: to one of its connectors, or to its paths (a call refused before a connector was
 * chosen).
 */
function ofUnifiedApi(api: UnifiedApi): SQL | undefined {
  const serviceIds = CONNECTORS.filter((connector) => connector.unifiedApi === api).map(
    (connector) => connector.serviceId,
  );
  return or(
    inArray(requestLogs.serviceId, serviceIds),
    like(sql`${requestLogs.request}->>'url'`, `/unified/${UNIFIED_API_PATHS[api]}/%`),
  );
}

const toRequestLog = (row: RequestLogRow): RequestLog => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  serviceId: row.serviceId,
  consumerId: row.consumerId,
  kind: row.kind,
  // Written by request-log-row.ts in the schema's shape.
  request: row.request as RequestLog['request'],
  response: row.response as RequestLog['response'],
  subRequests: row.subRequests as RequestLog['subRequests'],
});

/** What a list reads of a row: its own columns and the URL, never the bodies (TOASTed JSON a list has no use for). */
const summaryColumns = {
  id: requestLogs.id,
  createdAt: requestLogs.createdAt,
  serviceId: requestLogs.serviceId,
  consumerId: requestLogs.consumerId,
  kind: requestLogs.kind,
  method: requestLogs.method,
  url: sql<string>`${requestLogs.request}->>'url'`,
  status: requestLogs.status,
  latencyMs: requestLogs.latencyMs,
  platformCall: requestLogs.platformCall,
  refused: requestLogs.refused,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends 'url' ? string : RequestLogRow[K & keyof RequestLogRow];
};

const toSummary = ({ platformCall, refused, ...row }: SummaryRow): RequestLogSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  counted: !platformCall && !refused,
});

/**
 * The data plane's request logs (001 §3): recorded in memory and written in batches (request-log-writer.ts),
 * listed newest first by cursor, kept by daily partitions that retention drops whole; a team sees the days its
 * plan keeps (the read's date floor), whatever the partitions still hold.
 */
export function createRequestLogsService({ db, log, plans, applications, consumers, connectionHealth, now }: Deps) {
  const partitions = createRequestLogPartitions(db);
  const rollups = createRequestLogRollups(db);
  applications.countStat('successfulCalls', (applicationId) => rollups.successfulCalls(applicationId));
  const writer = createRequestLogWriter({
    db,
    log: log.child({ module: 'request-logs' }),
    partitions,
    counters: [connectionHealth.recordCalls, rollups.add],
  });

  /** A page of the application's (or one consumer's) logs, newest first, within the plan's retention. */
  async function list(
    query: RequestLogQuery,
  ): Promise<{ data: RequestLogSummary[]; meta: { next: string | null; previous: string | null; syncs: number } }> {
    const from = await plans.logsFrom(query.accountId, now(), query.dateFrom, query.environment);
    const filters: Array<SQL | undefined> = [
      eq(requestLogs.applicationId, query.applicationId),
      query.consumerId ? eq(requestLogs.consumerId, query.consumerId) : undefined,
      query.serviceId ? eq(requestLogs.serviceId, query.serviceId) : undefined,
      query.unifiedApi ? ofUnifiedApi(query.unifiedApi) : undefined,
      from ? gte(requestLogs.createdAt, from) : undefined,
      query.dateTo ? lt(requestLogs.createdAt, query.dateTo) : undefined,
    ];
    const conditions = query.syncs === 'shown' ? filters : [...filters, eq(requestLogs.platformCall, false)];
    const { rows, meta } = await pageByCursor(
      requestLogs,
      {
        cursor: query.cursor,
        limit: query.limit ?? REQUEST_LOGS_PAGE_SIZE,
        invalidMessage: REQUEST_LOG_MESSAGES.cursorInvalid,
      },
      (condition, order, limit) =>
        db
          .select(summaryColumns)
          .from(requestLogs)
          .where(and(...conditions, condition))
          .orderBy(...order)
          .limit(limit),
    );
    const [syncs] = await db
      .select({ n: count() })
      .from(requestLogs)
      .where(and(...filters, eq(requestLogs.platformCall, true)));
    return { data: rows.map(toSummary), meta: { ...meta, syncs: syncs?.n ?? 0 } };
  }

  return {
    /** Keeps a call's log (redacted) to be written within a second. Never throws, never waits for the database. */
    record: writer.record,

    /** The writer, run and flushed as the module's worker. */
    worker: writer.worker,

    partitions,

    /** Requests per application, consumer, service, status class and quarter hour: the charts' source. */
    rollups,

    /** Drops rollup rows past ROLLUP_RETENTION_DAYS; answers how many went. */
    purgeRollups: () => rollups.purge(now()),

    /** One consumer's logs: 404 unless the consumer is the application's. */
    async listOfConsumer(query: RequestLogQuery & { consumerId: string }) {
      if (!(await consumers.exists(query.consumerId, query.applicationId)))
        throw notFound(REQUEST_LOG_MESSAGES.consumerNotFound);
      return list(query);
    },

    list,

    /**
     * One log of the application, whole, within the plan's retention; another application's is not found. Found by
     * the application's index within the retention's partitions (the table's key leads with the time).
     */
    async detail(query: {
      accountId: string;
      applicationId: string;
      environment?: Environment | undefined;
      id: string;
    }): Promise<RequestLog> {
      const from = await plans.logsFrom(query.accountId, now(), undefined, query.environment);
      const [row] = await db
        .select()
        .from(requestLogs)
        .where(
          and(
            eq(requestLogs.applicationId, query.applicationId),
            eq(requestLogs.id, query.id),
            from ? gte(requestLogs.createdAt, from) : undefined,
          ),
        )
        .limit(1);
      if (!row) throw notFound(REQUEST_LOG_MESSAGES.logNotFound);
      return toRequestLog(row);
    },

    /** Makes sure today's and the next days' partitions exist; run at start and hourly. */
    ensurePartitions: () => partitions.ensureAhead(now()),

    /** Drops the partitions no plan's retention needs any more; answers how many went. */
    async dropExpiredPartitions(): Promise<number> {
      const keep = plans.longestLogRetentionDays();
      if (keep === UNLIMITED) return 0;
      return (await partitions.dropOlderThan(now(), keep)).length;
    },
  };
}

export type RequestLogsService = ReturnType<typeof createRequestLogsService>;
export type { UnifiedCallRecord };
