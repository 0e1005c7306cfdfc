import type { UsagePeriodKind } from '@portal/shared/plans/plans.constants';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * The period a team's API calls are counted in, as billing/subscription and accounts/{id}/usage answer it: Stripe's
 * current period while the team's subscription is bound to Stripe, else the calendar month in UTC.
 */
export interface UsagePeriod {
  periodStart: string;
  periodEnd: string;
  periodKind: UsagePeriodKind;
}

/** 001 §9 Dates: Day and Full. */
const DAY = 'MMM DD, YYYY';
const FULL = 'MMM DD, YYYY hh:mma';

/**
 * The period's days: a calendar month's first and last (UTC, whatever the browser's zone); a Stripe period's, local.
 */
export function periodDays({ periodStart, periodEnd, periodKind }: UsagePeriod): string {
  if (periodKind === 'calendarMonth') {
    const month = dayjs.utc(periodStart);
    return `${month.format(DAY)} – ${month.endOf('month').format(DAY)}`;
  }
  return `${dayjs(periodStart).format(DAY)} – ${dayjs(periodEnd).format(DAY)}`;
}

/** The label of the API calls counted: of this month, or of this billing period. */
export const apiCallsLabel = ({ periodKind }: UsagePeriod) =>
  periodKind === 'calendarMonth' ? 'API calls this month' : 'API calls this period';

/** What the usage is of and when it starts again, to the minute for a Stripe period (it starts at any time of day). */
export function usageNote({ periodStart, periodEnd, periodKind }: UsagePeriod): string {
  if (periodKind === 'calendarMonth') return 'Usage this month (UTC; it starts again on the 1st)';
  return `Usage this billing period (since ${dayjs(periodStart).format(FULL)}; it starts again with the next period on ${dayjs(periodEnd).format(FULL)})`;
}
