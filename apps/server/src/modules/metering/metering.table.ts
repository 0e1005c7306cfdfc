import { bigint, date, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { ENVIRONMENTS } from '@portal/shared/common/environment';
import { at, oneOf, ownerRef } from '../../db/columns';
import { accounts } from '../teams/teams.table';

/**
 * A team's API calls handed out in one period against its plan's `apiCalls` (api-call-quota.ts): each server leases
 * blocks of calls from this row with one atomic update that never passes the limit, and counts them locally; unused
 * calls go back when the server stops. The period is the team's (plans' usage-period.ts): a Stripe period or a
 * calendar month (UTC), named by its start.
 */
export const apiCallQuotas = pgTable(
  'api_call_quotas',
  {
    accountId: ownerRef('account_id', () => accounts.id),
    /** When the period started: Stripe's period start, or the first day of the month at 00:00 UTC. */
    periodStart: at('period_start').notNull(),
    leased: bigint('leased', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.periodStart] })],
);

/**
 * API calls made per application and day (UTC): the team's usage in a calendar month (`apiCalls`, by `month`, the
 * first day of the day's month: months start at a day's start, so whole days count them exactly), the application's
 * stat and its requests chart. No foreign keys: a deleted application's calls still count toward its team's month,
 * and counts written in batches never fail on a team deleted meanwhile.
 */
export const apiCallCounts = pgTable(
  'api_call_counts',
  {
    accountId: uuid('account_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    calls: bigint('calls', { mode: 'number' }).notNull().default(0),
    /** A test environment's calls are counted for its stats, never toward the team's plan (docs/environments.md). */
    environment: oneOf('environment', ENVIRONMENTS).notNull().default('live'),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.day] }),
    index('api_call_counts_account_idx').on(table.accountId, table.month),
  ],
);

/**
 * API calls a team made in each Stripe period, by the period's start: the team's usage while its subscription is bound
 * to Stripe. A period starts at any second (10:32 UTC), which per-day counts cannot split, so the calls admitted in
 * the period are counted under it. No foreign key, as `api_call_counts`.
 */
export const apiCallPeriods = pgTable(
  'api_call_periods',
  {
    accountId: uuid('account_id').notNull(),
    periodStart: at('period_start').notNull(),
    calls: bigint('calls', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.periodStart] })],
);
