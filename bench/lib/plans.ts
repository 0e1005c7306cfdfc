import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FREE_PLAN } from '@portal/shared/plans/plans.constants';
import { scratch } from './servers';

/**
 * API calls a month of the bench's base plan: more than any run makes, yet a limit, so the quota's leases run as on a
 * paid plan.
 */
export const BENCH_API_CALLS = 1_000_000_000;

/**
 * An operator's plans file (PLANS_FILE, docs/operations.md) whose base plan is the Free plan allowing a billion API
 * calls a month: how the product grants a team more calls (its plan), so metering counts and leases every call as it
 * does in production. Written once per run in the scratch folder.
 */
export function benchPlansFile(): string {
  const file = join(scratch, 'plans.json');
  writeFileSync(file, JSON.stringify([{ ...FREE_PLAN, limits: { ...FREE_PLAN.limits, apiCalls: BENCH_API_CALLS } }]));
  return file;
}
