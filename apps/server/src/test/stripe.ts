import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_PRICES, type StripeServer, startStripeServer } from '../../../../test-support/stripe-server';
import type { TestApp } from './test-app';

export const STRIPE_WEBHOOK_SECRET = 'whsec_local_test_secret';

/**
 * The local Stripe-compatible server for a test file (start it before the app: `useTestApp(() => stripeEnv(stripe))`);
 * `deliverTo(t)` hands its signed events to the app's webhook endpoint.
 */
export function useStripeServer(): StripeServer {
  let server: StripeServer | undefined;
  beforeAll(async () => {
    server = await startStripeServer({ webhookSecret: STRIPE_WEBHOOK_SECRET, prices: DEFAULT_PRICES });
  });
  afterAll(async () => {
    await server?.close();
  });
  return new Proxy({} as StripeServer, {
    get(_target, key) {
      if (!server) throw new Error('started in beforeAll: use it inside tests and hooks');
      return Reflect.get(server, key);
    },
  });
}

export const stripeEnv = (stripe: StripeServer) => ({
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
  METERED_REPORT_SECONDS: '0',
});

/** Delivers the Stripe server's events to the app through its real route (inject), as Stripe would POST them. */
export function deliverTo(stripe: StripeServer, t: Pick<TestApp, 'app'>) {
  stripe.setWebhookTarget(async (payload, signature) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    return answer.statusCode;
  });
}
