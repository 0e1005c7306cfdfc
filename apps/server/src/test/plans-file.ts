import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlanDefinition } from '@portal/shared/plans/plans.constants';

/** A plans file (PLANS_FILE) holding `plans`, for a test app with a catalog of its own. */
export function plansFileOf(plans: readonly PlanDefinition[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'portal-plans-')), 'plans.json');
  writeFileSync(file, JSON.stringify(plans));
  return file;
}
