import { afterEach, describe, expect, it } from 'vitest';
import { type UsagePeriod, apiCallsLabel, periodDays, usageNote } from './usage-period';

const month: UsagePeriod = {
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  periodKind: 'calendarMonth',
};
const stripe: UsagePeriod = {
  periodStart: '2026-11-20T10:32:00.000Z',
  periodEnd: '2026-12-20T10:32:00.000Z',
  periodKind: 'stripePeriod',
};
const zone = process.env.TZ;

afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the period API calls are counted in', () => {
  it('a calendar month: this month, its days in UTC wherever the browser is, starting again on the 1st', () => {
    process.env.TZ = 'America/New_York'; // Nov 01 00:00 UTC is Oct 31 there
    expect(periodDays(month)).toBe('Nov 01, 2026 – Nov 30, 2026');
    expect(apiCallsLabel(month)).toBe('API calls this month');
    expect(usageNote(month)).toBe('Usage this month (UTC; it starts again on the 1st)');
  });

  it('a Stripe period: this period, from its start to its end, to the minute', () => {
    expect(periodDays(stripe)).toBe('Nov 20, 2026 – Dec 20, 2026');
    expect(apiCallsLabel(stripe)).toBe('API calls this period');
    expect(usageNote(stripe)).toMatch(
      /^Usage this billing period \(since Nov 20, 2026 \d\d:32[ap]m; it starts again with the next period on Dec 20, 2026 \d\d:32[ap]m\)$/,
    );
    process.env.TZ = 'UTC';
    expect(usageNote(stripe)).toBe(
      'Usage this billing period (since Nov 20, 2026 10:32am; it starts again with the next period on Dec 20, 2026 10:32am)',
    );
  });
});
