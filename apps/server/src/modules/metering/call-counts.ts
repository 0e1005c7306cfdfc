import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConsumerCallKind } from '@portal/shared/consumers/consumers.constants';
import type { Environment } from '@portal/shared/common/environment';
import type { Db } from '../../db/client';
import { writeBatcher } from '../../lib/write-batcher';
import type { ConsumersService } from '../consumers/consumers.service';
import { apiCallCounts, apiCallPeriods } from './metering.table';

/**
 * One admitted call: made on `day` (YYYY-MM-DD, UTC) of `month` (its first day), in the team's Stripe period if it has
 * one.
 */
export interface CountedCall {
  accountId: string;
  applicationId: string;
  consumerId: string | null;
  /** Absent: live. */
  environment?: Environment | undefined;
  kind: ConsumerCallKind;
  month: string;
  day: string;
  stripePeriod: Date | null;
}

/** Adds one to the row of `key`, made by `row` the first time. */
function addTo<T extends { calls: number }>(map: Map<string, T>, key: string, row: Omit<T, 'calls'>) {
  const known = map.get(key);
  if (known) known.calls += 1;
  else map.set(key, { ...row, calls: 1 } as T);
}

/** A map's rows in the order of their keys: two servers' batches lock the same rows in one order. */
const sorted = <T>(map: Map<string, T>) =>
  [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);

/**
 * Admitted calls counted in the database before the call goes ahead, so an answered call is always billable (a crash
 * loses no count): per application and day (`api_call_counts`, with its month: the team's usage in a calendar month,
 * the application's stat and chart), per team and Stripe period (`api_call_periods`: the team's usage while bound to
 * Stripe) and per consumer, month and kind (`consumers.callsInsert`: consumer usage). The calls admitted while a
 * write is under way share the next one (one statement however many calls), so a busy gateway
 * pays a round trip per batch, not per call. docs/decisions.md, "Metering durable with the answer".
 */
export function createCallCounts({
  db,
  consumers,
  log,
}: {
  db: Db;
  consumers: ConsumersService;
  log: FastifyBaseLogger;
}) {
  async function write(calls: CountedCall[]): Promise<void> {
    const applications = new Map<
      string,
      { account_id: string; application_id: string; month: string; day: string; environment: string; calls: number }
    >();
    const periods = new Map<string, { account_id: string; period_start: string; calls: number }>();
    const consumerCalls = new Map<
      string,
      { consumerId: string; kind: ConsumerCallKind; month: string; calls: number }
    >();
    for (const call of calls) {
      addTo(applications, `${call.applicationId}|${call.day}`, {
        account_id: call.accountId,
        application_id: call.applicationId,
        month: call.month,
        day: call.day,
        environment: call.environment ?? 'live',
      });
      if (call.stripePeriod) {
        const start = call.stripePeriod.toISOString();
        addTo(periods, `${call.accountId}|${start}`, { account_id: call.accountId, period_start: start });
      }
      if (call.consumerId)
        addTo(consumerCalls, `${call.consumerId}|${call.kind}|${call.month}`, {
          consumerId: call.consumerId,
          kind: call.kind,
          month: call.month,
        });
    }
    // One statement (so one round trip, atomic on its own): a transaction of three cost four round trips a batch,
    // which at one call in flight was every call's (docs/benchmarks.md, "Gateway after profiling").
    await db.execute(sql`
      with application_calls as (
        insert into ${apiCallCounts} (account_id, application_id, month, day, environment, calls)
        select * from jsonb_to_recordset(${JSON.stringify(sorted(applications))}::jsonb) as r(account_id uuid, application_id uuid, month date, day date, environment text, calls bigint)
        on conflict (application_id, day) do update set calls = ${apiCallCounts.calls} + excluded.calls
      ), period_calls as (
        insert into ${apiCallPeriods} (account_id, period_start, calls)
        select * from jsonb_to_recordset(${JSON.stringify(sorted(periods))}::jsonb) as r(account_id uuid, period_start timestamptz, calls bigint)
        on conflict (account_id, period_start) do update set calls = ${apiCallPeriods.calls} + excluded.calls
      ) ${consumers.callsInsert(sorted(consumerCalls))}`);
  }

  const batcher = writeBatcher<CountedCall>('api-call-counts', log, write, { maxItems: 1000 });

  return {
    /** Counts one call; resolves once it is stored, rejects when it could not be (the call must not go ahead). */
    count: (call: CountedCall): Promise<void> => batcher.add(call),
  };
}
