import type Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../../config';
import { onFirstUse } from '../../lib/load-on-use';

/** The SDK, loaded when Stripe is configured (a portal without Stripe does not hold it). */
const stripeSdk = onFirstUse<typeof Stripe>('stripe');

/**
 * An error the SDK raised: what Stripe answered, or that it could not be reached. Only thrown where Stripe is
 * configured.
 */
export const isStripeError = (error: unknown): error is Error => error instanceof stripeSdk().errors.StripeError;

/**
 * The official Stripe SDK when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; STRIPE_API_URL points it at
 * another address (its host, port and protocol: a local Stripe-compatible server in tests). Undefined otherwise.
 */
export function stripeClientOf(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>,
): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return undefined;
  const url = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  const protocol = url?.protocol === 'http:' ? 'http' : 'https';
  const Sdk = stripeSdk();
  return new Sdk(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url ? { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol } : {}),
  });
}

/** A Stripe object's id whether it came expanded or as its id. */
export const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** Stripe's seconds since the epoch as a Date. */
export const dateOf = (seconds: number | null | undefined): Date | null => (seconds ? new Date(seconds * 1000) : null);

/** The subscription an invoice bills (newer API versions name it under `parent`, older ones at the top). */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | undefined {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

/** The period a subscription is in: its items' (newer API versions) or its own (older ones). */
export function periodOf(subscription: Stripe.Subscription): { start: Date | null; end: Date | null } {
  const item = subscription.items.data[0];
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  return {
    start: dateOf(item?.current_period_start ?? legacy.current_period_start),
    end: dateOf(item?.current_period_end ?? legacy.current_period_end),
  };
}

/** Stripe's ids are letters, digits and `_` (evt_…, cus_…, sub_…, in_…). */
const stripeId = z.string().regex(/^[A-Za-z0-9_]{1,255}$/, 'is not a Stripe id (letters, digits and _)');
const reference = z.union([stripeId, z.object({ id: stripeId }).loose()]).nullish();

/**
 * What the webhook reads of a verified event, checked before any of it reaches the database: a signed payload can
 * still lack a type or carry a NUL in an id (PostgreSQL's text refuses it), which is the sender's fault (400).
 */
const verifiedEventSchema = z
  .object({
    id: stripeId,
    type: z.string().regex(/^[a-z0-9_.]{1,100}$/, 'is not an event type (such as invoice.paid)'),
    data: z.object({
      object: z.object({ id: stripeId.optional(), customer: reference, subscription: reference }).loose(),
    }),
  })
  .loose();

/** Why a verified event cannot be applied ("type: is not an event type …"), or undefined when it can. */
export function eventProblemOf(event: unknown): string | undefined {
  const result = verifiedEventSchema.safeParse(event);
  if (result.success) return undefined;
  return result.error.issues
    .map(
      (issue) =>
        `${issue.path.join('.') || 'event'}: ${issue.code === 'invalid_type' ? 'missing or of the wrong type' : issue.message}`,
    )
    .join('; ');
}
