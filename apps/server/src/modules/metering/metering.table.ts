import { bigint, date, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { ownerRef } from '../../db/columns';
import { accounts } from '../teams/teams.table';

/**
 * A team's API calls handed out this month against its plan's `apiCalls` (metering.service.ts): each server
 * leases blocks of calls from this row with one atomic update that never passes the limit, and counts them
 * locally; unused calls go back when the server stops.
 */
export const apiCallQuotas = pgTable(
  'api_call_quotas',
  {
    accountId: ownerRef('account_id', () => accounts.id),
    /** The first day of the month (UTC). */
    month: date('month', { mode: 'string' }).notNull(),
    leased: bigint('leased', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.month] })],
);

/**
 * API calls made per application and day (UTC): the team's usage this month (`apiCalls`, by `month`, the first day
 * of the day's month), the application's stat and its requests chart. No foreign keys: a deleted application's
 * calls still count toward its team's month, and counts written in batches never fail on a team deleted meanwhile.
 */
export const apiCallCounts = pgTable(
  'api_call_counts',
  {
    accountId: uuid('account_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    calls: bigint('calls', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.day] }), index('api_call_counts_account_idx').on(table.accountId, table.month)],
);
