import { describe, expect, it } from 'vitest';
import type { Subscription } from '@portal/shared/billing/billing.schemas';
import { DEFAULT_PLANS } from '@portal/shared/plans/plans.constants';
import type { Plan } from '@portal/shared/plans/plans.schemas';
import { planButton } from './plan-button';

const plan = (id: string): Plan => {
  const { stripe: _stripe, ...found } = DEFAULT_PLANS.find((each) => each.id === id)!;
  return found;
};
const on = (id: string, extra: Partial<Subscription> = {}): Subscription => ({
  plan: plan(id),
  plans: DEFAULT_PLANS.map((each) => plan(each.id)),
  used: { apiCalls: 0 },
  cancelAt: null,
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  periodKind: 'calendarMonth',
  state: 'active',
  since: '2026-11-03T10:00:00.000Z',
  scheduled: null,
  stripe: true,
  hasCustomer: false,
  ...extra,
});
const labels = (subscription: Subscription) =>
  Object.fromEntries(subscription.plans.map((each) => [each.id, planButton(each, subscription).label]));

describe('the plan buttons (001 §4 Subscription button labels)', () => {
  it('from the base plan: Current, Subscribe to the others, Submit a request for a yearly plan', () => {
    expect(labels(on('free'))).toEqual({
      free: 'Current',
      startup: 'Subscribe',
      'startup-yearly': 'Submit a request',
      scale: 'Subscribe',
      'growth-monthly': 'Subscribe',
      'growth-yearly': 'Submit a request',
    });
    expect(planButton(plan('growth-monthly'), on('free')).action).toBe('checkout');
    expect(planButton(plan('startup'), on('free')).action).toBe('switch');
    expect(planButton(plan('growth-yearly'), on('free')).action).toBe('request');
  });

  it('on a paid plan: Active since {date}, Upgrade to a dearer plan, Downgrade to a cheaper one', () => {
    expect(labels(on('startup'))).toEqual({
      free: 'Downgrade',
      startup: 'Active since Nov 03, 2026',
      'startup-yearly': 'Submit a request',
      scale: 'Upgrade',
      'growth-monthly': 'Upgrade',
      'growth-yearly': 'Submit a request',
    });
    expect(planButton(plan('growth-monthly'), on('startup')).action).toBe('checkout');
    expect(planButton(plan('startup'), on('growth-monthly')).action).toBe('switch');
  });

  it('Renew a cancelled subscription still running, Will be available from {date} for a scheduled downgrade, Subscribe after cancellation', () => {
    const cancelling = on('growth-monthly', {
      cancelAt: '2026-12-01T00:00:00.000Z',
      scheduled: { plan: 'startup', from: '2026-12-01T00:00:00.000Z' },
    });
    expect(planButton(plan('growth-monthly'), cancelling)).toEqual({ label: 'Renew', action: 'renew' });
    expect(planButton(plan('startup'), cancelling)).toEqual({
      label: 'Will be available from Dec 01, 2026',
      action: 'none',
    });
    expect(planButton(plan('growth-monthly'), on('growth-monthly', { state: 'canceled' }))).toEqual({
      label: 'Subscribe',
      action: 'checkout',
    });
  });
});
