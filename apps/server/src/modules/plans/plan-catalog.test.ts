import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS, FREE_PLAN } from '@portal/shared/plans/plans.constants';
import { plansFileOf } from '../../test/plans-file';
import { useTestApp } from '../../test/test-app';
import { loadPlanCatalog } from './plan-catalog';

const GROWTH = DEFAULT_PLANS.find((plan) => plan.id === 'growth-monthly')!;
const ACME_TEAM = '5f0c0a52-0000-4000-8000-0000000000ac';
const t = useTestApp({
  PLANS_FILE: plansFileOf([
    FREE_PLAN,
    { ...FREE_PLAN, id: 'acme', key: 'acme', name: 'Acme', isBasePlan: false, accountId: ACME_TEAM },
  ]),
});

describe('the plan catalog', () => {
  it('is the embedded plans without PLANS_FILE, and the file when given (key defaults to the id)', () => {
    expect(loadPlanCatalog(undefined)).toBe(DEFAULT_PLANS);
    const { key: _key, ...team } = {
      ...GROWTH,
      id: 'acme',
      name: 'Acme',
      accountId: '5f0c0a52-0000-4000-8000-000000000001',
    };
    const catalog = loadPlanCatalog(plansFileOf([FREE_PLAN, team as typeof GROWTH]));
    expect(catalog.map((plan) => [plan.id, plan.key, plan.accountId])).toEqual([
      ['free', 'free', null],
      ['acme', 'acme', '5f0c0a52-0000-4000-8000-000000000001'],
    ]);
  });

  it('refuses a file without exactly one base plan, a Stripe plan without its price, or JSON it cannot read, naming the problem', () => {
    expect(() => loadPlanCatalog(plansFileOf([GROWTH]))).toThrow(/exactly one plan for everyone must be the base plan/);
    expect(() => loadPlanCatalog(plansFileOf([FREE_PLAN, { ...GROWTH, stripe: undefined }]))).toThrow(
      /1\.stripe: a stripe plan needs stripe\.priceId/,
    );
    expect(() => loadPlanCatalog(plansFileOf([FREE_PLAN, { ...FREE_PLAN, id: 'free' }]))).toThrow(
      /PLANS_FILE=.*plan ids must be unique|exactly one plan/,
    );
    expect(() => loadPlanCatalog('/no/such/plans.json')).toThrow(
      /PLANS_FILE=\/no\/such\/plans.json: cannot read it as JSON/,
    );
  });
});

describe('team plans', () => {
  it('are offered to their team only; another team is told the plan does not exist', async () => {
    expect(t.services.plans.plansFor(ACME_TEAM).map((plan) => plan.id)).toEqual(['acme', 'free']);
    expect(t.services.plans.plansFor('another-team').map((plan) => plan.id)).toEqual(['free']);
    expect(t.services.plans.offeredPlan(ACME_TEAM, 'acme').name).toBe('Acme');
    expect(() => t.services.plans.offeredPlan('another-team', 'acme')).toThrow('This plan does not exist.');
  });
});
