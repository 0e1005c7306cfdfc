import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { ConsumerCallKind } from '@portal/shared/consumers/consumers.constants';
import type { Db } from '../../db/client';
import { createPeriodicWriter } from '../../lib/periodic-writer';
import type { ConsumersService } from '../consumers/consumers.service';
import { apiCallCounts, apiCallPeriods } from './metering.table';

/** Counted calls are written at least this often (a crash loses at most this much counting). */
export const COUNTS_FLUSH_INTERVAL_MS = 1000;

/**
 * Admitted calls counted in memory and added to the database in batches: per application and day (`api_call_counts`,
 * with its month: the team's usage in a calendar month, the application's stat and chart), per team and Stripe period
 * (`api_call_periods`: the team's usage while bound to Stripe) and per consumer, month and kind (`consumers.countCalls`:
 * consumer usage).
 */
export function createCallCounts({ db, consumers, log }: { db: Db; consumers: ConsumersService; log: FastifyBaseLogger }) {
  let applications = new Map<string, { accountId: string; applicationId: string; month: string; day: string; calls: number }>();
  let consumerCalls = new Map<string, { consumerId: string; kind: ConsumerCallKind; month: string; calls: number }>();
  let periods = new Map<string, { accountId: string; periodStart: Date; calls: number }>();

  /** Adds the calls of `rows` to a table's (one multi-row upsert); written rows leave `rows`, so a retry never adds them twice. */
  async function addCalls<T extends typeof apiCallCounts | typeof apiCallPeriods>(table: T, target: PgColumn[], rows: T['$inferInsert'][]) {
    if (rows.length === 0) return;
    await db
      .insert(table)
      .values(rows as never)
      .onConflictDoUpdate({ target, set: { calls: sql`${table.calls} + excluded.calls` } });
    rows.length = 0;
  }

  async function write(): Promise<{ left: number }> {
    const apps = [...applications.values()];
    const cons = [...consumerCalls.values()];
    const teams = [...periods.values()];
    applications = new Map();
    consumerCalls = new Map();
    periods = new Map();
    try {
      await addCalls(apiCallCounts, [apiCallCounts.applicationId, apiCallCounts.day], apps);
      await addCalls(apiCallPeriods, [apiCallPeriods.accountId, apiCallPeriods.periodStart], teams);
      for (const row of cons) {
        // A consumer deleted meanwhile has no row to count into (its counts went with it).
        await consumers.countCalls(row.consumerId, row.kind, row.calls, new Date(`${row.month}T00:00:00Z`)).catch(() => undefined);
      }
    } catch (error) {
      log.error({ err: error }, 'API call counts could not be written; retrying in a second');
      for (const row of apps) add(applications, `${row.applicationId}|${row.day}`, row);
      for (const row of teams) add(periods, `${row.accountId}|${row.periodStart.getTime()}`, row);
      for (const row of cons) add(consumerCalls, `${row.consumerId}|${row.kind}|${row.month}`, row);
    }
    return { left: applications.size + periods.size + consumerCalls.size };
  }

  function add<T extends { calls: number }>(map: Map<string, T>, key: string, row: T) {
    const known = map.get(key);
    if (known) known.calls += row.calls;
    else map.set(key, { ...row });
  }

  const { worker } = createPeriodicWriter('api-call-counts', COUNTS_FLUSH_INTERVAL_MS, write);

  return {
    worker,
    /** Counts one call made on `day` (YYYY-MM-DD, UTC) of `month` (its first day), and in the team's Stripe period if it has one. */
    count(call: { accountId: string; applicationId: string; consumerId: string | null; kind: ConsumerCallKind; month: string; day: string; stripePeriod: Date | null }) {
      add(applications, `${call.applicationId}|${call.day}`, { accountId: call.accountId, applicationId: call.applicationId, month: call.month, day: call.day, calls: 1 });
      if (call.stripePeriod) add(periods, `${call.accountId}|${call.stripePeriod.getTime()}`, { accountId: call.accountId, periodStart: call.stripePeriod, calls: 1 });
      if (call.consumerId) add(consumerCalls, `${call.consumerId}|${call.kind}|${call.month}`, { consumerId: call.consumerId, kind: call.kind, month: call.month, calls: 1 });
    },
  };
}
