import type { FastifyInstance } from 'fastify';
import { billingEndpoints } from '@portal/shared/billing/billing.endpoints';
import { only, route, routes } from '../../plugins/endpoints';
import type { BillingService } from './billing.service';

export async function billingRoutes(app: FastifyInstance, { billing }: { billing: BillingService }) {
  routes(
    app,
    only(
      billingEndpoints,
      'plans',
      'subscription',
      'switchSubscription',
      'checkoutSession',
      'customerPortal',
      'transactions',
      'requestSubscription',
    ),
    {
      plans: ({ query, identity }) => billing.plans(identity.userId, query.account),
      subscription: ({ scope }) => billing.subscription(scope),
      switchSubscription: ({ scope, body }) => billing.switchTo(scope, body.plan),
      checkoutSession: ({ scope, body }) => billing.checkout(scope, body.plan),
      customerPortal: ({ scope }) => billing.portal(scope),
      transactions: ({ scope }) => billing.transactions(scope),
      requestSubscription: async ({ scope, body }) => {
        await billing.request(scope, body.plan);
        return { ok: true as const };
      },
    },
  );
  // Stripe signs the exact bytes it sent: this endpoint reads its body raw, never parsed.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(raw, billingEndpoints.stripeWebhook, async ({ request }) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      await billing.receive(body, Array.isArray(signature) ? signature[0] : signature);
      return { received: true as const };
    });
  });
}
