import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '@portal/shared/billing/billing.schemas';
import { at, createdAt, id, oneOf, ownerRef } from '../../db/columns';
import { accounts } from '../teams/teams.table';

/** A team's payment: one Stripe invoice, kept as its latest verified event said. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    accountId: ownerRef('account_id', () => accounts.id),
    stripeInvoiceId: text('stripe_invoice_id').notNull(),
    status: oneOf('status', PAYMENT_STATUSES).notNull(),
    description: text('description').notNull(),
    /** Cents paid. */
    paid: bigint('paid', { mode: 'number' }).notNull(),
    periodEnd: at('period_end'),
    url: text('url'),
    created: at('created').notNull(),
  },
  (table) => [
    uniqueIndex('payments_invoice_idx').on(table.stripeInvoiceId),
    index('payments_account_idx').on(table.accountId, table.created),
  ],
);

/** Each verified Stripe event applied, by its id: a replay (Stripe retries, duplicates) is applied once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});
