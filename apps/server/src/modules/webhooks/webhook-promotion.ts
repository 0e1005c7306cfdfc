import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { whereApplication } from '../../db/scoped';
import type { ApplicationScope } from '../applications/application-scope';
import { assertRoomForWebhook } from './webhook-cap';
import { webhooks } from './webhooks.table';

/**
 * What promotion compares of an environment's webhooks: the subscription of one delivery URL to one unified API's
 * events (the events of every webhook there, together). Never the signing secret, deliveries or their state.
 */
export interface WebhookSubscription {
  unifiedApi: string;
  deliveryUrl: string;
  /** Sorted, each once. */
  events: string[];
  /** Whether one of its webhooks is enabled. */
  enabled: boolean;
  description: string;
}

/** Where a subscription is: its unified API and delivery URL. */
export type SubscriptionKey = Pick<WebhookSubscription, 'unifiedApi' | 'deliveryUrl'>;

/** Webhook subscriptions for promotion from test to live: read per environment, written into live within a tx. */
export function webhookPromotion({ now }: { now: () => Date }) {
  const at = (key: SubscriptionKey) =>
    and(eq(webhooks.unifiedApi, key.unifiedApi), eq(webhooks.deliveryUrl, key.deliveryUrl));

  return {
    /** The subscriptions of the environment `applicationId`, oldest first. */
    async promotionSubscriptions(applicationId: string, tx: DbOrTx): Promise<WebhookSubscription[]> {
      const rows = await tx
        .select()
        .from(webhooks)
        .where(whereApplication(webhooks, { applicationId }))
        .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
      const byKey = new Map<string, WebhookSubscription>();
      for (const row of rows) {
        const key = JSON.stringify([row.unifiedApi, row.deliveryUrl]);
        const known = byKey.get(key);
        const events = [...new Set([...(known?.events ?? []), ...row.events])].sort();
        byKey.set(key, {
          unifiedApi: row.unifiedApi,
          deliveryUrl: row.deliveryUrl,
          events,
          enabled: (known?.enabled ?? false) || row.status === 'enabled',
          description: known?.description || row.description,
        });
      }
      return [...byKey.values()];
    },

    /**
     * Makes the live environment `scope`'s subscription at `key` what test has, in `tx`: null deletes its webhooks;
     * an existing one gets test's events (its status, disabled by a person or by failures, stays); a new one is a
     * webhook like test's, within the application's cap (403 WEBHOOK_LIMIT).
     */
    async applyPromotion(
      scope: ApplicationScope,
      key: SubscriptionKey,
      subscription: Omit<WebhookSubscription, keyof SubscriptionKey> | null,
      tx: DbOrTx,
    ): Promise<void> {
      if (!subscription) {
        await tx.delete(webhooks).where(whereApplication(webhooks, scope, at(key)));
        return;
      }
      const changed = await tx
        .update(webhooks)
        .set({ events: subscription.events, updatedAt: now() })
        .where(whereApplication(webhooks, scope, at(key)))
        .returning({ id: webhooks.id });
      if (changed.length > 0) return;
      await assertRoomForWebhook(scope.applicationId, tx);
      await tx.insert(webhooks).values({
        accountId: scope.accountId,
        applicationId: scope.applicationId,
        deliveryUrl: key.deliveryUrl,
        unifiedApi: key.unifiedApi,
        events: subscription.events,
        status: subscription.enabled ? 'enabled' : 'disabled',
        description: subscription.description,
        createdAt: now(),
        updatedAt: now(),
      });
    },
  };
}
