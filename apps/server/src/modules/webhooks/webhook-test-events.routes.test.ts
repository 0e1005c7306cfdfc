import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { ownerWithIntegration } from '../../test/integrations';
import { useTestApp } from '../../test/test-app';
import { type Receiver, startReceiver } from '../../../../../test-support/webhook-receiver';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
const t = useTestApp(() => ({ WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` }));

/** Issue 25: a test event sent to a webhook's URL is listed among that webhook's deliveries, marked as a test. */
describe('test events among a webhook’s deliveries', () => {
  it('lists a test event sent to the URL of a webhook, delivered or not, as a test; a webhook with another URL lists nothing', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const deliveryUrl = receiver.url(`/tests-${application}`);
    const { id } = (
      await owner.api.call(webhooksEndpoints.create, {
        body: { application, deliveryUrl, unifiedApi: 'HRIS', events: ['hris.employee.updated'] },
      })
    ).data;
    const other = (
      await owner.api.call(webhooksEndpoints.create, {
        body: {
          application,
          deliveryUrl: receiver.url(`/other-${application}`),
          unifiedApi: 'HRIS',
          events: ['hris.employee.updated'],
        },
      })
    ).data;
    const test = {
      application,
      deliveryUrl,
      serviceId: 'bamboohr',
      unifiedApi: 'HRIS' as const,
      eventType: 'hris.employee.updated',
    };
    const deliveriesOf = async (webhookId: string) =>
      (
        await owner.api.call(webhooksEndpoints.deliveries, {
          params: { id: webhookId },
          query: { applicationId: application },
        })
      ).data;

    expect((await owner.api.call(webhooksEndpoints.trigger, { body: test })).data.delivered).toBe(true);
    const [delivered] = await deliveriesOf(id);
    expect(delivered).toMatchObject({
      eventType: 'hris.employee.updated',
      status: 'delivered',
      attempts: 1,
      test: true,
      history: [{ statusCode: 200, responseBody: 'ok', error: null }],
    });

    receiver.answerWith(() => ({ status: 500, body: 'database down' }));
    try {
      expect((await owner.api.call(webhooksEndpoints.trigger, { body: test })).data.delivered).toBe(false);
    } finally {
      receiver.answerWith(() => ({ status: 200, body: 'ok' }));
    }
    const [failed] = await deliveriesOf(id);
    expect(failed).toMatchObject({
      status: 'failed',
      test: true,
      nextAttemptAt: null,
      history: [{ statusCode: 500, responseBody: 'database down' }],
    });
    // A finished test is not retried by the workers.
    await t.flush();
    expect((await deliveriesOf(id)).map((delivery) => delivery.status)).toEqual(['failed', 'delivered']);
    // The other webhook's URL got nothing, so its list stays empty.
    expect(await deliveriesOf(other.id)).toEqual([]);

    // Resend sends the test again, still a test.
    const resent = await owner.api.call(webhooksEndpoints.resend, {
      params: { id, deliveryId: failed!.id },
      query: { applicationId: application },
    });
    expect(resent.data).toMatchObject({ status: 'pending', test: true });
    await t.flush();
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'delivered', test: true });
  });

  it('a test to a URL no webhook has is sent and listed nowhere', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const { id } = (
      await owner.api.call(webhooksEndpoints.create, {
        body: {
          application,
          deliveryUrl: receiver.url(`/kept-${application}`),
          unifiedApi: 'HRIS',
          events: ['hris.employee.updated'],
        },
      })
    ).data;
    const sent = await owner.api.call(webhooksEndpoints.trigger, {
      body: {
        application,
        deliveryUrl: receiver.url(`/elsewhere-${application}`),
        serviceId: 'bamboohr',
        unifiedApi: 'HRIS',
        eventType: 'hris.employee.updated',
      },
    });
    expect(sent.data.delivered).toBe(true);
    expect(
      (await owner.api.call(webhooksEndpoints.deliveries, { params: { id }, query: { applicationId: application } }))
        .data,
    ).toEqual([]);
  });
});
