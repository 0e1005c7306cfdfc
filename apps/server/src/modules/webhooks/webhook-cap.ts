import { count, eq, sql } from 'drizzle-orm';
import { MAX_WEBHOOKS_PER_APPLICATION, WEBHOOK_MESSAGES as M } from '@portal/shared/webhooks/webhooks.constants';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { webhooks } from './webhooks.table';

/**
 * Before adding a webhook to the environment `applicationId`, in `tx`: 403 WEBHOOK_LIMIT at the cap. Serialises
 * additions in one environment until the end of `tx`, so the cap holds under concurrency.
 */
export async function assertRoomForWebhook(applicationId: string, tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${applicationId}`}))`);
  const [existing] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.applicationId, applicationId));
  if ((existing?.n ?? 0) >= MAX_WEBHOOKS_PER_APPLICATION) throw new AppError(403, 'WEBHOOK_LIMIT', M.tooMany);
}
