import type { UsagePeriodKind } from '@portal/shared/plans/plans.constants';
import type { SubscriptionRow } from './plans.table';

/** The period a team's API calls are counted in and its allowance is of: [start, end). */
export interface UsagePeriod {
  start: Date;
  end: Date;
  kind: UsagePeriodKind;
}

const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
const nextMonthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));

/** The calendar month (UTC) of `at`. */
const calendarMonthOf = (at: Date): UsagePeriod => ({
  start: monthStart(at),
  end: nextMonthStart(at),
  kind: 'calendarMonth',
});

/**
 * The team's period at `at`: while its subscription is bound to Stripe (a subscription not cancelled, with its period
 * stored), Stripe's current period as the last verified webhook stored it (a new one starts when the event that moves
 * it is applied, not at the 1st); otherwise (virtual plans, the base plan, a cancelled subscription) the calendar month
 * in UTC.
 */
export function usagePeriodOf(row: SubscriptionRow | undefined, at: Date): UsagePeriod {
  if (row?.stripeSubscriptionId && row.state !== 'canceled' && row.periodStart && row.periodEnd) {
    return { start: row.periodStart, end: row.periodEnd, kind: 'stripePeriod' };
  }
  return calendarMonthOf(at);
}
