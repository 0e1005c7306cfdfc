import { describe, expect, it } from 'vitest';
import { billingEndpoints } from '@portal/shared/billing/billing.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { deliverTo, STRIPE_WEBHOOK_SECRET, stripeEnv, useStripeServer } from '../../test/stripe';
import { useTestApp } from '../../test/test-app';

/** Log lines the app wrote, parsed. */
const logLines: Array<Record<string, unknown>> = [];
const logStream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) };

const stripe = useStripeServer();
const t = useTestApp(() => ({ ...stripeEnv(stripe), LOG_LEVEL: 'warn' }), { logStream });

type Event = Record<string, unknown> & { id: string; data: { object: Record<string, unknown> } };

/** A checkout paid through the local Stripe server; answers its last event (invoice.paid), as Stripe sent it. */
async function paidEvent(): Promise<Event> {
  deliverTo(stripe, t);
  const owner = await t.signUp();
  await owner.api.call(usersEndpoints.updateSettings, { body: { hasBillingEvent: true } });
  const { url } = (
    await owner.api.call(billingEndpoints.checkoutSession, { body: { account: owner.teamId, plan: 'growth-monthly' } })
  ).data;
  stripe.completeCheckout(url.split('/').pop()!);
  await stripe.idle();
  return structuredClone(stripe.events.at(-1)!) as unknown as Event;
}

/** Posts `event`, signed with the webhook secret as Stripe signs, to the real route; answers status and body. */
async function post(event: unknown) {
  let answer: { statusCode: number; body: string } | undefined;
  stripe.setWebhookTarget(async (payload, signature) => {
    answer = await t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    return answer.statusCode;
  });
  await stripe.redeliver(event as Event);
  return {
    status: answer!.statusCode,
    error: (JSON.parse(answer!.body) as { error?: { code: string; message: string } }).error,
  };
}

describe('signed Stripe events that cannot be applied', () => {
  it.each([
    ['without a type', (event: Event) => ({ ...event, type: undefined }), 'type: missing or of the wrong type'],
    [
      'with an empty type',
      (event: Event) => ({ ...event, type: '' }),
      'type: is not an event type (such as invoice.paid)',
    ],
    [
      'with a NUL in its id',
      (event: Event) => ({ ...event, id: `${String(event.id)}\u0000x` }),
      'id: is not a Stripe id (letters, digits and _)',
    ],
    [
      'with a NUL in its object id',
      (event: Event) => ({
        ...event,
        id: `${String(event.id)}b`,
        data: { object: { ...event.data.object, id: 'in_\u0000' } },
      }),
      'data.object.id: is not a Stripe id (letters, digits and _)',
    ],
    [
      'with a NUL in its customer',
      (event: Event) => ({
        ...event,
        id: `${String(event.id)}c`,
        data: { object: { ...event.data.object, customer: 'cus_\u0000' } },
      }),
      'data.object.customer',
    ],
    [
      'with a quote in its id',
      (event: Event) => ({ ...event, id: "evt_'; drop table x" }),
      'id: is not a Stripe id (letters, digits and _)',
    ],
    ['without data', (event: Event) => ({ ...event, data: undefined }), 'data: missing or of the wrong type'],
  ])('are answered 400 (Stripe does not retry a 4xx) and logged: an event %s', async (_name, change, problem) => {
    const event = change(await paidEvent());
    const from = logLines.length;
    const { status, error } = await post(event);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'STRIPE_EVENT',
      message: expect.stringContaining(`The Stripe event cannot be applied (${problem}`) as string,
    });
    const logged = logLines
      .slice(from)
      .filter((line) => line.msg === 'a signed Stripe event that cannot be applied: refused');
    expect(logged).toEqual([
      expect.objectContaining({ level: 40, problem: expect.stringContaining(problem) as string }),
    ]);
    // Neither the payload nor the secret or signature reach the log.
    expect(JSON.stringify(logLines.slice(from))).not.toMatch(new RegExp(`${STRIPE_WEBHOOK_SECRET}|v1=|"data"`));
  });

  it('leave the webhook working: the same event, well formed, is then applied', async () => {
    const event = await paidEvent();
    expect((await post({ ...event, id: `${String(event.id)}\u0000` })).status).toBe(400);
    expect((await post({ ...event, id: `${String(event.id)}x` })).status).toBe(200);
  });
});
