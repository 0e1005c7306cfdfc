import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A Stripe-compatible server on loopback for tests, written from Stripe's API reference (https://docs.stripe.com/api):
 * customers, Checkout sessions (subscription mode) with a checkout page to pay or cancel, subscriptions (retrieve,
 * update with proration, cancel), invoices, billing portal sessions and billing meter events. Objects have the shapes
 * of the current API version (periods on subscription items, an invoice's subscription under `parent`). Webhook events
 * are POSTed to `webhookUrl`, signed the way Stripe signs them (the SDK's `webhooks.generateTestHeaderString`).
 */
export interface Price {
  unit_amount: number;
  interval: 'month' | 'year';
  /** A metered price (billed from meter events, no quantity). */
  metered?: boolean;
}

type Obj = Record<string, unknown> & { id: string };
/** Delivers one signed event payload; answers the HTTP status. */
export type WebhookTarget = (payload: string, signature: string) => Promise<number>;
type Json = Record<string, unknown>;

const DAY = 24 * 60 * 60;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
export function parseForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = value;
      else node = (node[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

export async function startStripeServer(options: { webhookSecret: string; prices: Record<string, Price> }) {
  const signer = new Stripe('sk_test_local');
  const objects = new Map<string, Obj>();
  const events: Obj[] = [];
  const meterEvents: Json[] = [];
  const deliveries: Promise<unknown>[] = [];
  const state = { base: '', failNextPayment: false, target: undefined as WebhookTarget | undefined };

  const priceOf = (priceId: string) => {
    const price = options.prices[priceId];
    if (!price) throw Object.assign(new Error(`No such price: '${priceId}'`), { status: 400, param: 'price' });
    return {
      id: priceId,
      object: 'price',
      unit_amount: price.unit_amount,
      recurring: { interval: price.interval, usage_type: price.metered ? 'metered' : 'licensed' },
    };
  };
  const save = <T extends Obj>(object: T) => (objects.set(object.id, object), object);

  /** Records an event and delivers it to the webhook URL, signed. */
  function emit(type: string, object: Obj): Obj {
    const event = save({
      id: id('evt'),
      object: 'event',
      type,
      created: nowSeconds(),
      api_version: Stripe.API_VERSION,
      livemode: false,
      data: { object: structuredClone(object) },
    });
    events.push(event);
    deliveries.push(deliver(event));
    return event;
  }

  async function deliver(event: Obj, signature?: string): Promise<number> {
    if (!state.target) return 0;
    const payload = JSON.stringify(event);
    return state.target(
      payload,
      signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }),
    );
  }

  function invoiceFor(subscription: Obj, amount: number, description: string, paid: boolean): Obj {
    const item = (subscription.items as { data: Obj[] }).data[0] as Json;
    const invoice = save({
      id: id('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      created: nowSeconds(),
      description: null,
      period_end: item.current_period_end,
      hosted_invoice_url: `${state.base}/invoices/${Date.now()}`,
      invoice_pdf: null,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      lines: {
        object: 'list',
        data: [{ description, amount, period: { start: item.current_period_start, end: item.current_period_end } }],
      },
    });
    emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    return invoice;
  }

  function subscriptionItems(lineItems: Json[], start: number) {
    return lineItems.map((line) => {
      const price = priceOf(String(line.price));
      const end = start + (price.recurring.interval === 'year' ? 365 : 30) * DAY;
      return {
        id: id('si'),
        object: 'subscription_item',
        price,
        quantity: price.recurring.usage_type === 'metered' ? undefined : Number(line.quantity ?? 1),
        current_period_start: start,
        current_period_end: end,
      };
    });
  }

  const licensed = (subscription: Obj) =>
    (
      subscription.items as {
        data: Array<Json & { price: { unit_amount: number; recurring: { usage_type: string } } }>;
      }
    ).data.filter((item) => item.price.recurring.usage_type !== 'metered');
  const amountOf = (subscription: Obj) => licensed(subscription).reduce((sum, item) => sum + item.price.unit_amount, 0);

  /** The browser pays the checkout: a subscription, its first invoice and the events Stripe sends. */
  function completeCheckout(sessionId: string): Obj {
    const session = objects.get(sessionId)!;
    const paid = !state.failNextPayment;
    state.failNextPayment = false;
    const subscription = save({
      id: id('sub'),
      object: 'subscription',
      customer: session.customer,
      status: paid ? 'active' : 'incomplete',
      cancel_at: null,
      cancel_at_period_end: false,
      ended_at: null,
      metadata: (session.subscription_data as Json | undefined)?.metadata ?? {},
      items: { object: 'list', data: subscriptionItems(session.line_items as Json[], nowSeconds()) },
    });
    Object.assign(session, {
      status: 'complete',
      subscription: subscription.id,
      payment_status: paid ? 'paid' : 'unpaid',
    });
    emit('customer.subscription.created', subscription);
    invoiceFor(subscription, amountOf(subscription), 'Subscription creation', paid);
    if (paid) emit('checkout.session.completed', session);
    return subscription;
  }

  function updateSubscription(subscription: Obj, params: Json): Obj {
    const items = (subscription.items as { data: Json[] }).data;
    const before = amountOf(subscription);
    for (const change of (params.items as Json[] | undefined) ?? []) {
      const item = items.find((each) => each.id === change.id);
      if (item && change.price) item.price = priceOf(String(change.price));
    }
    if (params.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
    if (params.cancel_at !== undefined)
      subscription.cancel_at = params.cancel_at === '' ? null : Number(params.cancel_at);
    if (params.metadata) subscription.metadata = { ...(subscription.metadata as Json), ...(params.metadata as Json) };
    const after = amountOf(subscription);
    emit('customer.subscription.updated', subscription);
    if (params.proration_behavior === 'always_invoice' && after > before) {
      const item = items[0]!;
      const left =
        (Number(item.current_period_end) - nowSeconds()) /
        (Number(item.current_period_end) - Number(item.current_period_start));
      invoiceFor(subscription, Math.round((after - before) * left), 'Remaining time on the new plan (prorated)', true);
    }
    return subscription;
  }

  function cancel(subscription: Obj): Obj {
    Object.assign(subscription, { status: 'canceled', ended_at: nowSeconds(), canceled_at: nowSeconds() });
    emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  async function api(method: string, path: string, params: Json): Promise<[number, unknown]> {
    const parts = path.split('/').filter(Boolean);
    const found = (objectId: string | undefined) => {
      const object = objectId ? objects.get(objectId) : undefined;
      if (!object) throw Object.assign(new Error(`No such object: '${objectId}'`), { status: 404 });
      return object;
    };
    const route = `${method} /${parts
      .slice(0, 3)
      .map((part) => (/^(cus|sub|in|cs_test|bps|si|evt)_/.test(part) ? ':id' : part))
      .join('/')}`;
    switch (route) {
      case 'POST /v1/customers':
        return [
          200,
          save({
            id: id('cus'),
            object: 'customer',
            email: params.email ?? null,
            name: params.name ?? null,
            metadata: params.metadata ?? {},
          }),
        ];
      case 'POST /v1/checkout/sessions': {
        const lineItems = (params.line_items as Json[] | undefined) ?? [];
        lineItems.forEach((line) => priceOf(String(line.price)));
        const sessionId = id('cs_test');
        return [
          200,
          save({
            id: sessionId,
            object: 'checkout.session',
            mode: params.mode,
            status: 'open',
            url: `${state.base}/checkout/${sessionId}`,
            customer: params.customer,
            client_reference_id: params.client_reference_id ?? null,
            success_url: params.success_url,
            cancel_url: params.cancel_url,
            metadata: params.metadata ?? {},
            subscription_data: params.subscription_data,
            line_items: lineItems,
            subscription: null,
          }),
        ];
      }
      case 'GET /v1/subscriptions/:id':
      case 'GET /v1/invoices/:id':
      case 'GET /v1/customers/:id':
        return [200, found(parts[2])];
      case 'POST /v1/subscriptions/:id':
        return [200, updateSubscription(found(parts[2]), params)];
      case 'DELETE /v1/subscriptions/:id':
        return [200, cancel(found(parts[2]))];
      case 'POST /v1/billing_portal/sessions': {
        found(String(params.customer));
        const sessionId = id('bps');
        return [
          200,
          save({
            id: sessionId,
            object: 'billing_portal.session',
            customer: params.customer,
            return_url: params.return_url,
            url: `${state.base}/portal/${sessionId}`,
          }),
        ];
      }
      case 'POST /v1/billing/meter_events': {
        if (!meterEvents.some((each) => each.identifier === params.identifier)) meterEvents.push(params);
        return [200, { object: 'billing.meter_event', ...params, created: nowSeconds(), livemode: false }];
      }
      default:
        return [
          404,
          { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
        ];
    }
  }

  /** The pages a browser is sent to: checkout (Pay or Cancel) and the customer portal (back to the return URL). */
  function page(path: string, response: ServerResponse, method: string) {
    const [, kind, objectId, action] = path.split('/');
    const object = objectId ? objects.get(objectId) : undefined;
    if (kind === 'checkout' && object && method === 'POST' && action === 'pay') {
      completeCheckout(object.id);
      return response
        .writeHead(303, { location: String(object.success_url).replace('{CHECKOUT_SESSION_ID}', object.id) })
        .end();
    }
    if (kind === 'checkout' && object) {
      const amount = (object.line_items as Json[])
        .map((line) => priceOf(String(line.price)))
        .filter((price) => price.recurring.usage_type !== 'metered')
        .reduce((sum, price) => sum + price.unit_amount, 0);
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>Checkout</title><h1>Local Stripe checkout</h1><p>Total €${(amount / 100).toFixed(2)}</p><form method="post" action="/checkout/${object.id}/pay"><button type="submit">Pay</button></form><a href="${String(object.cancel_url)}">Cancel</a>`,
        );
    }
    if (kind === 'portal' && object) {
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>Billing portal</title><h1>Local billing portal</h1><a href="${String(object.return_url)}">Return</a>`,
        );
    }
    return response.writeHead(404).end('not found');
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (!url.pathname.startsWith('/v1/')) return page(url.pathname, response, request.method ?? 'GET');
      if (!/^Bearer sk_/.test(request.headers.authorization ?? '')) {
        return response
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
      }
      const params = parseForm(request.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
      api(request.method ?? 'GET', url.pathname, params)
        .catch(
          (error: Error & { status?: number; param?: string }) =>
            [
              error.status ?? 500,
              { error: { type: 'invalid_request_error', message: error.message, param: error.param } },
            ] as [number, unknown],
        )
        .then(([status, body]) =>
          response
            .writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
            .end(JSON.stringify(body)),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.base = `http://127.0.0.1:${port}`;

  return {
    url: state.base,
    events,
    meterEvents,
    /** Where events are delivered (the portal's POST /api/billing/stripe/webhook). */
    setWebhookUrl(url: string) {
      state.target = async (payload, signature) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          })
        ).status;
    },
    /** Delivers events by calling `target` (API tests hand the app's inject here). */
    setWebhookTarget(target: WebhookTarget) {
      state.target = target;
    },
    /** The next checkout's first payment fails (the subscription stays incomplete). */
    failNextPayment() {
      state.failNextPayment = true;
    },
    completeCheckout,
    get: (objectId: string) => objects.get(objectId),
    /** A renewal of a subscription whose payment fails: invoice.payment_failed and the subscription past due. */
    failRenewal(subscriptionId: string) {
      const subscription = objects.get(subscriptionId)!;
      invoiceFor(subscription, amountOf(subscription), 'Subscription update', false);
      subscription.status = 'past_due';
      emit('customer.subscription.updated', subscription);
    },
    /** Moves a subscription into its next period (as Stripe does at the period end) and sends the update. */
    renew(subscriptionId: string) {
      const subscription = objects.get(subscriptionId)!;
      for (const item of (subscription.items as { data: Json[] }).data) {
        // The next period starts where the last one ended.
        const length = Number(item.current_period_end) - Number(item.current_period_start);
        item.current_period_start = Number(item.current_period_end);
        item.current_period_end = Number(item.current_period_end) + length;
      }
      if (subscription.cancel_at_period_end) return cancel(subscription);
      emit('customer.subscription.updated', subscription);
      return invoiceFor(subscription, amountOf(subscription), 'Subscription update', true);
    },
    cancel: (subscriptionId: string) => cancel(objects.get(subscriptionId)!),
    /** Delivers an event again (a retry or a replay), optionally with another signature. */
    redeliver: (event: Obj, signature?: string) => deliver(event, signature),
    /** Waits until every delivery so far has been answered. */
    async idle() {
      while (deliveries.length > 0) await deliveries.shift();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

/** The prices of the embedded plans (DEFAULT_PLANS' placeholder price ids). */
export const DEFAULT_PRICES: Record<string, Price> = {
  price_growth_monthly: { unit_amount: 19_900, interval: 'month' },
  price_growth_api_calls: { unit_amount: 1, interval: 'month', metered: true },
  price_growth_yearly: { unit_amount: 199_000, interval: 'year' },
};
