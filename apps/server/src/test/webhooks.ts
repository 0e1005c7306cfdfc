import { randomUUID } from 'node:crypto';
import type { Platform } from '../lib/module';
import type { Services } from '../modules';
import { webhookDeliveries } from '../modules/webhooks/webhooks.table';

type Ctx = Pick<Platform & Services, 'applications' | 'webhooks' | 'db'>;

/** A delivery URL the samples use: https, never called (only the test event sends, and it is refused as private). */
export const SAMPLE_DELIVERY_URL = 'https://127.0.0.1:9/hooks';

/**
 * Webhooks of a team's application made through the services as its Owner, for tests whose subject is something else.
 */
export function webhookHelpers(services: () => Ctx, ownerId: () => string, application: () => Promise<string>) {
  const scope = async () => services().applications.requireApplication(ownerId(), await application(), null);

  async function newWebhook(): Promise<string> {
    return (
      await services().webhooks.create(await scope(), {
        application: await application(),
        deliveryUrl: SAMPLE_DELIVERY_URL,
        unifiedApi: 'HRIS',
        events: ['hris.employee.created'],
        status: 'disabled',
      })
    ).id;
  }

  return {
    newWebhook,
    /** A new webhook of the test environment at a URL of its own (a change to promote), answered by that URL. */
    async newTestWebhook(): Promise<string> {
      const test = await services().applications.requireApplication(ownerId(), await application(), null, {
        environment: 'test',
      });
      const deliveryUrl = `${SAMPLE_DELIVERY_URL}/${randomUUID()}`;
      await services().webhooks.create(test, {
        application: await application(),
        deliveryUrl,
        unifiedApi: 'HRIS',
        events: ['hris.employee.created'],
        status: 'disabled',
      });
      return deliveryUrl;
    },
    /** A failed delivery of a new webhook (a target to send again). */
    async newDelivery(): Promise<{ webhookId: string; deliveryId: string }> {
      const webhookId = await newWebhook();
      const [row] = await services()
        .db.insert(webhookDeliveries)
        .values({
          webhookId,
          applicationId: await application(),
          eventType: 'hris.employee.created',
          payload: '{}',
          status: 'failed',
        })
        .returning({ id: webhookDeliveries.id });
      return { webhookId, deliveryId: row!.id };
    },
  };
}
